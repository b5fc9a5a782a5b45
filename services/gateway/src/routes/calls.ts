import { express, type Logger } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Call__Output } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { TranscriptEntry } from '@landline/proto/generated/landline/conversation/v1/TranscriptEntry';
import type { TransferEvent } from '@landline/proto/generated/landline/conversation/v1/TransferEvent';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, str } from './handle';
import { recordingPath, recordingUrl, WEB_CALL_ID } from './recordings';
import { CALL_EXPORT_MAX, CALL_LOG_MAX_PAGE } from '@landline/platform/callLog';
import { callLogQuery, csvLine, csvRow, CSV_HEADER, filtersGiven, filtersOf, localTime, queryProblem, recentCallsQuery } from './callLog';

export const CALL_MESSAGES = {
  badCallId: 'Invalid call id',
  missingAgent: 'agentId is required',
  badAudio: 'Invalid audio URL',
  rateLimited: 'Too many requests. Please try again later.',
} as const;

/** The landing page's demo employees (issue 4's contract): their calls need no agent of the caller's. */
export const DEMO_EMPLOYEES = ['sarah', 'sofia', 'marcus', 'diego', 'emma', 'james'];

const MAX_TRANSCRIPT = 2000;
const MAX_TRANSFERS = 50;

// ------------------------------------------------------------------ JSON in (typed, never passed through raw)

const record = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);
const text = (v: unknown, max = 10_000): string => (typeof v === 'string' ? v.slice(0, max) : typeof v === 'number' ? String(v) : '');

/**
 * A time as the browser may send it: ISO text, epoch milliseconds (or seconds), or a Firestore-style
 * {seconds, nanoseconds} / {_seconds} object. '' when absent or unreadable.
 */
export function timeOf(v: unknown): string {
  let ms: number | undefined;
  if (typeof v === 'number' && Number.isFinite(v)) ms = v < 1e11 ? v * 1000 : v;
  else if (typeof v === 'string' && v.trim()) ms = /^\d+$/.test(v.trim()) ? timeOfNumber(Number(v.trim())) : Date.parse(v);
  else {
    const o = record(v);
    const seconds = o && (typeof o.seconds === 'number' ? o.seconds : typeof o._seconds === 'number' ? o._seconds : undefined);
    if (seconds !== undefined) ms = seconds * 1000 + Math.floor(Number(o!.nanoseconds ?? o!._nanoseconds ?? 0) / 1e6);
  }
  return ms !== undefined && Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : '';
}
const timeOfNumber = (n: number) => (n < 1e11 ? n * 1000 : n);

/** The browser's transcript [{role: 'user'|'model', text, timestamp}]; unreadable entries are dropped, never the call. */
export function transcriptOf(v: unknown): TranscriptEntry[] {
  if (!Array.isArray(v)) return [];
  return v.slice(0, MAX_TRANSCRIPT).flatMap((item) => {
    const t = record(item);
    if (!t) return [];
    const role = t.role === 'assistant' || t.role === 'model' ? 'model' : t.role === 'user' ? 'user' : undefined;
    const words = text(t.text ?? t.content);
    if (!role || !words.trim()) return [];
    return [{ role, text: words, timestamp: timeOf(t.timestamp) }];
  });
}

/** The browser's transfer events (spec section 3). */
export function transfersOf(v: unknown): TransferEvent[] {
  if (!Array.isArray(v)) return [];
  return v.slice(0, MAX_TRANSFERS).flatMap((item) => {
    const t = record(item);
    if (!t || (t.type !== 'incoming' && t.type !== 'outgoing')) return [];
    const d = record(t.details) ?? {};
    return [
      {
        type: t.type,
        from: text(t.from, 200),
        to: text(t.to, 200),
        timestamp: timeOf(t.timestamp),
        details: { clientName: text(d.clientName, 200), address: text(d.address, 500), phone: text(d.phone, 50), issueSummary: text(d.issueSummary, 2000) },
        reason: t.reason === 'emergency' || t.reason === 'human' ? t.reason : '',
      },
    ];
  });
}

/** tokenUsage: a number, or {totalTokens}. */
const tokensOf = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(record(v)?.totalTokens ?? v);
  return Number.isFinite(n) && n > 0 ? Math.min(Math.floor(n), 2 ** 31 - 1) : 0;
};

/** An audio URL this product issued for this call (`/api/recordings/<callId>`, any token dropped), else ''. */
export function ownRecordingPath(audioUrl: string, callId: string): string {
  if (!audioUrl) return '';
  try {
    const u = new URL(audioUrl, 'http://landline.invalid');
    return u.pathname === recordingPath(callId) ? u.pathname : '';
  } catch {
    return '';
  }
}

// ------------------------------------------------------------------ JSON out

/** A call as the dashboard reads it (spec section 3, issue 4's contract). */
export function callJson(c: Call__Output, playback: { hasRecording: boolean; recordingUrl: string }) {
  const transcript = c.transcript.map((t) => ({ role: t.role, text: t.text, timestamp: t.timestamp || null }));
  const r = c.request;
  return {
    id: c.id,
    callSource: c.callSource,
    callType: c.callType,
    templateType: c.templateType,
    status: c.status,
    duration: c.durationSeconds,
    metrics: { totalDuration: c.durationSeconds, transferCount: c.transfers.length },
    startTime: c.startTime || null,
    endTime: c.endTime || null,
    transfers: c.transfers.map((t) => ({
      type: t.type,
      from: t.from,
      to: t.to,
      timestamp: t.timestamp || null,
      details: { clientName: t.details?.clientName ?? '', address: t.details?.address ?? '', phone: t.details?.phone ?? '', issueSummary: t.details?.issueSummary ?? '' },
      reason: t.reason || null,
    })),
    transferCount: c.transfers.length,
    from: { phoneNumber: c.fromNumber },
    to: { phoneNumber: c.toNumber },
    callerNumber: c.fromNumber,
    phoneNumber: c.toNumber,
    agentId: c.agentId,
    agentName: c.agentName,
    employee: c.employee || null,
    firstMessagePreview: c.firstMessagePreview,
    hasRecording: playback.hasRecording,
    recordingUrl: playback.recordingUrl || null,
    messages: transcript.map((t) => ({ role: t.role === 'model' ? 'assistant' : 'user', content: t.text, timestamp: t.timestamp })),
    transcript,
    emergency: c.emergency,
    urgency: c.urgency,
    outcomes: c.outcomes,
    language: c.language,
    totalTokens: c.totalTokens,
    request: r
      ? {
          tenantName: r.tenantName,
          propertyAddress: r.propertyAddress,
          unit: r.unit,
          callbackPhone: r.callbackPhone,
          issueSummary: r.issueSummary,
          category: r.category,
          urgency: r.urgency,
          permissionToEnter: r.permissionToEnter ?? null,
          pets: r.pets,
          accessNotes: r.accessNotes,
          summary: r.summary,
        }
      : null,
  };
}

export interface CallRouteOptions {
  /** Anonymous saves (demo calls) per client (IP) and window. */
  anonymousSaveLimit?: number;
  windowMinutes?: number;
  logger?: Logger;
}

// ------------------------------------------------------------------ the router

/** Call records: saving browser calls and reading call history (conversation service). */
export function callRoutes(peers: Peers, auth: Auth, options: CallRouteOptions = {}) {
  const r = express.Router();
  const { conversation, recording, agent } = peers;
  const anonymousLimit = rateLimit({
    windowMs: (options.windowMinutes ?? 10) * 60_000,
    limit: options.anonymousSaveLimit ?? 60,
    skip: (_req, res) => Boolean(res.locals.actor),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { error: CALL_MESSAGES.rateLimited },
  });

  /** Playback links for the owner's recordings on these calls: one Sign call for the page. */
  async function playback(actor: Actor | undefined, calls: Call__Output[]) {
    // Recordings in the recording service under the call's id (a URL of this product, or only a key).
    const ours = calls.filter((c) => c.hasRecording && (c.recordingUrl === '' || c.recordingUrl === recordingPath(c.id)));
    const result = new Map(calls.map((c) => [c.id, { hasRecording: c.hasRecording, recordingUrl: c.hasRecording ? c.recordingUrl : '' }]));
    if (ours.length === 0) return result;
    try {
      const { recordings } = await recording.Sign({ actor, callIds: ours.map((c) => c.id) });
      const tokens = new Map(recordings.map((s) => [s.callId, s.token]));
      for (const c of ours) {
        const token = tokens.get(c.id);
        // Stored for this owner: a playable link; not (upload lost, another owner's): no recording.
        result.set(c.id, token ? { hasRecording: true, recordingUrl: recordingUrl(c.id, token) } : { hasRecording: false, recordingUrl: '' });
      }
    } catch (err) {
      options.logger?.warn({ err }, 'could not sign recording links; serving paths for the bearer');
      for (const c of ours) result.set(c.id, { hasRecording: true, recordingUrl: recordingPath(c.id) });
    }
    return result;
  }

  // POST /api/saveWebTranscript (bearer optional) {callId, agentId, agentName, transcript, transfers,
  // startTime, endTime, audioUrl, tokenUsage, language, employee?} → {success: true, callId}.
  // Signed in: a test call ('web_test') of the caller's agent (or of a demo employee); anonymous: a demo
  // call ('web_demo') with no owner. Idempotent per callId.
  r.post('/saveWebTranscript', auth.optional, anonymousLimit, handle(async (req, res) => {
    const body = record(req.body) ?? {};
    const actor = res.locals.actor;
    const callId = str(body.callId);
    const match = WEB_CALL_ID.exec(callId);
    if (!match) return void res.status(400).json({ error: CALL_MESSAGES.badCallId });
    const agentId = text(body.agentId, 200).trim();
    const employee = (text(body.employee, 50).trim() || match[2]!).toLowerCase();
    let agentName = text(body.agentName, 200).trim();
    let templateType = '';
    if (actor) {
      if (!agentId && !DEMO_EMPLOYEES.includes(employee)) return void res.status(400).json({ error: CALL_MESSAGES.missingAgent });
      if (agentId && !DEMO_EMPLOYEES.includes(agentId.toLowerCase())) {
        // A test call of the owner's own agent: 404 'AI employee not found' otherwise.
        const a = await agent.GetAgent({ actor, agentId });
        templateType = a.templateType;
        agentName ||= a.customizations?.agent?.name || a.customName;
      }
    }
    let audio = ownRecordingPath(text(body.audioUrl, 2048), callId);
    let recordingKey = '';
    if (!audio && actor) {
      // Uploaded before this save without its URL in the body: find it.
      const stored = await recording.Stat({ actor, callId }).catch(() => undefined);
      if (stored) [audio, recordingKey] = [recordingPath(callId), stored.key];
    }
    const language = body.language === 'es' ? 'es' : 'en';
    await conversation.SaveCall(
      {
        actor,
        call: {
          id: callId,
          callType: actor ? 'web_test' : 'web_demo',
          callSource: 'web',
          agentId: agentId || employee,
          agentName,
          employee,
          templateType,
          language,
          startTime: timeOf(body.startTime),
          endTime: timeOf(body.endTime),
          transcript: transcriptOf(body.transcript),
          transfers: transfersOf(body.transfers),
          recordingUrl: audio,
          recordingKey,
          totalTokens: tokensOf(body.tokenUsage),
          emergency: body.emergency === true,
        },
      },
      { deadlineMs: 30_000 },
    );
    res.json({ success: true, callId });
  }));

  // POST /api/updateTranscriptAudio (bearer optional) {callId, audioUrl} → {success: true}.
  r.post('/updateTranscriptAudio', auth.optional, anonymousLimit, handle(async (req, res) => {
    const body = record(req.body) ?? {};
    const callId = str(body.callId);
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(callId)) return void res.status(400).json({ error: CALL_MESSAGES.badCallId });
    const audioUrl = text(body.audioUrl, 2048);
    const audio = ownRecordingPath(audioUrl, callId);
    if (audioUrl && !audio) return void res.status(400).json({ error: CALL_MESSAGES.badAudio });
    await conversation.UpdateCallAudio({ actor: res.locals.actor, callId, audioUrl: audio });
    res.json({ success: true });
  }));

  // GET /api/getRecentCalls?limit=10 → {calls}; ?agentId=&limit=&cursor= → {calls, totalCount, hasMore,
  // nextCursor}; ?callId= → {calls: [call]} (404 'Call transcript not found'). The owner's calls only.
  // The call log: the filters (q, from, to, tz, urgency, outcome, source, agentId, templateType), a cursor or
  // paged=1 → {calls, totalCount, hasMore, nextCursor, templateTypes}. A bad parameter is 400 {error}.
  r.get('/getRecentCalls', auth.required, handle(async (req, res) => {
    const actor = res.locals.actor;
    const parsed = recentCallsQuery.safeParse(req.query);
    if (!parsed.success) return void res.status(400).json({ error: queryProblem(parsed.error) });
    const query = parsed.data;
    const limit = Number(query.limit || 10);
    const callId = query.callId ?? '';
    const page = await conversation.GetRecentCalls({
      ...filtersOf(query),
      actor,
      limit: Number.isFinite(limit) ? Math.min(Math.max(1, Math.floor(limit)), CALL_LOG_MAX_PAGE) : 10,
      cursor: query.cursor ?? '',
      callId,
    });
    const links = await playback(actor, page.calls);
    const calls = page.calls.map((c) => callJson(c, links.get(c.id)!));
    if (callId) return void res.json({ calls });
    const paging = { calls, totalCount: page.totalCount, hasMore: page.hasMore, nextCursor: page.nextCursor || null };
    if (filtersGiven(query) || query.cursor || query.paged) return void res.json({ ...paging, templateTypes: page.templateTypes });
    if (query.agentId) return void res.json(paging);
    res.json({ calls });
  }));

  // GET /api/exportCalls?(the call log's filters) → text/csv of the matching calls, newest first (at most
  // CALL_EXPORT_MAX), times in tz (else UTC).
  r.get('/exportCalls', auth.required, handle(async (req, res) => {
    const parsed = callLogQuery.safeParse(req.query);
    if (!parsed.success) return void res.status(400).json({ error: queryProblem(parsed.error) });
    const timeZone = parsed.data.tz || 'UTC';
    const lines = [csvLine(CSV_HEADER)];
    let cursor = '';
    do {
      const page = await conversation.GetRecentCalls({ ...filtersOf(parsed.data), actor: res.locals.actor, limit: CALL_LOG_MAX_PAGE, cursor, callId: '' });
      for (const c of page.calls.slice(0, CALL_EXPORT_MAX + 1 - lines.length)) lines.push(csvRow(c, timeZone));
      cursor = page.hasMore ? page.nextCursor : '';
    } while (cursor && lines.length <= CALL_EXPORT_MAX);
    const filename = `landline-calls-${localTime(new Date().toISOString(), timeZone).slice(0, 10)}.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    // The byte order mark lets spreadsheets read the accents as UTF-8.
    res.send(`\uFEFF${lines.join('')}`);
  }));

  return r;
}
