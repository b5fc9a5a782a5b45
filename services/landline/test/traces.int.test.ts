/**
 * One browser call's trace across the full stack, as a collector receives it: each service its own process
 * (main.ts, with the OpenTelemetry instrumentations), events over Kafka, Postgres, Keycloak sign-in, every
 * process exporting over OTLP to a receiver in this test.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TOPICS } from '@landline/proto';
import { agentPayload } from './fixtures';
import { consumedBy, KIND, settled, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp';
// @ts-expect-error plain ESM script without types
import { startServices } from '../../../scripts/stack.mjs';

describe('full stack: one call is one trace across the services and Kafka', () => {
  let stack: { url: string; stop(): Promise<void> } | undefined;
  let receiver: OtlpReceiver | undefined;
  const required = ['KAFKA_BROKERS', 'KEYCLOAK_URL', 'KEYCLOAK_CLIENT_SECRET', 'DATABASE_URL_BASE'];

  beforeAll(async () => {
    const missing = required.filter((name) => !process.env[name]);
    if (missing.length) throw new Error(`${missing.join(', ')} not set: run through npm test, which starts scripts/infra`);
    receiver = await startOtlpReceiver();
    stack = await startServices(process.env, {
      logDir: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-traces-stack-')),
      extraEnv: { LOG_LEVEL: 'warn', OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: '100' },
    });
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
    await receiver?.close();
  }, 60_000);

  const api = async (route: string, body?: unknown, token?: string, traceparent?: string) => {
    const res = await fetch(`${stack!.url}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(traceparent ? { traceparent } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('follows a browser call from the gateway through conversation, the CallCompleted event on Kafka and billing', async () => {
    const token = (await api('/api/auth/signup', { email: `traces-${randomUUID()}@example.com`, password: 'tenant-secret-1', displayName: 'Trace Owner' })).body
      .accessToken as string;
    const created = await api('/api/createAIEmployee', agentPayload('Max'), token);
    expect(created.status).toBe(201);
    const agentId = created.body.agent.id as string;

    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const traceparent = `00-${traceId}-${browserSpan}-01`;
    const start = Date.now() - 30_000;
    const callId = `web-test-max-${start}`;
    const reply = await api('/api/chat', { agentId, callId, message: 'My kitchen sink is leaking.', history: [] }, token, traceparent);
    expect(reply.status).toBe(200);
    const transcript = [
      { role: 'user', text: 'My kitchen sink is leaking.', timestamp: new Date(start).toISOString() },
      { role: 'model', text: reply.body.text as string, timestamp: new Date(start + 2000).toISOString() },
    ];
    const saved = await api(
      '/api/saveWebTranscript',
      { callId, agentId, agentName: 'Max', startTime: new Date(start).toISOString(), endTime: new Date(start + 30_000).toISOString(), language: 'en', transcript },
      token,
      traceparent,
    );
    expect(saved.status).toBe(200);

    const billed = consumedBy('billing.call-completed', TOPICS.CallCompleted);
    const t = await settled(receiver!, traceId, billed, [browserSpan], 60_000);
    const where = (s: ReceivedSpan) => `${s.service}: ${s.name}`;
    const byScope = (suffix: string, kind: number, service: string, name: string) => (s: ReceivedSpan) =>
      s.scope.endsWith(suffix) && s.kind === kind && s.service === service && s.name === name;

    // The gateway's HTTP span, its gRPC client span, the conversation service's server span: each its own process.
    const chat = t.one('gateway POST /api/chat', byScope('instrumentation-http', KIND.server, 'gateway', 'POST /api/chat'));
    expect(chat.parentSpanId).toBe(browserSpan);
    const method = 'grpc.landline.conversation.v1.ConversationService/SaveCall';
    const saveClient = t.one('gateway SaveCall client', byScope('instrumentation-grpc', KIND.client, 'gateway', method));
    const saveServer = t.one('conversation SaveCall server', byScope('instrumentation-grpc', KIND.server, 'conversation', method));
    expect(saveServer.parentSpanId).toBe(saveClient.spanId);
    // The event: made in SaveCall's transaction, sent to Kafka by the outbox relay in its trace, consumed by billing.
    const publish = t.one('conversation publish', byScope('landline', KIND.producer, 'conversation', `publish ${TOPICS.CallCompleted}`));
    expect(t.ancestors(publish)).toContain(method);
    const send = t.one('KafkaJS send', byScope('instrumentation-kafkajs', KIND.producer, 'conversation', `send ${TOPICS.CallCompleted}`));
    expect(send.parentSpanId).toBe(publish.spanId);
    const received = t.all.filter(byScope('instrumentation-kafkajs', KIND.consumer, 'billing', `process ${TOPICS.CallCompleted}`));
    expect(received.map((s) => s.parentSpanId)).toEqual([send.spanId]);
    const consume = t.one("billing's consume", billed);
    expect([consume.service, consume.parentSpanId]).toEqual(['billing', received[0]?.spanId]);
    // Billing's handler writes the ledger in Postgres, within the consume span.
    expect(t.all.filter((s) => s.service === 'billing' && s.scope.endsWith('instrumentation-pg') && t.descends(s, consume)).length).toBeGreaterThan(0);

    expect([...new Set(t.all.map((s) => s.service))]).toEqual(expect.arrayContaining(['gateway', 'conversation', 'billing']));
    // One tree: every span's parent is in the trace, but for the two requests' (the browser's span).
    expect(
      t.all
        .filter((s) => !t.byId.has(s.parentSpanId))
        .map(where)
        .sort(),
    ).toEqual(['gateway: POST /api/chat', 'gateway: POST /api/saveWebTranscript']);
    expect(receiver!.rejected).toEqual([]);
  }, 120_000);
});
