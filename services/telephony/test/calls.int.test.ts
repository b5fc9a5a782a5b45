import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kafka, logLevel, type Consumer } from 'kafkajs';
import { decodeEvent, TOPICS } from '@landline/proto';
import { defined } from '@landline/platform/testing';
// @ts-expect-error plain ESM script without types
import { startServices } from '../../../scripts/stack.mjs';
import { fakeTwilioMedia, newRecordingSid, TwilioSim, twimlAttr, twimlParameters } from './twilio-sim';

/**
 * A phone call on the full stack: a process per service, real Postgres, Kafka, Keycloak and S3. Twilio's
 * webhooks and the relay socket reach the telephony process directly (as the ingress routes /twilio
 * there); the owner places the call from the sandbox line through the gateway.
 */
describe('full stack: a phone call end to end (CallCompleted on Kafka)', () => {
  const TOKEN = `sandbox-${randomUUID()}`;
  const required = ['KAFKA_BROKERS', 'KEYCLOAK_URL', 'KEYCLOAK_CLIENT_SECRET', 'DATABASE_URL_BASE', 'S3_ENDPOINT'];
  let stack:
    | {
        url: string;
        ports: { http: Record<string, number> };
        stop(): Promise<void>;
        addReplica(name: string): Promise<{ url: string; stop(): Promise<void> }>;
      }
    | undefined;
  let consumer: Consumer | undefined;
  const seen: { topic: string; value: Buffer }[] = [];

  beforeAll(async () => {
    const missing = required.filter((name) => !process.env[name]);
    if (missing.length) throw new Error(`${missing.join(', ')} not set: run through npm test, which starts scripts/infra`);
    const kafka = new Kafka({ brokers: process.env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
    // On a fresh broker the topics do not exist yet: make them (as the services' bus would) before subscribing.
    const admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ waitForLeaders: true, topics: [TOPICS.CallCompleted, TOPICS.TransferRequested].map((topic) => ({ topic, numPartitions: 3 })) });
    await admin.disconnect();
    consumer = kafka.consumer({ groupId: `telephony-int-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [TOPICS.CallCompleted, TOPICS.TransferRequested], fromBeginning: true });
    await consumer.run({ eachMessage: async ({ topic, message }) => void seen.push({ topic, value: message.value! }) });
    stack = await startServices(process.env, {
      logDir: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-calls-stack-')),
      extraEnv: {
        LOG_LEVEL: 'warn',
        TWILIO_SANDBOX_AUTH_TOKEN: TOKEN,
        TWILIO_ACCOUNT_SID: '',
        TWILIO_AUTH_TOKEN: '',
        DIALOG_ENGINE: 'offline',
        OPENAI_API_KEY: '',
        RELAY_SPEECH_CHARS_PER_SECOND: '1000000',
      },
    });
  }, 300_000);
  afterAll(async () => {
    await consumer?.disconnect();
    await stack?.stop();
  }, 60_000);

  const api = async (route: string, body?: unknown, token?: string) => {
    const res = await fetch(`${stack!.url}/api${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };
  const eventually = async <T>(check: () => Promise<T | undefined | false> | T | undefined | false, ms = 30_000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await check();
      if (v) return v;
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  /** A new owner with an English maintenance agent (transfers to +12125551234) on a sandbox number. */
  const ownerWithNumber = async (areaCode: string) => {
    const signup = await api('/auth/signup', { email: `calls-${randomUUID()}@example.com`, password: 'tenant-secret-1', displayName: 'Phone Owner' });
    expect(signup.status).toBe(201);
    const token = signup.body.accessToken as string;
    const created = await api(
      '/createAIEmployee',
      {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Max',
        language: 'en',
        customizations: {
          company: { name: 'Stack Property Management', address: '1 Main St', phone: '+12125550100' },
          agent: { name: 'Max' },
          schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
          knowledgebase: '',
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
          afterHours: 'voicemail',
        },
        transferConfig: { enabled: true, transferNumber: '+12125551234' },
      },
      token,
    );
    expect(created.status).toBe(201);
    const agentId = created.body.agent?.id ?? created.body.id;
    const [offered] = (await api(`/searchPhoneNumbers?areaCode=${areaCode}`, undefined, token)).body.numbers;
    expect((await api('/purchasePhoneNumber', { phoneNumber: offered.phoneNumber, agentId }, token)).status).toBe(201);
    return { token, agentId, number: offered.phoneNumber as string };
  };

  /** The events on Kafka for one call. */
  const mine = (topic: string, callSid: string) =>
    seen
      .filter((m) => m.topic === topic)
      .map((m) => (topic === TOPICS.CallCompleted ? decodeEvent('CallCompleted', m.value) : decodeEvent('TransferRequested', m.value)))
      .filter((e) => e.callId === callSid);

  it('answers, transfers an emergency, records, and publishes CallCompleted and TransferRequested once', async () => {
    const { token, agentId, number } = await ownerWithNumber('646');
    const offered = { phoneNumber: number };
    // The owner dials from the phone simulator: the sandbox line posts the voice webhook to telephony.
    const placed = await api('/sandbox/calls', { to: offered.phoneNumber, from: '+13105550123' }, token);
    expect(placed.status).toBe(201);
    expect(placed.body.status).toBe('in-progress');
    const callSid = placed.body.callSid as string;
    // As in docker-compose, Twilio reaches telephony directly: its PUBLIC_URL is its own port.
    const telephony = `http://127.0.0.1:${stack!.ports.http.telephony}`;
    const sim = new TwilioSim(telephony, `http://localhost:${stack!.ports.http.telephony}`, TOKEN);
    const relayUrl = placed.body.relayUrl as string;
    expect(relayUrl.startsWith(`ws://localhost:${stack!.ports.http.telephony}/twilio/relay`)).toBe(true);
    const r = await sim.relay(relayUrl);
    r.setup({ callSid, from: '+13105550123', to: offered.phoneNumber, customParameters: placed.body.parameters });
    await r.say('There is water pouring from the ceiling and it is near the electrical panel!');
    await r.say('My name is John Smith.');
    // Name and address known, the number the caller dials from as the callback: put through at once.
    expect(await r.say('42 Oak Street, apartment 3B.')).toContain("I'm transferring you to our emergency team now.");
    const endAt = await r.waitFor((m) => m.type === 'end');
    const dial = await sim.relayAction(callSid, { handoffData: r.message(endAt).handoffData });
    expect(dial.text).toContain('<Dial answerOnBridge="true"');
    expect(dial.text).toContain('>+12125551234</Number>');
    expect((await sim.dialResult(callSid, { dialStatus: 'completed' })).text).toContain('<Hangup/>');
    await r.close();

    expect((await api(`/sandbox/calls/${callSid}/hangup`, {}, token)).body).toEqual({ success: true, callId: callSid, status: 'completed' });
    expect((await sim.status(callSid, { status: 'completed', duration: 300 })).status).toBe(204); // a retry

    const media = await fakeTwilioMedia(sim.accountSid, TOKEN);
    try {
      const recordingSid = newRecordingSid();
      expect((await sim.recording(callSid, { recordingSid, url: media.url(recordingSid) })).status).toBe(204);
      const call = await eventually(async () => {
        const c = (await api(`/getRecentCalls?callId=${callSid}`, undefined, token)).body.calls?.[0];
        return c?.hasRecording ? c : undefined;
      });
      expect(call).toMatchObject({ callSource: 'phone', callType: 'phone_test', status: 'completed', emergency: true, transferCount: 1 });
      const audio = await fetch(`${stack!.url}/api/recordings/${callSid}`, { headers: { authorization: `Bearer ${token}` } });
      expect(audio.status).toBe(200);
      expect(Buffer.from(await audio.arrayBuffer()).equals(media.audio)).toBe(true);
    } finally {
      await media.close();
    }

    const completed = await eventually(() => mine(TOPICS.CallCompleted, callSid)[0]);
    expect(completed).toMatchObject({
      agentId,
      source: 'phone',
      callType: 'phone_test',
      transferCount: 1,
      emergency: true,
      from: '+13105550123',
      to: offered.phoneNumber,
      status: 'completed',
    });
    await eventually(() => mine(TOPICS.TransferRequested, callSid)[0]);
    await new Promise((res) => setTimeout(res, 3_000));
    expect(mine(TOPICS.CallCompleted, callSid)).toHaveLength(1);
    expect(mine(TOPICS.TransferRequested, callSid)).toEqual([
      expect.objectContaining({ to: '+12125551234', reason: 'emergency', details: expect.objectContaining({ clientName: 'John Smith' }) }),
    ]);
  }, 120_000);
  it('scales out: a second telephony process behind the same public URL takes the socket, the reconnection and the callbacks', async () => {
    const { token, number } = await ownerWithNumber('718');
    const replica = await stack!.addReplica('telephony');
    try {
      const placed = await api('/sandbox/calls', { to: number, from: '+13105550123' }, token);
      expect(placed.body.status).toBe('in-progress');
      const callSid = placed.body.callSid as string;
      // The load balancer's address is the public URL of both; it sends each request to either process.
      const publicUrl = `http://localhost:${stack!.ports.http.telephony}`;
      const first = new TwilioSim(`http://127.0.0.1:${stack!.ports.http.telephony}`, publicUrl, TOKEN);
      const second = new TwilioSim(replica.url, publicUrl, TOKEN);
      const onSecond = (url: string) => url.replace(/^ws:\/\/[^/]+/, replica.url.replace('http', 'ws'));
      const setup = { callSid, from: '+13105550123', to: number, customParameters: placed.body.parameters };

      // The voice webhook was answered by the first process; the socket lands on the second.
      const r1 = await second.relay(onSecond(placed.body.relayUrl as string));
      r1.setup(setup);
      expect(await r1.say('My kitchen sink is leaking.')).toContain('May I have your full name');
      r1.ws.terminate();
      // The <Connect action> after the drop reaches the first process, the new socket the second again.
      const again = await first.relayAction(callSid, { sessionStatus: 'failed' });
      expect(twimlAttr(again.text, 'ConversationRelay', 'welcomeGreeting')).toBe("Sorry about that, the line cut out for a moment. Let's pick up where we left off.");
      const r2 = await second.relay(onSecond(twimlAttr(again.text, 'ConversationRelay', 'url')!));
      r2.setup({ ...setup, customParameters: twimlParameters(again.text) });
      expect(await r2.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
      await r2.close();

      // The completed callback on one process, Twilio's retry on the other: one record, one event.
      expect((await second.status(callSid, { status: 'completed', duration: 75 })).status).toBe(204);
      expect((await first.status(callSid, { status: 'completed', duration: 75 })).status).toBe(204);
      const call = await eventually(async () => {
        const c = (await api(`/getRecentCalls?callId=${callSid}`, undefined, token)).body.calls?.[0];
        return c?.status === 'completed' ? c : undefined;
      });
      expect(call.transcript.filter((t: { role: string }) => t.role === 'user').map((t: { text: string }) => t.text)).toEqual([
        'My kitchen sink is leaking.',
        'My name is John Smith.',
      ]);
      await eventually(() => mine(TOPICS.CallCompleted, callSid)[0]);
      await new Promise((res) => setTimeout(res, 2_000));
      expect(mine(TOPICS.CallCompleted, callSid)).toHaveLength(1);
    } finally {
      await replica.stop();
    }
  }, 120_000);

  it('rolls a telephony process during live calls: each call is handed to the other process at a pause, none is dropped', async () => {
    const { token, number } = await ownerWithNumber('929');
    const replica = await stack!.addReplica('telephony');
    const publicUrl = `http://localhost:${stack!.ports.http.telephony}`;
    const first = new TwilioSim(`http://127.0.0.1:${stack!.ports.http.telephony}`, publicUrl, TOKEN);
    const second = new TwilioSim(replica.url, publicUrl, TOKEN);
    const onSecond = (url: string) => url.replace(/^ws:\/\/[^/]+/, replica.url.replace('http', 'ws'));
    const calls = [];
    for (const from of ['+13105550101', '+13105550102', '+13105550103']) {
      const placed = await api('/sandbox/calls', { to: number, from }, token);
      expect(placed.body.status).toBe('in-progress');
      const setup = { callSid: placed.body.callSid as string, from, to: number, customParameters: placed.body.parameters };
      const r = await second.relay(onSecond(placed.body.relayUrl as string));
      r.setup(setup);
      expect(await r.say('My kitchen sink is leaking.')).toContain('May I have your full name');
      calls.push({ setup, r });
    }
    // One caller is mid-turn when the rollout reaches the process holding the sockets.
    const midTurn = defined(calls[2], 'the third call');
    const from = midTurn.r.received.length;
    midTurn.r.prompt('My name is Ana Lopez.');
    const rolling = replica.stop();

    for (const call of calls) {
      const end = await call.r.waitFor((m) => m.type === 'end', 0, 20_000);
      expect(JSON.parse(call.r.message(end).handoffData!)).toMatchObject({ kind: 'handover' });
      if (call === midTurn) expect(midTurn.r.textBetween(from, end)).toBe("Thank you, Ana. What's the address of the property?");
      // The carrier follows <Connect action> through the load balancer, which now sends it to the process that stays.
      const again = await first.relayAction(call.setup.callSid, { handoffData: call.r.message(end).handoffData });
      expect(twimlAttr(again.text, 'ConversationRelay', 'welcomeGreeting')).toBeUndefined();
      await call.r.close();
      const r2 = await first.relay(twimlAttr(again.text, 'ConversationRelay', 'url')!);
      r2.setup({ ...call.setup, customParameters: twimlParameters(again.text) });
      if (call === midTurn) {
        // The conversation carries on from where it was: the name is known, the address is the next thing asked.
        expect(await r2.say('42 Oak Street, apartment 3B.')).not.toMatch(/address|full name|trouble connecting/);
      } else {
        expect(await r2.say('My name is John Smith.')).toBe("Thank you, John. What's the address of the property?");
      }
      await r2.close();
    }
    await rolling;

    for (const call of calls) {
      expect((await first.status(call.setup.callSid, { status: 'completed', duration: 60 })).status).toBe(204);
      const saved = await eventually(async () => {
        const c = (await api(`/getRecentCalls?callId=${call.setup.callSid}`, undefined, token)).body.calls?.[0];
        return c?.status === 'completed' ? c : undefined;
      });
      const said = saved.transcript.filter((t: { role: string }) => t.role === 'user').map((t: { text: string }) => t.text);
      expect(said).toEqual(
        call === midTurn ? ['My kitchen sink is leaking.', 'My name is Ana Lopez.', '42 Oak Street, apartment 3B.'] : ['My kitchen sink is leaking.', 'My name is John Smith.'],
      );
    }
  }, 120_000);
});
