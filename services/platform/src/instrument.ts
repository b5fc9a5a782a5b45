/**
 * The OpenTelemetry instrumentations (HTTP, Express, gRPC, pg, KafkaJS, fetch, pino), switched on only when
 * spans are exported (OTEL_EXPORTER_OTLP_ENDPOINT): otherwise the kit's own server spans carry the trace
 * context and nothing is patched, which keeps the hot path as it is.
 *
 * The services are ES modules: an instrumentation patches a package through import-in-the-middle's loader
 * hook as the package is imported, so `instrument()` must finish before anything imports them. This file
 * imports only OpenTelemetry; the process's entry awaits it and then imports the rest.
 */
import { register } from 'node:module';
import { markInstrumented, UNTRACED_PATHS } from './tracing';

/** Registers the loader hook and the instrumentations. False (and nothing done) when spans are not exported. */
export async function instrument(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return false;
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  // The hook wraps only the modules an instrumentation asked for (their names reach it over this channel),
  // not every module the process loads.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- import-in-the-middle's hooks are asynchronous loader hooks (run off the main thread), which module.registerHooks does not take.
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [{ registerInstrumentations }, http, express, grpc, pg, kafkajs, undici, pino] = await Promise.all([
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-grpc'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-kafkajs'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/instrumentation-pino'),
  ]);
  registerInstrumentations({
    instrumentations: [
      new http.HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => {
          const [path = ''] = (req.url ?? '').split('?');
          return UNTRACED_PATHS.has(path);
        },
        requireParentforOutgoingSpans: true,
      }),
      // The request handler's span and the route in the HTTP span's name; a span for every middleware
      // (the body parsers, the request id) would say nothing more.
      new express.ExpressInstrumentation({ ignoreLayersType: [express.ExpressLayerType.ROUTER] }),
      new grpc.GrpcInstrumentation({ ignoreGrpcMethods: ['Check', 'Watch'] }),
      // A query outside any request (the outbox relay's poll, a sweep) would be a trace of its own every second.
      new pg.PgInstrumentation({ requireParentSpan: true }),
      new kafkajs.KafkaJsInstrumentation(),
      new undici.UndiciInstrumentation({ requireParentforSpans: true }),
      // The same field names as the logger's own mixin; the log lines go to stdout, not over OTLP.
      new pino.PinoInstrumentation({ disableLogSending: true, logKeys: { traceId: 'traceId', spanId: 'spanId', traceFlags: 'traceFlags' } }),
    ],
  });
  await waitForAllMessagesAcknowledged();
  markInstrumented();
  return true;
}
