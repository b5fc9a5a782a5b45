import { context, isSpanContextValid, propagation, trace, SpanKind, SpanStatusCode, type Context, type Link, type Span } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, hostDetector, processDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

export { SpanKind };

let exporting: NodeTracerProvider | undefined;
/** The OpenTelemetry instrumentations are on (instrument.ts): they open the HTTP and gRPC server spans. */
let instrumentationsOn = false;

/**
 * Starts tracing once a process. Spans are exported over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set;
 * otherwise trace ids are still made and propagated, so logs of one request join across services.
 */
export function startTracing(serviceName: string): void {
  if (exporting || trace.getTracerProvider() instanceof BasicTracerProvider) return;
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES (the env detector) win over the process's own name.
    const resource = defaultResource()
      .merge(resourceFromAttributes({ 'service.name': serviceName }))
      .merge(detectResources({ detectors: [hostDetector, processDetector, envDetector] }));
    exporting = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
    exporting.register({ propagator: new W3CTraceContextPropagator(), contextManager: new AsyncLocalStorageContextManager() });
    return;
  }
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(new BasicTracerProvider());
}

/** Sends the spans still buffered and unregisters the exporting provider (a later start makes a new one). */
export async function stopTracing(): Promise<void> {
  const provider = exporting;
  if (!provider) return;
  exporting = undefined;
  await provider.shutdown().catch(() => undefined);
  trace.disable();
  propagation.disable();
  context.disable();
}

/** Called once the instrumentations are registered: from then on they, not the kit, open server spans. */
export function markInstrumented(): void {
  instrumentationsOn = true;
}

export function isInstrumented(): boolean {
  return instrumentationsOn;
}

export const tracer = () => trace.getTracer('landline');

/** Probes and scrapes: they arrive every few seconds, say nothing about a request, and are never traced. */
export const UNTRACED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

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

/** Runs fn inside a span that is a child of parent (or of the active context), linked to `links`. */
export async function withSpan<T>(
  name: string,
  kind: SpanKind,
  parent: Context | undefined,
  attributes: Record<string, string | number | boolean>,
  fn: (span: Span) => Promise<T>,
  links?: Link[],
): Promise<T> {
  const span = tracer().startSpan(name, { kind, attributes, links }, parent ?? context.active());
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

/**
 * The span an instrumentation opened around this request, call or message (the active one, in the
 * caller's trace), or undefined when there is none and the kit makes its own.
 */
export function instrumentedSpan(parent: Context): Span | undefined {
  if (!instrumentationsOn) return undefined;
  const span = trace.getActiveSpan();
  if (!span || !isSpanContextValid(span.spanContext())) return undefined;
  const caller = trace.getSpanContext(parent);
  return !caller || caller.traceId === span.spanContext().traceId ? span : undefined;
}

/**
 * Runs fn in the server span of a request or call: the instrumentation's when it opened one (fn gets no
 * span: the instrumentation names it and sets its attributes), else one of ours, a child of the caller's.
 */
export async function withServerSpan<T>(
  name: string,
  parent: Context,
  attributes: Record<string, string | number | boolean>,
  fn: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (instrumentedSpan(parent)) return fn(undefined);
  return withSpan(name, SpanKind.SERVER, parent, attributes, fn);
}

/** Runs fn in the trace a stored carrier names (a record's), not the active one; as it is without one. */
export function inTraceOf<T>(carrier: Record<string, string>, fn: () => T): T {
  return carrier.traceparent ? context.with(extractTrace(carrier), fn) : fn();
}

/**
 * Runs fn in a span of the trace a stored carrier names, linked to the active span (the request or sweep
 * that gets to it now): work that finishes what that trace began joins it.
 */
export async function continueTrace<T>(carrier: Record<string, string>, name: string, attributes: Record<string, string | number | boolean>, fn: () => Promise<T>): Promise<T> {
  if (!carrier.traceparent) return withSpan(name, SpanKind.INTERNAL, undefined, attributes, fn);
  const now = trace.getActiveSpan()?.spanContext();
  const links = now && isSpanContextValid(now) ? [{ context: now }] : [];
  return withSpan(name, SpanKind.INTERNAL, extractTrace(carrier), attributes, fn, links);
}
