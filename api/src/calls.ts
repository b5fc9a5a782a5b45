/** Call records: what the browser saves after a web call, and a call as the dashboard reads it. */
import { z } from 'zod';
import { isoTime, oneOf } from './common';
import { clippedText, time } from './read';
import { CALL_ID, CALL_MESSAGES, MAX_TRANSCRIPT, MAX_TRANSFERS, WEB_CALL_ID } from './constants';

export const transferReason = z.string().meta({ examples: ['emergency', 'human'] });

// ------------------------------------------------------------------ the browser's call record

/** An entry the browser heard: role user, or model (assistant); its words in `text` (or `content`). */
const transcriptEntryInput = z
  .object({
    role: z.enum(['user', 'model', 'assistant']).transform((role) => (role === 'user' ? ('user' as const) : ('model' as const))),
    text: clippedText(10_000).nullish(),
    content: clippedText(10_000).nullish(),
    timestamp: time(),
  })
  .transform(({ role, text, content, timestamp }) => ({ role, text: text ?? content ?? '', timestamp }))
  .nullable()
  .catch(null);

const transferInput = z
  .object({
    type: z.enum(['incoming', 'outgoing']),
    from: clippedText(200),
    to: clippedText(200),
    timestamp: time(),
    details: z
      .object({ clientName: clippedText(200), address: clippedText(500), phone: clippedText(50), issueSummary: clippedText(2000) })
      .catch({ clientName: '', address: '', phone: '', issueSummary: '' }),
    reason: z
      .string()
      .nullable()
      .pipe(z.enum(['emergency', 'human', '']))
      .catch(''),
  })
  .nullable()
  .catch(null);

/** The call record saved after a browser call; unreadable entries are dropped, never the call. */
export const saveWebTranscriptBody = z.object({
  callId: z
    .string({ error: CALL_MESSAGES.badCallId })
    .regex(WEB_CALL_ID, CALL_MESSAGES.badCallId)
    .meta({ examples: ['web-test-sarah-1761055200000'] }),
  agentId: clippedText(200).transform((v) => v.trim()),
  agentName: clippedText(200).transform((v) => v.trim()),
  /** The demo employee's name (else the one in the call id). */
  employee: clippedText(50).transform((v) => v.trim()),
  transcript: z
    .array(transcriptEntryInput)
    .transform((list) => list.slice(0, MAX_TRANSCRIPT).flatMap((e) => (e && e.text.trim() ? [e] : [])))
    .catch([]),
  transfers: z
    .array(transferInput)
    .transform((list) => list.slice(0, MAX_TRANSFERS).flatMap((t) => (t ? [t] : [])))
    .catch([]),
  startTime: time(),
  endTime: time(),
  audioUrl: clippedText(2048),
  /** A number, or {totalTokens}. */
  tokenUsage: z
    .union([z.object({ totalTokens: z.coerce.number() }).transform((u) => u.totalTokens), z.coerce.number()])
    .transform((n) => (n > 0 ? Math.min(Math.floor(n), 2 ** 31 - 1) : 0))
    .catch(0),
  language: z.enum(['en', 'es']).catch('en'),
  /** Only true marks the call an emergency. */
  emergency: z.boolean().optional().catch(undefined),
});

export const savedCall = z.object({ success: z.literal(true), callId: z.string() });

export const updateTranscriptAudioBody = z.object({
  callId: z.string({ error: CALL_MESSAGES.badCallId }).regex(CALL_ID, CALL_MESSAGES.badCallId),
  /** A recording URL this product gave for the call ('' detaches none). */
  audioUrl: clippedText(2048),
});

// ------------------------------------------------------------------ a call as the dashboard reads it

const transferDetails = z.object({ clientName: z.string(), address: z.string(), phone: z.string(), issueSummary: z.string() });

export const transferEvent = z.object({
  type: oneOf(['incoming', 'outgoing']),
  from: z.string(),
  to: z.string(),
  timestamp: isoTime().nullable(),
  details: transferDetails,
  reason: transferReason.nullable(),
});

export const transcriptEntry = z.object({ role: oneOf(['user', 'model']), text: z.string(), timestamp: isoTime().nullable() });

/** The work order read from the call (what property managers act on). */
export const serviceRequest = z.object({
  tenantName: z.string(),
  propertyAddress: z.string(),
  unit: z.string(),
  callbackPhone: z.string(),
  issueSummary: z.string(),
  category: z.string(),
  urgency: z.string().meta({ examples: ['life_safety', 'emergency', 'urgent', 'routine'] }),
  permissionToEnter: z.boolean().nullable(),
  pets: z.string(),
  accessNotes: z.string(),
  summary: z.string(),
});

export const call = z
  .object({
    id: z.string(),
    callSource: z.string().meta({ examples: ['phone', 'web'] }),
    callType: z.string().meta({ examples: ['phone_customer', 'phone_test', 'web_test', 'web_demo'] }),
    templateType: z.string(),
    status: z.string().meta({ examples: ['completed', 'failed', 'in-progress'] }),
    duration: z.number(),
    metrics: z.object({ totalDuration: z.number(), transferCount: z.number() }),
    startTime: isoTime().nullable(),
    endTime: isoTime().nullable(),
    transfers: z.array(transferEvent),
    transferCount: z.number(),
    from: z.object({ phoneNumber: z.string() }),
    to: z.object({ phoneNumber: z.string() }),
    callerNumber: z.string(),
    phoneNumber: z.string(),
    agentId: z.string(),
    agentName: z.string(),
    employee: z.string().nullable(),
    firstMessagePreview: z.string(),
    hasRecording: z.boolean(),
    /** A playable link (its token in the query), or null. */
    recordingUrl: z.string().nullable(),
    messages: z.array(z.object({ role: oneOf(['user', 'assistant']), content: z.string(), timestamp: isoTime().nullable() })),
    transcript: z.array(transcriptEntry),
    emergency: z.boolean(),
    /** The call log's tags: urgency ('' when unrated) and outcomes. */
    urgency: z.string(),
    outcomes: z.array(z.string()),
    language: z.string(),
    totalTokens: z.number(),
    request: serviceRequest.nullable(),
  })
  .meta({ id: 'Call' });

/** {calls} for the newest calls or one call; with agentId or the call log's filters, a page. */
export const recentCalls = z.object({
  calls: z.array(call),
  totalCount: z.number().optional(),
  hasMore: z.boolean().optional(),
  nextCursor: z.string().nullable().optional(),
  /** The call log's pages: the template types of the owner's calls. */
  templateTypes: z.array(z.string()).optional(),
});

export const csv = z.string().meta({ description: 'UTF-8 CSV with a byte order mark: one row a call, newest first' });
