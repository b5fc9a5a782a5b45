import { express, type Response } from '@landline/platform';
import type { WorkOrderDetail__Output } from '@landline/proto/generated/landline/conversation/v1/WorkOrderDetail';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

/** One work order with its details and history, as one object. */
const detail = ({ workOrder, ...rest }: WorkOrderDetail__Output) => {
  if (!workOrder) throw new Error('the work order service answered a detail without its work order');
  return { workOrder: { ...workOrder, ...rest } };
};

/** Work orders as a workflow (conversation's WorkOrderService): the board, one work order, changes and forwards. */
export function workOrderRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const actorName = (res: Response) => res.locals.actor?.displayName || res.locals.actor?.email || '';

  on('GET /getWorkOrders', async ({ actor, query }) => {
    const page = await peers.workOrders.ListWorkOrders({ actor, statuses: query.status, urgency: query.urgency ?? '', limit: query.limit ?? 0, cursor: query.cursor ?? '' });
    return { ...page, nextCursor: page.nextCursor || null };
  });

  on('GET /getWorkOrder', async ({ actor, query }) => detail(await peers.workOrders.GetWorkOrder({ actor, callId: query.callId })));

  on('POST /updateWorkOrder', async ({ actor, body, res }) => {
    const { callId, status, assignee, note } = body;
    const changed = await peers.workOrders.UpdateWorkOrder({
      actor,
      callId,
      ...(status !== undefined ? { status } : {}),
      ...(assignee !== undefined ? { assignee } : {}),
      note: note ?? '',
      actorName: actorName(res),
    });
    return detail(changed);
  });

  // The emails go out through the notification service.
  on('POST /forwardWorkOrder', async ({ actor, body, res }) =>
    detail(await peers.workOrders.ForwardWorkOrder({ actor, callId: body.callId, to: body.to, note: body.note ?? '', actorName: actorName(res) })),
  );

  return r;
}
