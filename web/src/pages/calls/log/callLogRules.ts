import {
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  CALL_SOURCE_LABELS,
  CALL_SOURCES,
  CALL_URGENCIES,
  CALL_URGENCY_LABELS,
  isCallOutcome,
  isCallUrgency,
  type CallOutcome,
  type CallUrgency,
} from '@landline/platform/callLog';
import type { Call } from '@landline/api';

export const CALL_LOG_PATH = '/dashboard/calls';

/** The call log's filters as the page's URL keeps them ('' when not set). */
export interface CallLogFilters {
  q: string;
  from: string;
  to: string;
  /** The zone the days are in: the one a link names (the dashboard's), else the browser's. */
  tz: string;
  urgency: string;
  outcome: string;
  source: string;
  agentId: string;
}

const FILTER_KEYS = ['q', 'from', 'to', 'tz', 'urgency', 'outcome', 'source', 'agentId'] as const satisfies readonly (keyof CallLogFilters)[];

export function filtersFromUrl(search: URLSearchParams): CallLogFilters {
  const read = (key: keyof CallLogFilters) => search.get(key) ?? '';
  return { q: read('q'), from: read('from'), to: read('to'), tz: read('tz'), urgency: read('urgency'), outcome: read('outcome'), source: read('source'), agentId: read('agentId') };
}

/** Only the filters that are set, in a stable order: the page's query string and the API's parameters. */
export function filterParams(filters: Partial<CallLogFilters>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params[key] = value;
  }
  // A zone only matters to dates.
  if (!params.from && !params.to) delete params.tz;
  return params;
}

export const hasFilters = (filters: CallLogFilters) => Object.keys(filterParams({ ...filters, tz: '' })).length > 0;

/** A link to the call log with these filters. */
export const callLogLink = (filters: Partial<CallLogFilters> = {}) => {
  const query = new URLSearchParams(filterParams(filters)).toString();
  return query ? `${CALL_LOG_PATH}?${query}` : CALL_LOG_PATH;
};

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// ------------------------------------------------------------------ dates

/** Today's date (YYYY-MM-DD) in the zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const DATE_PRESETS = [
  { value: 'today', label: 'Today', days: 1 },
  { value: '7d', label: 'Last 7 days', days: 7 },
  { value: '30d', label: 'Last 30 days', days: 30 },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['value'] | 'any' | 'custom';

/** The days a preset covers, today included. */
export function presetRange(preset: (typeof DATE_PRESETS)[number]['value'], timeZone: string, now = new Date()): { from: string; to: string } {
  const to = todayIn(timeZone, now);
  const days = DATE_PRESETS.find((p) => p.value === preset)?.days;
  if (days === undefined) throw new Error(`No date preset ${preset}`);
  return { from: addDays(to, 1 - days), to };
}

/** Which preset the filters' dates are, 'custom' for any other range, 'any' for none. */
export function presetOf(filters: Pick<CallLogFilters, 'from' | 'to'>, timeZone: string, now = new Date()): DatePreset {
  if (!filters.from && !filters.to) return 'any';
  const match = DATE_PRESETS.find((p) => {
    const range = presetRange(p.value, timeZone, now);
    return range.from === filters.from && range.to === filters.to;
  });
  return match?.value ?? 'custom';
}

// ------------------------------------------------------------------ rows

function prettyNumber(value: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
}

/** Who called: the work order's name and unit, else the number called from, else 'Browser test' for browser calls. */
export function callerLabel(call: Call): string {
  const name = call.request?.tenantName.trim() ?? '';
  const unit = call.request?.unit.trim() ?? '';
  const number = call.from.phoneNumber || call.callerNumber || '';
  const who = name || (number ? prettyNumber(number) : call.callSource === 'web' ? 'Browser test' : 'Unknown caller');
  return unit ? `${who} · Unit ${unit}` : who;
}

/** What the call was about: the work order's issue, else the caller's first words; never the greeting. */
export function issuePreview(call: Call): string {
  const issue = call.request?.issueSummary.trim();
  if (issue) return issue;
  const callerLine = call.transcript.find((t) => t.role === 'user' && t.text.trim())?.text ?? call.messages.find((m) => m.role === 'user' && m.content.trim())?.content ?? '';
  return callerLine.trim();
}

export const URGENCY_COLORS: Record<CallUrgency, string> = { life_safety: 'red', emergency: 'red', urgent: 'yellow', routine: 'teal' };
const OUTCOME_COLORS: Record<CallOutcome, string> = { work_order: 'brand', transferred: 'orange', message_taken: 'grape', spam: 'gray' };

export interface CallTag {
  key: string;
  label: string;
  color: string;
}

/** The row's tags: its urgency when above routine, then its outcomes. */
export function callTags(call: Call): CallTag[] {
  const tags: CallTag[] = [];
  const urgency = call.urgency;
  if (isCallUrgency(urgency) && urgency !== 'routine') tags.push({ key: urgency, label: CALL_URGENCY_LABELS[urgency], color: URGENCY_COLORS[urgency] });
  for (const outcome of call.outcomes) {
    if (isCallOutcome(outcome)) tags.push({ key: outcome, label: CALL_OUTCOME_LABELS[outcome], color: OUTCOME_COLORS[outcome] });
  }
  return tags;
}

// ------------------------------------------------------------------ filter choices

/** The choice that sets no filter (a select's value cannot be empty). */
export const ANY = 'any';
export const URGENCY_OPTIONS = [{ value: ANY, label: 'Any urgency' }, ...CALL_URGENCIES.map((u) => ({ value: u, label: CALL_URGENCY_LABELS[u] }))];
export const OUTCOME_OPTIONS = [{ value: ANY, label: 'Any outcome' }, ...CALL_OUTCOMES.map((o) => ({ value: o, label: CALL_OUTCOME_LABELS[o] }))];
export const SOURCE_OPTIONS = [{ value: ANY, label: 'Any source' }, ...CALL_SOURCES.map((s) => ({ value: s, label: CALL_SOURCE_LABELS[s] }))];

/** The file name a CSV answer names (Content-Disposition), else a dated default. */
export function exportFileName(disposition: string | null, today: string): string {
  const named = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return named || `landline-calls-${today}.csv`;
}
