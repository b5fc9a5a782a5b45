import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { fakeAudio, startGoogleFake, type GoogleFake } from './google-fake';
import { mpegFrameHeader, probe } from './helpers';

type Init = { method?: string; body?: unknown; token?: string };

function client(app: () => Landline) {
  const request = async (route: string, init: Init = {}) =>
    fetch(`${app().url}${route}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  return {
    json: async (route: string, init: Init = {}) => {
      const res = await request(route, init);
      return { status: res.status, body: (await res.json()) as any, headers: res.headers };
    },
    audio: async (route: string, init: Init = {}) => {
      const res = await request(route, init);
      const bytes = Buffer.from(await res.arrayBuffer());
      const body: any = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString()) : undefined;
      return { status: res.status, bytes, headers: res.headers, body };
    },
  };
}

const baseEnv = (dataDir: string) => ({
  ...process.env,
  PORT: '0',
  DATA_DIR: dataDir,
  GRPC_PORTS: 'ephemeral',
  LOG_LEVEL: 'silent',
  KAFKA_BROKERS: '',
  DATABASE_URL: '',
  AUTH_PROVIDER: 'embedded',
  KEYCLOAK_URL: '',
  TTS_ENGINE: '',
  GOOGLE_APPLICATION_CREDENTIALS: '',
  GOOGLE_TTS_CREDENTIALS_JSON: '',
  GOOGLE_TTS_ENDPOINT: '',
});
const tts = (over: Record<string, unknown> = {}) => ({
  employee: 'Sarah',
  language: 'en',
  text: 'Thank you for calling. How can I help you today?',
  provider: 'google',
  format: 'mp3',
  ...over,
});

describe('voices and speech through the gateway (one process, offline engine)', () => {
  let app: Landline | undefined;
  let token: string;
  const api = client(() => app!);

  beforeAll(async () => {
    app = await startLandline(baseEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'landline-voices-'))));
    const signup = await api.json('/api/auth/signup', { body: { email: 'voices@example.com', password: 'tenant-secret-1', displayName: 'Vera Voices' } });
    expect(signup.status).toBe(201);
    token = signup.body.accessToken;
  }, 90_000);
  afterAll(() => app?.stop());

  it('lists the offline voices of en-US and es-US for signed-in owners, cacheable', async () => {
    expect(await api.json('/api/getAvailableVoices?languageCode=en-US&provider=google')).toMatchObject({ status: 401, body: { error: expect.any(String) } });

    const english = await api.json('/api/getAvailableVoices?languageCode=en-US&provider=google', { token });
    expect(english.status).toBe(200);
    expect(english.headers.get('cache-control')).toBe('private, max-age=600');
    expect(english.body.engine).toBe('espeak-ng');
    expect(english.body.voices[0]).toEqual({ name: 'en-US-Offline-Michael', displayName: 'Michael (offline, male)', languageCode: 'en-US', naturalGender: 'MALE' });
    for (const voice of english.body.voices) expect(Object.keys(voice).sort()).toEqual(['displayName', 'languageCode', 'name', 'naturalGender']);
    expect(new Set(english.body.voices.map((v: { naturalGender: string }) => v.naturalGender))).toEqual(new Set(['MALE', 'FEMALE']));

    const spanish = await api.json('/api/getAvailableVoices?languageCode=es-US&provider=google', { token });
    expect(spanish.body.voices.every((v: { languageCode: string }) => v.languageCode === 'es-US')).toBe(true);
    expect(spanish.body.voices.map((v: { displayName: string }) => v.displayName)).toContain('Lucía (offline, female)');
  });

  it('answers 400 for other languages and providers', async () => {
    for (const query of ['languageCode=fr-FR&provider=google', 'provider=google', 'languageCode=en']) {
      expect(await api.json(`/api/getAvailableVoices?${query}`, { token })).toMatchObject({ status: 400, body: { error: 'Unsupported language code' } });
    }
    expect(await api.json('/api/getAvailableVoices?languageCode=en-US&provider=polly', { token })).toMatchObject({ status: 400, body: { error: 'Unsupported voice provider' } });
  });

  it('speaks audio/mpeg for anonymous demo callers and signed-in owners', async () => {
    const started = performance.now();
    const anonymous = await api.audio('/api/tts', { body: tts() });
    const ms = performance.now() - started;
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('audio/mpeg');
    expect(anonymous.headers.get('x-speech-engine')).toBe('espeak-ng');
    // Sarah, a demo employee with no voice of her own, speaks with a woman's voice.
    expect(anonymous.headers.get('x-voice-name')).toBe('en-US-Offline-Olivia');
    expect(mpegFrameHeader(anonymous.bytes)).toMatchObject({ sync: true, layer: 3 });
    expect(probe(anonymous.bytes).duration).toBeGreaterThan(1);
    process.stdout.write(`POST /api/tts through the gateway, first call (offline engine): ${ms.toFixed(0)} ms, ${anonymous.bytes.length} bytes\n`);

    // The agent's stored Google voice, spoken in Spanish: the Spanish default offline voice.
    const spanish = await api.audio('/api/tts', { token, body: tts({ language: 'es', text: 'Gracias por llamar. ¿En qué puedo ayudarle?', voiceName: 'en-US-Chirp3-HD-Achird' }) });
    expect(spanish.status).toBe(200);
    expect(spanish.headers.get('x-voice-name')).toBe('es-US-Offline-Mateo');
    expect(probe(spanish.bytes).codec).toBe('mp3');

    const warmStart = performance.now();
    const male = await api.audio('/api/tts', { token, body: tts({ language: 'en-US', voiceName: 'en-US-Offline-Michael' }) });
    process.stdout.write(`POST /api/tts warm (voices cached): ${(performance.now() - warmStart).toFixed(0)} ms\n`);
    expect(male.headers.get('x-voice-name')).toBe('en-US-Offline-Michael');
    expect(male.bytes.equals(anonymous.bytes)).toBe(false);
  });

  it("speaks an employee's template voice when no voice is given", async () => {
    const res = await api.audio('/api/tts', { body: tts({ employee: 'maintenance', language: 'es', text: 'Hola' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-voice-name')).toMatch(/^es-US-Offline-/);
  });

  it('answers 400 with the messages for bad text, language, voice and format', async () => {
    expect((await api.audio('/api/tts', { body: tts({ text: '' }) })).body).toEqual({ error: 'Text is required' });
    expect((await api.audio('/api/tts', { body: tts({ text: 42 }) })).body).toEqual({ error: 'Text is required' });
    const long = await api.audio('/api/tts', { body: tts({ text: 'a'.repeat(1001) }) });
    expect(long).toMatchObject({ status: 400, body: { error: 'Text is too long', maxLength: '1000' } });
    expect(await api.audio('/api/tts', { body: tts({ language: 'fr' }) })).toMatchObject({ status: 400, body: { error: 'Unsupported language' } });
    expect(await api.audio('/api/tts', { body: tts({ voiceName: 'robot' }) })).toMatchObject({ status: 400, body: { error: 'Unknown voice' } });
    expect(await api.audio('/api/tts', { body: tts({ format: 'wav' }) })).toMatchObject({ status: 400, body: { error: 'Unsupported audio format' } });
    expect(await api.audio('/api/tts', { body: tts({ provider: 'polly' }) })).toMatchObject({ status: 400, body: { error: 'Unsupported voice provider' } });
  });

  it('rate-limits anonymous speech per client, not signed-in owners', async () => {
    let limited: Awaited<ReturnType<typeof api.audio>> | undefined;
    for (let i = 0; i < 70 && !limited; i++) {
      const res = await api.audio('/api/tts', { body: tts({ text: '' }) }); // cheap: refused before synthesis
      if (res.status === 429) limited = res;
    }
    expect(limited).toBeDefined();
    expect(limited!.body).toEqual({ error: 'Too many speech requests. Please try again later.' });
    expect(limited!.headers.get('ratelimit-policy')).toMatch(/60/);
    expect((await api.audio('/api/tts', { token, body: tts({ text: 'Still here.' }) })).status).toBe(200);
  });
});

describe('voices and speech through the gateway (Google Cloud Text-to-Speech configured)', () => {
  let app: Landline | undefined;
  let fake: GoogleFake | undefined;
  let token: string;
  const api = client(() => app!);

  beforeAll(async () => {
    fake = await startGoogleFake();
    app = await startLandline({
      ...baseEnv(fs.mkdtempSync(path.join(os.tmpdir(), 'landline-google-'))),
      TARGET: 'identity,conversation,gateway',
      GOOGLE_TTS_CREDENTIALS_JSON: fake.credentialsJson,
      GOOGLE_TTS_ENDPOINT: fake.endpoint,
      AGENT_ADDR: '127.0.0.1:1', // no agent service here: employees speak the language default
    });
    token = (await api.json('/api/auth/signup', { body: { email: 'google@example.com', password: 'tenant-secret-1' } })).body.accessToken;
  }, 90_000);
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  it('lists Google voices, Chirp 3 HD first, and says the engine is google', async () => {
    const res = await api.json('/api/getAvailableVoices?languageCode=en-US&provider=google', { token });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe('google');
    expect(res.body.voices[0]).toEqual({ name: 'en-US-Chirp3-HD-Achird', displayName: 'Achird (Chirp3 HD, male)', languageCode: 'en-US', naturalGender: 'MALE' });
    await api.json('/api/getAvailableVoices?languageCode=en-US&provider=google', { token });
    expect(fake!.requests.filter((r) => r.path === '/v1/voices' && r.query.get('languageCode') === 'en-US')).toHaveLength(1);
  });

  it("returns Google's MP3 for /api/tts", async () => {
    const res = await api.audio('/api/tts', { body: tts({ employee: 'maintenance', text: 'Hello from Google' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/mpeg');
    expect(res.headers.get('x-speech-engine')).toBe('google');
    expect(res.bytes.equals(fakeAudio('en-US-Chirp3-HD-Achird', 'Hello from Google'))).toBe(true);
  });
});
