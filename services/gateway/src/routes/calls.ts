import { CALL_MESSAGES, DEMO_EMPLOYEES, ownRecordingPath, RATE_LIMIT_MESSAGES, recordingPath, recordingUrl, WEB_CALL_ID } from '@landline/api';
import { express, invalid, type Logger } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Call__Output } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { CALL_EXPORT_MAX, CALL_LOG_MAX_PAGE } from '@landline/platform/callLog';
import { csvLine, csvRow, CSV_HEADER, filtersGiven, filtersOf, localTime } from './callLog';
import { routeMounter } from './mount';

/** The employee a web call's id names (the body's schema has checked the id's form). */
function webCallEmployee(callId: string): string {
  const [, , employee] = WEB_CALL_ID.exec(callId) ?? [];
  if (employee === undefined) throw new Error(`${callId} is not a web call id`);
  return employee;
}

/** Whether a call's recording plays, and from where. */
interface Playback {
  hasRecording: boolean;
  recordingUrl: string;
}

/** A call as the dashboard reads it. */
function callJson(c: Call__Output, playback: Playback) {
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
      ...t,
      timestamp: t.timestamp || null,
      details: { clientName: '', address: '', phone: '', issueSummary: '', ...t.details },
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
    request: r && { ...r, permissionToEnter: r.permissionToEnter ?? null },
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
  const on = routeMounter(r, auth);
  const { conversation, recording, agent } = peers;
  const anonymousLimit = rateLimit({
    windowMs: (options.windowMinutes ?? 10) * 60_000,
    limit: options.anonymousSaveLimit ?? 60,
    skip: (_req, res) => Boolean(res.locals.actor),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { error: RATE_LIMIT_MESSAGES.requests },
  });

  /** Playback links for the owner's recordings on these calls, by call: one Sign call for the page. */
  async function playback(actor: Actor | undefined, calls: Call__Output[]): Promise<(c: Call__Output) => Playback> {
    // Recordings in the recording service under the call's id (a URL of this product, or only a key).
    const isOurs = (c: Call__Output) => c.hasRecording && (c.recordingUrl === '' || c.recordingUrl === recordingPath(c.id));
    const ours = calls.filter(isOurs);
    let tokens: Map<string, string> | undefined;
    if (ours.length > 0) {
      try {
        const { recordings } = await recording.Sign({ actor, callIds: ours.map((c) => c.id) });
        tokens = new Map(recordings.map((s) => [s.callId, s.token]));
      } catch (err) {
        options.logger?.warn({ err }, 'could not sign recording links; serving paths for the bearer');
      }
    }
    return (c) => {
      if (!c.hasRecording) return { hasRecording: false, recordingUrl: '' };
      if (!isOurs(c)) return { hasRecording: true, recordingUrl: c.recordingUrl };
      if (!tokens) return { hasRecording: true, recordingUrl: recordingPath(c.id) };
      const token = tokens.get(c.id);
      // Stored for this owner: a playable link; not (upload lost, another owner's): no recording.
      return token ? { hasRecording: true, recordingUrl: recordingUrl(c.id, token) } : { hasRecording: false, recordingUrl: '' };
    };
  }

  // Signed in: a test call ('web_test') of the caller's agent (or of a demo employee); anonymous: a demo
  // call ('web_demo') with no owner. Idempotent per callId.
  on('POST /saveWebTranscript', anonymousLimit, async ({ actor, body }) => {
    const { callId, agentId } = body;
    const employee = (body.employee || webCallEmployee(callId)).toLowerCase();
    let agentName = body.agentName;
    let templateType = '';
    if (actor) {
      if (!agentId && !DEMO_EMPLOYEES.includes(employee)) throw invalid(CALL_MESSAGES.missingAgent);
      if (agentId && !DEMO_EMPLOYEES.includes(agentId.toLowerCase())) {
        // A test call of the owner's own agent: 404 'AI employee not found' otherwise.
        const a = await agent.GetAgent({ actor, agentId });
        templateType = a.templateType;
        agentName ||= a.customizations?.agent?.name || a.customName;
      }
    }
    let audio = ownRecordingPath(body.audioUrl, callId);
    let recordingKey = '';
    if (!audio && actor) {
      // Uploaded before this save without its URL in the body: find it.
      const stored = await recording.Stat({ actor, callId }).catch(() => undefined);
      if (stored) [audio, recordingKey] = [recordingPath(callId), stored.key];
    }
    const { language, startTime, endTime, transcript, transfers } = body;
    const call = {
      id: callId,
      callType: actor ? 'web_test' : 'web_demo',
      callSource: 'web',
      agentId: agentId || employee,
      agentName,
      employee,
      templateType,
      language,
      startTime,
      endTime,
      transcript,
      transfers,
      recordingUrl: audio,
      recordingKey,
      totalTokens: body.tokenUsage,
      emergency: body.emergency === true,
    };
    await conversation.SaveCall({ actor, call }, { deadlineMs: 30_000 });
    return { success: true as const, callId };
  });

  on('POST /updateTranscriptAudio', anonymousLimit, async ({ actor, body }) => {
    const audio = ownRecordingPath(body.audioUrl, body.callId);
    if (body.audioUrl && !audio) throw invalid(CALL_MESSAGES.badAudio);
    await conversation.UpdateCallAudio({ actor, callId: body.callId, audioUrl: audio });
    return { success: true as const };
  });

  // ?limit= → {calls}; ?agentId=&limit=&cursor= → {calls, totalCount, hasMore, nextCursor}; ?callId= →
  // {calls: [call]}. The call log: the filters, a cursor or paged=1 → the page with templateTypes.
  on('GET /getRecentCalls', async ({ actor, query }) => {
    const limit = Number(query.limit || 10);
    const callId = query.callId ?? '';
    const page = await conversation.GetRecentCalls({
      ...filtersOf(query),
      actor,
      limit: Number.isFinite(limit) ? Math.min(Math.max(1, Math.floor(limit)), CALL_LOG_MAX_PAGE) : 10,
      cursor: query.cursor ?? '',
      callId,
    });
    const playbackOf = await playback(actor, page.calls);
    const calls = page.calls.map((c) => callJson(c, playbackOf(c)));
    if (callId) return { calls };
    const paging = { calls, totalCount: page.totalCount, hasMore: page.hasMore, nextCursor: page.nextCursor || null };
    if (filtersGiven(query) || query.cursor || query.paged) return { ...paging, templateTypes: page.templateTypes };
    if (query.agentId) return paging;
    return { calls };
  });

  // Newest first, at most CALL_EXPORT_MAX, times in tz (else UTC).
  on('GET /exportCalls', async ({ actor, query, res }) => {
    const timeZone = query.tz || 'UTC';
    const lines = [csvLine(CSV_HEADER)];
    let cursor = '';
    do {
      const page = await conversation.GetRecentCalls({ ...filtersOf(query), actor, limit: CALL_LOG_MAX_PAGE, cursor, callId: '' });
      for (const c of page.calls.slice(0, CALL_EXPORT_MAX + 1 - lines.length)) lines.push(csvRow(c, timeZone));
      cursor = page.hasMore ? page.nextCursor : '';
    } while (cursor && lines.length <= CALL_EXPORT_MAX);
    const filename = `landline-calls-${localTime(new Date().toISOString(), timeZone).slice(0, 10)}.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    // The byte order mark lets spreadsheets read the accents as UTF-8.
    res.send(`\uFEFF${lines.join('')}`);
    return undefined;
  });

  return r;
}
