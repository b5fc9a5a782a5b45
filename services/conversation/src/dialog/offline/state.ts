/**
 * The state of a call, derived from its history alone: every caller turn is understood in the light of
 * the question before it, and what the employee said (the readback, the emergency line, the goodbye)
 * marks where the call stands. A stateless /api/chat therefore needs nothing but the transcript.
 */
import { LINES, type DialogConfig, type Turn } from '../types';
import { assess, isEmergencyTier, screen, type Screen } from '../safety/screen';
import { detectCategory, extractUnit, understand, type EmergencyHit, type Slot, type Urgency, type Utterance } from './extract';
import type { Category } from './lexicon';
import { norm } from './lexicon';
import { completePhone, fixPhone } from './contact';
import { applyNameFix } from './name-fixes';
import { askedSlots } from './phrases';
import {
  dispatchReason,
  findAmountAndDate,
  findBedrooms,
  findBudget,
  findCompany,
  findMoveIn,
  findNeed,
  findShowingTime,
  findTimeWindow,
  findTrade,
  findWorkOrder,
  RESIDENT_TOPIC,
  THIRD_PARTY,
  WANTS_SHOWING,
  type DispatchReason,
  type Need,
} from './topics';

export type Flavour = 'maintenance' | 'emergency' | 'dispatch' | 'leasing' | 'collections';

export function flavourOf(templateType: string): Flavour {
  switch (templateType) {
    case 'emergency':
      return 'emergency';
    case 'dispatch':
    case 'contractor':
      return 'dispatch';
    case 'leasing':
      return 'leasing';
    case 'collections':
      return 'collections';
    default:
      return 'maintenance';
  }
}

export interface Facts {
  name?: string;
  address?: string;
  /** '' = no unit (a house). */
  unit?: string;
  phone?: string;
  phoneConfirmed: boolean;
  /** Digits heard that are not yet a whole number (no area code). */
  phoneIncomplete?: string;
  callerNumberDeclined: boolean;
  issue?: string;
  issueDetail?: string;
  category?: Category;
  urgency?: Urgency;
  permission?: boolean;
  pets?: string;
  access?: string;
  injuries?: string;
  // dispatch
  company?: string;
  trade?: string;
  workOrder?: string;
  reason?: DispatchReason;
  timeWindow?: string;
  // leasing
  bedrooms?: string;
  area?: string;
  moveIn?: string;
  budget?: string;
  wantsShowing?: boolean;
  showing?: string;
  resident?: boolean;
  // collections
  need?: Need;
  needDetail?: string;
  thirdParty?: boolean;
  paymentOptionsGiven?: boolean;
  // messages
  message?: string;
  notEmergency?: boolean;
}

export interface CallState {
  facts: Facts;
  /** What each caller turn said about danger, in order. */
  screens: Screen[];
  emergency?: EmergencyHit;
  /** How often each question was asked. */
  asked: Map<Slot, number>;
  /** Slots that stopped being asked (no usable answer twice). */
  skipped: Set<Slot>;
  /** What the employee's last turn asked. */
  lastAsked: Set<Slot>;
  safetyGiven: boolean;
  transferSaid?: 'emergency' | 'human';
  /** This employee took over the call from another (the emergency team after a transfer). */
  receivedTransfer: boolean;
  closingAsked: boolean;
  goodbyeSaid: boolean;
  /** The emergency was taken as a message (no transfer): said once. */
  emergencyLogged: boolean;
  humanRequested: boolean;
  /** Questions nobody could answer, for the team. */
  openQuestions: string[];
  lastUserText?: string;
  /** The caller turn that gave the street address (a bare "El 2." right after it is the unit). */
  addressTurn?: number;
  /** The unit was said with the address: a unit said alone before it may be someone else's ("Mrs. Carter in 4A"). */
  unitWithAddress?: boolean;
  /** The address kept ends in a street type; a later one that does replaces one that does not, even unasked. */
  addressTyped?: boolean;
  userTurns: number;
  assistantTurns: number;
}

export interface StateContext {
  config: DialogConfig;
  coldSeason: boolean;
}

const HUMAN_TRANSFER_LINE = /\b(transferring you to a member of our team|transferir con un miembro de nuestro equipo)\b/;
const TRANSFER_GREETING = /\b(emergency team\. i have your details|equipo de emergencias de .+\. tengo sus datos)\b/;
const NO_ANSWER = /\b(i don'?t have that information|no tengo esa informacion)\b/;
const GOODBYE_LINE = /\b(have a good day, goodbye|que tenga un buen dia, adios)\b/;

function emptyState(): CallState {
  return {
    facts: { phoneConfirmed: false, callerNumberDeclined: false },
    screens: [],
    asked: new Map(),
    skipped: new Set(),
    lastAsked: new Set(),
    safetyGiven: false,
    receivedTransfer: false,
    closingAsked: false,
    goodbyeSaid: false,
    emergencyLogged: false,
    humanRequested: false,
    openQuestions: [],
    userTurns: 0,
    assistantTurns: 0,
  };
}

/** Reads what an assistant turn tells about the call. */
function observeAssistant(state: CallState, text: string): void {
  const n = norm(text);
  state.assistantTurns++;
  state.lastAsked = askedSlots(text);
  for (const slot of state.lastAsked) state.asked.set(slot, (state.asked.get(slot) ?? 0) + 1);
  if (/\b911\b/.test(n)) state.safetyGiven = true;
  if (n.includes(norm(LINES.emergencyTransfer.en)) || n.includes(norm(LINES.emergencyTransfer.es))) state.transferSaid = 'emergency';
  else if (HUMAN_TRANSFER_LINE.test(n)) state.transferSaid = 'human';
  if (TRANSFER_GREETING.test(n)) {
    state.receivedTransfer = true;
    if (state.facts.phone && /\d/.test(n)) state.facts.phoneConfirmed = true;
    state.transferSaid = undefined;
    state.closingAsked = false;
    state.goodbyeSaid = false;
  }
  if (state.lastAsked.has('closing')) state.closingAsked = true;
  if (state.lastUserText && NO_ANSWER.test(n)) state.openQuestions.push(state.lastUserText);
  if (/\b(marked this as an emergency|logged this as an emergency|marque esto como emergencia|registre esto como emergencia)\b/.test(n)) state.emergencyLogged = true;
  if (GOODBYE_LINE.test(n)) state.goodbyeSaid = true;
}

/** Applies one caller turn; returns what was understood (for the reply to acknowledge). */
export function observeUser(state: CallState, text: string, ctx: StateContext): Utterance {
  const flavour = flavourOf(ctx.config.templateType);
  const asked = state.lastAsked;
  const u = understand(text, { asked, coldSeason: ctx.coldSeason, language: ctx.config.language });
  const f = state.facts;
  state.userTurns++;
  state.lastUserText = u.raw;

  // Danger is judged over the whole call: the weather or a baby at home may come up after the problem.
  const said = screen(text);
  state.screens.push(said);
  const call = assess(state.screens, { coldSeason: ctx.coldSeason });
  if (isEmergencyTier(call.tier)) {
    const top = call.findings.find((x) => x.tier === call.tier);
    if (top && (!state.emergency || (call.tier === 'life_safety' && !state.emergency.life)))
      state.emergency = { kind: top.hazard, life: call.tier === 'life_safety', phrase: top.phrase };
  } else if (state.emergency && !state.transferSaid && !state.emergencyLogged) {
    // The danger is over ("the gas company came and fixed it"): the call goes on as the repair it now is,
    // and the caller is not told it was marked an emergency.
    state.emergency = undefined;
  }
  if (u.notEmergency) f.notEmergency = true;

  observeContact(state, u, ctx);

  // The issue: the first description, details added when asked, further problems appended.
  const alsoSaid = (before: string, more: string) => `${before}${/[.!?]$/.test(before) ? '' : '.'} ${more}`;
  const freeTextAsked = [
    'name',
    'address',
    'unit',
    'phone',
    'confirmPhone',
    'pets',
    'access',
    'permission',
    'company',
    'message',
    'needDetail',
    'timeWindow',
    'showing',
    'moveIn',
    'interest',
  ].some((s) => asked.has(s as Slot));
  const issue = u.issue ?? (said.findings.length || said.conditional.length ? u.answer || undefined : undefined);
  if (issue) {
    if (!f.issue) f.issue = issue;
    else if (asked.has('issueDetail')) f.issueDetail = issue;
    else if (!freeTextAsked && !f.issue.toLowerCase().includes(issue.toLowerCase()) && (u.emergency || !asked.has('urgency'))) f.issue = alsoSaid(f.issue, issue);
    else if (u.emergency && !norm(f.issue).includes(norm(u.emergency.phrase))) f.issue = alsoSaid(f.issue, issue);
  }
  if (asked.has('message') && u.answer && !f.message) f.message = u.answer;
  const issueText = [f.issue, f.issueDetail].filter(Boolean).join('. ');
  // The taxonomy decides the tier and the trade, as property managers use a set list rather than the
  // caller's own sense of urgency; a problem it does not list is routine.
  if (issueText) f.category = detectCategory(issueText, call.category) ?? f.category ?? 'general';
  if (call.tier) f.urgency = call.tier;
  else if (issueText) f.urgency = 'routine';

  if (u.permission !== undefined) f.permission = u.permission;
  if (u.permissionNote) f.access = f.access && f.access !== 'none' ? `${f.access}; ${u.permissionNote}` : u.permissionNote;
  if (u.pets !== undefined && (asked.has('pets') || !f.pets || f.pets === 'none')) f.pets = u.pets;
  if (u.access) {
    if (asked.has('access') || !f.access || f.access === 'none') f.access = u.access;
    else if (!f.access.includes(u.access)) f.access = `${f.access}; ${u.access}`;
  }
  if (asked.has('safety') && u.answer) f.injuries = u.answer;
  if (u.human) state.humanRequested = true;

  // The other employees' topics.
  if (flavour === 'dispatch') {
    const company = findCompany(u.raw, asked.has('company'));
    if (company && (!f.company || asked.has('company'))) f.company = company;
    const trade = findTrade(u.raw);
    if (trade && (!f.trade || asked.has('trade'))) f.trade = trade;
    else if (asked.has('trade') && u.answer) f.trade = u.answer;
    const wo = findWorkOrder(u.raw, asked.has('workOrder'));
    if (wo !== undefined && (f.workOrder === undefined || asked.has('workOrder'))) f.workOrder = wo;
    const reason = dispatchReason(u.raw);
    if (reason && (!f.reason || asked.has('reason'))) f.reason = reason;
    const tw = findTimeWindow(u.raw, asked.has('timeWindow'));
    if (tw && (!f.timeWindow || asked.has('timeWindow'))) f.timeWindow = tw;
    if (asked.has('needDetail') && u.answer) f.needDetail = u.answer;
    if (asked.has('reason') && !f.reason && u.answer) f.needDetail = f.needDetail ?? u.answer;
  }
  if (flavour === 'leasing') {
    const bedrooms = findBedrooms(u.raw);
    if (bedrooms) f.bedrooms = bedrooms;
    if (asked.has('interest') && u.answer && !bedrooms) f.area = u.answer;
    const moveIn = findMoveIn(u.raw, asked.has('moveIn'));
    if (moveIn && (!f.moveIn || asked.has('moveIn'))) f.moveIn = moveIn;
    const budget = findBudget(u.raw);
    if (budget) f.budget = budget;
    if (WANTS_SHOWING.test(u.n)) f.wantsShowing = true;
    const showing = findShowingTime(u.raw, asked.has('showing'));
    if (showing && (f.wantsShowing || asked.has('showing'))) {
      f.showing = showing;
      f.wantsShowing = true;
    } else if (asked.has('showing')) {
      if (u.no) f.showing = 'no';
      else if (u.yes) f.wantsShowing = true;
    }
    if (RESIDENT_TOPIC.test(u.n)) f.resident = true;
    if (f.resident && asked.has('message') && u.answer) f.message = u.answer;
  }
  if (flavour === 'collections') {
    if (THIRD_PARTY.test(u.n)) f.thirdParty = true;
    const need = findNeed(u.raw);
    if (need && (!f.need || asked.has('need') || (f.need === 'balance' && need !== 'balance'))) f.need = need;
    else if (asked.has('need') && !need && u.answer) f.need = 'balance';
    if (asked.has('needDetail') && u.answer) {
      const { amount, date } = findAmountAndDate(u.raw);
      f.needDetail = [u.answer, amount && !u.answer.includes(amount) ? amount : '', date && !norm(u.answer).includes(date) ? date : ''].filter(Boolean).join(', ');
    }
    if (asked.has('paymentOptions')) f.paymentOptionsGiven = !u.yes;
    if (asked.has('message') && u.answer) f.message = u.answer;
  }

  // A question asked twice without an answer we can use is not asked a third time.
  for (const slot of asked) {
    if ((state.asked.get(slot) ?? 0) < 2) continue;
    if (slot === 'unit' && f.unit === undefined) f.unit = '';
    else if (slot === 'urgency' && !f.urgency) f.urgency = 'routine';
    else if (slot === 'pets' && f.pets === undefined) state.skipped.add('pets');
    else if (slot === 'permission' && f.permission === undefined) state.skipped.add('permission');
    else if (slot === 'access' && f.access === undefined) f.access = 'none';
    else if (slot === 'issueDetail' && !f.issueDetail) state.skipped.add('issueDetail');
    else if (slot !== 'confirmPhone' && slot !== 'closing' && (state.asked.get(slot) ?? 0) >= 3) state.skipped.add(slot);
  }
  if (asked.has('confirmPhone') && (state.asked.get('confirmPhone') ?? 0) >= 3 && f.phone) f.phoneConfirmed = true;
  return u;
}

/** "No, sorry, actually…": what follows replaces what was said before. */
const FIXING = /^(?:no|nope|sorry|actually|wait|i meant|i mean|perdon|perdone|disculpe|mejor dicho|quise decir|ay no|bueno no)\b/;
/** A "no" to the readback that is about the number (not "no pets", "no, that's all"). */
const ABOUT_NUMBER = /\b(?:number|digits?|numero|telefono|wrong|incorrect|not right|not correct|mal|equivocad[oa]|incorrecto)\b/;

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/\s+/);

/**
 * The same person's name said more fully: "This is Dmitri…" then "I'm Dmitri Sokolovsky", "Bill" then "William
 * Hargrove", "Dre Williams" then "Andre Williams on the lease", "keisha m" then "keisha mathis".
 */
function fullerName(known: string, said: string): boolean {
  const k = nameWords(known);
  const s = nameWords(said);
  if (s.length < 2) return false;
  if (s.join(' ').startsWith(`${k.join(' ')} `) || k.length === 1) return true;
  const [kFirst = ''] = k;
  const [sFirst = ''] = s;
  const kLast = k.at(-1) ?? '';
  const sLast = s.at(-1) ?? '';
  if (kLast === sLast && sFirst.length > kFirst.length) return true;
  return k.length === s.length && kLast.length === 1 && sLast.startsWith(kLast) && k.slice(0, -1).join(' ') === s.slice(0, -1).join(' ');
}

/** "Marco Ibarra. This is my cell": a first name heard before, said again at the start with the family name. */
function knownNameInFull(known: string, raw: string): string | undefined {
  if (/\s/.test(known)) return undefined;
  const first = known.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(String.raw`^\s*(?:(?:yes|yeah|ok|okay|s[ií]|bueno|pues)[\s,]+)?(${first}(?:\s+\p{Lu}[\p{L}'-]+){1,2})\s*(?:[.,!?]|$)`, 'u').exec(raw)?.[1];
}

/** A unit named as one ("unit 12", "apt 3", "#4", "depto 2"), not a number left over from the address ("Business 83"). */
const UNIT_WORD_BEFORE = /\b(?:unit|apt|apartment|suite|ste|number|lot|space|apartamento|apto|depto|dpto|departamento|unidad|lote|espacio|piso)\b\.?\s*#?\s*\w|\bno\.\s*\d|#\s*\w/;

/** The caller's own unit, said as where they live: it outranks one heard in passing ("la doña del 2B"). */
const OWN_UNIT = /\b(?:vivo en|vivimos en|i live in|we live in|my (?:unit|apartment|apt) is|mi (?:apartamento|departamento|depto|unidad) es)\b/;

/** The name, address, unit and callback number of one caller turn, with their fixes. */
function observeContact(state: CallState, u: Utterance, ctx: StateContext): void {
  const f = state.facts;
  const asked = state.lastAsked;
  const fixing = FIXING.test(u.n);
  const named = Boolean(u.name && (!f.name || asked.has('name') || fixing || u.nameSure || fullerName(f.name, u.name)));
  if (named) f.name = u.name;
  else if (!u.name && f.name) f.name = knownNameInFull(f.name, u.raw) ?? f.name;
  if (u.nameFix && (!u.name || named)) f.name = applyNameFix(f.name, u.nameFix) ?? f.name;
  if (u.nameDeclined && !f.name) state.skipped.add('name');
  const askedPhone = asked.has('phone') || asked.has('confirmPhone') || asked.has('callerNumber');
  const unitNext = f.address && f.unit === undefined && state.addressTurn === state.userTurns - 1 && !askedPhone && u.n.split(' ').length <= 4;
  const unit = u.unit ?? (unitNext ? extractUnit(u.raw, true) || undefined : undefined);
  const addressNow = Boolean(u.address && (!f.address || asked.has('address') || fixing || (u.addressTyped && !state.addressTyped)));
  if (addressNow) {
    f.address = u.address;
    state.addressTyped = u.addressTyped;
    state.addressTurn = state.userTurns;
  }
  const withAddress = addressNow && Boolean(u.unit) && (/[a-z]/i.test(u.unit ?? '') || UNIT_WORD_BEFORE.test(u.n));
  if (
    unit !== undefined &&
    (f.unit === undefined ||
      asked.has('unit') ||
      fixing ||
      (unit !== '' && f.unit === '') ||
      (withAddress && !state.unitWithAddress) ||
      (unit !== '' && OWN_UNIT.test(u.n) && !state.unitWithAddress))
  ) {
    f.unit = unit;
    state.unitWithAddress = withAddress;
  }

  // The callback number, its readback and confirmation.
  const completed = !u.phone?.e164 && f.phoneIncomplete && askedPhone ? completePhone(f.phoneIncomplete, u.raw) : undefined;
  const fixed = !u.phone?.e164 && u.phoneFix && f.phone ? fixPhone(f.phone, u.phoneFix) : undefined;
  const heard = u.phone?.e164 ?? completed ?? fixed;
  if (heard) {
    if (heard !== f.phone) f.phoneConfirmed = false;
    f.phone = heard;
    f.phoneIncomplete = undefined;
    if (asked.has('confirmPhone') && u.yes && !fixed) f.phoneConfirmed = true;
  } else if (u.phone && !f.phone) {
    f.phoneIncomplete = u.phone.digits;
  } else if (u.sameNumber && ctx.config.callerNumber) {
    f.phone = ctx.config.callerNumber;
    f.phoneConfirmed = true;
    f.phoneIncomplete = undefined;
  } else if (asked.has('confirmPhone')) {
    const otherAnswer = u.pets !== undefined || u.goodbye || u.permission !== undefined || Boolean(u.access || u.issue || u.name || u.address) || u.unit !== undefined;
    if (u.yes) f.phoneConfirmed = true;
    else if (u.no && !otherAnswer && (ABOUT_NUMBER.test(u.n) || u.n.split(/\s+/).length <= 3)) {
      f.phone = undefined;
      f.phoneConfirmed = false;
    }
  }
  if (asked.has('callerNumber') && !heard && !u.sameNumber) {
    if (u.yes && ctx.config.callerNumber) {
      f.phone = ctx.config.callerNumber;
      f.phoneConfirmed = true;
    } else if (u.no) f.callerNumberDeclined = true;
  }
  if (u.phoneDeclined && !f.phone) state.skipped.add('phone');
}

/** The state after the whole history (the current message not included). */
export function deriveState(history: Turn[], ctx: StateContext): CallState {
  const state = emptyState();
  for (const turn of history) {
    if (turn.role === 'assistant') observeAssistant(state, turn.content);
    else if (turn.content.trim().length > 2) observeUser(state, turn.content, ctx);
  }
  return state;
}
