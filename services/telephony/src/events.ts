import { randomUUID } from 'node:crypto';
import { idempotentHandler, type BusMessage, type Db, type OutgoingEvent } from '@landline/platform';
import { decodeEvent, encodeEvent, TOPICS } from '@landline/proto';
import type { Numbers } from './numbers';
import type { CallRow, OnCallAttemptRow } from './store';

/** The consumer group (Kafka) and the dedupe key (processed_events) of telephony's consumers. */
export const CONSUMER_GROUP = 'telephony';

/** AgentDeleted: the agent's number goes back to its owner's pool, once per event however often delivered. */
export function agentDeletedHandler(db: Db, numbers: Numbers): (message: BusMessage) => Promise<void> {
  return idempotentHandler(db, 'telephony', 'telephony.agent-deleted', (q, event) => numbers.agentDeleted(q, decodeEvent('AgentDeleted', event.value)));
}

const meta = (type: string, tenantId: string) => ({ eventId: randomUUID(), type, occurredAt: new Date().toISOString(), tenantId });

/** One step of an emergency's call-down settled: whoever notifies owners records it. */
export function onCallAttemptEvent(call: CallRow, attempt: OnCallAttemptRow): OutgoingEvent {
  const m = meta('OnCallAttempt', call.owner_id);
  return {
    id: m.eventId,
    topic: TOPICS.OnCallAttempt,
    key: call.owner_id || call.call_sid,
    type: m.type,
    payload: encodeEvent('OnCallAttempt', {
      meta: m,
      callId: call.call_sid,
      agentId: call.agent_id,
      index: attempt.idx,
      name: attempt.name,
      phone: attempt.phone,
      outcome: attempt.outcome,
      startedAt: new Date(attempt.started_at).toISOString(),
      endedAt: attempt.ended_at ? new Date(attempt.ended_at).toISOString() : '',
    }),
  };
}

/** Nobody on the ladder took the emergency: every contact is to be texted. */
export function onCallUnansweredEvent(call: CallRow, phones: string[]): OutgoingEvent {
  const m = meta('OnCallUnanswered', call.owner_id);
  const t = call.transfers[call.transfers.length - 1];
  return {
    id: m.eventId,
    topic: TOPICS.OnCallUnanswered,
    key: call.owner_id || call.call_sid,
    type: m.type,
    payload: encodeEvent('OnCallUnanswered', {
      meta: m,
      callId: call.call_sid,
      agentId: call.agent_id,
      agentName: call.agent_name,
      language: call.agent_language,
      phones,
      details: t?.details ?? { clientName: '', address: '', phone: '', issueSummary: '' },
      caller: call.from_number,
      agentNumber: call.to_number,
    }),
  };
}

/** Twilio's opt-out and opt-in keywords for messages to a long code. */
const OPT_OUT = /^\s*(stop|stopall|unsubscribe|cancel|end|quit|optout|revoke)\s*[.!]?\s*$/i;
const OPT_IN = /^\s*(start|unstop|yes|optin)\s*[.!]?\s*$/i;

/** What a text to one of the owners' numbers says about consent: opted out, back in, or nothing. */
export function consentOf(body: string): boolean | undefined {
  if (OPT_OUT.test(body)) return true;
  if (OPT_IN.test(body)) return false;
  return undefined;
}

export function smsConsentEvent(phone: string, number: string, optedOut: boolean): OutgoingEvent {
  const m = meta('SmsConsentChanged', '');
  return { id: m.eventId, topic: TOPICS.SmsConsentChanged, key: phone, type: m.type, payload: encodeEvent('SmsConsentChanged', { meta: m, phone, number, optedOut }) };
}
