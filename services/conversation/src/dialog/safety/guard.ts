/**
 * The safety layer in front of every dialog engine (the offline receptionist and the model alike, on
 * browser calls, /api/chat, /api/chat/stream and phone calls). It screens each caller turn and owns
 * three things no engine may override:
 *  - danger: the reply to the turn that reveals a hazard leads with its safety advice (call 911; for gas,
 *    leave and call from outside), in the caller's language;
 *  - a request for a person is honoured in that very reply: put through when the agent has a transfer
 *    number, otherwise the caller is told a message will be taken;
 *  - transfers: an emergency is put through once its essentials are known, or after a few turns without
 *    them (intake never blocks a transfer), and no engine transfers a call that is neither an emergency
 *    nor a request for a person.
 * The engine gets what the layer decided (a Directive) so it carries on from there.
 */
import { isColdSeason } from '@landline/platform/hours';
import { transferDetails } from '../offline/context';
import { P } from '../offline/phrases';
import { deriveState } from '../offline/state';
import {
  isStartMarker,
  LINES,
  type DialogConfig,
  type DialogEngine,
  type DialogEvent,
  type Directive,
  type EngineInput,
  type EngineResult,
  type ReplySink,
  type TransferDetails,
  type Turn,
} from '../types';
import { assess, screen, type Assessment, type Screen } from './screen';
import { isEmergencyTier, taxonomy, TIER_RANK } from './taxonomy';

/** Caller turns a transfer waits for while the essentials (name, address, callback number) are missing. */
export const TRANSFER_AFTER_TURNS = 3;

const KEYPAD_OPERATOR = '0';
/** "0 0", "zero, zero!": zeros pressed or said again and again ask for the operator (one spoken zero may answer a question). */
const OPERATOR_ZEROS = /^(?:(?:0|zero|cero)\b[\s.,!]*){2,}$/i;

const said = (history: Turn[], line: string) => history.some((t) => t.role === 'assistant' && t.content.includes(line));

/** Whether this agent can put a call through to its own transfer number. */
const canTransfer = (config: DialogConfig) => config.transfer.enabled && Boolean(config.transfer.number) && !config.demo;

/** The caller turns of a history as the engines read them (inputs of 2 characters or fewer never count). */
const callerTurns = (history: Turn[]) => history.filter((t) => t.role === 'user' && t.content.trim().length > 2).map((t) => t.content);

export class SafetyLayer implements DialogEngine {
  constructor(private readonly inner: DialogEngine) {}

  get name() {
    return this.inner.name;
  }

  async reply(input: EngineInput, sink: ReplySink): Promise<EngineResult> {
    if (isStartMarker(input.message)) return this.inner.reply(input, sink);
    const { config, history, message } = input;
    const lang = config.language;
    const coldSeason = isColdSeason(input.now, config.timezone);
    const screens = callerTurns(history).map((text) => screen(text));
    const current = screen(message);
    const before = assess(screens, { coldSeason });
    const now = assess([...screens, current], { coldSeason });
    const person = current.person || (input.keypad === true && message.trim() === KEYPAD_OPERATOR) || OPERATOR_ZEROS.test(message.trim());

    const lead: string[] = [];
    const speak = (line: string) => {
      lead.push(line);
      sink.token(`${line} `);
    };
    for (const advice of newAdvice(before, now, assess([current], { coldSeason }), current, history, lang)) speak(advice);

    let known: ReturnType<typeof deriveState>['facts'] | undefined;
    const facts = () => (known ??= deriveState([...history, { role: 'user', content: message }], { config, coldSeason }).facts);
    const details = (): TransferDetails => {
      const d = transferDetails(facts(), lang);
      return { ...d, phone: d.phone || config.callerNumber || '' };
    };
    const transfer = (reason: 'emergency' | 'human'): DialogEvent => ({ type: 'transfer', reason, details: details(), transferNumber: config.transfer.number });
    const directive: Directive = { tier: now.tier, findings: now.findings, adviceSpoken: lead.length > 0, personHandled: false, transferNow: false };

    if (person) {
      if (canTransfer(config)) {
        const reason = isEmergencyTier(now.tier) ? 'emergency' : 'human';
        speak(reason === 'emergency' ? LINES.emergencyTransfer[lang] : P.humanTransfer[lang]);
        return { text: lead.join(' '), totalTokens: 0, events: [transfer(reason)] };
      }
      if (!config.demo || !isEmergencyTier(now.tier)) {
        speak(P.humanUnavailable[lang]);
        directive.personHandled = true;
      }
    }

    if (isEmergencyTier(now.tier) && canTransfer(config) && !said(history, LINES.emergencyTransfer[lang])) {
      const f = facts();
      const essentials = Boolean(f.name && f.address && (f.phone || config.callerNumber));
      directive.transferNow = essentials || turnsSinceEmergency([...screens, current], coldSeason) >= TRANSFER_AFTER_TURNS;
    }

    const alert = raisesAlert(input, before, now, screens, current, coldSeason, facts) ? emergencyEvent(now, details()) : undefined;

    const result = await this.inner.reply({ ...input, directive }, sink);
    const events = result.events
      .filter((e) => e.type !== 'transfer' || (e.reason === 'emergency' ? isEmergencyTier(now.tier) : person))
      .map((e) => (e.type === 'transfer' && !e.details.phone && config.callerNumber ? { ...e, details: { ...e.details, phone: config.callerNumber } } : e));
    let text = [...lead, result.text].filter(Boolean).join(' ');
    if (directive.transferNow && !events.some((e) => e.type === 'transfer') && !input.signal.aborted) {
      const line = LINES.emergencyTransfer[lang];
      if (!result.text.includes(line)) {
        sink.token(`${text ? ' ' : ''}${line}`);
        text = `${text} ${line}`.trim();
      }
      events.push(transfer('emergency'));
    }
    if (alert) events.push(alert);
    return { ...result, text, events };
  }
}

/**
 * Advice for the gravest hazard this turn revealed (or raised), unless the call already heard it: one
 * line. A caller still describing a danger to life in this turn (new symptoms, the smell again), or saying
 * they are still inside, hears the advice that gets them out again: the first telling did not.
 */
function newAdvice(before: Assessment, now: Assessment, thisTurn: Assessment, current: Screen, history: Turn[], lang: 'en' | 'es'): string[] {
  const advice = taxonomy().advice;
  // The taxonomy's loader checked that every advice a hazard names exists.
  const adviceOf = (f: Assessment['findings'][number]) => (f.advice ? advice[f.advice] : undefined);
  const order = taxonomy().hazards.map((h) => h.id);
  const gravest = (findings: Assessment['findings']) => [...findings].sort((a, b) => TIER_RANK[b.tier] - TIER_RANK[a.tier] || order.indexOf(a.hazard) - order.indexOf(b.hazard));
  const fresh = now.findings
    .filter((f) => {
      const text = adviceOf(f)?.[lang];
      return text !== undefined && !said(history, text);
    })
    .filter((f) => {
      const earlier = before.findings.find((b) => b.hazard === f.hazard);
      return !earlier || TIER_RANK[earlier.tier] < TIER_RANK[f.tier];
    });
  const stillInside = current.concepts.has('still_inside') ? now.findings.filter((f) => f.tier === 'life_safety' && adviceOf(f)?.leave) : [];
  const first = gravest(fresh)[0] ?? gravest(thisTurn.findings.filter((f) => f.advice && f.tier === 'life_safety'))[0] ?? gravest(stillInside)[0];
  const text = first && adviceOf(first)?.[lang];
  return text !== undefined ? [text] : [];
}

type Facts = ReturnType<typeof deriveState>['facts'];

const hasEssentials = (f: Facts, config: DialogConfig) => Boolean(f.name && f.address && (f.phone || config.callerNumber));

/**
 * Whether this turn is when an owner's agent that cannot put the call through raises its emergency: the
 * moment a transfer would have happened (at once for a danger to life; otherwise once the name, address
 * and callback number are known, or a few turns without them). Once a call: the turn before was not ready.
 */
function raisesAlert(
  input: EngineInput,
  before: Assessment,
  now: Assessment,
  screens: ReturnType<typeof screen>[],
  current: ReturnType<typeof screen>,
  coldSeason: boolean,
  facts: () => Facts,
): boolean {
  const { config, history } = input;
  if (config.demo || !config.ownerId || canTransfer(config) || !isEmergencyTier(now.tier)) return false;
  const ready = (tier: Assessment['tier'], f: () => Facts, caller: ReturnType<typeof screen>[]) =>
    isEmergencyTier(tier) && (tier === 'life_safety' || hasEssentials(f(), config) || turnsSinceEmergency(caller, coldSeason) >= TRANSFER_AFTER_TURNS);
  if (!ready(now.tier, facts, [...screens, current])) return false;
  return !ready(before.tier, () => deriveState(history, { config, coldSeason }).facts, screens);
}

function emergencyEvent(now: Assessment, details: TransferDetails): DialogEvent {
  const gravest = now.findings.filter((f) => f.tier === now.tier)[0] ?? now.findings[0];
  return { type: 'emergency', tier: now.tier === 'life_safety' ? 'life_safety' : 'emergency', hazard: gravest?.hazard ?? '', details };
}

/** Caller turns since the call became an emergency, this one included. */
function turnsSinceEmergency(screens: ReturnType<typeof screen>[], coldSeason: boolean): number {
  for (let i = 0; i < screens.length; i++) if (isEmergencyTier(assess(screens.slice(0, i + 1), { coldSeason }).tier)) return screens.length - i;
  return 0;
}

/** Every engine, wrapped. */
export const withSafety = (engine: DialogEngine): DialogEngine => (engine instanceof SafetyLayer ? engine : new SafetyLayer(engine));
