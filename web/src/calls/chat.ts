import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { ChatEvent, ChatReply, RequestBody } from '@landline/api';
import { readServerSentEvents } from './sse';

export interface ReplyResult {
  text: string;
  totalTokens: number;
  events: ChatEvent[];
  /** The server ignored the turn (input of 2 characters or fewer). */
  ignored: boolean;
  /** Neither the stream nor the plain chat answered. */
  failed: boolean;
  /** The server refused the call (402 subscription_expired): its message, shown and the call ended. */
  refused?: string;
}

/** The gateway's 402 for a test call while the subscription is expired; its `error` says why. */
export function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 402) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return code === 'subscription_expired' && error.serverMessage ? error.serverMessage : null;
}

/** The turn was cancelled: an abort error, or the signal aborted since (read afresh, as it changes while a request runs). */
const isAbort = (error: unknown, signal: AbortSignal) => (error as Partial<Error> | null | undefined)?.name === 'AbortError' || signal.aborted;

/** An event's JSON data; null when it is not JSON. */
function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

/**
 * One reply: streamed from POST /api/chat/stream (Server-Sent Events: token, transfer, end, done, error)
 * so the first words can be spoken while the rest arrives; POST /api/chat when the stream cannot be
 * opened or fails before its first words. `onToken` receives the text as it arrives (the whole text
 * at once from the fallback).
 */
export async function fetchReply(body: RequestBody<'POST /chat'>, onToken: (text: string) => void, signal: AbortSignal): Promise<ReplyResult> {
  let text = '';
  const events: ChatEvent[] = [];
  try {
    const response = await api.chatStream(body, signal);
    if (!response.body) throw new Error('no stream');
    let totalTokens = 0;
    let done = false;
    let ignored = false;
    for await (const event of readServerSentEvents(response.body)) {
      if (event.event === 'token') {
        const data = parseJson(event.data) as { text?: string } | null;
        if (data?.text) {
          text += data.text;
          onToken(data.text);
        }
      } else if (event.event === 'transfer') {
        const data = parseJson(event.data) as Omit<Extract<ChatEvent, { type: 'transfer' }>, 'type'> | null;
        if (data) events.push({ type: 'transfer', ...data });
      } else if (event.event === 'end') {
        const data = parseJson(event.data) as { reason?: string } | null;
        events.push({ type: 'end', reason: data?.reason ?? '' });
      } else if (event.event === 'done') {
        const data = parseJson(event.data) as { usage?: Partial<ChatReply['usage']>; ignored?: boolean } | null;
        totalTokens = data?.usage?.totalTokens ?? 0;
        ignored = Boolean(data?.ignored) && !text;
        done = true;
        break;
      } else if (event.event === 'error') {
        if (!text) throw new Error('stream failed before its first words');
        break;
      }
    }
    if (!done && !text) throw new Error('stream ended without a reply');
    return { text, totalTokens, events, ignored, failed: false };
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    if (text) return { text, totalTokens: 0, events, ignored: false, failed: false };
    const refused = refusalOf(error);
    if (refused) return { text: '', totalTokens: 0, events: [], ignored: false, failed: true, refused };
  }
  // The stream is unavailable: the whole reply at once.
  try {
    const reply = await api.chat(body, signal);
    const whole = reply.text;
    if (whole) onToken(whole);
    return {
      text: whole,
      totalTokens: reply.usage.totalTokens,
      events: reply.events ?? [],
      ignored: Boolean(reply.ignored) && !whole,
      failed: false,
    };
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    return { text: '', totalTokens: 0, events: [], ignored: false, failed: true };
  }
}
