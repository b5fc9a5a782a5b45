import { EXTRACTION_FAILED, GATEWAY_MESSAGES, RATE_LIMIT_MESSAGES, type ChatStreamEvent, type ParsedBody } from '@landline/api';
import { callMetadata, express, fromServiceError, httpStatusForGrpc, grpc } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { ChatRequest } from '@landline/proto/generated/landline/conversation/v1/ChatRequest';
import type { ConverseOutput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import type { TransferRequested__Output } from '@landline/proto/generated/landline/conversation/v1/TransferRequested';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { HttpError } from '../errors';
import { testCallEntitlement } from './billing';
import { routeMounter } from './mount';

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

export const CHAT_RATE_LIMIT_MESSAGE = RATE_LIMIT_MESSAGES.requests;

/** The chat body as the conversation service's ChatRequest. */
function chatRequest({ history, customConfig, ...rest }: ParsedBody<'POST /chat'>, actor: Actor | undefined): ChatRequest {
  return { ...rest, actor: actor ?? null, history: (history ?? []).map((t) => ({ role: t.role, content: t.content || t.text })), customConfigJson: customConfig };
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
  const on = routeMounter(r, auth);
  const { conversation } = peers;
  const windowMs = (options.windowMinutes ?? 10) * 60_000;
  const common = { windowMs, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: CHAT_RATE_LIMIT_MESSAGE } } as const;
  const anonymous = rateLimit({ ...common, limit: options.anonymousLimit ?? 300, skip: (_req, res) => Boolean(res.locals.actor) });
  const signedIn = rateLimit({
    ...common,
    limit: options.signedInLimit ?? 3000,
    skip: (_req, res) => !res.locals.actor,
    keyGenerator: (_req, res) => `user:${res.locals.actor?.userId}`,
  });
  const anonymousExtract = rateLimit({ ...common, limit: options.anonymousExtractLimit ?? 60, skip: (_req, res) => Boolean(res.locals.actor) });
  // Signed-in test calls of the caller's own agent stop while the trial is expired (402); demo calls never.
  const entitled = testCallEntitlement(peers);

  on('POST /chat', anonymous, signedIn, entitled, async ({ actor, body }) => {
    const result = await conversation.Chat(chatRequest(body, actor), { deadlineMs: 90_000 });
    return {
      text: result.text,
      usage: { totalTokens: result.totalTokens },
      ...(result.events.length ? { events: result.events.map(eventJson) } : {}),
      ...(result.ignored ? { ignored: true as const } : {}),
    };
  });

  on('POST /chat/stream', anonymous, signedIn, entitled, ({ actor, body, res, next }) => {
    const request = chatRequest(body, actor);
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
    const send = ({ event, data }: ChatStreamEvent) => {
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
          send({ event: 'token', data: { text: m.token.text } });
        }
        if (m.token.last) totalTokens = m.token.totalTokens;
      } else if (m.transfer) send({ event: 'transfer', data: transferJson(m.transfer) });
      else if (m.endCall) send({ event: 'end', data: { reason: m.endCall.reason } });
    });
    call.on('end', () => {
      send({ event: 'done', data: { text, usage: { totalTokens }, ...(text ? {} : { ignored: true as const }) } });
      close();
    });
    call.on('error', (err: grpc.ServiceError) => {
      if (finished) return;
      if (err.code === grpc.status.CANCELLED && res.destroyed) return;
      const peer = fromServiceError(err);
      if (!opened) {
        // Nothing streamed yet: a plain JSON error with its status (404 'Agent not found', 400, 429...).
        finished = true;
        next(peer);
        return;
      }
      const status = httpStatusForGrpc(peer.code);
      send({ event: 'error', data: { error: status >= 500 ? GATEWAY_MESSAGES.unavailable : peer.message } });
      close();
    });
    // The browser went away (call ended, page closed): stop the reply, and the model with it.
    res.on('close', () => {
      if (!finished) {
        finished = true;
        call.cancel();
      }
    });
    return undefined;
  });

  on('POST /extractTransferDetails', anonymousExtract, async ({ body }) => {
    const transcript = (body.transcript ?? []).map((t) => ({ role: t.role, text: t.text || t.content, timestamp: '' }));
    const result = await conversation.AnalyzeTranscript({ transcript, language: body.language, templateType: body.templateType }, { deadlineMs: 30_000 });
    if (result.missing.length > 0) throw new HttpError(422, EXTRACTION_FAILED);
    return { clientName: '', address: '', phone: '', issueSummary: '', ...result.details };
  });

  return r;
}
