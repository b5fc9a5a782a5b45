import { express, z } from '@landline/platform';
import { CALL_URGENCIES } from '@landline/platform/callLog';
import { WORK_ORDER_LIMITS, WORK_ORDER_MESSAGES, WORK_ORDER_STATUSES } from '@landline/platform/workOrders';
import type { WorkOrderDetail__Output } from '@landline/proto/generated/landline/conversation/v1/WorkOrderDetail';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, withoutOneofMarkers } from './handle';

const BAD_REQUEST = 'Invalid request';
const callId = z.string({ error: 'callId is required' }).trim().regex(/^[\w.:-]{1,128}$/, 'Invalid call id');

const listQuery = z.object({
  // One status, or several comma separated; 'open' (the default) is new, assigned and in progress; 'all' every one.
  status: z
    .string({ error: BAD_REQUEST })
    .optional()
    .transform((v) => (!v || v === 'open' ? [] : v === 'all' ? [...WORK_ORDER_STATUSES] : v.split(',').map((s) => s.trim())))
    .pipe(z.array(z.enum(WORK_ORDER_STATUSES, { error: WORK_ORDER_MESSAGES.badStatus }))),
  urgency: z.union([z.enum(CALL_URGENCIES), z.literal('')], { error: `Urgency must be one of ${CALL_URGENCIES.join(', ')}` }).optional(),
  limit: z.coerce.number({ error: `limit must be a whole number from 1 to ${WORK_ORDER_LIMITS.page}` }).int().min(1).max(WORK_ORDER_LIMITS.page).optional(),
  cursor: z.string({ error: BAD_REQUEST }).max(500).optional(),
});
const updateBody = z.object({
  callId,
  status: z.enum(WORK_ORDER_STATUSES, { error: WORK_ORDER_MESSAGES.badStatus }).optional(),
  assignee: z.string({ error: BAD_REQUEST }).max(WORK_ORDER_LIMITS.assignee, WORK_ORDER_MESSAGES.assigneeTooLong).optional(),
  note: z.string({ error: BAD_REQUEST }).max(WORK_ORDER_LIMITS.note, WORK_ORDER_MESSAGES.noteTooLong).optional(),
});
const forwardBody = z.object({
  callId,
  // One address, or a list (the form sends what the owner typed, commas allowed).
  to: z.union([z.string(), z.array(z.string())], { error: WORK_ORDER_MESSAGES.forwardTo }).transform((v) => (Array.isArray(v) ? v : v.split(/[,;\s]+/)).map((s) => s.trim()).filter(Boolean)),
  note: z.string({ error: BAD_REQUEST }).max(WORK_ORDER_LIMITS.note, WORK_ORDER_MESSAGES.noteTooLong).optional(),
});

function parse<T>(schema: z.ZodType<T>, input: unknown, res: express.Response): T | undefined {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  res.status(400).json({ error: result.error.issues[0]?.message ?? BAD_REQUEST });
  return undefined;
}

const detail = (d: WorkOrderDetail__Output) => {
  const { workOrder, history, ...rest } = withoutOneofMarkers(d);
  return { workOrder: { ...workOrder, ...rest, history } };
};

/** Work orders as a workflow (conversation's WorkOrderService): the board, one work order, changes and forwards. */
export function workOrderRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const actorName = (res: express.Response) => res.locals.actor?.displayName || res.locals.actor?.email || '';

  // GET /api/getWorkOrders?status=open|all|new,assigned…&urgency=&limit=&cursor= → {workOrders, counts, totalCount, nextCursor}
  r.get('/getWorkOrders', auth.required, handle(async (req, res) => {
    const q = parse(listQuery, req.query, res);
    if (!q) return;
    const page = await peers.workOrders.ListWorkOrders({ actor: res.locals.actor, statuses: q.status, urgency: q.urgency ?? '', limit: q.limit ?? 0, cursor: q.cursor ?? '' });
    res.json({ workOrders: page.workOrders, counts: page.counts, totalCount: page.totalCount, nextCursor: page.nextCursor || null });
  }));

  // GET /api/getWorkOrder?callId= → {workOrder: {…, history}}
  r.get('/getWorkOrder', auth.required, handle(async (req, res) => {
    const q = parse(z.object({ callId }), req.query, res);
    if (q) res.json(detail(await peers.workOrders.GetWorkOrder({ actor: res.locals.actor, callId: q.callId })));
  }));

  // POST /api/updateWorkOrder {callId, status?, assignee?, note?} → {workOrder}
  r.post('/updateWorkOrder', auth.required, handle(async (req, res) => {
    const b = parse(updateBody, req.body, res);
    if (!b) return;
    const changed = await peers.workOrders.UpdateWorkOrder({
      actor: res.locals.actor,
      callId: b.callId,
      ...(b.status !== undefined ? { status: b.status } : {}),
      ...(b.assignee !== undefined ? { assignee: b.assignee } : {}),
      note: b.note ?? '',
      actorName: actorName(res),
    });
    res.json(detail(changed));
  }));

  // POST /api/forwardWorkOrder {callId, to: string | string[], note?} → {workOrder}; the emails go out through the notification service.
  r.post('/forwardWorkOrder', auth.required, handle(async (req, res) => {
    const b = parse(forwardBody, req.body, res);
    if (b) res.json(detail(await peers.workOrders.ForwardWorkOrder({ actor: res.locals.actor, callId: b.callId, to: b.to, note: b.note ?? '', actorName: actorName(res) })));
  }));

  return r;
}
