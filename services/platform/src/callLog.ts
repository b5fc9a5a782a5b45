/**
 * The owner's call log: the urgencies and outcomes a call is tagged and filtered with, and its sources.
 * The conversation service derives the tags, the gateway validates filters with these lists, and the web
 * app labels them. Nothing here touches the server: the web app imports this module too.
 */

/**
 * A call's urgency, most urgent first. 'emergency' is any emergency call (the call's emergency flag, so
 * life-safety calls too, as the dashboard's Emergencies count); the others follow the work order's tier.
 */
export const CALL_URGENCIES = ['life_safety', 'emergency', 'urgent', 'routine'] as const;
export type CallUrgency = (typeof CALL_URGENCIES)[number];

/** What came of a call; a call may have several, or none. */
export const CALL_OUTCOMES = ['work_order', 'transferred', 'message_taken', 'spam'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const CALL_SOURCES = ['phone', 'web'] as const;
export type CallSource = (typeof CALL_SOURCES)[number];

export const CALL_URGENCY_LABELS: Record<CallUrgency, string> = {
  life_safety: 'Life safety',
  emergency: 'Emergency',
  urgent: 'Urgent',
  routine: 'Routine',
};

export const CALL_OUTCOME_LABELS: Record<CallOutcome, string> = {
  work_order: 'Work order',
  transferred: 'Transferred',
  message_taken: 'Message taken',
  spam: 'Spam/hang-up',
};

export const CALL_SOURCE_LABELS: Record<CallSource, string> = {
  phone: 'Phone',
  web: 'Browser',
};

/** A calendar day as the filters take it. */
export const CALL_LOG_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const CALL_LOG_MAX_QUERY = 200;
export const CALL_LOG_MAX_PAGE = 100;
/** The most calls one CSV export holds. */
export const CALL_EXPORT_MAX = 5000;

export const CALL_LOG_MESSAGES = {
  badDate: 'Dates must be real days written YYYY-MM-DD',
  badRange: "The 'from' date must not be after the 'to' date",
  badTimeZone: 'Unknown time zone',
  badUrgency: `Urgency must be one of ${CALL_URGENCIES.join(', ')}`,
  badOutcome: `Outcome must be one of ${CALL_OUTCOMES.join(', ')}`,
  badSource: `Source must be one of ${CALL_SOURCES.join(', ')}`,
  tooLong: `Search text is limited to ${CALL_LOG_MAX_QUERY} characters`,
} as const;

/** A real calendar day written YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!CALL_LOG_DATE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** An IANA time zone name this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.trim() !== '';
  } catch {
    return false;
  }
}

export const isCallUrgency = (value: string): value is CallUrgency => (CALL_URGENCIES as readonly string[]).includes(value);
export const isCallOutcome = (value: string): value is CallOutcome => (CALL_OUTCOMES as readonly string[]).includes(value);
