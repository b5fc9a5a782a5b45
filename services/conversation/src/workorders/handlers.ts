import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { ForwardWorkOrderRequest__Output } from '@landline/proto/generated/landline/conversation/v1/ForwardWorkOrderRequest';
import type { GetWorkOrderRequest__Output } from '@landline/proto/generated/landline/conversation/v1/GetWorkOrderRequest';
import type { ListWorkOrdersRequest__Output } from '@landline/proto/generated/landline/conversation/v1/ListWorkOrdersRequest';
import type { ListWorkOrdersResponse } from '@landline/proto/generated/landline/conversation/v1/ListWorkOrdersResponse';
import type { UpdateWorkOrderRequest__Output } from '@landline/proto/generated/landline/conversation/v1/UpdateWorkOrderRequest';
import type { WorkOrderDetail } from '@landline/proto/generated/landline/conversation/v1/WorkOrderDetail';
import type { WorkOrderSummary } from '@landline/proto/generated/landline/conversation/v1/WorkOrderSummary';
import type { WorkOrderRow } from './store';
import type { WorkOrders, WorkOrderView } from './work-orders';

const userOf = (actor: Actor__Output | null | undefined) => actor?.userId || null;
const text = (v: unknown) => (typeof v === 'string' ? v : '');

function summaryMessage(row: WorkOrderRow): WorkOrderSummary {
  const r = row.request;
  return {
    callId: row.call_id,
    status: row.status,
    assignee: row.assignee,
    urgency: row.urgency,
    category: text(r.category),
    tenantName: text(r.tenantName),
    propertyAddress: text(r.propertyAddress),
    unit: text(r.unit),
    callbackPhone: text(r.callbackPhone),
    issueSummary: text(r.issueSummary),
    agentId: row.agent_id,
    agentName: row.agent_name,
    callType: row.call_type,
    language: row.language,
    startedAt: new Date(row.start_time).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    notes: row.notes,
  };
}

function detailMessage({ row, history }: WorkOrderView): WorkOrderDetail {
  const r = row.request;
  return {
    workOrder: summaryMessage(row),
    ...(typeof r.permissionToEnter === 'boolean' ? { permissionToEnter: r.permissionToEnter } : {}),
    pets: text(r.pets),
    accessNotes: text(r.accessNotes),
    summary: text(r.summary),
    history: history.map((c) => ({ id: c.id, at: new Date(c.at).toISOString(), actor: c.actor, kind: c.kind, from: c.from_value, to: c.to_value, note: c.note })),
  };
}

/** gRPC handlers of WorkOrderService: messages in and out; the rules are in work-orders.ts. */
export function workOrderHandlers(workOrders: WorkOrders) {
  return {
    ListWorkOrders: async (req: ListWorkOrdersRequest__Output): Promise<ListWorkOrdersResponse> => {
      const page = await workOrders.list(userOf(req.actor), { statuses: req.statuses, urgency: req.urgency, limit: req.limit, cursor: req.cursor });
      return { workOrders: page.workOrders.map(summaryMessage), counts: page.counts, totalCount: page.totalCount, nextCursor: page.nextCursor };
    },
    GetWorkOrder: async (req: GetWorkOrderRequest__Output): Promise<WorkOrderDetail> => detailMessage(await workOrders.get(userOf(req.actor), req.callId)),
    UpdateWorkOrder: async (req: UpdateWorkOrderRequest__Output): Promise<WorkOrderDetail> =>
      detailMessage(await workOrders.update(userOf(req.actor), req.callId, { status: req.status, assignee: req.assignee, note: req.note }, req.actorName)),
    ForwardWorkOrder: async (req: ForwardWorkOrderRequest__Output): Promise<WorkOrderDetail> =>
      detailMessage(await workOrders.forward(userOf(req.actor), req.callId, { to: req.to, note: req.note }, req.actorName)),
  };
}
