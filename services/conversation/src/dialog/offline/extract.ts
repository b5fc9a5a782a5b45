/**
 * Understanding one caller utterance: the facts it states (name, address, unit, phone, issue, pets…),
 * whatever order they come in and however many at once, and what the caller wants (a question, a person,
 * to hang up). `asked` is what the employee just asked, which lets a bare answer ("4B", "Jane Doe",
 * "yes") count for that question.
 */
import { LRUCache } from 'lru-cache';
import type { Language } from '../types';
import {
  ACCESS_WORDS,
  AI_QUESTION,
  CATEGORY_WORDS,
  DENY,
  FILLERS_START,
  GENERIC_REQUEST,
  GREETING_ONLY,
  GOODBYE,
  NO,
  NO_PROBLEM,
  NONE_ANSWER,
  NOT_EMERGENCY,
  PERMIT,
  PET_SECURED,
  PET_WORDS,
  PETS_NONE,
  PROBLEM_WORDS,
  QUESTION_PHRASE,
  QUESTION_START,
  YES,
  norm,
  type Category,
} from './lexicon';
import { assess, isEmergencyTier, screen } from '../safety/screen';
import { findAddress } from './address';
import { findUnit } from './unit';
import { readContact, type Contact } from './contact';
import { findPhone, wordsToDigits } from './numbers';
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
  /** The taxonomy's hazard. */
  kind: string;
  life: boolean;
  phrase: string;
}

/** One caller utterance understood: its contact details and everything else it says. */
export interface Utterance extends Contact {
  raw: string;
  n: string;
  yes: boolean;
  no: boolean;
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

/** Drops "yes, um, well, hi" from the front of an answer and trailing punctuation. */
export function cleanAnswer(text: string): string {
  return text
    .trim()
    .replace(FILLERS_START, '')
    .replace(/[.!?,;:\s]+$/, '')
    .trim();
}

// ------------------------------------------------------------------ emergencies and issues

function detectEmergency(text: string, coldSeason: boolean): EmergencyHit | undefined {
  const a = assess([screen(text)], { coldSeason });
  if (!isEmergencyTier(a.tier)) return undefined;
  const top = a.findings.find((f) => f.tier === a.tier);
  if (!top) return undefined;
  return { kind: top.hazard, life: a.tier === 'life_safety', phrase: top.phrase };
}

export function isProblem(text: string): boolean {
  const s = screen(text);
  if (PROBLEM_WORDS.test(norm(s.literal))) return true;
  return s.findings.length > 0 || s.conditional.length > 0;
}

/**
 * The trade of a problem: the taxonomy's hazard when it knows one, else the trade words. A hazard of no
 * trade in particular (someone hurt) takes the trade the words name: a fall through broken stairs is a
 * structural job. `hazard` is the call's own when it has one.
 */
export function detectCategory(text: string, hazard: Category | undefined = assess([screen(text)], { coldSeason: true }).category): Category | undefined {
  if (hazard && hazard !== 'general') return hazard;
  return tradeWords(norm(screen(text).literal)) ?? hazard;
}

function tradeWords(n: string): Category | undefined {
  // Water heaters and hot water are plumbing even though they say "heat".
  if (/\b(water heater|hot water|agua caliente|calentador de agua)\b/.test(n)) return 'plumbing';
  for (const [category, re] of CATEGORY_WORDS) if (re.test(n)) return category;
  return undefined;
}

/** The tier the taxonomy gives a problem (undefined when it names nothing it knows). */
function detectUrgency(text: string, coldSeason = true): Urgency | undefined {
  return assess([screen(text)], { coldSeason }).tier;
}

/** The part of the utterance that describes the problem (the clauses with problem words). */
function extractIssue(text: string): string | undefined {
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
        .replace(
          /^(?:i'?m calling (?:because|about|to report)|i'?m calling|calling (?:because|about)|i want to report|i need to report|i'?d like to report|llamo (?:porque|para reportar|por)|quiero reportar|les llamo porque)\s*(?:that\s+|que\s+)?/i,
          '',
        )
        .trim(),
    )
    .filter(Boolean)
    .join('. ')
    .replace(/[.!?\s]+$/, '');
  return issue ? issue.charAt(0).toUpperCase() + issue.slice(1) : undefined;
}

const CONTACT_WORDS =
  /\b(my name is|my name'?s|me llamo|mi nombre es|i live at|i'?m at|vivo en|my (?:phone |cell |callback )?number|mi (?:numero|telefono)|unit|apartment|apt|unidad|apartamento|departamento|call me (?:at|back)|llamarme al)\b/;

function isContactPart(text: string): boolean {
  return CONTACT_WORDS.test(norm(text)) || Boolean(findPhone(text)?.e164) || Boolean(findAddress(wordsToDigits(text), false));
}

// ------------------------------------------------------------------ names, addresses and units

/** The unit in `text` (address.ts); '' when the caller says there is none. */
export function extractUnit(text: string, asked: boolean): string | undefined {
  const converted = wordsToDigits(text);
  return findUnit(converted, asked, findAddress(converted, false, text))?.value;
}

// ------------------------------------------------------------------ yes/no, permission, pets, access

function yesNo(text: string): { yes: boolean; no: boolean } {
  const n = norm(text)
    .replace(/[.,!?]+/g, (p) => (p.includes(',') ? ',' : ' '))
    .trim();
  if (NO_PROBLEM.test(n)) return { yes: true, no: false };
  const no = NO.test(n);
  const yes = !no && (YES.test(n) || /\b(that'?s (?:right|correct)|es correcto|esta correcto|asi es|correct)\b/.test(n));
  return { yes, no };
}

function extractPermission(text: string, asked: boolean, yn: { yes: boolean; no: boolean }): { value?: boolean; note?: string } {
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

function extractPets(text: string, asked: boolean, yn: { yes: boolean; no: boolean }, language: Language = 'en'): string | undefined {
  const n = norm(text);
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const pets = [...lower.matchAll(PET_WORDS)].map(([, pet = '']) => pet.replace(/^(?:my|our|mi|mis|nuestro|nuestra|nuestros)\s+/, '').trim());
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

function extractAccess(text: string, asked: boolean, yn: { yes: boolean; no: boolean }): string | undefined {
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

// Each turn re-reads the whole history: an utterance heard in the same context is understood once.
const understood = new LRUCache<string, Utterance, { text: string; ctx: ExtractContext }>({
  max: 20_000,
  memoMethod: (_key, _stale, { context }) => understandNow(context.text, context.ctx),
});

/** What one utterance says. Treat the result as read-only: it is shared. */
export function understand(text: string, ctx: ExtractContext): Utterance {
  const key = `${ctx.language}|${ctx.coldSeason ? 1 : 0}|${[...ctx.asked].sort().join(',')}|${text}`;
  return understood.memo(key, { context: { text, ctx } });
}

function understandNow(text: string, ctx: ExtractContext): Utterance {
  const raw = text.trim();
  const n = norm(raw);
  const asked = ctx.asked;
  const yn = yesNo(raw);
  const emergency = detectEmergency(raw, ctx.coldSeason);
  const problem = isProblem(raw);
  const greeting = GREETING_ONLY.test(n);
  const question = !greeting && (/\?\s*$/.test(raw) || QUESTION_START.test(n) || QUESTION_PHRASE.test(n));
  const aiQuestion = AI_QUESTION.test(n);
  const human = screen(raw).person;
  const goodbye = GOODBYE.test(n);
  // A bare answer to "how can I help?" is the issue, unless it is a question, a request for a person or a greeting.
  const plainAnswer = !question && !human && !aiQuestion && !goodbye && !greeting && !yn.yes && !yn.no && !GENERIC_REQUEST.test(n);
  const issue = extractIssue(raw) ?? ((asked.has('issue') || asked.has('issueDetail') || asked.has('message')) && plainAnswer ? cleanAnswer(raw) || undefined : undefined);
  const permission = extractPermission(raw, asked.has('permission'), yn);
  const contact = readContact(raw, { asked, problem: problem || human || aiQuestion, question });
  const u: Utterance = {
    raw,
    n,
    yes: yn.yes,
    no: yn.no,
    ...contact,
    issue: problem || asked.has('issue') || asked.has('issueDetail') || asked.has('message') ? issue : undefined,
    category: detectCategory(raw),
    urgency: detectUrgency(raw, ctx.coldSeason),
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
  return u;
}
