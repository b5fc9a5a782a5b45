import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { express } from '@landline/platform';
import { defined } from '@landline/platform/testing';
import { startLandline, type Landline } from '@landline/landline';
import { chatRoutes, CHAT_RATE_LIMIT_MESSAGE } from '../../gateway/src/routes/chat';
import { chunk, startOpenAIFake, textChunks, usageChunk, type FakeOpenAI } from './openai-fake';

const env = (dataDir: string, over: Record<string, string> = {}) => ({
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
  OPENAI_API_KEY: '',
  OPENAI_BASE_URL: '',
  DIALOG_ENGINE: '',
  ...over,
});

interface SseEvent {
  event: string;
  data: any;
}

/** Reads a text/event-stream body into its events, calling `onEvent` as each arrives. */
async function readSse(res: Response, onEvent?: (e: SseEvent) => void): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1];
      const e = { event, data: data ? JSON.parse(data) : undefined };
      events.push(e);
      onEvent?.(e);
    }
  }
  return events;
}

describe('chat API through the gateway (one process, offline engine)', () => {
  let app: Landline | undefined;
  let alice: string;
  let bob: string;
  let agentId: string;

  const request = (route: string, body: unknown, token?: string) =>
    fetch(`${app!.url}${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const json = async (route: string, body: unknown, token?: string) => {
    const res = await request(route, body, token);
    return { status: res.status, body: (await res.json()) as any };
  };

  beforeAll(async () => {
    app = await startLandline(env(fs.mkdtempSync(path.join(os.tmpdir(), 'landline-chat-'))));
    const signUp = async (email: string) => (await json('/api/auth/signup', { email, password: 'tenant-secret-1', displayName: email.split('@')[0] })).body.accessToken as string;
    [alice, bob] = await Promise.all([signUp('alice-chat@example.com'), signUp('bob-chat@example.com')]);
    const created = await json(
      '/api/createAIEmployee',
      {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Max',
        language: 'en',
        customizations: {
          company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
          agent: { name: 'Max' },
          schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
          knowledgebase: 'Parking: Residents park in the garage under the building.',
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
          afterHours: 'voicemail',
        },
        transferConfig: { enabled: true, transferNumber: '+12125551234' },
      },
      alice,
    );
    expect(created.status).toBe(201);
    agentId = created.body.agent.id;
  }, 120_000);
  afterAll(() => app?.stop());

  it('POST /api/chat: a demo employee for anyone, the greeting on __START__, then a reply that follows the history', async () => {
    const greeting = await json('/api/chat', { language: 'en', history: [], message: '__START__', employee: 'sarah' });
    expect(greeting.status).toBe(200);
    expect(greeting.body).toEqual({
      text: 'Thank you for calling Maple Street Property Management, this is Sarah, an AI virtual assistant. This call may be recorded. How can I help you today?',
      usage: { totalTokens: 0 },
    });
    const reply = await json('/api/chat', { language: 'en', history: [{ role: 'assistant', content: greeting.body.text }], message: 'Where do guests park?', employee: 'sarah' });
    expect(reply.body.text).toContain('visitor spaces marked V');

    // A demo employee's name as agentId works too, in Spanish.
    const sofia = await json('/api/chat', { language: 'es', history: [], message: '__START__', agentId: 'sofia' });
    expect(sofia.body.text).toMatch(/^Gracias por llamar a Maple Street Property Management, le atiende Sofia/);

    // Two characters or fewer: no reply.
    expect(await json('/api/chat', { language: 'en', history: [], message: 'ok', employee: 'sarah' })).toEqual({
      status: 200,
      body: { text: '', usage: { totalTokens: 0 }, ignored: true },
    });
  });

  it("POST /api/chat: an agentId only for its owner ('Agent not found' otherwise)", async () => {
    const mine = await json('/api/chat', { language: 'en', history: [], message: '__START__', agentId }, alice);
    expect(mine.status).toBe(200);
    expect(mine.body.text).toBe('Thank you for calling Acme Property Management, this is Max, an AI virtual assistant. This call may be recorded. How can I help you today?');
    expect((await json('/api/chat', { language: 'en', history: [], message: 'Where do residents park?', agentId }, alice)).body.text).toContain(
      'Residents park in the garage under the building.',
    );

    expect(await json('/api/chat', { language: 'en', history: [], message: '__START__', agentId }, bob)).toEqual({ status: 404, body: { error: 'Agent not found' } });
    expect(await json('/api/chat', { language: 'en', history: [], message: '__START__', agentId })).toEqual({ status: 404, body: { error: 'Agent not found' } });
    expect(await json('/api/chat', { language: 'en', history: [], message: '__START__', agentId: 'no-such-agent' }, alice)).toEqual({
      status: 404,
      body: { error: 'Agent not found' },
    });
    expect(await json('/api/chat', { language: 'fr', history: [], message: '__START__', employee: 'sarah' })).toEqual({
      status: 400,
      body: { error: 'Language must be en or es' },
    });
    expect(await json('/api/chat', { language: 'en', history: 'nope', message: 'hello', employee: 'sarah' })).toEqual({
      status: 400,
      body: { error: 'history must be a list of {role, content}' },
    });
    expect(await json('/api/chat', { language: 'en', history: [], message: 'hello' })).toEqual({
      status: 400,
      body: { error: 'Choose an AI employee: agentId or employee is required' },
    });
  });

  it('POST /api/chat: transfers as events, and the interrupted reply resumes with the prefix', async () => {
    const history = [{ role: 'assistant', content: 'How can I help you today?' }];
    const transfer = await json('/api/chat', { language: 'en', history, message: "I'd like to talk to a person, please.", agentId }, alice);
    expect(transfer.body).toEqual({
      text: "Of course. I'm transferring you to a member of our team now.",
      usage: { totalTokens: 0 },
      events: [{ type: 'transfer', reason: 'human', details: { clientName: '', address: '', phone: '', issueSummary: '' }, transferNumber: '+12125551234' }],
    });

    const resumed = await json('/api/chat', {
      language: 'en',
      employee: 'sarah',
      history: [
        { role: 'assistant', content: 'How can I help you today?' },
        { role: 'user', content: 'My dryer stopped working' },
        { role: 'assistant', content: "I'm sorry you're dealing with that. May I have your full name, please?" },
      ],
      interrupted: true,
      heardText: "I'm sorry you're dealing with that.",
      message: 'sorry, go on',
    });
    expect(resumed.body.text).toBe('Sorry, let me continue - May I have your full name, please?');
  });

  it('POST /api/chat/stream: tokens as Server-Sent Events, the transfer, then done', async () => {
    const res = await request('/api/chat/stream', {
      language: 'en',
      employee: 'sarah',
      history: [{ role: 'assistant', content: 'How can I help you today?' }],
      message: "I smell gas in my kitchen. I'm Nina Shah, 40 River Road apartment 9, call me at 973 555 0142",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    const events = await readSse(res);
    const tokens = events.filter((e) => e.event === 'token');
    expect(tokens.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.event).toBe('done');
    expect(done.data).toEqual({ text: tokens.map((t) => t.data.text).join(''), usage: { totalTokens: 0 } });
    expect(done.data.text).toContain('call 911');
    expect(done.data.text.endsWith("I'm transferring you to our emergency team now.")).toBe(true);
    const transfer = events.find((e) => e.event === 'transfer')!;
    expect(events.indexOf(transfer)).toBe(events.length - 2);
    expect(transfer.data).toEqual({
      reason: 'emergency',
      details: { clientName: 'Nina Shah', address: '40 River Road, Unit 9', phone: '+19735550142', issueSummary: 'I smell gas in my kitchen' },
      transferNumber: '',
      targetEmployee: 'marcus',
    });

    // Not the owner: a plain 404 before any event.
    const denied = await request('/api/chat/stream', { language: 'en', history: [], message: '__START__', agentId }, bob);
    expect(denied.status).toBe(404);
    expect(await denied.json()).toEqual({ error: 'Agent not found' });

    // Ignored: just done.
    const ignored = await readSse(await request('/api/chat/stream', { language: 'en', history: [], message: 'no', employee: 'sarah' }));
    expect(ignored).toEqual([{ event: 'done', data: { text: '', usage: { totalTokens: 0 }, ignored: true } }]);
  });

  it('POST /api/chat/stream: the end-call event', async () => {
    const events = await readSse(
      await request('/api/chat/stream', {
        language: 'es',
        employee: 'sofia',
        history: [{ role: 'assistant', content: 'Confirmo lo que anoté. ¿Hay algo más en lo que le pueda ayudar?' }],
        message: 'No, gracias, eso es todo',
      }),
    );
    expect(events.map((e) => e.event).slice(-2)).toEqual(['end', 'done']);
    expect(events.at(-2)!.data).toEqual({ reason: 'completed' });
  });

  it('POST /api/extractTransferDetails: the details, or 422 with the alert text', async () => {
    const ok = await json('/api/extractTransferDetails', {
      language: 'en',
      transcript: [
        { role: 'model', text: 'How can I help you today?' },
        { role: 'user', text: 'Water is pouring through my ceiling!' },
        { role: 'model', text: 'I just need a few details quickly. What is your name?' },
        { role: 'user', text: 'Omar Haddad' },
        { role: 'model', text: "What's the address, including the unit number?" },
        { role: 'user', text: '19 Spruce Court, apartment 5' },
        { role: 'model', text: "What's the best callback phone number to reach you?" },
        { role: 'user', text: '(732) 555-0190' },
        { role: 'model', text: "I have your callback number as 7 3 2, 5 5 5, 0 1 9 0. I'm transferring you to our emergency team now." },
      ],
    });
    expect(ok).toEqual({
      status: 200,
      body: { clientName: 'Omar Haddad', address: '19 Spruce Court, Unit 5', phone: '+17325550190', issueSummary: 'Water is pouring through my ceiling' },
    });

    const spanish = await json('/api/extractTransferDetails', {
      language: 'es',
      transcript: [{ role: 'user', text: 'Me llamo Lucía Torres, vivo en la calle Pino 8, unidad 2, mi número es 212 555 0111 y hay humo en la cocina' }],
    });
    expect(spanish.body).toEqual({ clientName: 'Lucía Torres', address: '8 Pino Street, Unidad 2', phone: '+12125550111', issueSummary: 'Hay humo en la cocina' });

    const missing = await json('/api/extractTransferDetails', { language: 'en', transcript: [{ role: 'user', text: 'There is a fire, my name is Ed' }] });
    expect(missing).toEqual({ status: 422, body: { error: 'Could not extract transfer details. Please state the name, address, and phone number clearly.' } });
    expect((await json('/api/extractTransferDetails', { language: 'en', transcript: [] })).status).toBe(422);
  });
});

describe('chat routes: anonymous callers are rate limited', () => {
  it('answers 429 past the anonymous limit, signed-in users unaffected', async () => {
    const app = express();
    app.use(express.json());
    const peers = { conversation: { Chat: async () => ({ text: 'hi', totalTokens: 0, events: [], ignored: false }) } } as any;
    const auth = {
      optional: (req: express.Request, res: express.Response, next: express.NextFunction) => {
        res.locals.actor = req.headers.authorization ? { userId: 'u1' } : undefined;
        next();
      },
      required: () => undefined,
    } as any;
    app.use('/api', chatRoutes(peers, auth, { anonymousLimit: 2, signedInLimit: 100 }));
    const server = http.createServer(app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/chat`;
    const post = (token?: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ message: 'hello', employee: 'sarah' }),
      });
    try {
      expect((await post()).status).toBe(200);
      expect((await post()).status).toBe(200);
      const limited = await post();
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: CHAT_RATE_LIMIT_MESSAGE });
      expect((await post('token')).status).toBe(200);
    } finally {
      server.close();
    }
  });
});

describe('chat stream with a model: client disconnect stops the model', () => {
  let fake: FakeOpenAI | undefined;
  let app: Landline | undefined;
  beforeAll(async () => {
    fake = await startOpenAIFake(() => ({
      delayMs: 100,
      chunks: [...textChunks('Sure, let me explain all of our parking rules in great detail, one by one, for a while.'), chunk({}, 'stop'), usageChunk(400, 30)],
    }));
    app = await startLandline(
      env(fs.mkdtempSync(path.join(os.tmpdir(), 'landline-chat-llm-')), {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: fake.url,
        OPENAI_MODEL: 'test-model',
        TARGET: 'agent,conversation,gateway,identity,telephony,recording',
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  it('streams the model tokens, and closing the connection cancels the model request', async () => {
    const controller = new AbortController();
    const res = await fetch(`${app!.url}/api/chat/stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'en', employee: 'sarah', history: [], message: 'Tell me about parking' }),
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const seen: SseEvent[] = [];
    await readSse(res, (e) => {
      seen.push(e);
      if (seen.filter((x) => x.event === 'token').length === 2) controller.abort();
    }).catch((err: unknown) => expect(String(err)).toMatch(/abort/i));
    expect(seen.slice(0, 2).map((e) => e.event)).toEqual(['token', 'token']);
    const request = defined(fake!.requests[0], 'the model request');
    await request.done;
    expect(request.aborted).toBe(true);
    expect(request.body.model).toBe('test-model');
  });
});
