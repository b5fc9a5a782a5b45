/**
 * Understanding one caller utterance: the facts it states (name, address, unit, phone, issue, pets…),
 * whatever order they come in and however many at once, and what the caller wants (a question, a person,
 * to hang up). `asked` is what the employee just asked, which lets a bare answer ("4B", "Jane Doe",
 * "yes") count for that question.
 */
import type { Language } from '../types';
import {
  ACCESS_WORDS,
  AI_QUESTION,
  ALARM_BATTERY,
  CATEGORY_WORDS,
  COLD_WORDS,
  DENY,
  EMERGENCIES,
  FILLERS_START,
  GENERIC_REQUEST,
  GREETING_ONLY,
  GOODBYE,
  HUMAN,
  NAME_PARTICLES,
  NAME_STOPS,
  NEGATION_BEFORE,
  NO,
  NO_PROBLEM,
  NONE_ANSWER,
  NOT_EMERGENCY,
  NOT_NAMES,
  PERMIT,
  PET_SECURED,
  PET_WORDS,
  PETS_NONE,
  PROBLEM_WORDS,
  QUESTION_PHRASE,
  QUESTION_START,
  ROUTINE_WORDS,
  SPANISH_STREETS,
  STREET_SUFFIXES,
  URGENT_WORDS,
  YES,
  norm,
  type Category,
  type EmergencyKind,
} from './lexicon';
import { findPhone, wordsToDigits, type PhoneMatch } from './numbers';
import { Lru } from './memo';
import type { Urgency } from '../../calls/analysis';

export type Slot =
  | 'name'
  | 'address'
  | 'unit'
  | 'phone'
  | 'confirmPhone'
  | 'callerNumber'
  | 'issue'
  | 'issueDetail'
  | 'urgency'
  | 'permission'
  | 'pets'
  | 'access'
  | 'safety'
  | 'closing'
  | 'emergencyCheck'
  // dispatch / contractor
  | 'company'
  | 'workOrder'
  | 'reason'
  | 'timeWindow'
  | 'trade'
  // leasing
  | 'interest'
  | 'moveIn'
  | 'showing'
  // collections
  | 'need'
  | 'needDetail'
  | 'paymentOptions'
  | 'message';

export type { Urgency };

export interface EmergencyHit {
  kind: EmergencyKind;
  life: boolean;
  phrase: string;
}

export interface Utterance {
  raw: string;
  n: string;
  yes: boolean;
  no: boolean;
  name?: string;
  address?: string;
  unit?: string;
  phone?: PhoneMatch;
  issue?: string;
  category?: Category;
  urgency?: Urgency;
  emergency?: EmergencyHit;
  notEmergency: boolean;
  permission?: boolean;
  permissionNote?: string;
  pets?: string;
  access?: string;
  goodbye: boolean;
  thanks: boolean;
  human: boolean;
  aiQuestion: boolean;
  question: boolean;
  /** Only a greeting ("hello?", "buenas tardes"). */
  greeting: boolean;
  /** Asks to report something without saying what ("I have a problem"). */
  genericRequest: boolean;
  /** The whole answer, cleaned, for slots that take free text. */
  answer: string;
}

export interface ExtractContext {
  asked: Set<Slot>;
  coldSeason: boolean;
  language: Language;
}

const title = (s: string) =>
  s
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && NAME_PARTICLES.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join(' ');

/** Drops "yes, um, well, hi" from the front of an answer and trailing punctuation. */
export function cleanAnswer(text: string): string {
  return text.trim().replace(FILLERS_START, '').replace(/[.!?,;:\s]+$/, '').trim();
}

// ------------------------------------------------------------------ emergencies and issues

export function detectEmergency(text: string, coldSeason: boolean): EmergencyHit | undefined {
  const n = norm(text);
  if (NOT_EMERGENCY.test(n)) return undefined;
  for (const p of EMERGENCIES) {
    for (const m of n.matchAll(p.global)) {
      const before = n.slice(0, m.index);
      if (NEGATION_BEFORE.test(before) && !/^(no|sin)\b/.test(m[0])) continue;
      if ((p.kind === 'smoke' || p.kind === 'carbon_monoxide' || p.kind === 'fire') && /\b(alarm|detector|alarma)\b/.test(n) && ALARM_BATTERY.test(n)) continue;
      if (p.kind === 'no_heat' && !(coldSeason || COLD_WORDS.test(n))) continue;
      return { kind: p.kind, life: p.life, phrase: m[0] };
    }
  }
  return undefined;
}

export function isProblem(text: string): boolean {
  return PROBLEM_WORDS.test(norm(text));
}

export function detectCategory(text: string, emergency?: EmergencyKind): Category | undefined {
  switch (emergency) {
    case 'gas':
      return 'gas';
    case 'fire':
    case 'smoke':
    case 'carbon_monoxide':
      return 'fire_safety';
    case 'flood':
    case 'sewage':
      return 'plumbing';
    case 'electrical':
    case 'no_power':
      return 'electrical';
    case 'no_heat':
      return 'hvac';
    case 'lockout':
      return 'locksmith';
    case 'security':
    case 'intruder':
      return /\b(lock|cerradura|chapa)\b/.test(norm(text)) ? 'locksmith' : 'security';
    default:
      break;
  }
  const n = norm(text);
  // Water heaters and hot water are plumbing even though they say "heat".
  if (/\b(water heater|hot water|agua caliente|calentador de agua)\b/.test(n)) return 'plumbing';
  for (const [category, re] of CATEGORY_WORDS) if (re.test(n)) return category;
  return undefined;
}

export function detectUrgency(text: string, emergency?: EmergencyHit): Urgency | undefined {
  if (emergency) return emergency.life ? 'life_safety' : 'emergency';
  const n = norm(text);
  if (URGENT_WORDS.test(n)) return 'urgent';
  if (/\b(urgent|asap|as soon as possible|right away|today|immediately|can'?t wait|urgente|lo antes posible|cuanto antes|hoy mismo|de inmediato|ya mismo)\b/.test(n) && !/\bnot (?:really )?urgent\b|\bno es urgente\b/.test(n)) return 'urgent';
  if (ROUTINE_WORDS.test(n)) return 'routine';
  return undefined;
}

/** The part of the utterance that describes the problem (the clauses with problem words). */
export function extractIssue(text: string): string | undefined {
  const clauses = text
    .split(/(?<=[.!?;])\s+|,\s+(?=(?:and |but |y |pero )?(?:my|the|our|there|it|mi|el|la|hay|se|tengo|i|we)\b)/i)
    .map((c) => c.trim())
    .filter(Boolean);
  const picked = clauses
    .filter((c) => isProblem(c) || detectEmergency(c, true))
    // "my number is 212 555 0134 and I smell gas": the contact details are not the issue.
    .map((c) => {
      const parts = c.split(/\s+(?:and|y)\s+/i);
      const kept = parts.filter((part) => isProblem(part) || detectEmergency(part, true) || !isContactPart(part));
      return kept.length === parts.length ? c : kept.join(', ');
    })
    .filter(Boolean);
  if (picked.length === 0) return undefined;
  const issue = picked
    .map((c) =>
      c
        .replace(/^[¡¿]+/, '')
        .replace(/^(?:hi|hello|hey|hola|yes|yeah|so|and|also|y|pues|bueno|um|uh|well|ok|okay)[,!.]?\s+/i, '')
        .replace(/\b(?:my name is|this is|me llamo|mi nombre es|soy)\s+[^,.]+,?\s*/i, '')
        .replace(/^(?:i'?m calling (?:because|about|to report)|i'?m calling|calling (?:because|about)|i want to report|i need to report|i'?d like to report|llamo (?:porque|para reportar|por)|quiero reportar|les llamo porque)\s*(?:that\s+|que\s+)?/i, '')
        .trim(),
    )
    .filter(Boolean)
    .join('. ')
    .replace(/[.!?\s]+$/, '');
  return issue ? issue.charAt(0).toUpperCase() + issue.slice(1) : undefined;
}

const CONTACT_WORDS = /\b(my name is|my name'?s|me llamo|mi nombre es|i live at|i'?m at|vivo en|my (?:phone |cell |callback )?number|mi (?:numero|telefono)|unit|apartment|apt|unidad|apartamento|departamento|call me (?:at|back)|llamarme al)\b/;

function isContactPart(text: string): boolean {
  return CONTACT_WORDS.test(norm(text)) || Boolean(findPhone(text)?.e164) || EN_ADDRESS.test(wordsToDigits(text));
}

// ------------------------------------------------------------------ names

const NAME_TRIGGER =
  /\b(?:my name is|my name'?s|name is|the name is|this is|it'?s|it is|i am|i'?m|im|call me|me llamo|mi nombre es|soy|le habla|les habla|habla|a nombre de)\s+/gi;

function readName(words: string[]): string | undefined {
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/[^A-Za-zÀ-ÿ'’-]/g, '');
    if (!w) break;
    const n = norm(w);
    if (out.length === 0 && (NOT_NAMES.has(n) || NAME_PARTICLES.has(n) || n.length < 2)) return undefined;
    if (out.length > 0 && NAME_STOPS.has(n)) break;
    if (out.length > 0 && NOT_NAMES.has(n) && !NAME_PARTICLES.has(n)) break;
    out.push(w);
    if (/[,.;!?]$/.test(raw) || out.length >= 4) break;
  }
  while (out.length && NAME_PARTICLES.has(norm(out[out.length - 1]!))) out.pop();
  if (out.length === 0) return undefined;
  if (PROBLEM_WORDS.test(norm(out.join(' ')))) return undefined;
  return title(out.join(' '));
}

export function extractName(text: string, asked: boolean): string | undefined {
  const source = text.replace(/\s+/g, ' ');
  for (const m of source.matchAll(NAME_TRIGGER)) {
    const trigger = norm(m[0]);
    const rest = source.slice(m.index! + m[0].length);
    const words = rest.split(' ');
    // "it's"/"this is"/"soy" start many sentences: only a capitalised word, or an answer to "your name?", counts.
    const weak = /^(it'?s|it is|this is|soy|i'?m|im|i am)\b/.test(trigger);
    if (weak && !asked && !/^[A-ZÀ-Ý]/.test(words[0] ?? '')) continue;
    const name = readName(words);
    if (name) return name;
  }
  // "Jane Doe here", "Hi, Jane Doe here".
  const here = /(?:^|[,.!]\s*|\b(?:hi|hello|hey)\s+)([A-ZÀ-Ý][a-zà-ÿ'’-]+(?:\s+[A-ZÀ-Ý][a-zà-ÿ'’-]+){0,2})\s+here\b/.exec(source);
  if (here) {
    const name = readName(here[1]!.split(' '));
    if (name) return name;
  }
  if (!asked) return undefined;
  const answer = cleanAnswer(text);
  if (!answer || /\d/.test(answer) || isProblem(answer)) return undefined;
  const words = answer.split(/\s+/);
  if (words.length > 6) return undefined;
  return readName(words);
}

// ------------------------------------------------------------------ addresses and units

const EN_ADDRESS = new RegExp(
  String.raw`\b(\d{1,6}[a-z]?)\s+(?:de\s+(?:la\s+)?)?((?:(?:north|south|east|west|n|s|e|w)\.?\s+)?(?:[a-z0-9'’-]+\.?\s+){1,4}?)(${STREET_SUFFIXES})\b\.?`,
  'i',
);
const ES_ADDRESS_NAME_FIRST = new RegExp(
  String.raw`\b(${SPANISH_STREETS})\.?\s+((?:[a-záéíóúñü'’-]+\s+){1,4}?)(?:n[uú]mero\s+|#\s*|no\.?\s*)?(\d{1,6}[a-z]?)\b`,
  'i',
);
const ES_ADDRESS_NUMBER_FIRST = new RegExp(
  String.raw`\b(\d{1,6}[a-z]?)\s+(?:de\s+)?(?:la\s+|el\s+)?(${SPANISH_STREETS})\.?\s+((?:[a-záéíóúñü'’-]+)(?:\s+(?!(?:unidad|apartamento|departamento|depto|apto|interior|en|y|mi|el|la|numero|telefono)\b)[a-záéíóúñü'’-]+){0,3})`,
  'i',
);
const UNIT_WORDS = String.raw`unit|apartment|apt|suite|ste|flat|unidad|apartamento|departamento|depto|dpto|apto|interior|int`;
const UNIT_RE = new RegExp(String.raw`\b(?:${UNIT_WORDS})\.?\s*(?:number\s+|n[uú]mero\s+|#\s*|no\.?\s*)?([a-z]?\d{1,5}[a-z]?(?:[\s-]?(?![yeoi]\b)[a-z](?![a-z]))?|[a-z](?![a-z'’]))`, 'i');
const UNIT_START = new RegExp(String.raw`[,\s]+(?:${UNIT_WORDS}|#)\b`, 'i');
const HASH_UNIT = /(?:^|\s)#\s*(\d{1,5}[a-z]?)\b/i;
/** Said of the home at any point: there is no unit. */
const NO_UNIT = /\b(no unit|no apartment(?: number)?|(?:it'?s|it is) a (?:house|single.family home|townhouse)|single.family (?:home|house)|(?:there'?s|there is) no (?:unit|apartment)|no (?:tiene|hay|tengo) (?:unidad|numero de unidad|apartamento)|sin unidad|es una casa|casa sola|es casa sola)\b/;
/** An answer to "what's the unit?" that says there is none. */
const NO_UNIT_ANSWER = /\b(doesn'?t have (?:a|one)|there isn'?t (?:a|one)|no (?:tiene|hay|tengo)|it'?s a house|a house|house|casa|none|n\/a)\b/;

/** Title case for street names, keeping unit letters and ordinals as said ("5th", "4B"). */
const streetCase = (s: string) =>
  s
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (/^\d/.test(w) ? w.toUpperCase().replace(/(\d)(ST|ND|RD|TH)$/, (_m, d, suf) => d + suf.toLowerCase()) : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()))
    .join(' ');

export function extractAddress(text: string, asked: boolean): string | undefined {
  const converted = wordsToDigits(text);
  const en = EN_ADDRESS.exec(converted);
  if (en) {
    const words = en[2]!.trim().split(/\s+/);
    // "I have 2 dogs and a cat" is no address: the street name must not be a sentence.
    if (!words.some((w) => ['and', 'the', 'my', 'is', 'a', 'y', 'mi', 'tengo'].includes(norm(w)))) {
      return streetCase(`${en[1]} ${en[2]!.trim()} ${en[3]}`.replace(/\s+/g, ' ').replace(/\s+de\s+la\s+|\s+de\s+/i, ' '));
    }
  }
  const esNameFirst = ES_ADDRESS_NAME_FIRST.exec(converted);
  if (esNameFirst) return streetCase(`${esNameFirst[1]} ${esNameFirst[2]!.trim()} ${esNameFirst[3]}`);
  const esNumberFirst = ES_ADDRESS_NUMBER_FIRST.exec(converted);
  if (esNumberFirst) return streetCase(`${esNumberFirst[2]} ${esNumberFirst[3]!.trim()} ${esNumberFirst[1]}`);
  if (!asked) return undefined;
  // An answer to "what's the address?" without a street word: the number and the words after it.
  let answer = cleanAnswer(converted)
    .replace(/^(?:(?:it'?s|it is|the address is|my address is|address is|i live (?:at|on)|i'?m (?:at|on)|we'?re (?:at|on)|we live (?:at|on)|la direccion es|mi direccion es|vivo en|vivimos en|es en|estoy en|es el|es la|es|en el|en la|en)\s+)+/i, '')
    .trim();
  const unitAt = answer.search(UNIT_START);
  if (unitAt > 0) answer = answer.slice(0, unitAt);
  const phone = findPhone(answer);
  if (phone?.e164) answer = answer.replace(phone.raw, '').trim();
  answer = answer.replace(/[,.;\s]+$/, '');
  const words = answer.split(/\s+/).filter(Boolean);
  if (words.length >= 2 && /\d/.test(answer) && words.length <= 10 && !isProblem(answer)) return streetCase(answer);
  return undefined;
}

export function extractUnit(text: string, asked: boolean): string | undefined {
  const converted = wordsToDigits(text);
  const m = UNIT_RE.exec(converted) ?? HASH_UNIT.exec(converted);
  if (m) return m[1]!.replace(/[\s-]+/g, '').toUpperCase();
  const n = norm(converted);
  if (NO_UNIT.test(n)) return '';
  if (!asked) return undefined;
  if (NO_UNIT_ANSWER.test(n) || NONE_ANSWER.test(n)) return '';
  const answer = cleanAnswer(converted).replace(/^(?:(?:it'?s|it is|unit|apartment|number|es|la|el|numero)\s+)+/i, '').replace(/^#\s*/, '');
  if (/^[a-z]?\d{1,5}[a-z]?(?:[\s-]?[a-z])?$/i.test(answer) || /^[a-z]$/i.test(answer)) return answer.replace(/[\s-]+/g, '').toUpperCase();
  return undefined;
}

// ------------------------------------------------------------------ yes/no, permission, pets, access

export function yesNo(text: string): { yes: boolean; no: boolean } {
  const n = norm(text).replace(/[.,!?]+/g, (p) => (p.includes(',') ? ',' : ' ')).trim();
  if (NO_PROBLEM.test(n)) return { yes: true, no: false };
  const no = NO.test(n);
  const yes = !no && (YES.test(n) || /\b(that'?s (?:right|correct)|es correcto|esta correcto|asi es|correct)\b/.test(n));
  return { yes, no };
}

export function extractPermission(text: string, asked: boolean, yn: { yes: boolean; no: boolean }): { value?: boolean; note?: string } {
  const n = norm(text);
  if (DENY.test(n)) {
    const note = /\b(call|llam)\w*\b.*\b(first|before|antes)\b/.test(n) ? 'call before entering' : undefined;
    return { value: false, note };
  }
  if (PERMIT.test(n)) return { value: true };
  if (!asked) return {};
  // "No pets" answers another question.
  if (PETS_NONE.test(n) || new RegExp(PET_WORDS.source).test(text.toLowerCase())) return {};
  if (yn.yes) {
    const note = /\b(call|llamen|llamar|avisen|text)\b/.test(n) ? cleanAnswer(text).replace(/^(yes|yeah|sure|si|claro)[,.]?\s*/i, '') : undefined;
    return { value: true, note: note || undefined };
  }
  if (yn.no) return { value: false };
  return {};
}

const SECURED_NOTE: Record<Language, string> = { en: 'will be secured during the visit', es: 'encerrados durante la visita' };

export function extractPets(text: string, asked: boolean, yn: { yes: boolean; no: boolean }, language: Language = 'en'): string | undefined {
  const n = norm(text);
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const pets = [...lower.matchAll(PET_WORDS)].map((m) => m[1]!.replace(/^(?:my|our|mi|mis|nuestro|nuestra|nuestros)\s+/, '').trim());
  if (pets.length === 0 && PETS_NONE.test(n)) return 'none';
  if (pets.length) {
    const list = [...new Set(pets)].join(', ');
    return PET_SECURED.test(n) ? `${list} (${SECURED_NOTE[language]})` : list;
  }
  if (!asked) return undefined;
  if (yn.no || PETS_NONE.test(n) || NONE_ANSWER.test(n)) return 'none';
  if (yn.yes) {
    const rest = cleanAnswer(text).replace(/^(yes|yeah|yep|sure|si|sí|claro)[,.]?\s*/i, '');
    return rest ? rest : 'yes';
  }
  const answer = cleanAnswer(text);
  return answer && answer.split(/\s+/).length <= 15 ? answer : undefined;
}

export function extractAccess(text: string, asked: boolean, yn: { yes: boolean; no: boolean }): string | undefined {
  const n = norm(text);
  if (!asked) {
    if (!ACCESS_WORDS.test(n)) return undefined;
    const clauses = text.split(/(?<=[.!?;])\s+|,\s+/).filter((c) => ACCESS_WORDS.test(norm(c)));
    return clauses.join('; ').replace(/[.!?\s]+$/, '') || undefined;
  }
  if (NONE_ANSWER.test(n) && n.split(' ').length <= 4) return 'none';
  if (yn.no && n.split(' ').length <= 3) return 'none';
  const answer = cleanAnswer(text).replace(/^(yes|yeah|sure|si|claro)[,.]?\s*/i, '');
  return answer || undefined;
}

// ------------------------------------------------------------------ the whole utterance


const understood = new Lru<string, Utterance>(20_000);

/** What one utterance says (memoised: each turn re-reads the whole history). Treat the result as read-only. */
export function understand(text: string, ctx: ExtractContext): Utterance {
  const key = `${ctx.language}|${ctx.coldSeason ? 1 : 0}|${[...ctx.asked].sort().join(',')}|${text}`;
  return understood.getOrCreate(key, () => understandNow(text, ctx));
}

function understandNow(text: string, ctx: ExtractContext): Utterance {
  const raw = text.trim();
  const n = norm(raw);
  const asked = ctx.asked;
  const yn = yesNo(raw);
  const emergency = detectEmergency(raw, ctx.coldSeason);
  const phone = findPhone(raw);
  const problem = isProblem(raw) || Boolean(emergency);
  const greeting = GREETING_ONLY.test(n);
  const question = !greeting && (/\?\s*$/.test(raw) || QUESTION_START.test(n) || QUESTION_PHRASE.test(n));
  const aiQuestion = AI_QUESTION.test(n);
  const human = HUMAN.test(n) && !aiQuestion;
  const goodbye = GOODBYE.test(n);
  // A bare answer to "how can I help?" is the issue, unless it is a question, a request for a person or a greeting.
  const plainAnswer = !question && !human && !aiQuestion && !goodbye && !greeting && !yn.yes && !yn.no && !GENERIC_REQUEST.test(n);
  const issue = extractIssue(raw) ?? ((asked.has('issue') || asked.has('issueDetail') || asked.has('message')) && plainAnswer ? cleanAnswer(raw) || undefined : undefined);
  const permission = extractPermission(raw, asked.has('permission'), yn);
  const u: Utterance = {
    raw,
    n,
    yes: yn.yes,
    no: yn.no,
    name: asked.has('issue') && problem ? extractName(raw, false) : extractName(raw, asked.has('name') && !problem && !question),
    address: extractAddress(raw, asked.has('address')),
    unit: extractUnit(raw, asked.has('unit')),
    phone: phone && (phone.e164 || asked.has('phone') || asked.has('confirmPhone')) ? phone : undefined,
    issue: problem || asked.has('issue') || asked.has('issueDetail') || asked.has('message') ? issue : undefined,
    category: detectCategory(raw, emergency?.kind),
    urgency: detectUrgency(raw, emergency),
    emergency,
    notEmergency: NOT_EMERGENCY.test(n),
    permission: permission.value,
    permissionNote: permission.note,
    pets: extractPets(raw, asked.has('pets'), yn, ctx.language),
    access: extractAccess(raw, asked.has('access'), yn),
    goodbye,
    thanks: /^(thanks|thank you|gracias|muchas gracias)\b/.test(n),
    human,
    aiQuestion,
    question,
    greeting,
    genericRequest: GENERIC_REQUEST.test(n) && !problem,
    answer: cleanAnswer(raw),
  };
  // An answer to one question is not also the answer to the others.
  if (u.address && u.unit === undefined && !asked.has('unit')) {
    const at = raw.toLowerCase().indexOf(u.address.toLowerCase());
    u.unit = extractUnit(at >= 0 ? raw.slice(0, at) + raw.slice(at + u.address.length) : raw, false);
  }
  if (u.name && u.address && u.address.toLowerCase().includes(u.name.toLowerCase())) u.name = undefined;
  return u;
}
