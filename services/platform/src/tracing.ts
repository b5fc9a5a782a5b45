import { context, propagation, trace, SpanKind, SpanStatusCode, type Span, type Context } from '@opentelemetry/api';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';

export { SpanKind };

let sdk: NodeSDK | undefined;

/**
 * Starts tracing once a process. Spans are exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set;
 * otherwise trace ids are still made and propagated, so logs of one request join across services.
 */
export function startTracing(serviceName: string): void {
  if (sdk || trace.getTracerProvider() instanceof BasicTracerProvider) return;
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    sdk = new NodeSDK({
      resource: resourceFromAttributes({ 'service.name': process.env.OTEL_SERVICE_NAME ?? serviceName }),
      traceExporter: new OTLPTraceExporter(),
      textMapPropagator: new W3CTraceContextPropagator(),
      contextManager: new AsyncLocalStorageContextManager(),
    });
    sdk.start();
    return;
  }
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new BasicTracerProvider());
}

export async function stopTracing(): Promise<void> {
  await sdk?.shutdown().catch(() => undefined);
  sdk = undefined;
}

export const tracer = () => trace.getTracer('landline');

/** Writes the active trace context into a carrier (HTTP headers, gRPC metadata, Kafka headers). */
export function injectTrace(carrier: Record<string, string> = {}, ctx: Context = context.active()): Record<string, string> {
  propagation.inject(ctx, carrier);
  return carrier;
}

export function extractTrace(carrier: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(context.active(), carrier, {
    get: (c, key) => {
      const v = c[key];
      return Array.isArray(v) ? v[0] : v;
    },
    keys: (c) => Object.keys(c),
  });
}

/** Runs fn inside a span that is a child of parent (or of the active context). */
export async function withSpan<T>(
  name: string,
  kind: SpanKind,
  parent: Context | undefined,
  attributes: Record<string, string | number | boolean>,
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  const span = tracer().startSpan(name, { kind, attributes }, parent ?? context.active());
  return context.with(trace.setSpan(parent ?? context.active(), span), async () => {
    try {
      return await fn(span);
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
      throw err;
    } finally {
      span.end();
    }
  });
}

export function currentTraceId(): string | undefined {
  const span = trace.getActiveSpan();
  return span?.spanContext().traceId;
}
