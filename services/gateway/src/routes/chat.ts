import { callMetadata, express, fromServiceError, httpStatusForGrpc, invalid, type Request, type Response, type NextFunction, grpc } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { ChatRequest } from '@landline/proto/generated/landline/conversation/v1/ChatRequest';
import type { ConverseOutput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import type { TransferRequested__Output } from '@landline/proto/generated/landline/conversation/v1/TransferRequested';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, str } from './handle';
import { testCallEntitlement } from './billing';

export interface ChatRouteOptions {
  /** Chat turns (both endpoints) per client (IP) and window without a bearer: the landing page's demo calls. */
  anonymousLimit?: number;
  /** Chat turns per signed-in user and window: browser test calls. */
  signedInLimit?: number;
  /** Transfer-detail extractions per client and window without a bearer. */
  anonymousExtractLimit?: number;
  windowMinutes?: number;
  /** Longest one streamed reply may take. */
  streamDeadlineMs?: number;
}

export const CHAT_RATE_LIMIT_MESSAGE = 'Too many requests. Please try again later.';
export const EXTRACTION_FAILED = 'Could not extract transfer details. Please state the name, address, and phone number clearly.';
const UNAVAILABLE = 'Service temporarily unavailable. Please try again.';

const record = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);

/** The chat body of spec section 7 as the conversation service's ChatRequest. */
function chatRequest(body: unknown, actor: Response['locals']['actor']): ChatRequest {
  const b = record(body) ?? {};
  if (b.history !== undefined && b.history !== null && !Array.isArray(b.history)) throw invalid('history must be a list of {role, content}');
  const history = ((b.history as unknown[] | undefined) ?? []).map((item) => {
    const t = record(item) ?? {};
    return { role: str(t.role), content: str(t.content) || str(t.text) };
  });
  const custom = b.customConfig;
  const customConfigJson = typeof custom === 'string' ? custom : custom && typeof custom === 'object' ? JSON.stringify(custom) : '';
  const heard = b.heardText;
  return {
    actor: actor ?? null,
    language: str(b.language),
    history,
    message: str(b.message),
    agentId: str(b.agentId),
    employee: str(b.employee),
    customConfigJson,
    interrupted: b.interrupted === true || b.interrupted === 'true',
    ...(typeof heard === 'string' ? { heardText: heard } : {}),
    callId: str(b.callId),
    callerNumber: str(b.callerNumber),
  };
}

function transferJson(t: TransferRequested__Output) {
  const d = t.details;
  return {
    reason: t.reason,
    details: { clientName: d?.clientName ?? '', address: d?.address ?? '', phone: d?.phone ?? '', issueSummary: d?.issueSummary ?? '' },
    transferNumber: t.transferNumber,
    ...(t.targetEmployee ? { targetEmployee: t.targetEmployee } : {}),
  };
}

function eventJson(e: ConverseOutput__Output) {
  if (e.transfer) return { type: 'transfer' as const, ...transferJson(e.transfer) };
  return { type: 'end' as const, reason: e.endCall?.reason ?? '' };
}

/**
 * Live conversation for browser calls (conversation service): one turn as JSON (`POST /api/chat`), the same
 * turn as Server-Sent Events (`POST /api/chat/stream`: `token`, `transfer`, `end`, then `done`, or `error`),
 * and the transfer details of a transcript (`POST /api/extractTransferDetails`). A message of '__START__'
 * asks for the greeting (with a carried-over history: the pick-up after a transfer); a message of 2
 * characters or fewer gets no reply (`ignored: true`). The bearer is optional
 * (demo calls are anonymous); an agentId is only usable by its owner unless it names a demo employee
 * (404 'Agent not found'). Anonymous callers are rate limited per client.
 */
export function chatRoutes(peers: Peers, auth: Auth, options: ChatRouteOptions = {}) {
  const r = express.Router();
  const { conversation } = peers;
  const windowMs = (options.windowMinutes ?? 10) * 60_000;
  const common = { windowMs, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: CHAT_RATE_LIMIT_MESSAGE } } as const;
  const anonymous = rateLimit({ ...common, limit: options.anonymousLimit ?? 300, skip: (_req, res) => Boolean(res.locals.actor) });
  const signedIn = rateLimit({ ...common, limit: options.signedInLimit ?? 3000, skip: (_req, res) => !res.locals.actor, keyGenerator: (_req, res) => `user:${res.locals.actor?.userId}` });
  const anonymousExtract = rateLimit({ ...common, limit: options.anonymousExtractLimit ?? 60, skip: (_req, res) => Boolean(res.locals.actor) });
  // Signed-in test calls of the caller's own agent stop while the trial is expired (402); demo calls never.
  const entitled = testCallEntitlement(peers);

  // POST /api/chat {language, history, message, agentId? | employee + customConfig?, interrupted?, heardText?}
  //   → {text, usage: {totalTokens}, events?: [{type: 'transfer', reason, details, transferNumber} | {type: 'end', reason}], ignored?}
  r.post('/chat', auth.optional, anonymous, signedIn, entitled, handle(async (req, res) => {
    const result = await conversation.Chat(chatRequest(req.body, res.locals.actor), { deadlineMs: 90_000 });
    res.json({
      text: result.text,
      usage: { totalTokens: result.totalTokens },
      ...(result.events.length ? { events: result.events.map(eventJson) } : {}),
      ...(result.ignored ? { ignored: true } : {}),
    });
  }));

  // POST /api/chat/stream (same body) → text/event-stream.
  r.post('/chat/stream', auth.optional, anonymous, signedIn, entitled, (req: Request, res: Response, next: NextFunction) => {
    let request: ChatRequest;
    try {
      request = chatRequest(req.body, res.locals.actor);
    } catch (err) {
      return next(err);
    }
    const call = conversation.raw.ChatStream(request, callMetadata(), { deadline: new Date(Date.now() + (options.streamDeadlineMs ?? 120_000)) });
    let opened = false;
    let finished = false;
    let text = '';
    let totalTokens = 0;

    const open = () => {
      if (opened) return;
      opened = true;
      res.status(200);
      res.setHeader('content-type', 'text/event-stream; charset=utf-8');
      res.setHeader('cache-control', 'no-cache, no-transform');
      res.setHeader('x-accel-buffering', 'no');
      res.setHeader('connection', 'keep-alive');
      res.flushHeaders();
    };
    const send = (event: string, data: unknown) => {
      if (finished) return;
      open();
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const close = () => {
      if (finished) return;
      finished = true;
      res.end();
    };

    call.on('data', (m: ConverseOutput__Output) => {
      if (m.token) {
        if (m.token.text) {
          text += m.token.text;
          send('token', { text: m.token.text });
        }
        if (m.token.last) totalTokens = m.token.totalTokens;
      } else if (m.transfer) send('transfer', transferJson(m.transfer));
      else if (m.endCall) send('end', { reason: m.endCall.reason });
    });
    call.on('end', () => {
      send('done', { text, usage: { totalTokens }, ...(text ? {} : { ignored: true }) });
      close();
    });
    call.on('error', (err: grpc.ServiceError) => {
      if (finished) return;
      if (err.code === grpc.status.CANCELLED && res.destroyed) return;
      const peer = fromServiceError(err);
      if (!opened) {
        // Nothing streamed yet: a plain JSON error with its status (404 'Agent not found', 400, 429...).
        finished = true;
        return next(peer);
      }
      const status = httpStatusForGrpc(peer.code);
      send('error', { error: status >= 500 ? UNAVAILABLE : peer.message });
      close();
    });
    // The browser went away (call ended, page closed): stop the reply, and the model with it.
    res.on('close', () => {
      if (!finished) {
        finished = true;
        call.cancel();
      }
    });
  });

  // POST /api/extractTransferDetails {transcript: [{role, text}], language} → {clientName, address, phone, issueSummary}
  r.post('/extractTransferDetails', auth.optional, anonymousExtract, handle(async (req, res) => {
    const b = record(req.body) ?? {};
    if (b.transcript !== undefined && !Array.isArray(b.transcript)) throw invalid('transcript must be a list of {role, text}');
    const transcript = ((b.transcript as unknown[] | undefined) ?? []).map((item) => {
      const t = record(item) ?? {};
      return { role: str(t.role), text: str(t.text) || str(t.content), timestamp: '' };
    });
    const result = await conversation.AnalyzeTranscript({ transcript, language: str(b.language), templateType: str(b.templateType) }, { deadlineMs: 30_000 });
    if (result.missing.length > 0) return void res.status(422).json({ error: EXTRACTION_FAILED });
    const d = result.details;
    res.json({ clientName: d?.clientName ?? '', address: d?.address ?? '', phone: d?.phone ?? '', issueSummary: d?.issueSummary ?? '' });
  }));

  return r;
}
