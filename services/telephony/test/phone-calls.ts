/**
 * Phone calls through the whole product in this process: a Twilio simulator signs the webhooks (with the
 * sandbox line's token, as Twilio signs with the account's) and speaks ConversationRelay to the relay
 * socket; the offline dialog engine answers. Each test file that uses it starts its own process.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { startLandline, type Landline } from '@landline/landline';
import { fakeTwilioMedia, TwilioSim, type RelayClient } from './twilio-sim';

export const TOKEN = 'sandbox-signing-token-for-the-tests';
export const CALLER = '+13105550123';
export const TRANSFER_TO = '+12125551234';
export let app: Landline | undefined;
let dataDir: string;
export let sim: TwilioSim;
export let media: Awaited<ReturnType<typeof fakeTwilioMedia>> | undefined;
export const open: RelayClient[] = [];

export const api = async (route: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
  const res = await fetch(`${app!.url}/api${route}`, {
    method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
};
export const eventually = async <T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** What the call's owner was told about it (emails, texts, on-call calls). */
export const notificationsOf = async (token: string, callId: string) =>
  (await api(`/getNotifications?callId=${callId}`, { token })).body as { notifications: { channel: string; status: string; to: string; body: string; error?: string }[] };

let n = 0;
let areaCode = 200;
/** A new owner with one agent on one sandbox number. */
export async function owner(
  o: {
    language?: 'en' | 'es';
    hours?: string;
    afterHours?: string;
    transfer?: boolean;
    status?: 'paused';
    templateType?: string;
    ladder?: { name: string; phone: string }[];
    ringSeconds?: number;
    textTo?: string[];
  } = {},
) {
  const token = (await api('/auth/signup', { body: { email: `calls${++n}@example.com`, password: 'tenant-secret-1', displayName: 'Pat' } })).body.accessToken as string;
  const es = o.language === 'es';
  const created = await api('/createAIEmployee', {
    token,
    body: {
      templateIndustry: 'property_management',
      templateType: o.templateType ?? 'maintenance',
      customName: es ? 'Sofía' : 'Max',
      language: o.language ?? 'en',
      customizations: {
        company: { name: 'Acme Property Management', address: '1 Main St, New York', phone: '+12125550100' },
        agent: { name: es ? 'Sofía' : 'Max' },
        schedule: { timezone: 'America/New_York', businessHours: { hours: o.hours ?? '24/7' } },
        knowledgebase: 'The office is at Maple Court. Rent is due on the first.',
        voiceSettings: es
          ? { provider: 'google', languageCode: 'es-US', name: 'es-US-Chirp3-HD-Kore', naturalGender: 'FEMALE', speed: 1 }
          : { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: Boolean(o.textTo) },
        afterHours: o.afterHours ?? 'voicemail',
        ...(o.textTo ? { notifications: { phones: o.textTo } } : {}),
      },
      transferConfig:
        o.transfer === false ? { enabled: false } : { enabled: true, transferNumber: TRANSFER_TO, ...(o.ladder ? { ladder: o.ladder, ringSeconds: o.ringSeconds ?? 20 } : {}) },
    },
  });
  expect(created.status).toBe(201);
  const agentId = (created.body.agent?.id ?? created.body.id) as string;
  do areaCode++;
  while (/^[2-9]11$/.test(String(areaCode)));
  const [number] = (await api(`/searchPhoneNumbers?areaCode=${areaCode}`, { token })).body.numbers;
  expect((await api('/purchasePhoneNumber', { token, body: { phoneNumber: number.phoneNumber, agentId } })).status).toBe(201);
  if (o.status) expect((await api('/updateAIEmployee', { method: 'PATCH', token, body: { agentId, status: o.status } })).status).toBe(200);
  return { token, agentId, number: number.phoneNumber as string };
}

/** Calls the owner's number and opens the relay (setup sent). */
export async function dial(to: string, from = CALLER) {
  const call = await sim.call({ to, from });
  expect(call.status).toBe(200);
  expect(call.relayUrl).toMatch(/^ws:\/\/localhost:\d+\/twilio\/relay$/);
  const relay = await sim.relay(call.relayUrl!);
  open.push(relay);
  relay.setup({ callSid: call.callSid, from, to, customParameters: call.parameters });
  return { ...call, relay };
}

export const recentCall = async (token: string, callId: string) => {
  const r = await api(`/getRecentCalls?callId=${callId}`, { token });
  return r.status === 200 ? r.body.calls[0] : undefined;
};

/**
 * One process on the sandbox line with the offline engine and embedded everything, replies heard at once.
 * `silence` sets how soon a silent caller is checked on and let go.
 */
export function sandboxProcessEnv(dataDir: string, silence: { RELAY_SILENCE_PROMPT_SECONDS: string; RELAY_SILENCE_HANGUP_SECONDS: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: '0',
    DATA_DIR: dataDir,
    GRPC_PORTS: 'ephemeral',
    LOG_LEVEL: 'silent',
    KAFKA_BROKERS: '',
    DATABASE_URL: '',
    AUTH_PROVIDER: 'embedded',
    KEYCLOAK_URL: '',
    TWILIO_ACCOUNT_SID: '',
    TWILIO_AUTH_TOKEN: '',
    TWILIO_SANDBOX_AUTH_TOKEN: TOKEN,
    DIALOG_ENGINE: 'offline',
    OPENAI_API_KEY: '',
    RELAY_SPEECH_CHARS_PER_SECOND: '1000000',
    ...silence,
  };
}

/**
 * Stops the process and reads what it published from the event log (the bus schema of its one embedded
 * database): the finished calls, the transfers asked for, and each step of the on-call ladders.
 */
export async function publishedOnStop() {
  await app!.stop();
  const bus = await openDatabase({ schema: 'bus', dataDir: path.join(dataDir, 'pg') });
  try {
    const read = async (topic: string) =>
      (await bus.query<{ value: Buffer }>(`select value from bus_messages where topic = $1`, [topic])).rows.map((row) => Buffer.from(row.value));
    return {
      completed: (await read(TOPICS.CallCompleted)).map((v) => decodeEvent('CallCompleted', v)),
      requested: (await read(TOPICS.TransferRequested)).map((v) => decodeEvent('TransferRequested', v)),
      attempts: (await read(TOPICS.OnCallAttempt)).map((v) => decodeEvent('OnCallAttempt', v)),
    };
  } finally {
    await bus.close();
  }
}

/** Each finished call was published once, as a phone test call. */
export function expectOncePerCall(completed: { callId: string; source: string; callType: string }[]): void {
  const perCall = new Map<string, number>();
  for (const e of completed) perCall.set(e.callId, (perCall.get(e.callId) ?? 0) + 1);
  expect([...perCall.values()].every((k) => k === 1)).toBe(true);
  expect(completed.every((e) => e.source === 'phone' && e.callType === 'phone_test')).toBe(true);
}

/** Starts the process before the file's tests and stops it after; closes each test's relay sockets. */
export function usePhoneCalls(): void {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-calls-'));
    // Silence is short so the silence test is quick.
    app = await startLandline(sandboxProcessEnv(dataDir, { RELAY_SILENCE_PROMPT_SECONDS: '2', RELAY_SILENCE_HANGUP_SECONDS: '4' }));
    sim = new TwilioSim(app.url, app.url, TOKEN);
    media = await fakeTwilioMedia(sim.accountSid, TOKEN);
  }, 120_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((r) => r.close()));
  });
  afterAll(async () => {
    await app?.stop();
    await media?.close();
  });
}
