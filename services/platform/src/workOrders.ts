/**
 * Work orders as a workflow: the statuses a call's work order moves through, their labels, and the limits
 * and messages of changing one. The conversation service enforces them, the gateway validates with them,
 * and the web app labels them. Nothing here touches the server: the web app imports this module too.
 */

/** In the order the work moves: new → assigned → in progress → done, or cancelled. */
export const WORK_ORDER_STATUSES = ['new', 'assigned', 'in_progress', 'done', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** What an owner still has to act on: the board's default. */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ['new', 'assigned', 'in_progress'];

export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, string> = {
  new: 'New',
  assigned: 'Assigned',
  in_progress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** What one change to a work order was. */
export const WORK_ORDER_CHANGES = ['status', 'assignee', 'note', 'forwarded'] as const;
export type WorkOrderChangeKind = (typeof WORK_ORDER_CHANGES)[number];

export const WORK_ORDER_LIMITS = { assignee: 120, note: 2000, forwardTo: 5, page: 100, defaultPage: 25 } as const;

export const WORK_ORDER_MESSAGES = {
  notFound: 'Work order not found',
  badStatus: `Status must be one of ${WORK_ORDER_STATUSES.join(', ')}`,
  nothingToChange: 'Give a status, an assignee or a note',
  assigneeTooLong: `Assignee is limited to ${WORK_ORDER_LIMITS.assignee} characters`,
  noteTooLong: `Notes are limited to ${WORK_ORDER_LIMITS.note} characters`,
  forwardTo: `Forward to between 1 and ${WORK_ORDER_LIMITS.forwardTo} email addresses`,
  badEmail: 'Enter a valid email address',
} as const;
