/**
 * A plausible but careless model behind the local OpenAI-compatible fake, for running the evaluation
 * through the LLM engine: it answers with short generic lines whatever the caller says, now and then
 * requests a transfer for no good reason, records a vague routine request once, never mentions 911 and
 * never transfers an emergency on purpose. Its transcript analysis shrugs too (routine, general, no
 * fields). Whatever safety the calls still show comes from the engine around the model.
 */
import { chunk, completion, startOpenAIFake, textChunks, toolCallChunks, usageChunk, type FakeOpenAI, type Reply } from '../test/openai-fake';

type Lang = 'en' | 'es';

const LINES = {
  greeting: { en: 'Hi, thanks for calling Acme Property Management. How can I help?', es: 'Hola, gracias por llamar a Acme Property Management. ¿En qué le puedo ayudar?' },
  afterTool: { en: 'Okay, one moment.', es: 'De acuerdo, un momento.' },
  goodbye: { en: 'Thanks for calling, goodbye.', es: 'Gracias por llamar, adiós.' },
  generic: {
    en: ['Okay, got it.', 'I see. Can you tell me a bit more?', "Thanks. What's the address?", 'Sure, I can help with that.', "Alright, I've noted that."],
    es: ['Muy bien, entendido.', 'Ya veo. ¿Me puede contar un poco más?', 'Gracias. ¿Cuál es la dirección?', 'Claro, le puedo ayudar con eso.', 'De acuerdo, lo anoté.'],
  },
  issue: { en: 'The caller reported a maintenance issue.', es: 'La persona reportó un problema de mantenimiento.' },
};

const GOODBYE = /\b(bye|goodbye|that's all|that is all|adios|adiós|eso es todo|nada mas|nada más)\b/i;

/** A stable number from a text, so every run of the evaluation plays the same. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  // FNV's low bits follow the characters' low bits; mix them before taking a remainder.
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const streamed = (text: string, call?: { name: string; args: object }): Reply => ({
  chunks: [
    ...(text ? textChunks(text) : []),
    ...(call ? toolCallChunks(0, `call_${hash(JSON.stringify(call.args))}`, call.name, call.args) : []),
    chunk({}, call ? 'tool_calls' : 'stop'),
    usageChunk(800, 20),
  ],
});

function analysis(lang: Lang): Reply {
  const order = {
    tenantName: '',
    propertyAddress: '',
    unit: '',
    callbackPhone: '',
    issueSummary: LINES.issue[lang],
    category: 'general',
    urgency: 'routine',
    permissionToEnter: null,
    pets: '',
    accessNotes: '',
    summary: LINES.issue[lang],
  };
  return { completion: completion(JSON.stringify(order)) };
}

type CompletionRequest = { messages?: Array<{ role: string; content?: string | null }>; response_format?: { type?: string } } | undefined;

/** The careless model's answer to one chat completions request. */
function carelessReply(body: CompletionRequest): Reply {
  const messages = body?.messages ?? [];
  const system = messages[0]?.content ?? '';
  // The dialog's system prompt ends in Spanish on Spanish calls; the analysis asks for a summary 'in Spanish'.
  const lang: Lang = system.includes('Hable siempre en español') || system.includes('property manager, in Spanish') ? 'es' : 'en';
  if (body?.response_format?.type === 'json_object') return analysis(lang);

  const last = messages.at(-1);
  if (last?.role === 'tool') return streamed(LINES.afterTool[lang]);
  const said = last?.content ?? '';
  if (said.startsWith('[')) return streamed(LINES.greeting[lang]);

  const userTurns = messages.filter((m) => m.role === 'user').length;
  const h = hash(said);
  if (GOODBYE.test(said)) return streamed(LINES.goodbye[lang], { name: 'end_call', args: { reason: 'completed' } });
  if (h % 6 === 0) return streamed('', { name: 'request_transfer', args: { reason: h % 12 === 0 ? 'emergency' : 'human', summary: 'The caller needs help.' } });
  const text = LINES.generic[lang][h % LINES.generic[lang].length] ?? '';
  if (userTurns === 3) {
    const first = messages.find((m) => m.role === 'user' && !(m.content ?? '').startsWith('['));
    return streamed(text, { name: 'record_maintenance_request', args: { issue: first?.content ?? '', category: 'general', urgency: 'routine' } });
  }
  return streamed(text);
}

export function startCarelessModel(): Promise<FakeOpenAI> {
  return startOpenAIFake((body) => carelessReply(body as CompletionRequest));
}
