import { invalid, z } from '@landline/platform';
import { CALL_LOG_MAX_QUERY, CALL_LOG_MESSAGES, CALL_OUTCOMES, CALL_SOURCES, CALL_URGENCIES, isCalendarDay, isTimeZone } from '@landline/platform/callLog';
import type { CallLogFilter, ConversationStore, Keyset } from '../store';

export const LOG_MESSAGES = CALL_LOG_MESSAGES;

/** The most words a search matches on (all of them must occur). */
const MAX_TERMS = 8;

const orEmpty = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.union([z.enum(values), z.literal('')], { error: message }).default('');
const day = z
  .string()
  .refine((v) => v === '' || isCalendarDay(v), LOG_MESSAGES.badDate)
  .default('');

/** The filters as the gRPC request carries them (every field a string, '' when absent). */
const callLogFilterInput = z
  .object({
    q: z.string().max(CALL_LOG_MAX_QUERY, LOG_MESSAGES.tooLong).default(''),
    fromDate: day,
    toDate: day,
    timeZone: z
      .string()
      .refine((v) => v === '' || isTimeZone(v), LOG_MESSAGES.badTimeZone)
      .default(''),
    urgency: orEmpty(CALL_URGENCIES, LOG_MESSAGES.badUrgency),
    outcome: orEmpty(CALL_OUTCOMES, LOG_MESSAGES.badOutcome),
    source: orEmpty(CALL_SOURCES, LOG_MESSAGES.badSource),
    templateType: z.string().max(50).default(''),
  })
  .refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, LOG_MESSAGES.badRange);

/** The filters as strings, unchecked. */
export type CallLogFilterInput = { [K in keyof z.input<typeof callLogFilterInput>]?: string };

/** Lower-cased, without accents: how both the search column and the search text are compared. */
const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The search text as a to_tsquery('simple') text: each word a prefix ("mar" finds Maria), all of them
 * required, accents ignored. Text made only of digits and phone punctuation is one number ("(415) 555-1234"
 * finds +14155551234). '' when nothing searchable is left. Terms hold only letters and digits, so no
 * tsquery syntax gets through.
 */
export function searchQuery(text: string): string {
  const folded = foldText(text).trim();
  if (/^[\d\s()+.-]+$/.test(folded) && /\d{3}/.test(folded.replace(/\D/g, ''))) return `${folded.replace(/\D/g, '')}:*`;
  const terms = folded.match(/[\p{L}\p{N}]+/gu) ?? [];
  return Array.from(new Set(terms))
    .slice(0, MAX_TERMS)
    .map((t) => `${t}:*`)
    .join(' & ');
}

/** The request's filters, validated; INVALID_ARGUMENT with the first problem. */
export function callLogFilter(input: CallLogFilterInput, agentId: string): CallLogFilter {
  const parsed = callLogFilterInput.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Invalid filter');
  const f = parsed.data;
  return {
    search: searchQuery(f.q),
    fromDate: f.fromDate,
    toDate: f.toDate,
    timeZone: f.timeZone || 'UTC',
    urgency: f.urgency,
    outcome: f.outcome,
    source: f.source,
    agentId,
    templateType: f.templateType.trim(),
  };
}

/** One page of the log: the rows, the total matching, whether more follow, and the types for the type filter. */
export async function callLogPage(store: ConversationStore, owner: string, filter: CallLogFilter, after: Keyset | undefined, limit: number) {
  const db = store.db;
  const [rows, totalCount, templateTypes] = await Promise.all([
    store.callLogPage(db, owner, filter, after, limit + 1),
    store.countCallLog(db, owner, filter),
    after ? Promise.resolve([]) : store.callTemplateTypes(db, owner),
  ]);
  return { rows: rows.slice(0, limit), totalCount, hasMore: rows.length > limit, templateTypes };
}
