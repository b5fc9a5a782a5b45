import { createHash } from 'node:crypto';
import type { CallCompleted__Output } from '@landline/proto/generated/landline/events/v1/CallCompleted';
import type { WorkOrder__Output } from '@landline/proto/generated/landline/events/v1/WorkOrder';
import type { WorkOrderChanged__Output } from '@landline/proto/generated/landline/events/v1/WorkOrderChanged';
import type { DeliveryType } from './store';

/** What a webhook receives: the same envelope for every event. */
interface WebhookEvent<T extends DeliveryType = DeliveryType> {
  /** The event's id: the same on every attempt, so a receiver can drop one it has handled. */
  id: string;
  type: T;
  createdAt: string;
  data: Record<string, unknown>;
}

/** The event's id from what names it (the call, the change, the test): stable across replays. */
const eventIdOf = (eventKey: string) => `evt_${createHash('sha256').update(eventKey).digest('hex').slice(0, 32)}`;

function workOrderJson(r: WorkOrder__Output | null | undefined) {
  if (!r) return null;
  return {
    tenantName: r.tenantName,
    propertyAddress: r.propertyAddress,
    unit: r.unit,
    callbackPhone: r.callbackPhone,
    issueSummary: r.issueSummary,
    category: r.category,
    urgency: r.urgency,
    permissionToEnter: r.permissionToEnter ?? null,
    pets: r.pets,
    accessNotes: r.accessNotes,
    summary: r.summary,
  };
}

export function callCompletedData(call: CallCompleted__Output, callUrl: string): Record<string, unknown> {
  return {
    callId: call.callId,
    agentId: call.agentId,
    agentName: call.agentName,
    callType: call.callType,
    source: call.source,
    startedAt: call.startedAt,
    endedAt: call.endedAt,
    durationSeconds: call.durationSeconds,
    emergency: call.emergency,
    from: call.from,
    to: call.to,
    workOrder: workOrderJson(call.request),
    transcript: call.transcript.map((line) => ({ speaker: line.role === 'user' ? 'caller' : 'agent', text: line.text })),
    callUrl,
  };
}

export function workOrderUpdatedData(e: WorkOrderChanged__Output, callUrl: string): Record<string, unknown> {
  return {
    callId: e.callId,
    change: e.change,
    status: e.status,
    previousStatus: e.previousStatus,
    assignee: e.assignee,
    note: e.note,
    actor: e.actor,
    workOrder: workOrderJson(e.workOrder),
    callUrl,
  };
}

export const pingData = () => ({ message: 'This is a test delivery from Landline.' });

/** The body exactly as it is signed and sent. */
export function eventBody(type: DeliveryType, eventKey: string, data: Record<string, unknown>, at: Date = new Date()): string {
  const event: WebhookEvent = { id: eventIdOf(eventKey), type, createdAt: at.toISOString(), data };
  return JSON.stringify(event);
}
