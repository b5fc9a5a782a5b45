import type { Call } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { TransferRequested__Output } from '@landline/proto/generated/landline/conversation/v1/TransferRequested';
import type { CallRow, TransferRecord, TurnRow } from '../store';

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

/** The transfer record of a call the dialog engine hands to the agent's transfer number. */
export function outgoingTransfer(call: CallRow, requested: TransferRequested__Output): TransferRecord {
  const d = requested.details;
  return {
    type: 'outgoing',
    from: call.settings.agentNumber || call.to_number,
    to: call.settings.transfer.number,
    timestamp: new Date().toISOString(),
    reason: requested.reason === 'emergency' ? 'emergency' : 'human',
    details: { clientName: d?.clientName ?? '', address: d?.address ?? '', phone: d?.phone ?? '', issueSummary: d?.issueSummary ?? '' },
  };
}
