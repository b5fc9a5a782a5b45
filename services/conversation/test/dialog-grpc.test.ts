import { createGrpcServer, createLogger, grpc, PeerError, registry, type GrpcServer } from '@landline/platform';
import { defined, onlySome } from '@landline/platform/testing';
import { landline } from '@landline/proto';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { ConversationServiceClient } from '@landline/proto/generated/landline/conversation/v1/ConversationService';
import type { ConverseInput } from '@landline/proto/generated/landline/conversation/v1/ConverseInput';
import type { ConverseOutput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import { TranscriptAnalyzer } from '../src/dialog/analysis';
import { DialogConfigs, type AgentDirectory } from '../src/dialog/configs';
import { DIALOG_STREAMING, dialogHandlers } from '../src/dialog/grpc';
import { LlmEngine } from '../src/dialog/llm';
import { OfflineEngine } from '../src/dialog/offline/engine';
import { Dialog } from '../src/dialog/service';
import type { DialogEngine } from '../src/dialog/types';
import { OPEN } from './dialog-helpers';
import { chunk, startOpenAIFake, textChunks, usageChunk, type FakeOpenAI } from './openai-fake';

const TYPES = ['maintenance', 'emergency', 'dispatch', 'leasing', 'collections', 'contractor'];
const agentDirectory: AgentDirectory = {
  async GetAgentInternal({ agentId }) {
    if (agentId !== 'agent-1') throw new PeerError(grpc.status.NOT_FOUND, 'AI employee not found');
    return {
      id: 'agent-1',
      ownerId: 'owner-1',
      customName: 'Max',
      status: 'active',
      language: 'en',
      templateType: 'maintenance',
      templateIndustry: 'property_management',
      template: {
        name: 'maintenance',
        type: 'maintenance',
        industry: 'property_management',
        systemPrompts: { en: 'You are {agentName} at {companyName}.', es: 'Usted es {agentName} de {companyName}.' },
      },
      customizations: {
        company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
        agent: { name: 'Max' },
        schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
        knowledgebase: 'Rent is due on the 1st.',
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'voicemail',
        bilingual: false,
      },
      transferConfig: { enabled: true, transferNumber: '+12125551234' },
      createdAt: '',
      updatedAt: '',
    } as unknown as Agent__Output;
  },
  async ListTemplates() {
    return {
      templates: TYPES.map((type) => ({
        name: type,
        type,
        industry: 'property_management',
        title: type,
        systemPrompts: { en: `You are {agentName}, ${type}, at {companyName}.`, es: `Usted es {agentName}.` },
      })) as any,
    };
  },
};

interface Served {
  server: GrpcServer;
  client: ConversationServiceClient;
  close(): Promise<void>;
}

async function serve(engine: DialogEngine, options: { idleMs?: number } = {}): Promise<Served> {
  const logger = createLogger({ level: 'silent' });
  const dialog = new Dialog(engine, new DialogConfigs(agentDirectory), new TranscriptAnalyzer(), undefined, () => OPEN);
  const server = createGrpcServer('conversation', logger);
  const definition = landline.conversation.v1.ConversationService.service;
  // Only the dialog's methods are called here; the rest of the contract fails if called.
  server.add(definition, onlySome(definition, dialogHandlers(dialog, { idleMs: options.idleMs ?? 60_000, maxCallMs: 600_000, startMs: 5_000 })), DIALOG_STREAMING);
  const port = await server.start('127.0.0.1', 0);
  const client = new landline.conversation.v1.ConversationService(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  return { server, client, close: async () => (client.close(), server.stop(100)) };
}

/** One Converse stream: what came out, waiting for outputs, and how it ended. */
function converse(client: ConversationServiceClient) {
  const stream = client.Converse();
  const outputs: ConverseOutput__Output[] = [];
  const waiters: Array<() => void> = [];
  stream.on('data', (m: ConverseOutput__Output) => {
    outputs.push(m);
    waiters.splice(0).forEach((w) => w());
  });
  const ended = new Promise<{ code: number; details: string }>((resolve) => {
    stream.on('error', (err: grpc.ServiceError) => resolve({ code: err.code, details: err.details }));
    stream.on('status', (s: grpc.StatusObject) => {
      if (s.code === grpc.status.OK) resolve({ code: s.code, details: s.details });
    });
  });
  const until = (predicate: (outs: ConverseOutput__Output[]) => boolean, ms = 5_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; outputs: ${JSON.stringify(outputs)}`)), ms);
      const check = () => {
        if (predicate(outputs)) {
          clearTimeout(timer);
          resolve();
        } else waiters.push(check);
      };
      check();
    });
  let replies = 0;
  /** Sends a caller turn and waits for its reply (tokens up to the last one, plus events right after). */
  const turn = async (text: string) => {
    const from = outputs.length;
    stream.write({ callerTurn: { text } });
    const want = ++replies;
    await until((outs) => outs.filter((o) => o.token?.last).length >= want);
    await new Promise((r) => setTimeout(r, 20));
    const mine = outputs.slice(from);
    return { text: mine.map((o) => o.token?.text ?? '').join(''), outputs: mine };
  };
  return { stream, outputs, ended, until, turn, send: (m: ConverseInput) => stream.write(m) };
}

describe('Converse over gRPC (offline engine)', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve(new OfflineEngine());
  });
  afterAll(() => served.close());

  it('holds a demo call: greeting, an emergency with tokens then the transfer, hangup', async () => {
    const c = converse(served.client);
    c.send({ start: { callId: 'web-demo-sarah-1', employee: 'sarah', language: 'en', source: 'web' } });
    const greeting = await c.turn('__START__');
    expect(greeting.text).toMatch(/^Thank you for calling Maple Street Property Management, this is Sarah/);
    expect(greeting.outputs.filter((o) => o.token && o.token.text).length).toBeGreaterThanOrEqual(3);
    expect(greeting.outputs.at(-1)!.token).toMatchObject({ text: '', last: true, totalTokens: 0 });

    const emergency = await c.turn("There's a fire in my kitchen! I'm Dana Cole at 5 Lake Road, unit 2, my number is 312 555 0147");
    expect(emergency.text).toContain('call 911');
    expect(emergency.text.endsWith("I'm transferring you to our emergency team now.")).toBe(true);
    const lastToken = emergency.outputs.findIndex((o) => o.token?.last);
    expect(emergency.outputs[lastToken + 1]).toEqual({
      output: 'transfer',
      transfer: {
        reason: 'emergency',
        transferNumber: '',
        targetEmployee: 'marcus',
        details: { clientName: 'Dana Cole', address: '5 Lake Road, Unit 2', phone: '+13125550147', issueSummary: expect.stringContaining('fire in my kitchen') },
      },
    });

    c.send({ hangup: {} });
    expect(await c.ended).toMatchObject({ code: grpc.status.OK });
  });

  it('ignores short turns, and resumes an interrupted reply with the prefix', async () => {
    const c = converse(served.client);
    c.send({ start: { employee: 'sofia', language: 'es' } });
    await c.turn('__START__');
    const before = c.outputs.length;
    c.send({ callerTurn: { text: 'sí' } });
    c.send({ interrupt: { heardText: 'Gracias por llamar a Maple Street Property Management' } });
    const resumed = await c.turn('perdón, siga');
    expect(c.outputs.slice(before, before + 1)[0]?.token?.text).toBe('Perdón, permítame continuar - ');
    expect(resumed.text.startsWith('Perdón, permítame continuar - ')).toBe(true);
    c.stream.end();
    expect(await c.ended).toMatchObject({ code: grpc.status.OK });
  });

  it('answers malformed or out-of-order messages with an error status, and keeps serving', async () => {
    const noStart = converse(served.client);
    noStart.send({ callerTurn: { text: 'hello there' } });
    expect(await noStart.ended).toEqual({ code: grpc.status.FAILED_PRECONDITION, details: 'The call has not started: send start first' });

    const twice = converse(served.client);
    twice.send({ start: { employee: 'sarah' } });
    twice.send({ start: { employee: 'sarah' } });
    expect(await twice.ended).toEqual({ code: grpc.status.FAILED_PRECONDITION, details: 'The call has already started' });

    const empty = converse(served.client);
    empty.send({});
    expect(await empty.ended).toEqual({ code: grpc.status.INVALID_ARGUMENT, details: 'Malformed message: one of start, caller_turn, interrupt or hangup is required' });

    const badLanguage = converse(served.client);
    badLanguage.send({ start: { employee: 'sarah', language: 'fr' } });
    badLanguage.send({ callerTurn: { text: '__START__' } });
    expect(await badLanguage.ended).toEqual({ code: grpc.status.INVALID_ARGUMENT, details: 'Language must be en or es' });

    // Bytes that are no ConverseInput at all.
    const Raw = grpc.makeGenericClientConstructor({}, 'Raw');
    const raw = new Raw(served.client.getChannel().getTarget().replace(/^dns:/, ''), grpc.credentials.createInsecure());
    const garbage = raw.makeBidiStreamRequest(
      '/landline.conversation.v1.ConversationService/Converse',
      (b: Buffer) => b,
      (b: Buffer) => b,
    );
    const garbled = new Promise<number>((resolve) => garbage.on('error', (e: grpc.ServiceError) => resolve(e.code)).on('status', (s: grpc.StatusObject) => resolve(s.code)));
    garbage.write(Buffer.from([0xff, 0xff, 0xff, 0xff, 0x0f, 0x01]));
    garbage.end();
    expect(await garbled).not.toBe(grpc.status.OK);
    raw.close();

    const ok = converse(served.client);
    ok.send({ start: { employee: 'emma' } });
    expect((await ok.turn('__START__')).text).toContain('this is Emma');
    ok.send({ hangup: {} });
    await ok.ended;

    // Each stream is counted and timed like a unary call, by the status it ended with.
    const handled = await registry.getSingleMetricAsString('landline_grpc_server_handled_total');
    expect(handled).toMatch(/method="Converse",code="OK"\} [1-9]/);
    expect(handled).toMatch(/method="Converse",code="FAILED_PRECONDITION"\} [2-9]/);
    expect(handled).toMatch(/method="Converse",code="INVALID_ARGUMENT"\} [2-9]/);
    expect(await registry.getSingleMetricAsString('landline_grpc_server_stream_seconds')).toMatch(/_count\{[^}]*method="Converse"[^}]*\} [1-9]/);
  });

  it('uses a stored agent only for its owner (phone calls from telephony need no actor)', async () => {
    const stranger = converse(served.client);
    stranger.send({ start: { agentId: 'agent-1', actor: { userId: 'someone-else' } } });
    expect(await stranger.ended).toEqual({ code: grpc.status.NOT_FOUND, details: 'Agent not found' });

    const owner = converse(served.client);
    owner.send({ start: { agentId: 'agent-1', actor: { userId: 'owner-1' } } });
    expect((await owner.turn('__START__')).text).toContain('Thank you for calling Acme Property Management, this is Max');
    owner.send({ hangup: {} });
    await owner.ended;

    const phone = converse(served.client);
    phone.send({ start: { agentId: 'agent-1', source: 'phone', callerNumber: '+13125550100' } });
    await phone.turn('__START__');
    const r = await phone.turn('My dishwasher is leaking. This is Al Roy at 2 Oak Street, it is a house.');
    expect(r.text).toContain("Is the number you're calling from, 3 1 2, 5 5 5, 0 1 0 0, the best number to reach you?");
    phone.send({ hangup: {} });
    await phone.ended;
  });

  it('ends an idle call', async () => {
    const idle = await serve(new OfflineEngine(), { idleMs: 250 });
    try {
      const c = converse(idle.client);
      c.send({ start: { employee: 'sarah' } });
      expect(await c.ended).toMatchObject({ code: grpc.status.OK });
      expect(c.outputs).toEqual([{ output: 'endCall', endCall: { reason: 'idle' } }]);
    } finally {
      await idle.close();
    }
  });

  it('measures the turn latency over gRPC (caller turn written → first reply token read)', async () => {
    const lines = [
      'My kitchen faucet is dripping',
      'Paul Young',
      '18 Oak Street',
      'apartment 3',
      '201 555 0123',
      'yes correct',
      'it can wait',
      'yes you can',
      'no pets',
      'none',
      'what are your office hours?',
    ];
    const samples: number[] = [];
    for (let call = 0; call < 12; call++) {
      const c = converse(served.client);
      c.send({ start: { employee: call % 2 ? 'sofia' : 'sarah', language: 'en' } });
      await c.turn('__START__');
      for (const line of lines) {
        const from = c.outputs.length;
        const t0 = performance.now();
        c.send({ callerTurn: { text: `${line}${call % 3 ? '' : '.'}` } });
        await c.until((outs) => outs.length > from);
        if (call >= 2) samples.push(performance.now() - t0);
        await c.until((outs) => outs.slice(from).some((o) => o.token?.last));
      }
      c.send({ hangup: {} });
      await c.ended;
    }
    samples.sort((a, b) => a - b);
    const p50 = defined(samples[Math.floor(samples.length / 2)], 'a median');
    const p99 = defined(samples[Math.floor(samples.length * 0.99)], 'a 99th percentile');
    process.stdout.write(`Converse over gRPC (loopback, offline engine), ${samples.length} turns: first token p50 ${p50.toFixed(2)} ms, p99 ${p99.toFixed(2)} ms\n`);
    expect(p50).toBeLessThan(20);
  });

  it('Chat and ChatStream: one stateless turn, whole or streamed', async () => {
    const chat = (req: object) =>
      new Promise<any>((resolve, reject) => served.client.Chat(req, (err: grpc.ServiceError | null, res?: unknown) => (err ? reject(err) : resolve(res))));
    const whole = await chat({ employee: 'sarah', language: 'en', history: [{ role: 'assistant', content: 'How can I help you today?' }], message: 'Can I speak to a person?' });
    expect(whole).toMatchObject({ ignored: false, totalTokens: 0 });
    expect(whole.text).toContain("I'm not able to transfer you to a person right now");
    expect(await chat({ employee: 'sarah', message: 'ok' })).toMatchObject({ text: '', ignored: true, events: [] });

    const stream = served.client.ChatStream({ employee: 'marcus', language: 'en', history: [], message: '__START__' });
    const outs: ConverseOutput__Output[] = [];
    await new Promise<void>((resolve, reject) =>
      stream
        .on('data', (m: ConverseOutput__Output) => outs.push(m))
        .on('end', resolve)
        .on('error', reject),
    );
    expect(outs.map((o) => o.token?.text).join('')).toContain("You've reached the emergency line. What's happening right now?");
    expect(outs.at(-1)!.token!.last).toBe(true);
  });
});

describe('Converse over gRPC (LLM engine)', () => {
  let fake: FakeOpenAI;
  let served: Served;
  beforeAll(async () => {
    fake = await startOpenAIFake(() => ({
      delayMs: 80,
      chunks: [...textChunks('Let me tell you everything about our parking rules, which are long and detailed and go on.'), chunk({}, 'stop'), usageChunk(300, 40)],
    }));
    served = await serve(new LlmEngine({ apiKey: 'sk-test', baseURL: fake.url, model: 'test-model', timeoutMs: 10_000 }));
  });
  afterAll(async () => {
    await served.close();
    await fake.close();
  });

  it('cancelling the call (hangup) aborts the model stream', async () => {
    const c = converse(served.client);
    c.send({ start: { employee: 'sarah', language: 'en' } });
    c.send({ callerTurn: { text: 'Tell me about parking' } });
    await c.until((outs) => outs.some((o) => o.token?.text));
    c.stream.cancel();
    const request = defined(fake.requests[0], 'the model request');
    await request.done;
    expect(request.aborted).toBe(true);
    expect(c.outputs.some((o) => o.token?.last)).toBe(false);
  });

  it('a hangup message aborts the model stream too', async () => {
    const c = converse(served.client);
    c.send({ start: { employee: 'sarah', language: 'en' } });
    c.send({ callerTurn: { text: 'Tell me about parking' } });
    await c.until((outs) => outs.some((o) => o.token?.text));
    c.send({ hangup: {} });
    expect(await c.ended).toMatchObject({ code: grpc.status.OK });
    const request = defined(fake.requests[1], 'the second model request');
    await request.done;
    expect(request.aborted).toBe(true);
  });
});
