import { randomUUID } from 'node:crypto';
import type { OutgoingEvent } from '@landline/platform';
import { encodeEvent, TOPICS } from '@landline/proto';
import type { ChangeRow, WorkOrderRow } from './store';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** One change to a work order, with the work order as it stands after it (keyed by owner: in order per owner). */
export function workOrderChangedEvent(ownerId: string, row: WorkOrderRow, change: ChangeRow, previousStatus: string, forwardTo: string[]): OutgoingEvent {
  const meta = { eventId: randomUUID(), type: 'WorkOrderChanged', occurredAt: change.at.toISOString(), tenantId: ownerId };
  const r = row.request;
  return {
    id: meta.eventId,
    topic: TOPICS.WorkOrderChanged,
    key: ownerId,
    type: meta.type,
    payload: encodeEvent('WorkOrderChanged', {
      meta,
      callId: row.call_id,
      agentId: row.agent_id,
      changeId: change.id,
      change: change.kind,
      status: row.status,
      previousStatus,
      assignee: row.assignee,
      note: change.note,
      forwardTo,
      actor: change.actor,
      workOrder: {
        tenantName: text(r.tenantName),
        propertyAddress: text(r.propertyAddress),
        unit: text(r.unit),
        callbackPhone: text(r.callbackPhone),
        issueSummary: text(r.issueSummary),
        category: text(r.category),
        urgency: text(r.urgency),
        ...(typeof r.permissionToEnter === 'boolean' ? { permissionToEnter: r.permissionToEnter } : {}),
        pets: text(r.pets),
        accessNotes: text(r.accessNotes),
        summary: text(r.summary),
      },
      language: row.language,
      callType: row.call_type,
      startedAt: new Date(row.start_time).toISOString(),
    }),
  };
}
