import type { CallLogQuery } from '@landline/api';
import { CALL_OUTCOME_LABELS, CALL_URGENCY_LABELS, isCallOutcome, isCallUrgency } from '@landline/platform/callLog';
import type { Call__Output } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { GetRecentCallsRequest } from '@landline/proto/generated/landline/conversation/v1/GetRecentCallsRequest';

/** The gRPC filters of a validated query. */
export function filtersOf(query: CallLogQuery): Omit<GetRecentCallsRequest, 'actor' | 'limit' | 'cursor' | 'callId'> {
  return {
    q: query.q ?? '',
    fromDate: query.from ?? '',
    toDate: query.to ?? '',
    timeZone: query.tz ?? '',
    urgency: query.urgency ?? '',
    outcome: query.outcome ?? '',
    source: query.source ?? '',
    agentId: query.agentId ?? '',
    templateType: query.templateType ?? '',
  };
}

/** Whether the query narrows the owner's calls (then GET /getRecentCalls answers the paged form). */
export const filtersGiven = (query: CallLogQuery) => Boolean(query.q || query.from || query.to || query.urgency || query.outcome || query.source || query.templateType);

// ------------------------------------------------------------------ CSV

/**
 * One CSV cell: text a spreadsheet could run as a formula (starting with = + - @, or a tab or carriage
 * return) gets a leading apostrophe; a cell with a comma, quote or line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number): string {
  let cell = String(value);
  if (/^[=+\-@\t\r]/.test(cell)) cell = `'${cell}`;
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

export const csvLine = (cells: (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const CSV_HEADER = [
  'Date',
  'Caller name',
  'Unit',
  'Address',
  'Caller number',
  'Callback number',
  'Issue',
  'Urgency',
  'Outcomes',
  'Duration (s)',
  'Agent',
  'Source',
  'Call ID',
];

/** "2025-10-21 14:05" in the time zone. */
export function localTime(isoTime: string, timeZone: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** One call as a CSV row (CSV_HEADER's columns). */
export function csvRow(c: Call__Output, timeZone: string): string {
  const r = c.request;
  const urgency = isCallUrgency(c.urgency) ? CALL_URGENCY_LABELS[c.urgency] : '';
  const outcomes = c.outcomes
    .filter(isCallOutcome)
    .map((o) => CALL_OUTCOME_LABELS[o])
    .join('; ');
  return csvLine([
    localTime(c.startTime, timeZone),
    r?.tenantName ?? '',
    r?.unit ?? '',
    r?.propertyAddress ?? '',
    c.fromNumber,
    r?.callbackPhone ?? '',
    r?.issueSummary ?? '',
    urgency,
    outcomes,
    c.durationSeconds,
    c.agentName,
    c.callSource,
    c.id,
  ]);
}
