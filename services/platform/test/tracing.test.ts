import { trace } from '@opentelemetry/api';
import { createHttpApp, createLogger, dial, extractTrace, injectTrace, serveGrpc, SpanKind, startTracing, withSpan, type ModuleContext } from '@landline/platform';
import { landline } from '@landline/proto';
import type { BillingServiceHandlers } from '@landline/proto/generated/landline/billing/v1/BillingService';
import { onlySome, quietLogger } from './helpers';

describe('trace context propagation', () => {
  beforeAll(() => startTracing('test'));

  it('carries the trace id from a caller span across gRPC to the handler', async () => {
    const logger = quietLogger();
    let seenTraceId: string | undefined;
    const ctx = { env: { GRPC_HOST: '127.0.0.1', BILLING_GRPC_PORT: '0' }, logger, http: createHttpApp('t', logger) } as unknown as ModuleContext;
    const definition = landline.billing.v1.BillingService.service;
    const served = await serveGrpc<BillingServiceHandlers>(
      ctx,
      'billing',
      definition,
      onlySome<BillingServiceHandlers>(definition, {
        GetUsage: async () => {
          seenTraceId = trace.getActiveSpan()?.spanContext().traceId;
          return { callMinutesUsed: 1, calls: 1 };
        },
      }),
    );
    const client = dial(landline.billing.v1.BillingService, served.address, 'test');
    const callerTraceId = await withSpan('caller', SpanKind.INTERNAL, undefined, {}, async (span) => {
      await client.GetUsage({ userId: 'u' });
      return span.spanContext().traceId;
    });
    expect(callerTraceId).toMatch(/^[0-9a-f]{32}$/);
    expect(seenTraceId).toBe(callerTraceId);
    client.close();
    await served.server.stop(100);
  });

  it("logs a request's trace and span ids once a line", async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const app = createHttpApp('t', logger);
    app.get('/hello', (_req, res) => {
      (res.locals.log as typeof logger).info('inside');
      res.json({});
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as { port: number };
    await fetch(`http://127.0.0.1:${port}/hello`);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const logged = lines.filter((l) => /"msg":"(inside|request)"/.test(l));
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line.match(/"traceId"/g)).toHaveLength(1);
      expect(line.match(/"spanId"/g)).toHaveLength(1);
      expect((JSON.parse(line) as { requestId?: string }).requestId).toBeTruthy();
    }
  });

  it('writes and reads W3C traceparent headers (HTTP and Kafka)', async () => {
    const headers = await withSpan('producer', SpanKind.PRODUCER, undefined, {}, async () => injectTrace({}));
    expect(headers.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const traceId = headers.traceparent?.split('-')[1];
    const childTraceId = await withSpan('consumer', SpanKind.CONSUMER, extractTrace(headers), {}, async (span) => span.spanContext().traceId);
    expect(childTraceId).toBe(traceId);
  });
});
