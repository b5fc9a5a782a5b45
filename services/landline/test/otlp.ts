/**
 * A stand-in for the OpenTelemetry Collector: an OTLP/HTTP receiver (JSON, as @opentelemetry/exporter-trace-otlp-http
 * sends it) that keeps every span it is sent, flattened.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** OTLP's span kinds (the API's plus one). */
export const KIND = { internal: 1, server: 2, client: 3, producer: 4, consumer: 5 } as const;

export interface ReceivedSpan {
  service: string;
  /** The instrumentation scope: `landline` for the kit's own spans, `@opentelemetry/instrumentation-*` else. */
  scope: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, string | number | boolean>;
  links: { traceId: string; spanId: string }[];
}

interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  doubleValue?: number;
  boolValue?: boolean;
}
interface KeyValue {
  key: string;
  value: AnyValue;
}
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes?: KeyValue[]; links?: { traceId: string; spanId: string }[] }[];
    }[];
  }[];
}

const valueOf = (v: AnyValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.doubleValue ?? v.boolValue ?? ''));
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

export interface OtlpReceiver {
  /** What OTEL_EXPORTER_OTLP_ENDPOINT is set to (the exporter adds /v1/traces). */
  endpoint: string;
  spans: ReceivedSpan[];
  /** Requests that were not OTLP/JSON trace exports. */
  rejected: string[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const rejected: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || !(req.headers['content-type'] ?? '').startsWith('application/json')) {
        rejected.push(`${req.method ?? ''} ${req.url ?? ''} ${req.headers['content-type'] ?? ''}`);
        res.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest;
      for (const rs of body.resourceSpans ?? []) {
        const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
        for (const ss of rs.scopeSpans ?? []) {
          for (const s of ss.spans ?? []) {
            spans.push({
              service,
              scope: ss.scope?.name ?? '',
              name: s.name,
              kind: s.kind,
              traceId: s.traceId,
              spanId: s.spanId,
              parentSpanId: s.parentSpanId ?? '',
              attributes: attributesOf(s.attributes),
              links: (s.links ?? []).map((l) => ({ traceId: l.traceId, spanId: l.spanId })),
            });
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    rejected,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The spans of one trace, and how they hang together. */
function traceOf(spans: ReceivedSpan[], traceId: string) {
  const all = spans.filter((s) => s.traceId === traceId);
  const byId = new Map(all.map((s) => [s.spanId, s]));
  const one = (what: string, match: (s: ReceivedSpan) => boolean) => {
    const found = all.filter(match);
    const [only] = found;
    if (!only || found.length !== 1) throw new Error(`${what}: ${found.length} spans in the trace (${all.map((s) => s.name).join(', ')})`);
    return only;
  };
  /** The names of a span's ancestors, nearest first, as far as the trace has them. */
  const ancestors = (span: ReceivedSpan) => {
    const names: string[] = [];
    for (let p = byId.get(span.parentSpanId); p; p = byId.get(p.parentSpanId)) names.push(p.name);
    return names;
  };
  const descends = (span: ReceivedSpan, from: ReceivedSpan) => {
    for (let p = byId.get(span.parentSpanId); p; p = byId.get(p.parentSpanId)) if (p.spanId === from.spanId) return true;
    return false;
  };
  return { all, byId, one, ancestors, descends };
}

/** The kit's span around one consumer's handling of an event (outbox.ts, idempotentHandler). */
export const consumedBy = (consumer: string, topic: string) => (s: ReceivedSpan) =>
  s.kind === KIND.consumer && s.name === `consume ${topic}` && s.attributes['landline.consumer'] === consumer;

/**
 * The trace once it is whole: a span `last` matches in it and every span's parent there too (spans are
 * exported as they end, so a parent can arrive after its children), or as it is after `ms`.
 */
export const settled = async (receiver: OtlpReceiver, traceId: string, last: (s: ReceivedSpan) => boolean, roots: string[], ms = 20_000) => {
  const end = Date.now() + ms;
  for (;;) {
    const t = traceOf(receiver.spans, traceId);
    if (t.all.some(last) && t.all.every((s) => t.byId.has(s.parentSpanId) || roots.includes(s.parentSpanId))) return t;
    if (Date.now() > end) return t;
    await new Promise((r) => setTimeout(r, 100));
  }
};
