import { registry } from '@landline/platform';
import { defined } from '@landline/platform/testing';
import OpenAI from 'openai';
import { TranscriptAnalyzer } from '../src/dialog/analysis';
import { LlmEngine } from '../src/dialog/llm';
import { LINES } from '../src/dialog/types';
import { Call, dialogConfig, OPEN, ownerConfig } from './dialog-helpers';
import { chunk, completion, startOpenAIFake, textChunks, toolCallChunks, usageChunk, type FakeOpenAI, type Reply } from './openai-fake';

/** The LLM engine against a local OpenAI-compatible server that streams and calls tools as the real API does. */
describe('LLM engine (OpenAI-compatible endpoint)', () => {
  let fake: FakeOpenAI;
  let replies: Array<(body: any) => Reply>;
  const engine = () => new LlmEngine({ apiKey: 'sk-test', baseURL: fake.url, model: 'test-model', timeoutMs: 10_000 });

  beforeAll(async () => {
    fake = await startOpenAIFake((body, i) => (replies[i] ?? (() => ({ status: 500, body: { error: { message: 'no reply scripted' } } })))(body));
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    replies = [];
  });

  const promptTokens = async () => {
    const metric = await registry.getSingleMetric('landline_dialog_tokens_total')?.get();
    return (metric?.values ?? []).filter((v) => v.labels.kind === 'prompt' && v.labels.model === 'test-model').reduce((a, v) => a + v.value, 0);
  };

  it('streams tokens as they arrive, sends the tools, turns tool calls into events, feeds the results back and records usage', async () => {
    const record = {
      tenantName: 'Jane Doe',
      propertyAddress: '12 Oak Street',
      unit: '4B',
      callbackPhone: '(212) 555-0134',
      issue: 'Water pouring from the bathroom ceiling',
      category: 'plumbing',
      urgency: 'emergency',
      permissionToEnter: true,
      pets: 'none',
      accessNotes: '',
    };
    replies = [
      () => ({
        delayMs: 25,
        chunks: [
          ...textChunks("I'm so sorry, Jane."),
          ...toolCallChunks(0, 'call_rec', 'record_maintenance_request', record).map((c, i) => (i === 0 ? chunk({ tool_calls: (c as any).choices[0].delta.tool_calls }) : c)),
          ...toolCallChunks(1, 'call_xfer', 'request_transfer', { reason: 'emergency', summary: 'Ceiling leak flooding the bathroom' }),
          chunk({}, 'tool_calls'),
          usageChunk(1200, 80),
        ],
      }),
      () => ({ chunks: [...textChunks(`Help is on the way. ${LINES.emergencyTransfer.en}`), chunk({}, 'stop'), usageChunk(1300, 20)] }),
    ];
    const before = await promptTokens();
    const call = new Call(dialogConfig(), OPEN, engine(), [{ role: 'assistant', content: 'Thank you for calling Maple Street Property Management. How can I help you today?' }]);
    const received: number[] = [];
    const turn = await call.conversation.turn(
      'This is Jane Doe at 12 Oak Street unit 4B, water is pouring from my bathroom ceiling! Call me at 212 555 0134.',
      { token: (text, last, total) => (text ? received.push(performance.now()) : last && expect(total).toBe(2600)), event: () => undefined },
      new AbortController().signal,
    );

    // Streamed: the first token reached the engine's caller before the model had finished its first reply.
    const first = defined(fake.requests[0], 'the first model request');
    expect(received[0]).toBeLessThan(defined(first.writes.at(-1), "the model's last write"));
    expect(received.length).toBeGreaterThan(8);

    const body = first.body;
    expect(body).toMatchObject({ model: 'test-model', stream: true, stream_options: { include_usage: true }, tool_choice: 'auto' });
    expect(body.tools.map((t: any) => t.function.name)).toEqual(['record_maintenance_request', 'request_transfer', 'end_call']);
    expect(Object.keys(body.tools[0].function.parameters.properties)).toEqual([
      'tenantName',
      'propertyAddress',
      'unit',
      'callbackPhone',
      'issue',
      'category',
      'urgency',
      'permissionToEnter',
      'pets',
      'accessNotes',
    ]);
    expect(body.tools[1].function.parameters.properties.reason.enum).toEqual(['emergency', 'human']);
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toMatch(/^You are Sarah, the maintenance coordinator at Maple Street Property Management\./);
    expect(body.messages[0].content).toContain('Guests park in the visitor spaces marked V');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: expect.stringContaining('water is pouring') });
    expect(first.headers.authorization).toBe('Bearer sk-test');

    // The tool calls went back to the model with their results.
    const second = defined(fake.requests[1], 'the second model request').body.messages;
    const assistant = second.find((m: any) => m.role === 'assistant' && m.tool_calls);
    expect(assistant.content).toBe("I'm so sorry, Jane.");
    expect(assistant.tool_calls.map((c: any) => [c.id, c.function.name, JSON.parse(c.function.arguments)])).toEqual([
      ['call_rec', 'record_maintenance_request', record],
      ['call_xfer', 'request_transfer', { reason: 'emergency', summary: 'Ceiling leak flooding the bathroom' }],
    ]);
    const tools = second.filter((m: any) => m.role === 'tool');
    expect(tools.map((m: any) => [m.tool_call_id, JSON.parse(m.content).status])).toEqual([
      ['call_rec', 'recorded'],
      ['call_xfer', 'transferring'],
    ]);

    expect(turn.text).toBe(`I'm so sorry, Jane. Help is on the way. ${LINES.emergencyTransfer.en}`);
    expect(turn.totalTokens).toBe(2600);
    expect(turn.events).toEqual([
      {
        type: 'transfer',
        reason: 'emergency',
        details: { clientName: 'Jane Doe', address: '12 Oak Street, Unit 4B', phone: '+12125550134', issueSummary: 'Water pouring from the bathroom ceiling' },
        transferNumber: '',
        targetEmployee: 'marcus',
      },
    ]);
    expect((await promptTokens()) - before).toBe(2500);
  });

  it('says the fixed emergency line when the model transfers without it', async () => {
    replies = [
      () => ({ chunks: [...toolCallChunks(0, 'call_1', 'request_transfer', { reason: 'emergency', summary: 'Gas smell' }), chunk({}, 'tool_calls'), usageChunk(500, 10)] }),
      () => ({ chunks: [...textChunks('Please leave the building now.'), chunk({}, 'stop'), usageChunk(520, 8)] }),
    ];
    const call = new Call(ownerConfig({ transfer: { enabled: true, number: '+12125551234' }, language: 'es' }), OPEN, engine());
    const r = await call.say('Huele a gas en toda la casa');
    expect(r.text).toBe(`Please leave the building now. ${LINES.emergencyTransfer.es}`);
    expect(r.events).toMatchObject([{ type: 'transfer', reason: 'emergency', transferNumber: '+12125551234' }]);
  });

  it('ends the call on end_call without another round', async () => {
    replies = [
      () => ({
        chunks: [
          ...textChunks('Thank you for calling. Goodbye!'),
          ...toolCallChunks(0, 'call_end', 'end_call', { reason: 'completed' }),
          chunk({}, 'tool_calls'),
          usageChunk(700, 15),
        ],
      }),
    ];
    const call = new Call(dialogConfig(), OPEN, engine());
    const r = await call.say("No, that's all. Bye!");
    expect(r.text).toBe('Thank you for calling. Goodbye!');
    expect(r.events).toEqual([{ type: 'end', reason: 'completed' }]);
    expect(fake.requests).toHaveLength(1);
  });

  it('tells the model a transfer to a person is unavailable when transfer is off, and raises no event', async () => {
    replies = [
      () => ({ chunks: [...toolCallChunks(0, 'call_h', 'request_transfer', { reason: 'human', summary: 'Wants a person' }), chunk({}, 'tool_calls'), usageChunk(400, 10)] }),
      () => ({ chunks: [...textChunks("I can't transfer you right now, but I'll take a message."), chunk({}, 'stop'), usageChunk(420, 12)] }),
    ];
    const r = await new Call(dialogConfig(), OPEN, engine()).say('Can I talk to a human?');
    expect(r.events).toEqual([]);
    const tool = defined(fake.requests[1], 'the second model request').body.messages.find((m: any) => m.role === 'tool');
    expect(JSON.parse(tool.content).status).toBe('unavailable');
  });

  it('greets on the start marker', async () => {
    replies = [() => ({ chunks: [...textChunks('Thank you for calling Maple Street Property Management, this is Sarah.'), chunk({}, 'stop'), usageChunk(300, 12)] })];
    const r = await new Call(dialogConfig(), OPEN, engine()).start();
    expect(r.text).toBe('Thank you for calling Maple Street Property Management, this is Sarah.');
    expect(fake.requests[0]?.body.messages.at(-1).content).toBe('[The call has just connected. Greet the caller now.]');
  });

  it('speaks the connection-trouble line when the endpoint fails, and the could-you-repeat line on an empty reply', async () => {
    replies = [() => ({ status: 400, body: { error: { message: 'bad request', type: 'invalid_request_error' } } })];
    let r = await new Call(dialogConfig(), OPEN, engine()).say('My sink is leaking');
    expect(r.text).toBe("I'm sorry, I'm having trouble connecting right now. Please try again later.");
    expect(r.lastFlags.at(-1)).toBe(true);

    fake.requests.length = 0;
    replies = [() => ({ chunks: [chunk({ role: 'assistant', content: '', refusal: null }), chunk({}, 'stop'), usageChunk(300, 0)] })];
    r = await new Call(dialogConfig(), OPEN, engine()).say('My sink is leaking');
    expect(r.text).toBe("I'm sorry, I encountered an issue. Could you please repeat that?");
  });

  it('aborting the turn (interrupt, hangup) aborts the model request', async () => {
    replies = [
      () => ({
        delayMs: 100,
        chunks: [...textChunks('This is a long answer that keeps going and going for quite a while until it is done.'), chunk({}, 'stop'), usageChunk(300, 40)],
      }),
    ];
    const call = new Call(dialogConfig(), OPEN, engine());
    const controller = new AbortController();
    const tokens: string[] = [];
    const started = performance.now();
    const result = await call.conversation.turn(
      'Tell me about parking',
      {
        token: (t) => {
          if (t) {
            tokens.push(t);
            controller.abort();
          }
        },
        event: () => undefined,
      },
      controller.signal,
    );
    const request = defined(fake.requests[0], 'the model request');
    await request.done;
    expect(request.aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(result.aborted).toBe(true);
    expect(tokens.length).toBeLessThanOrEqual(2);
  });

  it('resumes an interrupted reply with the prefix, the model seeing only what the caller heard', async () => {
    replies = [() => ({ chunks: [...textChunks('the address of the property?'), chunk({}, 'stop'), usageChunk(300, 8)] })];
    const call = new Call(dialogConfig(), OPEN, engine(), [
      { role: 'assistant', content: 'How can I help?' },
      { role: 'user', content: 'My sink is leaking' },
      { role: 'assistant', content: "I'm sorry to hear that. Could you tell me the address of the property?" },
    ]);
    call.conversation.interrupt("I'm sorry to hear that.");
    const r = await call.say('sorry, go on');
    expect(r.tokens[0]).toBe('Sorry, let me continue - ');
    expect(r.text).toBe('Sorry, let me continue - the address of the property?');
    const messages = defined(fake.requests[0], 'the model request').body.messages;
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: "I'm sorry to hear that." });
  });

  it('analyses a transcript with a JSON-mode call, falling back to the rules when the model fails', async () => {
    const client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 });
    const analyzer = new TranscriptAnalyzer({ client, model: 'test-model' });
    const transcript = [
      { role: 'model', text: 'How can I help?' },
      { role: 'user', text: 'Hi, Jane Doe here, 12 Oak Street apartment 4B. My fridge stopped cooling. Call me at 212.555.0134' },
    ];
    replies = [
      () => ({
        completion: completion(
          JSON.stringify({
            tenantName: 'Jane Doe',
            propertyAddress: '12 Oak Street',
            unit: '4B',
            callbackPhone: '212.555.0134',
            issueSummary: 'The refrigerator stopped cooling.',
            category: 'appliance',
            urgency: 'urgent',
            permissionToEnter: null,
            pets: '',
            accessNotes: '',
            summary: 'Jane Doe at 12 Oak Street 4B reports a refrigerator that stopped cooling.',
          }),
        ),
      }),
    ];
    const analysis = await analyzer.analyze(transcript, 'en');
    expect(fake.requests[0]?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    expect(fake.requests[0]?.body.messages[1].content).toContain('Caller: Hi, Jane Doe here');
    expect(analysis).toMatchObject({
      engine: 'llm',
      missing: [],
      details: { clientName: 'Jane Doe', address: '12 Oak Street, Unit 4B', phone: '+12125550134', issueSummary: 'The refrigerator stopped cooling.' },
      request: {
        callbackPhone: '+12125550134',
        category: 'appliance',
        urgency: 'urgent',
        permissionToEnter: null,
        summary: 'Jane Doe at 12 Oak Street 4B reports a refrigerator that stopped cooling.',
      },
    });

    fake.requests.length = 0;
    replies = [() => ({ completion: completion('this is not json') })];
    const fallback = await analyzer.analyze(transcript, 'en');
    expect(fallback).toMatchObject({
      engine: 'offline',
      missing: [],
      details: { clientName: 'Jane Doe', phone: '+12125550134' },
      request: { category: 'appliance', urgency: 'urgent' },
    });
  });
});
