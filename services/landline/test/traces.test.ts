/**
 * Traces as a collector receives them: the process started as production starts it (main.ts, so the
 * OpenTelemetry instrumentations patch express, grpc-js and the rest through the ES module loader hook, which
 * jest's own module loader would bypass), exporting over OTLP to a receiver in this test. One call, browser
 * or phone, is one trace from the first request to billing's use of the CallCompleted event.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TOPICS } from '@landline/proto';
import { defined } from '@landline/platform/testing';
import { TwilioSim } from '../../telephony/test/twilio-sim';
import { agentPayload, embeddedChildEnv } from './fixtures';
import { consumedBy, KIND, settled, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from './otlp';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const SANDBOX_TOKEN = 'sandbox-signing-token-for-the-trace-test';
const CONVERSATION = 'grpc.landline.conversation.v1.ConversationService';

const eventually = async <T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`${what}: not seen in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Billing's use of a CallCompleted event: the usage ledger's consumer. */
const billed = consumedBy('billing.call-completed', TOPICS.CallCompleted);
const isHttpServer = (route: string) => (s: ReceivedSpan) => s.kind === KIND.server && s.scope.endsWith('instrumentation-http') && s.attributes['http.target'] === route;
const grpcSpan = (method: string, kind: number) => (s: ReceivedSpan) => s.kind === kind && s.name === `${CONVERSATION}/${method}` && s.scope.endsWith('instrumentation-grpc');

describe('traces over OTLP (main.ts with the instrumentations, one process)', () => {
  let receiver: OtlpReceiver;
  let child: ChildProcess & { stdout: NodeJS.ReadableStream };
  let url = '';
  let out = '';

  const api = async (route: string, init: { body?: unknown; token?: string; traceparent?: string } = {}) => {
    const res = await fetch(`${url}${route}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.traceparent ? { traceparent: init.traceparent } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  let owners = 0;
  const owner = async () => {
    const token = (await api('/api/auth/signup', { body: { email: `traced${++owners}@example.com`, password: 'tenant-secret-1', displayName: 'Tracy' } })).body
      .accessToken as string;
    const created = await api('/api/createAIEmployee', {
      token,
      body: { ...agentPayload('Max'), customizations: { ...agentPayload('Max').customizations, schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } } } },
    });
    expect(created.status).toBe(201);
    return { token, agentId: created.body.agent.id as string };
  };
  const todayCalls = async (token: string) => (await api('/api/getDashboardStats', { token })).body.todayCalls as number;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...embeddedChildEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'landline-traces-'))),
        DIALOG_ENGINE: 'offline',
        OPENAI_API_KEY: '',
        TWILIO_ACCOUNT_SID: '',
        TWILIO_AUTH_TOKEN: '',
        TWILIO_SANDBOX_AUTH_TOKEN: SANDBOX_TOKEN,
        RELAY_SPEECH_CHARS_PER_SECOND: '1000000',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
        OTEL_SERVICE_NAME: '',
        OTEL_RESOURCE_ATTRIBUTES: '',
        // Spans reach the receiver a tenth of a second after they end, not five seconds.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    url = await eventually(
      () => {
        if (child.exitCode !== null) throw new Error(`the process exited:\n${out.slice(-2000)}`);
        return /"url":"(http:\/\/localhost:\d+)".*Landline is ready/.exec(out)?.[1];
      },
      'Landline is ready',
      90_000,
    );
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.on('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await receiver.close();
  }, 30_000);

  it('follows a browser call from the gateway through the conversation service and CallCompleted to billing', async () => {
    const { token, agentId } = await owner();
    // The browser's own trace (as a web SDK would start one): both requests of the call carry it.
    const traceId = randomBytes(16).toString('hex');
    const browserSpan = randomBytes(8).toString('hex');
    const traceparent = `00-${traceId}-${browserSpan}-01`;
    const start = Date.now() - 30_000;
    const callId = `web-test-max-${start}`;
    const reply = await api('/api/chat', { token, traceparent, body: { agentId, callId, message: 'My kitchen sink is leaking.', history: [] } });
    expect(reply.status).toBe(200);
    const transcript = [
      { role: 'user', text: 'My kitchen sink is leaking.', timestamp: new Date(start).toISOString() },
      { role: 'model', text: reply.body.text as string, timestamp: new Date(start + 2000).toISOString() },
    ];
    const saved = await api('/api/saveWebTranscript', {
      token,
      traceparent,
      body: { callId, agentId, agentName: 'Max', startTime: new Date(start).toISOString(), endTime: new Date(start + 30_000).toISOString(), language: 'en', transcript },
    });
    expect(saved.status).toBe(200);
    expect(await eventually(async () => (await todayCalls(token)) === 1, 'the call billed')).toBe(true);

    const t = await settled(receiver, traceId, billed, [browserSpan]);

    // The gateway's HTTP server spans (the instrumentation's, named by the Express route) hang off the browser's.
    const chat = t.one('POST /api/chat', isHttpServer('/api/chat'));
    const save = t.one('POST /api/saveWebTranscript', isHttpServer('/api/saveWebTranscript'));
    expect([chat.name, chat.parentSpanId, save.parentSpanId]).toEqual(['POST /api/chat', browserSpan, browserSpan]);
    // gRPC into the conversation service: the client span in the HTTP request, the server span its child.
    const chatClient = t.one('Chat client', grpcSpan('Chat', KIND.client));
    const chatServer = t.one('Chat server', grpcSpan('Chat', KIND.server));
    expect(t.ancestors(chatClient)).toContain('POST /api/chat');
    expect(chatServer.parentSpanId).toBe(chatClient.spanId);
    const saveClient = t.one('SaveCall client', grpcSpan('SaveCall', KIND.client));
    const saveServer = t.one('SaveCall server', grpcSpan('SaveCall', KIND.server));
    expect(t.ancestors(saveClient)).toContain('POST /api/saveWebTranscript');
    expect(saveServer.parentSpanId).toBe(saveClient.spanId);
    // The event made in SaveCall's transaction, and billing consuming it, continue the same trace.
    const publish = t.one('publish CallCompleted', (s) => s.kind === KIND.producer && s.name === `publish ${TOPICS.CallCompleted}`);
    expect(t.ancestors(publish)).toContain(saveServer.name);
    const consume = t.one("billing's consume", billed);
    expect(consume.parentSpanId).toBe(publish.spanId);
    expect(consume.attributes['messaging.message.id']).toBe(publish.attributes['messaging.message.id']);

    // One tree: every span's parent is in the trace, but for the two requests' (the browser's span).
    expect(
      t.all
        .filter((s) => !t.byId.has(s.parentSpanId))
        .map((s) => `${s.name} < ${s.parentSpanId}`)
        .sort(),
    ).toEqual([`POST /api/chat < ${browserSpan}`, `POST /api/saveWebTranscript < ${browserSpan}`]);
    // The instrumentations open the server spans; the kit adds none of its own beside them.
    expect(t.all.filter((s) => s.scope === 'landline' && s.kind === KIND.server)).toEqual([]);
    expect(new Set(t.all.map((s) => s.service))).toEqual(new Set(['landline']));
    expect(receiver.rejected).toEqual([]);
  }, 60_000);

  it('follows a phone call from the voice webhook through the relay socket and the Converse stream to billing', async () => {
    const { token, agentId } = await owner();
    const offers = (await api('/api/searchPhoneNumbers?areaCode=415', { token })).body.numbers as { phoneNumber: string }[];
    const number = defined(offers[0], 'a number on offer in 415');
    expect((await api('/api/purchasePhoneNumber', { token, body: { phoneNumber: number.phoneNumber, agentId } })).status).toBe(201);
    const sim = new TwilioSim(url, url, SANDBOX_TOKEN);
    const caller = '+13105550123';
    const call = await sim.call({ to: number.phoneNumber, from: caller });
    expect(call.status).toBe(200);
    const relay = await sim.relay(call.relayUrl!);
    relay.setup({ callSid: call.callSid, from: caller, to: number.phoneNumber, customParameters: call.parameters });
    expect(await relay.say('My kitchen sink is leaking.')).toContain('May I have your full name');
    await relay.close();
    expect((await sim.status(call.callSid, { status: 'completed', duration: 40, from: caller, to: number.phoneNumber })).status).toBe(204);

    // Twilio sends no trace context: the voice webhook starts the call's trace.
    const voice = await eventually(() => receiver.spans.find((s) => isHttpServer('/twilio/voice')(s) && s.attributes['http.status_code'] === 200), 'the voice webhook span');
    expect(voice.parentSpanId).toBe('');
    const t = await settled(receiver, voice.traceId, billed, ['']);

    // The relay socket's handshake carries no trace: the Converse stream is opened in the call's.
    const converseClient = t.one('Converse client', grpcSpan('Converse', KIND.client));
    const converseServer = t.one('Converse server', grpcSpan('Converse', KIND.server));
    expect(t.descends(converseClient, voice)).toBe(true);
    expect(converseServer.parentSpanId).toBe(converseClient.spanId);
    // The status callback is a trace of its own; the save it triggers joins the call's, linked to it.
    const status = await eventually(() => receiver.spans.find(isHttpServer('/twilio/status')), 'the status callback span');
    expect(status.traceId).not.toBe(voice.traceId);
    const saveRecord = t.one('save call record', (s) => s.name === 'save call record');
    expect(t.descends(saveRecord, voice)).toBe(true);
    expect(saveRecord.links).toEqual([expect.objectContaining({ traceId: status.traceId })]);
    const saveServer = t.one('SaveCall server', grpcSpan('SaveCall', KIND.server));
    expect(t.ancestors(saveServer)).toContain('save call record');
    const publish = t.one('publish CallCompleted', (s) => s.kind === KIND.producer && s.name === `publish ${TOPICS.CallCompleted}`);
    expect(t.one("billing's consume", billed).parentSpanId).toBe(publish.spanId);
    expect(t.all.filter((s) => !t.byId.has(s.parentSpanId)).map((s) => s.name)).toEqual([voice.name]);
    expect(await todayCalls(token)).toBe(1);
  }, 60_000);
});
