/**
 * Running scripted callers: the caller files loaded and validated, and each caller played turn by turn
 * through the Dialog exactly as POST /api/chat plays a browser call (the history is the state), against
 * an owner's stored maintenance agent, with the clock fixed to a January weekday morning in New York.
 * The call's work order then comes from analyzeCall, as saved call records get it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, grpc, PeerError } from '@landline/platform';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import { parse } from 'yaml';
import { findTemplate } from '../../agent/src/templates';
import type { AgentDirectory } from '../src/dialog/configs';
import { createDialog, START_MARKER, type CallEvent, type Turn, type WorkOrder } from '../src/dialog';
import { callerFileSchema, type ScriptedCaller } from './schema';

const CALLERS_DIR = fileURLToPath(new URL('./callers', import.meta.url));

/** Tuesday 13 January 2026, 10:00 in New York: business hours, cold season. */
const EVAL_NOW = new Date('2026-01-13T15:00:00Z');
export const TRANSFER_NUMBER = '+14155550199';
const OWNER = 'eval-owner';

// ------------------------------------------------------------------ caller files

/** The caller files of eval/callers/, in name order (none when the folder is missing). */
export function defaultCallerFiles(): string[] {
  if (!fs.existsSync(CALLERS_DIR)) return [];
  return fs
    .readdirSync(CALLERS_DIR)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join(CALLERS_DIR, f));
}

/** One file's callers, validated; throws with the file, the caller and the field at fault. */
function loadCallerFile(file: string): ScriptedCaller[] {
  const raw: unknown = parse(fs.readFileSync(file, 'utf8'));
  const parsed = callerFileSchema.safeParse(raw ?? []);
  if (!parsed.success) {
    const list = Array.isArray(raw) ? raw : [];
    const problems = parsed.error.issues.slice(0, 10).map((i) => {
      const index = typeof i.path[0] === 'number' ? i.path[0] : undefined;
      const id = index !== undefined ? ((list[index] as { id?: string } | undefined)?.id ?? `#${index}`) : '';
      const field = i.path.slice(1).join('.');
      return `${[id, field].filter(Boolean).join(' ')}: ${i.message}`;
    });
    throw new Error(`${path.relative(process.cwd(), file)} is not a valid caller file:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

/** Every caller of the files, ids unique across them. */
export function loadCallers(files: string[]): ScriptedCaller[] {
  const callers = files.flatMap(loadCallerFile);
  const seen = new Set<string>();
  for (const c of callers) {
    if (seen.has(c.id)) throw new Error(`caller id ${c.id} is used twice`);
    seen.add(c.id);
  }
  return callers;
}

export interface CallerSet {
  /** Floors are kept per set: 'callers' is eval/callers/. */
  name: 'callers';
  callers: ScriptedCaller[];
}

/** The evaluation set: every file in eval/callers/ (a file that does not validate throws, naming the caller). */
export function evalCallerSet(): CallerSet {
  return { name: 'callers', callers: loadCallers(defaultCallerFiles()) };
}

// ------------------------------------------------------------------ the owner's agent

/** The agent id that names a caller's agent: the language and whether transfer is on. */
const agentIdFor = (c: Pick<ScriptedCaller, 'language' | 'transfer'>) => `eval-maintenance-${c.language}-${c.transfer ? 'transfer' : 'message'}`;

/** A stand-in agent service serving the owner's stored maintenance agents, as GetAgentInternal returns them. */
const evalAgentDirectory: AgentDirectory = {
  async GetAgentInternal({ agentId }) {
    const m = /^eval-maintenance-(en|es)-(transfer|message)$/.exec(agentId);
    if (!m) throw new PeerError(grpc.status.NOT_FOUND, 'AI employee not found');
    const template = findTemplate('property_management', 'maintenance');
    if (!template) throw new Error('The maintenance template is missing.');
    return {
      id: agentId,
      ownerId: OWNER,
      customName: 'Max',
      status: 'active',
      language: m[1],
      templateType: 'maintenance',
      templateIndustry: 'property_management',
      template: { ...template, systemPrompts: { ...template.systemPrompts } },
      customizations: {
        company: { name: 'Acme Property Management', address: '1 Main St, New York, NY', phone: '+12125550100' },
        agent: { name: 'Max' },
        schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
        knowledgebase: 'Office hours: Monday to Friday, 9 AM to 5 PM. Rent is due on the 1st of the month.',
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'voicemail',
        bilingual: false,
      },
      transferConfig: { enabled: m[2] === 'transfer', transferNumber: TRANSFER_NUMBER },
      createdAt: '',
      updatedAt: '',
    } as unknown as Agent__Output;
  },
  async ListTemplates() {
    return { templates: [] };
  },
};

export interface EvalEngine {
  engine: 'offline' | 'llm';
  /** The OpenAI-compatible endpoint (the LLM engine). */
  baseURL?: string;
  /** When the calls are answered (default: a January weekday morning in New York, the office open). */
  now?: Date;
}

/** The dialog engine and the post-call analysis, as createDialog assembles them for the service. */
export function createEvalDialog(options: EvalEngine = { engine: 'offline' }) {
  const logger = createLogger({ level: 'silent' });
  const settings = {
    engine: options.engine,
    openai: { apiKey: 'sk-eval', baseURL: options.baseURL, model: 'eval-model', timeoutMs: 10_000 },
    idleMs: 60_000,
    maxCallMs: 600_000,
    now: () => options.now ?? EVAL_NOW,
  };
  return createDialog(settings, evalAgentDirectory, logger);
}
export type EvalDialog = ReturnType<typeof createEvalDialog>;

// ------------------------------------------------------------------ one call

export interface TurnRecord {
  /** What the caller said ('' for the greeting). */
  said: string;
  reply: string;
  events: CallEvent[];
}

export interface CallerResult {
  caller: ScriptedCaller;
  greeting: TurnRecord;
  /** One per caller turn sent; fewer than the script when the call ended early. */
  turns: TurnRecord[];
  workOrder: WorkOrder | null;
  /** The turn index whose reply ended the call, if one did. */
  endedAt?: number;
  /** The dialog or the analysis threw: the call is scored as far as it got. */
  error?: string;
}

/** Plays one scripted caller through the dialog and reads the call's work order. */
async function runCaller(d: EvalDialog, caller: ScriptedCaller): Promise<CallerResult> {
  const phone = caller.channel === 'phone';
  const base = {
    language: caller.language,
    agentId: agentIdFor(caller),
    ...(phone ? { source: 'phone', callerNumber: caller.callerNumber } : { actor: { userId: OWNER } }),
  };
  const history: Turn[] = [];
  const send = async (message: string): Promise<TurnRecord> => {
    const r = await d.dialog.chat({ ...base, history: [...history], message });
    if (message !== START_MARKER) history.push({ role: 'user', content: message });
    if (!r.ignored && r.text) history.push({ role: 'assistant', content: r.text });
    return { said: message === START_MARKER ? '' : message, reply: r.text, events: r.events };
  };

  const result: CallerResult = { caller, greeting: { said: '', reply: '', events: [] }, turns: [], workOrder: null };
  try {
    result.greeting = await send(START_MARKER);
    for (const [i, line] of caller.turns.entries()) {
      const t = await send(line);
      result.turns.push(t);
      // A transfer does not stop a scripted caller; the end of the call does.
      if (t.events.some((e) => e.type === 'end')) {
        result.endedAt = i;
        break;
      }
    }
    const transcript = history.map((t) => ({ role: t.role === 'user' ? 'user' : 'model', text: t.content }));
    result.workOrder = await d.analyzeCall(transcript, caller.language, caller.callerNumber ?? '');
  } catch (err) {
    result.error = (err as Error).stack ?? String(err);
  }
  return result;
}

/** Every caller, a few at a time, results in the callers' order. */
export async function runCallers(d: EvalDialog, callers: ScriptedCaller[], concurrency = 8): Promise<CallerResult[]> {
  const results = new Array<CallerResult>(callers.length);
  // One queue for all the workers: each takes the next caller.
  const queue = callers.entries();
  const worker = async () => {
    for (const [i, caller] of queue) results[i] = await runCaller(d, caller);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, callers.length) }, worker));
  return results;
}

/**
 * A handful of callers per language for the LLM engine: life-safety calls of different kinds, emergencies,
 * people asking for a person with transfer on and off, and calls that need no transfer.
 */
export function safetySample(callers: ScriptedCaller[]): ScriptedCaller[] {
  const picks: Array<[number, (c: ScriptedCaller) => boolean]> = [
    [3, (c) => c.tier === 'life_safety'],
    [2, (c) => c.tier === 'emergency'],
    [1, (c) => c.asksForPerson && c.transfer],
    [1, (c) => c.asksForPerson && !c.transfer],
    [2, (c) => c.tier === 'urgent' && !c.asksForPerson],
    [3, (c) => c.tier === 'routine' && !c.asksForPerson],
    [2, (c) => c.tier === 'none' && !c.asksForPerson],
  ];
  const chosen = new Set<ScriptedCaller>();
  for (const language of ['en', 'es'] as const) {
    for (const [n, fits] of picks) {
      const seenCategories = new Set<string | undefined>();
      // One per category first (gas, fire, a fall…), so a few calls cover more kinds of danger.
      const fitting = callers.filter((c) => c.language === language && fits(c) && !chosen.has(c));
      const varied = [...fitting.filter((c) => !seenCategories.has(c.category) && seenCategories.add(c.category)), ...fitting];
      [...new Set(varied)].slice(0, n).forEach((c) => chosen.add(c));
    }
  }
  return callers.filter((c) => chosen.has(c));
}
