import { api } from '../api/endpoints';
import type { AgentLanguage, CallTranscriptEntry, CallTransfer } from '@landline/api';
import { TIMINGS } from './constants';

/** The name part of a call id: lower case letters, digits, dots, dashes and underscores. */
export function callIdName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'agent';
}

/** 'web-test-<name>-<startMs>' when signed in, 'web-demo-<name>-<startMs>' anonymously. */
export function webCallId(signedIn: boolean, name: string, startMs: number): string {
  return `web-${signedIn ? 'test' : 'demo'}-${callIdName(name)}-${startMs}`;
}

export interface CallRecordFields {
  callId: string;
  agentId: string;
  agentName: string;
  employee: string;
  transcript: CallTranscriptEntry[];
  transfers: CallTransfer[];
  startTime: string;
  endTime: string;
  tokenUsage: number;
  language: AgentLanguage;
  emergency?: boolean;
}

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Saves a finished browser call: uploads the recording (PUT /api/recordings/{callId}), saves the record
 * (POST /api/saveWebTranscript) with the recording's URL when the upload finished in time, and points
 * the record at the recording (POST /api/updateTranscriptAudio) when the upload finishes after the
 * save. Failures are swallowed. Answers the recording URL ('' without one).
 */
export async function saveCallRecord(record: CallRecordFields, recording: Blob | null): Promise<{ audioUrl: string }> {
  let uploadedUrl = '';
  const upload = recording
    ? api
        .uploadRecording(record.callId, recording, recording.type || 'audio/webm')
        .then((result) => {
          uploadedUrl = result.audioUrl;
        })
        .catch(() => undefined)
    : Promise.resolve();
  await Promise.race([upload, delay(TIMINGS.uploadWaitBeforeSaveMs)]);
  const sentUrl = uploadedUrl;
  await api.saveWebTranscript({ ...record, audioUrl: sentUrl }).catch(() => undefined);
  await upload;
  if (uploadedUrl && uploadedUrl !== sentUrl) {
    await api.updateTranscriptAudio({ callId: record.callId, audioUrl: uploadedUrl }).catch(() => undefined);
  }
  return { audioUrl: uploadedUrl };
}
