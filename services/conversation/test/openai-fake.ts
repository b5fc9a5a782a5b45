import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible endpoint for tests: POST /v1/chat/completions answered by a script, streamed
 * as the real API streams (Server-Sent Events of `chat.completion.chunk` objects, tool calls as
 * `delta.tool_calls` fragments by index, a last chunk with empty `choices` and the `usage` when
 * `stream_options.include_usage` is set, then `data: [DONE]`).
 */

export type Reply = { chunks: object[]; delayMs?: number } | { status: number; body: object } | { completion: object };

interface SeenRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
  /** The client went away before the reply was complete. */
  aborted: boolean;
  /** When each SSE chunk was written (ms, performance.now()). */
  writes: number[];
  done: Promise<void>;
}

export interface FakeOpenAI {
  url: string;
  requests: SeenRequest[];
  script: (body: any, index: number) => Reply;
  close(): Promise<void>;
}

const MODEL = 'gpt-4o-mini-2024-07-18';
const base = () => ({ id: 'chatcmpl-test123', object: 'chat.completion.chunk', created: 1_730_000_000, model: MODEL, system_fingerprint: 'fp_test' });

export function chunk(delta: object, finishReason: string | null = null): object {
  return { ...base(), choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }], usage: null };
}

export function usageChunk(prompt: number, completion: number): object {
  return {
    ...base(),
    choices: [],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
      prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
      completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
    },
  };
}

/** The role chunk, then the text a few characters at a time (as tokens arrive). */
export function textChunks(text: string, first = true): object[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [];
  return [...(first ? [chunk({ role: 'assistant', content: '', refusal: null })] : []), ...pieces.map((p) => chunk({ content: p }))];
}

/** A tool call: id, type and name first, then the JSON arguments in fragments. */
export function toolCallChunks(index: number, id: string, name: string, args: object, fragments = 4): object[] {
  const json = JSON.stringify(args);
  const size = Math.ceil(json.length / fragments);
  const out: object[] = [
    chunk({ ...(index === 0 ? { role: 'assistant', content: null, refusal: null } : {}), tool_calls: [{ index, id, type: 'function', function: { name, arguments: '' } }] }),
  ];
  for (let i = 0; i < json.length; i += size) out.push(chunk({ tool_calls: [{ index, function: { arguments: json.slice(i, i + size) } }] }));
  return out;
}

export function completion(content: string, prompt = 300, completionTokens = 120): object {
  return {
    id: 'chatcmpl-json',
    object: 'chat.completion',
    created: 1_730_000_000,
    model: MODEL,
    system_fingerprint: 'fp_test',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: completionTokens, total_tokens: prompt + completionTokens },
  };
}

export async function startOpenAIFake(script: FakeOpenAI['script']): Promise<FakeOpenAI> {
  const fake: FakeOpenAI = { url: '', requests: [], script, close: async () => undefined };
  const server = http.createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      let resolveDone!: () => void;
      const seen: SeenRequest = { path: req.url ?? '', headers: req.headers, body: undefined, aborted: false, writes: [], done: new Promise((r) => (resolveDone = r)) };
      res.on('close', () => {
        if (!res.writableFinished) seen.aborted = true;
        resolveDone();
      });
      try {
        seen.body = JSON.parse(Buffer.concat(parts).toString() || '{}');
      } catch {
        seen.body = undefined;
      }
      const index = fake.requests.push(seen) - 1;
      if (req.method !== 'POST' || !seen.path.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const reply = fake.script(seen.body, index);
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
        return;
      }
      if ('completion' in reply) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.completion));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
      const events = [...reply.chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`), 'data: [DONE]\n\n'];
      let i = 0;
      const next = () => {
        if (res.destroyed) return;
        if (i >= events.length) return void res.end();
        res.write(events[i++]);
        seen.writes.push(performance.now());
        if (reply.delayMs) setTimeout(next, reply.delayMs);
        else setImmediate(next);
      };
      next();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
