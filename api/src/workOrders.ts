/** Work orders as a workflow: the board, one work order with its history, changes and forwards. */
import { z } from 'zod';
import { CALL_LOG_MESSAGES, CALL_URGENCIES } from '@landline/platform/callLog';
import { WORK_ORDER_CHANGES, WORK_ORDER_LIMITS, WORK_ORDER_MESSAGES, WORK_ORDER_STATUSES } from '@landline/platform/workOrders';
import { isoTime, oneOf } from './common';
import { GATEWAY_MESSAGES, WORK_ORDER_ROUTE_MESSAGES } from './constants';

const BAD_REQUEST = GATEWAY_MESSAGES.badRequest;

const callId = z
  .string({ error: WORK_ORDER_ROUTE_MESSAGES.callIdRequired })
  .trim()
  .regex(/^[\w.:-]{1,128}$/, WORK_ORDER_ROUTE_MESSAGES.badCallId);

export const workOrdersQuery = z.object({
  /** One status, or several comma separated; 'open' (the default) is new, assigned and in progress; 'all' every one. */
  status: z
    .string({ error: BAD_REQUEST })
    .optional()
    .transform((v) => (!v || v === 'open' ? [] : v === 'all' ? [...WORK_ORDER_STATUSES] : v.split(',').map((s) => s.trim())))
    .pipe(z.array(z.enum(WORK_ORDER_STATUSES, { error: WORK_ORDER_MESSAGES.badStatus })))
    .meta({ examples: ['open', 'all', 'new,assigned'] }),
  urgency: z.union([z.enum(CALL_URGENCIES), z.literal('')], { error: CALL_LOG_MESSAGES.badUrgency }).optional(),
  limit: z.coerce.number({ error: WORK_ORDER_ROUTE_MESSAGES.badLimit }).int().min(1).max(WORK_ORDER_LIMITS.page).optional(),
  cursor: z.string({ error: BAD_REQUEST }).max(500).optional(),
});

export const workOrderQuery = z.object({ callId });

export const updateWorkOrderBody = z.object({
  callId,
  status: z.enum(WORK_ORDER_STATUSES, { error: WORK_ORDER_MESSAGES.badStatus }).optional(),
  /** '' clears it. */
  assignee: z.string({ error: BAD_REQUEST }).max(WORK_ORDER_LIMITS.assignee, WORK_ORDER_MESSAGES.assigneeTooLong).optional(),
  /** An internal note to add. */
  note: z.string({ error: BAD_REQUEST }).max(WORK_ORDER_LIMITS.note, WORK_ORDER_MESSAGES.noteTooLong).optional(),
});

export const forwardWorkOrderBody = z.object({
  callId,
  /** One address, or a list (the form sends what the owner typed, commas allowed). */
  to: z
    .union([z.string(), z.array(z.string())], { error: WORK_ORDER_MESSAGES.forwardTo })
    .transform((v) => (Array.isArray(v) ? v : v.split(/[,;\s]+/)).map((s) => s.trim()).filter(Boolean)),
  note: z.string({ error: BAD_REQUEST }).max(WORK_ORDER_LIMITS.note, WORK_ORDER_MESSAGES.noteTooLong).optional(),
});

export const workOrderSummary = z.object({
  callId: z.string(),
  status: oneOf(WORK_ORDER_STATUSES),
  assignee: z.string(),
  urgency: oneOf([...CALL_URGENCIES, '']),
  category: z.string(),
  tenantName: z.string(),
  propertyAddress: z.string(),
  unit: z.string(),
  callbackPhone: z.string(),
  issueSummary: z.string(),
  agentId: z.string(),
  agentName: z.string(),
  callType: z.string(),
  language: z.string(),
  startedAt: isoTime(),
  updatedAt: isoTime(),
  /** Internal notes so far. */
  notes: z.number(),
});

export const workOrderChange = z.object({
  id: z.string(),
  at: isoTime(),
  actor: z.string(),
  kind: oneOf(WORK_ORDER_CHANGES),
  from: z.string(),
  /** Forwarded: the addresses, comma separated. */
  to: z.string(),
  note: z.string(),
});

export const workOrderDetail = workOrderSummary.extend({
  permissionToEnter: z.boolean().optional(),
  pets: z.string(),
  accessNotes: z.string(),
  summary: z.string(),
  history: z.array(workOrderChange),
});

export const workOrdersPage = z.object({
  workOrders: z.array(workOrderSummary),
  /** Every urgency, zeros included, most urgent first. */
  counts: z.array(z.object({ urgency: oneOf(CALL_URGENCIES), count: z.number() })),
  totalCount: z.number(),
  nextCursor: z.string().nullable(),
});

export const workOrderAnswer = z.object({ workOrder: workOrderDetail });
