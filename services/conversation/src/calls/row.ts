import type { CallRow } from '../store';
import { normalizeRequest, type TranscriptEntry } from './analysis';
import type { Call, Transfer } from './records';

/** A stored call as the service hands it out. */
export function callOf(row: CallRow): Call {
  const recordingUrl = row.recording_url;
  return {
    id: row.id,
    ownerId: row.owner_id,
    agentId: row.agent_id,
    agentName: row.agent_name,
    employee: row.employee,
    callSource: row.call_source,
    callType: row.call_type,
    templateType: row.template_type,
    language: row.language === 'es' ? 'es' : 'en',
    status: row.status,
    startTime: new Date(row.start_time),
    endTime: row.end_time ? new Date(row.end_time) : null,
    durationSeconds: row.duration_seconds,
    fromNumber: row.from_number,
    toNumber: row.to_number,
    transcript: row.transcript as TranscriptEntry[],
    transfers: row.transfers as Transfer[],
    transferCount: row.transfer_count,
    emergency: row.emergency,
    recordingKey: row.recording_key,
    recordingUrl,
    hasRecording: recordingUrl !== '' || row.recording_key !== '',
    request: normalizeRequest(row.request),
    totalTokens: row.total_tokens,
    firstMessagePreview: row.first_message_preview,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    urgency: row.urgency,
    outcomes: row.outcomes,
  };
}
