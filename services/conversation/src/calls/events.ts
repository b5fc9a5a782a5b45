import { randomUUID } from 'node:crypto';
import { encodeEvent, TOPICS } from '@landline/proto';
import type { OutgoingEvent } from '@landline/platform';
import type { EmergencyAlert } from '../dialog/types';
import type { Call, Transfer } from './records';

const meta = (type: string, tenantId: string) => ({ eventId: randomUUID(), type, occurredAt: new Date().toISOString(), tenantId });

/** Whole minutes a call bills: seconds rounded up (59 s → 1, 60 s → 1, 61 s → 2; 0 s → 0). */
export const billableMinutes = (seconds: number) => Math.ceil(Math.max(0, seconds) / 60);

/**
 * A call finished. The owner is the tenant (empty for demo calls, which billing ignores); keyed by the
 * owner so one tenant's events stay in order (demo calls by their id).
 */
export function callCompletedEvent(call: Call): OutgoingEvent {
  const tenant = call.ownerId ?? '';
  const m = meta('CallCompleted', tenant);
  const r = call.request;
  return {
    id: m.eventId,
    topic: TOPICS.CallCompleted,
    key: tenant || call.id,
    type: m.type,
    payload: encodeEvent('CallCompleted', {
      meta: m,
      callId: call.id,
      agentId: call.agentId,
      agentName: call.agentName,
      source: call.callSource,
      callType: call.callType,
      startedAt: call.startTime.toISOString(),
      endedAt: call.endTime?.toISOString() ?? '',
      durationSeconds: call.durationSeconds,
      billableMinutes: billableMinutes(call.durationSeconds),
      transferCount: call.transferCount,
      emergency: call.emergency,
      status: call.status,
      templateType: call.templateType,
      language: call.language,
      from: call.fromNumber,
      to: call.toNumber,
      request: r
        ? {
            tenantName: r.tenantName,
            propertyAddress: r.propertyAddress,
            unit: r.unit,
            callbackPhone: r.callbackPhone,
            issueSummary: r.issueSummary,
            category: r.category,
            urgency: r.urgency,
            ...(r.permissionToEnter === null ? {} : { permissionToEnter: r.permissionToEnter }),
            pets: r.pets,
            accessNotes: r.accessNotes,
            summary: r.summary,
          }
        : null,
      transcript: call.transcript.filter((t) => t.text.trim()).map((t) => ({ role: t.role === 'user' ? 'user' : 'model', text: t.text })),
    }),
  };
}

/** The call asked for an emergency transfer: whoever notifies humans (and the dashboard) reacts. */
export function transferRequestedEvent(call: Call, transfer: Transfer): OutgoingEvent {
  const tenant = call.ownerId ?? '';
  const m = meta('TransferRequested', tenant);
  return {
    id: m.eventId,
    topic: TOPICS.TransferRequested,
    key: tenant || call.id,
    type: m.type,
    payload: encodeEvent('TransferRequested', {
      meta: m,
      callId: call.id,
      agentId: call.agentId,
      from: transfer.from,
      to: transfer.to,
      reason: transfer.reason || 'emergency',
      details: transfer.details,
    }),
  };
}

/** A live call of an owner's agent became an emergency no transfer will carry: the owner's phones are told now. */
export function emergencyRaisedEvent(alert: EmergencyAlert): OutgoingEvent {
  const m = meta('EmergencyRaised', alert.ownerId);
  return {
    id: m.eventId,
    topic: TOPICS.EmergencyRaised,
    key: alert.ownerId,
    type: m.type,
    payload: encodeEvent('EmergencyRaised', {
      meta: m,
      callId: alert.callId,
      agentId: alert.agentId,
      tier: alert.tier,
      hazard: alert.hazard,
      details: alert.details,
      source: alert.source,
      agentNumber: alert.agentNumber,
    }),
  };
}
