/** Questions in the offline receptionist: telling a question from an answer, and answering from the knowledge base. */
import { zoneName } from '@landline/platform/hours';
import { textLanguage } from '../knowledge';
import { isProblem, type Slot, type Utterance } from './extract';
import { isLineCheck, WHEN_QUESTION } from './lexicon';
import { P } from './phrases';
import { type Facts } from './state';
import { FAIR_HOUSING_PROBE } from './topics';
import { Reply, type Ctx, type TurnInfo } from './context';

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
export function isRealQuestion(u: Utterance, t: TurnInfo): boolean {
  if (!u.question) return false;
  const answered = [...t.lastAsked].flatMap((s) => ANSWERS[s as Slot] ?? []).some((k) => t.learned.has(k));
  if (!answered) return !(t.learned.has('issue') && isProblemQuestion(u));
  // Answered, and then asked something in a sentence of its own.
  const sentencesOf = u.raw.split(/(?<=[.!?])\s+/).filter(Boolean);
  const last = sentencesOf[sentencesOf.length - 1] ?? '';
  return sentencesOf.length > 1 && /\?\s*$/.test(last) && !isProblem(last);
}

const isProblemQuestion = (u: Utterance) => isProblem(u.raw);

export function paymentOptions(ctx: Ctx): string {
  const hit = ctx.kb.answer(ctx.lang === 'es' ? '¿Cómo puedo pagar la renta? formas de pago' : 'How can I pay rent? payment options');
  return hit ? kbText(ctx, hit.text) : P.paymentGeneric[ctx.lang];
}

export function kbText(ctx: Ctx, text: string): string {
  return ctx.lang === 'es' && textLanguage(text) === 'en' ? `${P.kbIntro.es}${text}` : text;
}

export function answerQuestion(ctx: Ctx, r: Reply, u: Utterance): void {
  const { lang, config } = ctx;
  if (isLineCheck(u.n)) {
    r.add(P.lineCheck[lang]);
    return;
  }
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
