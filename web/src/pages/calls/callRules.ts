import { toDate, type ServerTime } from '../../api/serverTime';
import type { Call } from '@landline/api';

/** Messages of the call views. */
export const CALL_VIEW_MESSAGES = {
  recentFailed: 'Failed to load recent calls',
  notFound: 'Call transcript not found',
  failed: 'Failed to load call transcript',
  noTranscript: 'No transcript available',
  noCalls: 'No Calls Yet',
} as const;

/** Message previews are cut at 100 characters. */
const PREVIEW_LENGTH = 100;

/** "Nov 21, 2025, 3:04 PM"; 'Invalid Date' when missing. */
export function formatDateTime(value: ServerTime | undefined): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** "Friday, November 21, 2025 at 3:04:05 PM"; 'Invalid Date' when missing. */
export function formatLongDateTime(value: ServerTime | undefined): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  return date.toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Seconds as m:ss (75 → 1:15). */
export function formatDuration(seconds: number | null | undefined): string {
  const total = Math.max(0, Math.round(Number(seconds) || 0));
  const minutes = Math.floor(total / 60);
  return `${minutes}:${String(total % 60).padStart(2, '0')}`;
}

/** The call's length in seconds: its duration, else its metrics, else end minus start. */
export function callDuration(call: Call): number {
  if (typeof call.duration === 'number' && Number.isFinite(call.duration)) return call.duration;
  if (typeof call.metrics.totalDuration === 'number') return call.metrics.totalDuration;
  const start = toDate(call.startTime);
  const end = toDate(call.endTime);
  return start && end ? Math.max(0, Math.round((end.getTime() - start.getTime()) / 1000)) : 0;
}

/** completed, failed or in-progress; when absent, completed if an end time exists. */
export function callStatus(call: Call): string {
  if (call.status) return call.status;
  return toDate(call.endTime) ? 'completed' : 'in-progress';
}

export function statusColor(status: string): string {
  if (status === 'completed') return 'teal';
  if (status === 'failed') return 'red';
  return 'yellow';
}

export function statusLabel(status: string): string {
  if (status === 'in-progress') return 'In progress';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Source labels. */
const SOURCE_LABELS: Record<string, string> = {
  phone_customer: 'Phone Call',
  phone_test: 'Phone Test',
  web_demo: 'Web Demo',
  web_test: 'Agent Test',
};

export function sourceLabel(call: Call): string {
  const label = call.callType ? SOURCE_LABELS[call.callType] : undefined;
  if (label) return label;
  return call.callSource === 'phone' ? 'Phone Call' : 'Agent Test';
}

export function transferCount(call: Call): number {
  return call.transferCount;
}

export interface TranscriptLine {
  role: 'user' | 'model';
  text: string;
  timestamp: ServerTime | undefined;
}

/** The conversation: the transcript, else the messages. */
export function callTranscript(call: Call): TranscriptLine[] {
  if (call.transcript.length > 0) {
    return call.transcript.map((t) => ({ role: t.role === 'user' ? 'user' : 'model', text: t.text, timestamp: t.timestamp }));
  }
  return call.messages.map((m) => ({ role: m.role === 'user' ? 'user' : 'model', text: m.content, timestamp: m.timestamp }));
}

/** The first 100 characters of the first message. */
export function callPreview(call: Call): string {
  const text = call.firstMessagePreview || callTranscript(call)[0]?.text || '';
  return text.length > PREVIEW_LENGTH ? text.slice(0, PREVIEW_LENGTH) : text;
}

/** The preview with an ellipsis when the message goes on (a 100-character preview usually does). */
export function previewWithEllipsis(call: Call): string {
  const preview = callPreview(call);
  const full = callTranscript(call)[0]?.text ?? '';
  return preview.length >= PREVIEW_LENGTH && (full.length === 0 || full.length > preview.length) ? `${preview}…` : preview;
}

function prettyNumber(value: string | undefined): string {
  if (!value) return '';
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}

/** Who called: the caller's number, else where a browser call came from. */
export function callerOf(call: Call): string {
  const number = call.from.phoneNumber || call.callerNumber;
  if (number) return prettyNumber(number);
  if (call.callType === 'web_demo') return 'Website visitor';
  if (call.callType === 'web_test') return 'You (browser)';
  return 'Unknown caller';
}

/** Who answered: the AI employee's name and number. */
export function destinationOf(call: Call): string {
  const number = prettyNumber(call.to.phoneNumber || call.phoneNumber);
  const name = call.agentName || '';
  if (name && number) return `${name} · ${number}`;
  return name || number || 'AI employee';
}

// ------------------------------------------------------------------ template types

export const TEMPLATE_TYPE_COLORS: Record<string, string> = {
  maintenance: 'brand',
  dispatch: 'orange',
  collections: 'indigo',
  emergency: 'red',
  contractor: 'grape',
  leasing: 'violet',
  cleaning: 'cyan',
  security: 'dark',
};

export function templateTypeLabel(type: string | undefined): string {
  if (!type) return 'General';
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The template type a call belongs to (demo calls without one count as their employee's type). */
export function callTemplateType(call: Call): string {
  if (call.templateType) return call.templateType;
  return DEMO_EMPLOYEE_TYPES[(call.employee || call.agentId || '').toLowerCase()] ?? '';
}

const DEMO_EMPLOYEE_TYPES: Record<string, string> = {
  sarah: 'maintenance',
  sofia: 'maintenance',
  marcus: 'emergency',
  diego: 'dispatch',
  emma: 'leasing',
  james: 'collections',
};

// ------------------------------------------------------------------ the work order

const URGENCY: Record<string, { label: string; color: string; description: string }> = {
  life_safety: { label: 'Life safety', color: 'red', description: 'Lives may be at risk: call 911 first, then respond immediately.' },
  emergency: { label: 'Emergency', color: 'orange', description: 'Respond now: damage is happening or the home is unsafe.' },
  urgent: { label: 'Urgent', color: 'yellow', description: 'Respond within 24 hours.' },
  routine: { label: 'Routine', color: 'teal', description: 'Schedule at the next convenient time.' },
};

export function urgencyOf(value: string | undefined) {
  return (value && URGENCY[value]) || null;
}

export function categoryLabel(value: string | undefined): string {
  if (!value) return '—';
  if (value === 'hvac') return 'HVAC';
  return value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');
}

export function yesNo(value: boolean | null | undefined): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  return 'Not asked';
}

/** 'Showing X to Y of Z calls' for a 1-based page. */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 calls';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from} to ${to} of ${total} calls`;
}

/** A recording link for download (`?download=1` next to the link's own token). */
export function downloadUrl(recordingUrl: string): string {
  return `${recordingUrl}${recordingUrl.includes('?') ? '&' : '?'}download=1`;
}
