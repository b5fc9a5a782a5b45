import type { Call } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { CallRow, TurnRow } from '../store';

/** The call record (conversation's Call) of a finished call. */
export function callRecord(call: CallRow, turns: TurnRow[], status: 'completed' | 'failed' | 'in-progress'): Call {
  const end = status === 'in-progress' ? '' : (call.ended_at ?? new Date()).toISOString();
  return {
    id: call.call_sid,
    ownerId: call.owner_id,
    agentId: call.agent_id,
    agentName: call.agent_name,
    callSource: 'phone',
    callType: call.test ? 'phone_test' : 'phone_customer',
    templateType: call.template_type,
    status,
    startTime: new Date(call.started_at).toISOString(),
    endTime: end,
    durationSeconds: status === 'in-progress' ? 0 : call.duration_seconds,
    transfers: call.transfers.map((t) => ({ type: t.type, from: t.from, to: t.to, timestamp: t.timestamp, details: t.details, reason: t.reason })),
    fromNumber: call.from_number,
    toNumber: call.to_number,
    recordingUrl: call.recording_key ? `/api/recordings/${call.call_sid}` : '',
    recordingKey: call.recording_key,
    emergency: call.emergency,
    language: call.language,
    totalTokens: call.total_tokens,
    transcript: turns.filter((t) => t.text.trim() !== '').map((t) => ({ role: t.role, text: t.text, timestamp: new Date(t.at).toISOString() })),
  };
}
