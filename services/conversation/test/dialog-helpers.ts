import { analyzeOffline } from '../src/dialog/analysis';
import { DEMO_COMPANY } from '../src/dialog/demo';
import { understand, type Slot } from '../src/dialog/offline/extract';
import { OfflineEngine } from '../src/dialog/offline/engine';
import { withSafety } from '../src/dialog/safety/guard';
import { assess, screen } from '../src/dialog/safety/screen';
import { Conversation, type TurnOutput } from '../src/dialog/service';
import type { DialogConfig, DialogEngine, DialogEvent, Language } from '../src/dialog/types';

/** The tier of a call of these caller turns, outside the cold season. */
export const tierOf = (...turns: string[]) =>
  assess(
    turns.map((t) => screen(t)),
    { coldSeason: false },
  ).tier;

/** Tuesday 4 March 2025, 10:00 in New York: the demo office is open. */
export const OPEN = new Date('2025-03-04T15:00:00Z');
/** Tuesday 4 March 2025, 22:00 in New York: closed. */
export const CLOSED = new Date('2025-03-05T03:00:00Z');

/** The demo company's employee, or an owner's agent when overridden. */
export function dialogConfig(over: Partial<DialogConfig> = {}): DialogConfig {
  const language: Language = over.language ?? 'en';
  return {
    language,
    employee: 'sarah',
    demo: true,
    templateType: 'maintenance',
    templateIndustry: 'property_management',
    templatePrompt: 'You are {agentName}, the maintenance coordinator at {companyName}.',
    agentName: 'Sarah',
    companyName: DEMO_COMPANY.name,
    companyAddress: DEMO_COMPANY.address,
    companyPhone: '',
    timezone: DEMO_COMPANY.timezone,
    businessHours: DEMO_COMPANY.businessHours,
    afterHours: 'full',
    knowledgeBase: DEMO_COMPANY.knowledgeBase[language],
    features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
    transfer: { enabled: false, number: '' },
    bilingual: false,
    ...over,
  };
}

/** An owner's agent: no demo, its own transfer settings and hours. */
export function ownerConfig(over: Partial<DialogConfig> = {}): DialogConfig {
  return dialogConfig({
    employee: undefined,
    demo: false,
    agentId: 'agent-1',
    ownerId: 'owner-1',
    agentName: 'Max',
    companyName: 'Acme Property Management',
    companyAddress: '1 Main St',
    knowledgeBase: '',
    ...over,
  });
}

export interface Said {
  text: string;
  tokens: string[];
  events: DialogEvent[];
  ignored: boolean;
  lastFlags: boolean[];
}

/** A call with the offline engine (or another): each caller line in, what the employee said out. */
export class Call {
  readonly conversation: Conversation;
  readonly said: Said[] = [];

  constructor(config: DialogConfig, now = OPEN, engine: DialogEngine = withSafety(new OfflineEngine()), history: Array<{ role: 'user' | 'assistant'; content: string }> = []) {
    this.conversation = new Conversation(config, history, engine, undefined, () => now);
  }

  async say(message: string, signal = new AbortController().signal): Promise<Said> {
    const tokens: string[] = [];
    const lastFlags: boolean[] = [];
    const events: DialogEvent[] = [];
    const out: TurnOutput = {
      token: (text, last) => {
        if (text) tokens.push(text);
        lastFlags.push(last);
      },
      event: (e) => events.push(e),
    };
    const result = await this.conversation.turn(message, out, signal);
    const said = { text: result.text, tokens, events, ignored: result.ignored, lastFlags };
    this.said.push(said);
    return said;
  }

  async start(): Promise<Said> {
    return this.say('__START__');
  }

  /** The transcript as the browser records it. */
  transcript(): Array<{ role: 'user' | 'model'; text: string }> {
    return this.conversation.history.map((t) => ({ role: t.role === 'user' ? 'user' : 'model', text: t.content }));
  }
}

/** What an owner's agent without a transfer number answers a caller's first words, after its greeting. */
export async function firstReply(language: 'en' | 'es', line: string): Promise<string> {
  const call = new Call(ownerConfig({ language }));
  await call.start();
  return (await call.say(line)).text;
}

/** The contact details one caller line gives, after the employee asked for `asked`. */
export function heardContact(text: string, asked: Slot[] = [], language: 'en' | 'es' = 'en') {
  const u = understand(text, { asked: new Set(asked), coldSeason: false, language });
  return { name: u.name, address: u.address, unit: u.unit, phone: u.phone?.e164 };
}

/** The post-call request of a scripted caller: every line said in order, whatever the employee asked. */
export async function scriptedRequest(lines: string[], language: 'en' | 'es' = 'en', callerNumber?: string) {
  const call = new Call(dialogConfig({ language, callerNumber, ...(language === 'es' ? { agentName: 'Sofia', employee: 'sofia' } : {}) }));
  await call.start();
  for (const line of lines) await call.say(line);
  return analyzeOffline(call.transcript(), language, { callerPhone: callerNumber }).request;
}

/** The work order's contact fields of a scripted caller. */
export async function scriptedWorkOrder(lines: string[], language: 'en' | 'es' = 'en', callerNumber?: string) {
  const r = await scriptedRequest(lines, language, callerNumber);
  return { name: r.tenantName, address: r.propertyAddress, unit: r.unit, phone: r.callbackPhone };
}
