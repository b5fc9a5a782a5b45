/** The call log's filters as query parameters (GET /getRecentCalls and GET /exportCalls). */
import { z } from 'zod';
import { CALL_LOG_MAX_QUERY, CALL_LOG_MESSAGES, CALL_OUTCOMES, CALL_SOURCES, CALL_URGENCIES, isCalendarDay, isTimeZone } from '@landline/platform/callLog';
import { BAD_QUERY } from './constants';

const text = (max: number, message = BAD_QUERY) => z.string({ error: BAD_QUERY }).max(max, message).optional();
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.union([z.enum(values), z.literal('')], { error: message }).optional();
const day = z
  .string({ error: CALL_LOG_MESSAGES.badDate })
  .refine((v) => v === '' || isCalendarDay(v), CALL_LOG_MESSAGES.badDate)
  .optional()
  .meta({ format: 'date', description: 'YYYY-MM-DD in tz' });

export const callLogQuery = z
  .object({
    q: text(CALL_LOG_MAX_QUERY, CALL_LOG_MESSAGES.tooLong).meta({ description: "Words of the caller's name, unit, address, issue, numbers or transcript" }),
    from: day,
    to: day,
    tz: z
      .string({ error: CALL_LOG_MESSAGES.badTimeZone })
      .refine((v) => v === '' || isTimeZone(v), CALL_LOG_MESSAGES.badTimeZone)
      .optional()
      .meta({ description: 'IANA time zone of the days (and the CSV times)' }),
    urgency: oneOf(CALL_URGENCIES, CALL_LOG_MESSAGES.badUrgency),
    outcome: oneOf(CALL_OUTCOMES, CALL_LOG_MESSAGES.badOutcome),
    source: oneOf(CALL_SOURCES, CALL_LOG_MESSAGES.badSource),
    agentId: text(200),
    templateType: text(50),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, CALL_LOG_MESSAGES.badRange);

export const recentCallsQuery = z
  .object({
    ...callLogQuery.shape,
    // Out-of-range or unreadable limits were always clamped (to 1-100, else 10), never refused.
    limit: z.string({ error: BAD_QUERY }).optional(),
    cursor: text(500),
    /** One call: answers {calls: [call]}, 404 'Call transcript not found' when it is not the owner's. */
    callId: text(200),
    /** The call log's paged answer even without filters. */
    paged: z.enum(['1', 'true', ''], { error: BAD_QUERY }).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, CALL_LOG_MESSAGES.badRange);

export type CallLogQuery = z.output<typeof callLogQuery>;
