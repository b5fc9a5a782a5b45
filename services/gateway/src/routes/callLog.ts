import { z } from '@landline/platform';
import {
  CALL_LOG_MAX_QUERY,
  CALL_LOG_MESSAGES,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  CALL_SOURCES,
  CALL_URGENCIES,
  CALL_URGENCY_LABELS,
  isCalendarDay,
  isCallOutcome,
  isCallUrgency,
  isTimeZone,
} from '@landline/platform/callLog';
import type { Call__Output } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { GetRecentCallsRequest } from '@landline/proto/generated/landline/conversation/v1/GetRecentCallsRequest';

export const BAD_QUERY = 'Invalid query parameter';

const text = (max: number, message = BAD_QUERY) => z.string({ error: BAD_QUERY }).max(max, message).optional();
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.union([z.enum(values), z.literal('')], { error: message }).optional();
const day = z.string({ error: CALL_LOG_MESSAGES.badDate }).refine((v) => v === '' || isCalendarDay(v), CALL_LOG_MESSAGES.badDate).optional();

/** The call log's filters as query parameters (GET /getRecentCalls and GET /exportCalls). */
export const callLogQuery = z
  .object({
    q: text(CALL_LOG_MAX_QUERY, CALL_LOG_MESSAGES.tooLong),
    from: day,
    to: day,
    tz: z.string({ error: CALL_LOG_MESSAGES.badTimeZone }).refine((v) => v === '' || isTimeZone(v), CALL_LOG_MESSAGES.badTimeZone).optional(),
    urgency: oneOf(CALL_URGENCIES, CALL_LOG_MESSAGES.badUrgency),
    outcome: oneOf(CALL_OUTCOMES, CALL_LOG_MESSAGES.badOutcome),
    source: oneOf(CALL_SOURCES, CALL_LOG_MESSAGES.badSource),
    agentId: text(200),
    templateType: text(50),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, CALL_LOG_MESSAGES.badRange);

/** GET /getRecentCalls adds its own forms and paging to the filters. */
export const recentCallsQuery = callLogQuery.and(
  z.object({
    // Out-of-range or unreadable limits were always clamped (to 1-100, else 10), never refused.
    limit: z.string({ error: BAD_QUERY }).optional(),
    cursor: text(500),
    callId: text(200),
    paged: z.enum(['1', 'true', ''], { error: BAD_QUERY }).optional(),
  }),
);

export type CallLogQuery = z.output<typeof callLogQuery>;

/** The first problem of a query that failed validation. */
export const queryProblem = (error: z.ZodError) => error.issues[0]?.message ?? BAD_QUERY;

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
export const filtersGiven = (query: CallLogQuery) =>
  Boolean(query.q || query.from || query.to || query.urgency || query.outcome || query.source || query.templateType);

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

export const CSV_HEADER = ['Date', 'Caller name', 'Unit', 'Address', 'Caller number', 'Callback number', 'Issue', 'Urgency', 'Outcomes', 'Duration (s)', 'Agent', 'Source', 'Call ID'];

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
  const outcomes = c.outcomes.filter(isCallOutcome).map((o) => CALL_OUTCOME_LABELS[o]).join('; ');
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
