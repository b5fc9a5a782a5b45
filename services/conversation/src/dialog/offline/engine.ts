/**
 * The offline receptionist: a rule-based employee that holds a real conversation in English or Spanish
 * without a model. Each reply follows from the call's state (derived from the history) and what the
 * caller just said: it acknowledges what it learned, handles emergencies first (911 when lives are at
 * risk, the essentials, then the fixed transfer line and a transfer request, or a message when transfer
 * is off), answers questions from the knowledge base, follows business hours and the after-hours
 * behaviour, asks only for what is still missing, and closes with a summary and what happens next.
 */
import { isColdSeason, isOpen, parseBusinessHours, zoneName } from '@landline/platform/hours';
import { knowledgeBase, textLanguage, type KnowledgeBase } from '../knowledge';
import { DEMO_EMERGENCY_EMPLOYEE } from '../demo';
import { isStartMarker, LINES, type AfterHours, type DialogConfig, type DialogEngine, type DialogEvent, type Directive, type EngineInput, type EngineResult, type Language, type ReplySink, type TransferDetails } from '../types';
import { isProblem, type Slot, type Utterance } from './extract';
import { WHEN_QUESTION } from './lexicon';
import { readBack } from './numbers';
import { P, QUESTIONS } from './phrases';
import { deriveState, flavourOf, observeUser, type CallState, type Facts, type Flavour } from './state';
import { FAIR_HOUSING_PROBE } from './topics';

type Mode = 'open' | AfterHours;

interface Ctx {
  config: DialogConfig;
  /** What the safety layer in front of the engine decided about this turn. */
  directive?: Directive;
  lang: Language;
  flavour: Flavour;
  mode: Mode;
  open: boolean;
  kb: KnowledgeBase;
  state: CallState;
}

class Reply {
  readonly parts: string[] = [];
  readonly events: DialogEvent[] = [];
  add(text: string | undefined): this {
    const t = text?.trim();
    if (t) this.parts.push(t);
    return this;
  }
  get text(): string {
    return this.parts.join(' ');
  }
}

const WORDS = {
  urgency: {
    life_safety: { en: 'a life-safety emergency', es: 'una emergencia con riesgo para la vida' },
    emergency: { en: 'an emergency', es: 'una emergencia' },
    urgent: { en: 'urgent', es: 'urgente' },
    routine: { en: 'routine', es: 'de rutina' },
  },
  category: {
    plumbing: { en: 'plumbing', es: 'plomería' },
    electrical: { en: 'electrical', es: 'electricidad' },
    hvac: { en: 'heating and cooling', es: 'calefacción y aire acondicionado' },
    appliance: { en: 'appliance', es: 'electrodomésticos' },
    locksmith: { en: 'locks and keys', es: 'cerrajería' },
    pest: { en: 'pest control', es: 'control de plagas' },
    fire_safety: { en: 'fire safety', es: 'seguridad contra incendios' },
    gas: { en: 'gas', es: 'gas' },
    security: { en: 'security', es: 'seguridad' },
    structural: { en: 'structural', es: 'estructura' },
    general: { en: 'general maintenance', es: 'mantenimiento general' },
  } as Record<string, Record<Language, string>>,
};

export const unitLabel = (lang: Language) => (lang === 'es' ? 'Unidad' : 'Unit');

export function fullAddress(f: Pick<Facts, 'address' | 'unit'>, lang: Language): string {
  if (!f.address) return '';
  return f.unit ? `${f.address}, ${unitLabel(lang)} ${f.unit}` : f.address;
}

export function transferDetails(f: Facts, lang: Language): TransferDetails {
  return {
    clientName: f.name ?? '',
    address: fullAddress(f, lang),
    phone: f.phone ?? '',
    issueSummary: [f.issue, f.issueDetail].filter(Boolean).join('. '),
  };
}

const firstName = (name?: string) => name?.split(/\s+/)[0];

function sentences(text: string): string[] {
  return text.match(/[^.!?]+[.!?]+["»”]?\s*|[^.!?]+$/g) ?? [text];
}

export class OfflineEngine implements DialogEngine {
  readonly name = 'offline' as const;

  async reply(input: EngineInput, sink: ReplySink): Promise<EngineResult> {
    const { text, events } = compose(input);
    // Sentence by sentence, so speech can start on the first one.
    for (const chunk of sentences(text)) {
      if (input.signal.aborted) break;
      sink.token(chunk);
    }
    return { text, totalTokens: 0, events };
  }
}

/** The employee's reply to one message, with the events it raises. */
export function compose(input: Pick<EngineInput, 'config' | 'history' | 'message' | 'now' | 'directive'>): { text: string; events: DialogEvent[] } {
  const config = input.config;
  const lang = config.language;
  const coldSeason = isColdSeason(input.now, config.timezone);
  const state = deriveState(input.history, { config, coldSeason });
  const open = isOpen(parseBusinessHours(config.businessHours), input.now, config.timezone);
  const ctx: Ctx = {
    config,
    directive: input.directive,
    lang,
    flavour: flavourOf(config.templateType),
    mode: open ? 'open' : config.afterHours,
    open,
    kb: knowledgeBase(config.knowledgeBase),
    state,
  };
  const r = new Reply();

  if (isStartMarker(input.message)) {
    start(ctx, r, input.history.length > 0);
    return { text: r.text, events: r.events };
  }

  const before = structuredClone(state.facts);
  const hadEmergency = Boolean(state.emergency);
  const wasClosing = state.closingAsked;
  const lastAsked = new Set(state.lastAsked);
  const u = observeUser(state, input.message, { config, coldSeason });
  const learned = changedFacts(before, state.facts);
  respond(ctx, r, u, { learned, newEmergency: !hadEmergency && Boolean(state.emergency), wasClosing, lastAsked });
  return { text: r.text, events: r.events };
}

function changedFacts(before: Facts, after: Facts): Set<keyof Facts> {
  const keys = new Set<keyof Facts>([...(Object.keys(before) as (keyof Facts)[]), ...(Object.keys(after) as (keyof Facts)[])]);
  const changed = new Set<keyof Facts>();
  for (const k of keys) if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) changed.add(k);
  return changed;
}

// ------------------------------------------------------------------ the start of a call

function start(ctx: Ctx, r: Reply, continued: boolean): void {
  const { config, lang, state } = ctx;
  if (continued) {
    if (ctx.flavour === 'emergency' && state.emergency && !state.receivedTransfer) {
      // The call was transferred to the emergency team: pick it up with what is known.
      const f = state.facts;
      r.add(P.transferGreeting(lang, { agent: config.agentName, company: config.companyName, first: firstName(f.name), summary: knownSummary(f, lang), life: state.emergency.life && !state.safetyGiven }));
      state.receivedTransfer = true;
      state.transferSaid = undefined;
      // The greeting read the number back.
      if (f.phone) f.phoneConfirmed = true;
      next(ctx, r);
      return;
    }
    r.add(P.thanksForHolding[lang]);
    next(ctx, r);
    return;
  }
  r.add(P.intro(lang, { agent: config.agentName, company: config.companyName, recorded: config.features.callRecording }));
  if (!ctx.open && ctx.mode !== 'full' && ctx.mode !== 'open') {
    r.add(P.afterHours[ctx.mode][lang]);
    r.add(ctx.mode === 'emergency' ? QUESTIONS.emergencyCheck![lang] : QUESTIONS.issue![lang]);
    return;
  }
  r.add(ctx.flavour === 'emergency' ? P.emergencyLineAsk[lang] : QUESTIONS.issue![lang]);
}

function knownSummary(f: Facts, lang: Language): string {
  const issue = lowerFirst([f.issue, f.issueDetail].filter(Boolean).join('. '));
  const es = lang === 'es';
  let text = issue;
  if (f.address) text += `${text ? (es ? ' en ' : ' at ') : ''}${fullAddress(f, lang)}`;
  if (f.phone) text += `${text ? ', ' : ''}${es ? 'y le puedo llamar al' : 'and I can reach you at'} ${readBack(f.phone, lang)}`;
  return text || (es ? 'la información de su llamada' : 'the details of your call');
}

const lowerFirst = (s: string) => (/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s);

// ------------------------------------------------------------------ one caller turn

interface TurnInfo {
  learned: Set<keyof Facts>;
  newEmergency: boolean;
  wasClosing: boolean;
  lastAsked: Set<string>;
}

function respond(ctx: Ctx, r: Reply, u: Utterance, t: TurnInfo): void {
  const { lang, state, config } = ctx;
  const f = state.facts;

  // The caller keeps talking after the goodbye.
  if (state.goodbyeSaid && (u.goodbye || u.thanks || u.yes || u.no || t.learned.size === 0)) {
    r.add(P.goodbye(lang, config.companyName));
    r.events.push({ type: 'end', reason: 'completed' });
    return;
  }

  if (state.emergency && emergencyTurn(ctx, r, u, t)) return;

  if (ctx.directive?.personHandled) {
    if (ctx.flavour === 'maintenance' && !f.issue && !f.message) {
      r.add(QUESTIONS.message![lang]);
      return;
    }
    next(ctx, r);
    return;
  }

  if (u.human && !u.emergency) {
    const afterHoursLimited = !ctx.open && ctx.mode !== 'full';
    if (config.transfer.enabled && !afterHoursLimited) {
      r.add(P.humanTransfer[lang]);
      r.events.push({ type: 'transfer', reason: 'human', details: transferDetails(f, lang), transferNumber: config.transfer.number });
      return;
    }
    r.add(afterHoursLimited && config.transfer.enabled ? P.humanAfterHours[lang] : P.humanUnavailable[lang]);
    if (ctx.flavour === 'maintenance' && !f.issue && !f.message) {
      r.add(QUESTIONS.message![lang]);
      return;
    }
    next(ctx, r);
    return;
  }

  if (u.aiQuestion) {
    r.add(P.aiAnswer(lang, config.agentName, config.companyName));
    next(ctx, r);
    return;
  }

  // After "anything else?": done, something more, or a question.
  if (t.wasClosing && !u.question) {
    if ((u.no || u.goodbye || u.thanks) && !t.learned.has('issue')) {
      r.add(P.goodbye(lang, config.companyName));
      r.events.push({ type: 'end', reason: 'completed' });
      return;
    }
    if (t.learned.size === 0 && (u.yes || u.answer.split(/\s+/).length <= 3)) {
      r.add(P.whatElse[lang]);
      return;
    }
  }

  // Saying goodbye before the end: wrap up with what we have.
  if (u.goodbye && !u.question && t.learned.size === 0 && !t.wasClosing) {
    if (hasAnything(f)) r.add(lang === 'es' ? 'Con gusto. Ya tengo sus datos y el equipo le dará seguimiento.' : "You're welcome. I have your details and the team will follow up.");
    r.add(P.goodbye(lang, config.companyName));
    r.events.push({ type: 'end', reason: 'completed' });
    return;
  }

  // After hours on an emergencies-only line: anything else is for business hours.
  if (ctx.mode === 'emergency' && !state.emergency) {
    const declined = f.notEmergency || (t.lastAsked.has('emergencyCheck') && u.no) || Boolean(f.issue) || (u.question && !u.yes);
    if (declined) {
      r.add(P.callBackInHours(lang, config.businessHours, zoneName(config.timezone, lang)));
      r.add(P.goodbye(lang, config.companyName));
      r.events.push({ type: 'end', reason: 'after_hours' });
      return;
    }
    if (u.yes) {
      r.add(lang === 'es' ? 'Entiendo. ¿Qué está pasando?' : "I understand. What's happening?");
      return;
    }
    r.add(P.didNotCatch[lang]).add(QUESTIONS.emergencyCheck![lang]);
    return;
  }

  acknowledge(ctx, r, u, t);

  if (isRealQuestion(u, t)) {
    answerQuestion(ctx, r, u);
    if (t.wasClosing) {
      r.add(P.anythingElse[lang]);
      return;
    }
  } else if (ctx.flavour === 'leasing' && FAIR_HOUSING_PROBE.test(u.n)) {
    r.add(P.fairHousing[lang]);
  }

  if (t.wasClosing && t.learned.size > 0) {
    r.add(P.addedNote[lang]);
    if (!missingSlot(ctx)) {
      r.add(P.anythingElse[lang]);
      return;
    }
  }
  next(ctx, r, t, u);
}

/** The facts that answer each question. */
const ANSWERS: Partial<Record<Slot, Array<keyof Facts>>> = {
  name: ['name'],
  address: ['address'],
  unit: ['unit'],
  phone: ['phone', 'phoneIncomplete'],
  confirmPhone: ['phoneConfirmed', 'phone'],
  callerNumber: ['phone', 'callerNumberDeclined'],
  issue: ['issue', 'need', 'reason', 'resident', 'wantsShowing', 'thirdParty'],
  issueDetail: ['issueDetail'],
  urgency: ['urgency'],
  permission: ['permission'],
  pets: ['pets'],
  access: ['access'],
  safety: ['injuries'],
  company: ['company'],
  trade: ['trade'],
  workOrder: ['workOrder'],
  reason: ['reason', 'needDetail'],
  timeWindow: ['timeWindow'],
  interest: ['bedrooms', 'area'],
  moveIn: ['moveIn'],
  showing: ['showing', 'wantsShowing'],
  need: ['need', 'thirdParty'],
  needDetail: ['needDetail'],
  paymentOptions: ['paymentOptionsGiven'],
  message: ['message'],
};

/**
 * A question to answer: the caller asked something and did not (only) answer what was asked. "Can you
 * send someone to fix my sink?" answers "how can I help?"; "Do you have two-bedrooms available?" does not.
 */
function isRealQuestion(u: Utterance, t: TurnInfo): boolean {
  if (!u.question) return false;
  const answered = [...t.lastAsked].flatMap((s) => ANSWERS[s as Slot] ?? []).some((k) => t.learned.has(k));
  if (!answered) return !(t.learned.has('issue') && isProblemQuestion(u));
  // Answered, and then asked something in a sentence of its own.
  const sentencesOf = u.raw.split(/(?<=[.!?])\s+/).filter(Boolean);
  const last = sentencesOf[sentencesOf.length - 1] ?? '';
  return sentencesOf.length > 1 && /\?\s*$/.test(last) && !isProblem(last);
}

const isProblemQuestion = (u: Utterance) => isProblem(u.raw);

function hasAnything(f: Facts): boolean {
  return Boolean(f.name || f.issue || f.phone || f.address || f.message || f.need || f.reason);
}

function acknowledge(ctx: Ctx, r: Reply, u: Utterance, t: TurnInfo): void {
  const { lang, state } = ctx;
  const f = state.facts;
  if (t.learned.has('name') && f.name) r.add(P.thanksName(lang, firstName(f.name)!));
  else if (t.learned.has('issue') && !state.emergency && ctx.flavour === 'maintenance' && !u.question) r.add(P.sorryIssue[lang]);
  else if (t.lastAsked.has('confirmPhone') && f.phoneConfirmed) r.add(P.great[lang]);
  else if (t.learned.size > 0 && !u.question && !(ctx.flavour !== 'maintenance' && ctx.flavour !== 'emergency' && !missingSlot(ctx))) r.add(P.gotIt[lang]);
  if (ctx.flavour === 'dispatch' && t.learned.has('reason')) {
    if (f.reason === 'access') r.add(P.noCodes[lang]);
    if (f.reason === 'approval') r.add(P.noApprovals[lang]);
  }
  if (ctx.flavour === 'leasing' && t.learned.has('bedrooms') && !u.question) {
    const hit = ctx.kb.answer(`${f.bedrooms} available ${lang === 'es' ? 'disponible' : ''}`);
    r.add(hit && hit.concepts.includes('available') ? kbText(ctx, hit.text) : P.availabilityUnknown[lang]);
  }
  if (ctx.flavour === 'collections') {
    if (t.learned.has('thirdParty') && f.thirdParty) r.add(P.thirdParty[lang]);
    else if (t.learned.has('need') && f.need === 'pay') r.add(paymentOptions(ctx));
    else if (t.learned.has('need') && !f.name && f.need) r.add(P.identityFirst[lang]);
    if (t.lastAsked.has('paymentOptions') && u.yes) r.add(paymentOptions(ctx));
  }
}

function paymentOptions(ctx: Ctx): string {
  const hit = ctx.kb.answer(ctx.lang === 'es' ? '¿Cómo puedo pagar la renta? formas de pago' : 'How can I pay rent? payment options');
  return hit ? kbText(ctx, hit.text) : P.paymentGeneric[ctx.lang];
}

function kbText(ctx: Ctx, text: string): string {
  return ctx.lang === 'es' && textLanguage(text) === 'en' ? `${P.kbIntro.es}${text}` : text;
}

function answerQuestion(ctx: Ctx, r: Reply, u: Utterance): void {
  const { lang, config, state } = ctx;
  if (ctx.flavour === 'leasing' && FAIR_HOUSING_PROBE.test(u.n)) {
    r.add(P.fairHousing[lang]);
    return;
  }
  if (ctx.flavour !== 'leasing' && WHEN_QUESTION.test(u.n) && !/\b(open|close|office|oficina|abren|cierran)\b/.test(u.n)) {
    r.add(P.noTimePromise[lang]);
    return;
  }
  const hit = ctx.kb.answer(u.raw);
  const aboutHours = /\b(hours|open|close|closed|office|horario|abren|abre|cierran|cierra|oficina)\b/.test(u.n);
  if (hit && !(aboutHours && !hit.concepts.includes('hours'))) {
    r.add(kbText(ctx, hit.text));
    return;
  }
  if (aboutHours && config.businessHours) {
    r.add(P.hoursAnswer(lang, config.businessHours, zoneName(config.timezone, lang), ctx.open));
    return;
  }
  if (/\b(address|where are you|located|direccion|donde estan|ubicados)\b/.test(u.n) && config.companyAddress) {
    r.add(lang === 'es' ? `Nuestra oficina está en ${config.companyAddress}.` : `Our office is at ${config.companyAddress}.`);
    return;
  }
  if (ctx.flavour === 'leasing' && /\b(available|availability|vacanc\w*|disponib\w*)\b/.test(u.n)) {
    r.add(P.availabilityUnknown[lang]);
    return;
  }
  if (ctx.flavour === 'collections' && /\b(how much|balance|owe|cuanto|saldo|debo)\b/.test(u.n)) {
    r.add(P.noAccountDetails[lang]);
    return;
  }
  r.add(P.noAnswer[lang]);
}

// ------------------------------------------------------------------ emergencies

/** Handles a turn of an emergency call; false when the normal flow should answer it instead. */
function emergencyTurn(ctx: Ctx, r: Reply, u: Utterance, t: TurnInfo): boolean {
  const { lang, state, config } = ctx;
  const f = state.facts;
  const marcus = ctx.flavour === 'emergency';
  const transfers = marcus ? config.transfer.enabled && !config.demo : config.transfer.enabled || config.demo;

  if (state.transferSaid === 'emergency') {
    // Put through before the essentials were known: take them while the call connects.
    const missing = emergencyMissing(ctx);
    if (missing) {
      if (t.learned.has('name') && f.name) r.add(P.thanksName(lang, firstName(f.name)!));
      else if (t.learned.size > 0) r.add(P.gotIt[lang]);
      r.add(missing);
    } else {
      const phone = f.phone || config.callerNumber;
      r.add(P.afterTransfer(lang, phone ? readBack(phone, lang) : ''));
    }
    return true;
  }
  // Past the essentials (taken as a message, or the emergency team has the call): the normal flow closes.
  if (!t.newEmergency && (state.emergencyLogged || state.receivedTransfer || t.wasClosing)) return false;
  if (!t.newEmergency && u.goodbye && t.learned.size === 0) return false;

  // The safety advice itself comes from the safety layer, ahead of this reply.
  if (t.newEmergency) r.add(P.emergencyAck[lang]);
  else if (t.learned.has('name') && f.name) r.add(P.thanksName(lang, firstName(f.name)!));
  else if (t.learned.size > 0) r.add(P.gotIt[lang]);
  else if (u.question && isRealQuestion(u, t)) answerQuestion(ctx, r, u);

  const transferNow = Boolean(ctx.directive?.transferNow);
  // The emergency line first makes sure everyone is safe.
  if (marcus && !transferNow && f.injuries === undefined && !state.skipped.has('safety')) {
    r.add(QUESTIONS.safety![lang]);
    return true;
  }

  const missing = transferNow ? undefined : emergencyMissing(ctx);
  if (missing) {
    r.add(missing);
    return true;
  }

  if (transfers) {
    if (f.phone) r.add(P.callbackIs(lang, readBack(f.phone, lang)));
    r.add(LINES.emergencyTransfer[lang]);
    r.events.push({
      type: 'transfer',
      reason: 'emergency',
      details: transferDetails(f, lang),
      transferNumber: config.demo ? '' : config.transfer.number,
      ...(config.demo ? { targetEmployee: DEMO_EMERGENCY_EMPLOYEE } : {}),
    });
    return true;
  }
  // No transfer: the emergency employee finishes the intake itself; the others take a message.
  if (!marcus) {
    r.add(P.emergencyMessage(lang, f.phone ? readBack(f.phone, lang) : ''));
    state.emergencyLogged = true;
  }
  next(ctx, r);
  return true;
}

/** The next essential of an emergency (name, address with unit, callback number), as a question. */
function emergencyMissing(ctx: Ctx): string | undefined {
  const { lang, state, config } = ctx;
  const f = state.facts;
  const skip = (s: Slot) => state.skipped.has(s);
  if (!f.name && !skip('name')) return (state.asked.get('name') ? P.emergencyEssentials.nameAgain! : P.emergencyEssentials.name!)[lang];
  if (!f.address && !skip('address')) return P.emergencyEssentials.address![lang];
  if (f.unit === undefined && !skip('unit')) return P.emergencyEssentials.unit![lang];
  if (!f.phone && !skip('phone')) {
    if (f.phoneIncomplete) return P.incompletePhone[lang];
    if (config.callerNumber && !f.callerNumberDeclined) return P.callerNumberQuestion(lang, readBack(config.callerNumber, lang));
    return P.emergencyEssentials.phone![lang];
  }
  return undefined;
}

// ------------------------------------------------------------------ what to ask next

function slotOrder(ctx: Ctx): Slot[] {
  const { state, mode, open } = ctx;
  const f = state.facts;
  const closed = !open && mode !== 'full';
  switch (ctx.flavour) {
    case 'emergency':
      if (state.emergency) return ['safety', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'permission', 'pets', 'access'];
      return ['issue', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'permission', 'pets', 'access'];
    case 'dispatch':
      return ['name', 'company', ...(ctx.config.templateType === 'contractor' ? (['trade'] as Slot[]) : []), 'phone', 'confirmPhone', 'reason', 'workOrder', 'address', 'unit', 'timeWindow', 'needDetail'];
    case 'leasing':
      if (f.resident) return ['name', 'address', 'unit', 'phone', 'confirmPhone', 'message'];
      return ['name', 'phone', 'confirmPhone', 'interest', 'moveIn', 'pets', 'showing'];
    case 'collections':
      if (f.thirdParty) return ['name', 'phone', 'confirmPhone', 'message'];
      if (f.need === 'pay' && !f.name) return [];
      return ['need', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'needDetail', 'paymentOptions'];
    default:
      if (closed && mode === 'voicemail' && !state.emergencyLogged) return ['name', 'phone', 'confirmPhone', 'address', 'unit', 'issue'];
      if (state.emergencyLogged) return ['permission', 'pets', 'access'];
      if (!hasAnything(f)) return ['issue', 'name', 'address', 'unit', 'phone', 'confirmPhone', 'issueDetail', 'permission', 'pets', 'access'];
      return ['name', 'address', 'unit', 'phone', 'confirmPhone', 'issue', 'issueDetail', 'permission', 'pets', 'access'];
  }
}

function needs(ctx: Ctx, slot: Slot): boolean {
  const { state } = ctx;
  const f = state.facts;
  if (state.skipped.has(slot)) return false;
  switch (slot) {
    case 'name':
      return !f.name;
    case 'address':
      return !f.address;
    case 'unit':
      return Boolean(f.address) && f.unit === undefined;
    case 'phone':
      return !f.phone;
    case 'confirmPhone':
      return Boolean(f.phone) && !f.phoneConfirmed;
    case 'issue':
      // A message left after hours may be a question instead of a repair.
      return !f.issue && !(ctx.mode === 'voicemail' && !ctx.open && (f.message || state.openQuestions.length));
    case 'issueDetail':
      return Boolean(f.issue) && !f.issueDetail && !state.emergency && f.issue!.split(/\s+/).length < 4;
    case 'urgency':
      return !f.urgency;
    case 'permission':
      return f.permission === undefined;
    case 'pets':
      return f.pets === undefined;
    case 'access':
      return f.access === undefined;
    case 'safety':
      return f.injuries === undefined;
    case 'company':
      return !f.company;
    case 'trade':
      return !f.trade;
    case 'reason':
      return !f.reason && !f.needDetail;
    case 'workOrder':
      return f.workOrder === undefined;
    case 'timeWindow':
      return !f.timeWindow && ['late', 'arrival', 'scheduling', 'parts'].includes(f.reason ?? '');
    case 'needDetail':
      if (ctx.flavour === 'dispatch') return !f.needDetail && ['completed', 'approval'].includes(f.reason ?? '');
      return !f.needDetail && Boolean(f.need) && f.need !== 'pay';
    case 'interest':
      return !f.bedrooms && !f.area;
    case 'moveIn':
      return !f.moveIn;
    case 'showing':
      return f.showing === undefined;
    case 'need':
      return !f.need;
    case 'paymentOptions':
      return f.paymentOptionsGiven === undefined && ['balance', 'arrangement', 'dispute'].includes(f.need ?? '');
    case 'message':
      return !f.message;
    default:
      return false;
  }
}

function missingSlot(ctx: Ctx): Slot | undefined {
  return slotOrder(ctx).find((s) => needs(ctx, s));
}

function questionFor(ctx: Ctx, slot: Slot, u?: Utterance): string {
  const { lang, state, config } = ctx;
  const f = state.facts;
  switch (slot) {
    case 'phone':
      if (f.phoneIncomplete) return P.incompletePhone[lang];
      if (config.callerNumber && !f.callerNumberDeclined) return P.callerNumberQuestion(lang, readBack(config.callerNumber, lang));
      return QUESTIONS.phone![lang];
    case 'confirmPhone':
      return P.readBack(lang, readBack(f.phone!, lang));
    case 'pets':
      return ctx.flavour === 'leasing' ? P.leasingPets[lang] : QUESTIONS.pets![lang];
    case 'needDetail':
      return P.needDetail[(ctx.flavour === 'dispatch' ? f.reason : f.need) ?? 'balance']?.[lang] ?? QUESTIONS.message![lang];
    case 'issue':
      if (ctx.flavour === 'maintenance' && (hasAnything(f) || u?.genericRequest)) return P.issueAgain[lang];
      return QUESTIONS.issue![lang];
    default:
      return QUESTIONS[slot]?.[lang] ?? QUESTIONS.message![lang];
  }
}

/** Asks for the next missing thing, or closes with a summary. */
function next(ctx: Ctx, r: Reply, t?: TurnInfo, u?: Utterance): void {
  const slot = missingSlot(ctx);
  if (!slot) {
    if (ctx.flavour === 'collections' && ctx.state.facts.need === 'pay' && !ctx.state.facts.name) {
      r.add(P.anythingElse[ctx.lang]);
      return;
    }
    r.add(summary(ctx)).add(P.anythingElse[ctx.lang]);
    return;
  }
  // Asked again and still no answer: say so before asking once more.
  if (t && u && t.learned.size === 0 && !u.question && !u.aiQuestion && !u.human) {
    if (u.greeting) r.add(/\b(there|hear|escucha|oye|sigue)\b|\?/.test(u.raw.toLowerCase()) ? P.imHere[ctx.lang] : P.hello[ctx.lang]);
    else if (u.genericRequest) r.add(P.ofCourse[ctx.lang]);
    else if (t.lastAsked.has(slot)) r.add(P.didNotCatch[ctx.lang]);
  }
  r.add(questionFor(ctx, slot, u));
}

// ------------------------------------------------------------------ closing

function summary(ctx: Ctx): string {
  const { lang, state } = ctx;
  const f = state.facts;
  const es = lang === 'es';
  const phone = f.phone ? readBack(f.phone, lang) : '';
  const closed = !ctx.open && ctx.mode !== 'full';
  const parts: string[] = [];

  if (ctx.flavour === 'dispatch') {
    const reasons: Record<string, Record<Language, string>> = {
      late: { en: 'running late', es: 'va tarde' },
      arrival: { en: 'on the way to the job', es: 'va en camino al trabajo' },
      completed: { en: 'the job is completed', es: 'el trabajo está terminado' },
      access: { en: 'needs access to the unit', es: 'necesita acceso a la unidad' },
      approval: { en: 'needs an approval', es: 'necesita una aprobación' },
      parts: { en: 'needs parts or a return visit', es: 'necesita piezas u otra visita' },
      scheduling: { en: 'scheduling the visit', es: 'programar la visita' },
    };
    const trade = f.trade && !(f.company ?? '').toLowerCase().includes(f.trade.slice(0, 6)) ? f.trade : undefined;
    const bits = [f.company, trade, f.reason ? reasons[f.reason]![lang] : undefined, f.workOrder ? `${es ? 'orden de trabajo' : 'work order'} ${f.workOrder}` : undefined, fullAddress(f, lang) || undefined, f.timeWindow, f.needDetail].filter(Boolean);
    parts.push(es ? `Gracias, ${firstName(f.name) ?? ''}. Anoté: ${bits.join(', ')}.` : `Thanks, ${firstName(f.name) ?? ''}. I've noted: ${bits.join(', ')}.`);
    if (phone) parts.push(es ? `Su número es ${phone}.` : `Your callback number is ${phone}.`);
    parts.push(es ? 'Despacho avisará al inquilino y le dará seguimiento.' : 'Dispatch will update the tenant and follow up with you.');
    return tidy(parts.join(' '));
  }

  if (ctx.flavour === 'leasing') {
    if (f.resident) {
      parts.push(es ? `Gracias, ${firstName(f.name) ?? ''}. Anoté su pregunta para el administrador: ${f.message ?? ''}.` : `Thanks, ${firstName(f.name) ?? ''}. I've noted your question for the property manager: ${f.message ?? ''}.`);
      if (phone) parts.push(es ? `Le llamarán al ${phone}.` : `They'll call you back at ${phone}.`);
      return tidy(parts.join(' '));
    }
    const home = f.bedrooms ? (es ? (f.bedrooms === 'estudio' ? 'un estudio' : `una vivienda de ${f.bedrooms}`) : f.bedrooms === 'studio' ? 'a studio' : `a ${f.bedrooms} home`) : undefined;
    const looking = [home, f.area, f.moveIn ? (es ? `para mudarse ${f.moveIn}` : `moving in ${f.moveIn}`) : undefined, f.budget ? (es ? `presupuesto de ${f.budget}` : `a budget of ${f.budget}`) : undefined, f.pets && f.pets !== 'none' ? (es ? `con ${f.pets}` : `with ${f.pets}`) : undefined].filter(Boolean);
    parts.push(es ? `Gracias, ${firstName(f.name) ?? ''}. Anoté que busca: ${looking.join(', ') || 'una vivienda'}.` : `Thanks, ${firstName(f.name) ?? ''}. I've noted that you're looking for ${looking.join(', ') || 'a home'}.`);
    if (f.showing && f.showing !== 'no') parts.push(es ? `Quiere una visita ${f.showing}; el equipo de alquileres confirmará la cita.` : `You'd like a showing ${f.showing}; the leasing team will confirm the appointment.`);
    else parts.push(es ? 'El equipo de alquileres se comunicará con usted.' : 'The leasing team will follow up with you.');
    if (phone) parts.push(es ? `Su número es ${phone}.` : `Your callback number is ${phone}.`);
    return tidy(parts.join(' '));
  }

  if (ctx.flavour === 'collections') {
    if (f.thirdParty) {
      parts.push(es ? `Gracias, ${firstName(f.name) ?? ''}. Tomé su mensaje para el inquilino: ${f.message ?? ''}. El equipo de cuentas se comunicará con esa persona.` : `Thank you, ${firstName(f.name) ?? ''}. I've taken your message for the tenant: ${f.message ?? ''}. The accounts team will contact them.`);
      return tidy(parts.join(' '));
    }
    const needWords: Record<string, Record<Language, string>> = {
      balance: { en: 'your question about your balance', es: 'su pregunta sobre su saldo' },
      arrangement: { en: 'your request for a payment arrangement', es: 'su solicitud de un acuerdo de pago' },
      paid: { en: 'your payment', es: 'su pago' },
      dispute: { en: 'your dispute', es: 'su disputa' },
      pay: { en: 'your question about paying', es: 'su pregunta sobre cómo pagar' },
    };
    parts.push(es ? `Gracias, ${firstName(f.name) ?? ''}. Anoté ${needWords[f.need ?? 'balance']!.es}${f.needDetail ? `: ${f.needDetail}` : ''}, para ${fullAddress(f, lang)}.` : `Thank you, ${firstName(f.name) ?? ''}. I've noted ${needWords[f.need ?? 'balance']!.en}${f.needDetail ? `: ${f.needDetail}` : ''}, for ${fullAddress(f, lang)}.`);
    if (f.need === 'arrangement') parts.push(P.arrangementDecides[lang]);
    else if (f.need === 'dispute') parts.push(es ? 'Será revisada por el equipo de cuentas.' : 'The accounts team will review it.');
    else if (f.need === 'paid') parts.push(es ? 'El equipo de cuentas lo identificará y le confirmará.' : 'The accounts team will match it and confirm with you.');
    else parts.push(P.noAccountDetails[lang]);
    if (phone) parts.push(es ? `Le llamaremos al ${phone}.` : `We'll call you back at ${phone}.`);
    return tidy(parts.join(' '));
  }

  // Maintenance and the emergency line: the work order read back.
  const who = [f.name, fullAddress(f, lang)].filter(Boolean).join(es ? ', en ' : ', at ');
  parts.push(es ? `Confirmo lo que anoté: ${who}${phone ? `; número para devolver la llamada: ${phone}` : ''}.` : `Let me make sure I have everything: ${who}${phone ? `; callback number ${phone}` : ''}.`);
  const issue = [f.issue, f.issueDetail].filter(Boolean).join('. ');
  if (issue) {
    const cat = f.category ? WORDS.category[f.category]?.[lang] : undefined;
    const urg = f.urgency ? WORDS.urgency[f.urgency][lang] : undefined;
    const tags = [cat, urg].filter(Boolean).join(', ');
    parts.push(es ? `El problema: ${lowerFirst(issue)}${tags ? ` (${tags})` : ''}.` : `The issue: ${lowerFirst(issue)}${tags ? ` (${tags})` : ''}.`);
  } else if (f.message || state.openQuestions.length) {
    const message = (f.message ?? state.openQuestions.join(' ')).trim();
    const ended = /[.!?]$/.test(message) ? message : `${message}.`;
    parts.push(es ? `Su mensaje: ${ended}` : `Your message: ${ended}`);
  }
  if (f.permission !== undefined) parts.push(f.permission ? (es ? 'El personal de mantenimiento puede entrar si no hay nadie.' : 'Maintenance may enter if nobody is home.') : es ? 'Solo entrarán cuando haya alguien en casa.' : 'Maintenance will only enter when someone is home.');
  if (f.pets !== undefined) parts.push(f.pets === 'none' ? (es ? 'No hay mascotas.' : 'No pets.') : es ? `Mascotas: ${f.pets}.` : `Pets: ${f.pets}.`);
  if (f.access && f.access !== 'none') parts.push(es ? `Notas de acceso: ${f.access}.` : `Access notes: ${f.access}.`);
  if (state.openQuestions.length && (issue || f.message)) parts.push(es ? 'También pasaré sus preguntas al equipo.' : "I'll also pass your questions on to the team.");
  if (state.emergency) {
    parts.push(ctx.flavour === 'emergency' ? P.onCallNotified(lang, phone) : es ? 'El equipo de emergencias ya tiene sus datos y le llamará de inmediato.' : 'The emergency team has your details and will call you right away.');
  } else if (closed && ctx.mode === 'voicemail') parts.push(es ? 'El equipo le devolverá la llamada en horario de oficina.' : 'The team will call you back during business hours.');
  else if (closed) parts.push(es ? 'El equipo le dará seguimiento el siguiente día hábil.' : 'The team will follow up on the next business day.');
  else if (ctx.flavour === 'emergency') parts.push(es ? 'El equipo le dará seguimiento en horario de oficina.' : 'The team will follow up during business hours.');
  else if (f.urgency === 'urgent') parts.push(es ? 'Como es urgente, el equipo de mantenimiento le dará prioridad y se comunicará con usted lo antes posible para programar la visita.' : "Because it's urgent, our maintenance team will prioritise it and contact you as soon as possible to schedule the visit.");
  else parts.push(es ? 'El equipo de mantenimiento se comunicará con usted para programar la visita.' : 'Our maintenance team will contact you to schedule the visit.');
  return tidy(parts.join(' '));
}

const tidy = (s: string) =>
  s
    .replace(/\s+,/g, ',')
    .replace(/,\s*\./g, '.')
    .replace(/\s{2,}/g, ' ')
    .replace(/\.\./g, '.')
    .replace(/, \./g, '.')
    .trim();

