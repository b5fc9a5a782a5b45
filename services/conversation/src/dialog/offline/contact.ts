/**
 * The contact details of one utterance, however many at once and in whatever order: the name, the street
 * address, the unit, the callback number, and the corrections and refusals of them ("no, the last four
 * are 0147", "sorry, I meant 3B", "no, es Pérez con zeta", "this number", "I'd rather not give my name").
 */
import { findAddress } from './address';
import { findUnit } from './unit';
import { norm } from './lexicon';
import { findNameFix, type NameFix } from './name-fixes';
import { DECLINES_NAME, findName } from './names';
import { findPhone, toE164, wordsToDigits, type PhoneMatch } from './numbers';

export interface Contact {
  name?: string;
  /** Given after "my name is", "me llamo": it replaces a name understood before. */
  nameSure: boolean;
  nameFix?: NameFix;
  nameDeclined: boolean;
  address?: string;
  /** The address ends in a street type ("Avenue"): surer than a number and a word ("del 10 deja"). */
  addressTyped: boolean;
  /** '' = the caller says there is no unit (a house). */
  unit?: string;
  phone?: PhoneMatch;
  /** The last digits of the number said again to fix them, when this utterance has no whole number. */
  phoneFix?: string;
  /** The caller means the number the call comes from ("this number", "el mismo de donde llamo"). */
  sameNumber: boolean;
  phoneDeclined: boolean;
}

export interface ContactContext {
  /** What the employee's last turn asked. */
  asked: ReadonlySet<string>;
  /** The utterance describes a problem, or asks for a person: a bare answer in it is no name. */
  problem: boolean;
  question: boolean;
}

// "no, it's 0147", "no, the last four are 0147", "no, perdón, termina en cero uno cuatro siete", "0161 at the end"
const TAIL_SAID = String.raw`\b(?:last (?:four|4|three|3|digits?|numbers?)|ends? (?:in|with)|termina(?:n)? en|al final|los ultimos(?: (?:cuatro|4|numeros|digitos))?)\b`;
const TAIL_AFTER_CUE = new RegExp(
  String.raw`(?:\b(?:no|nope|sorry|wait|actually|i mean|i meant|perdon|perdone|espere|digo|mejor dicho|quise decir)\b|${TAIL_SAID})([^\d]{0,40}?)((?:\d[\s,.-]?){3,7})(?!\d)`,
  'g',
);
const TAIL_BEFORE_CUE = /((?:\d[\s,.-]?){3,7})(?<!\s)\s*(?:at the end|al final)\b/g;
/** Words between a "no" and digits that make the digits something else than a phone number's end. */
const NOT_TAIL = /\b(?:unit|apartment|apt|suite|unidad|apartamento|apto|depto|dpto|interior|floor|piso|live|vivo|calle|street|avenue|at|del|el edificio)\b|#/;
const TAIL_END = /^\s*(?:$|[.,;!?]|at the end|al final|sorry|perdon|please|por favor|thanks|gracias|i mixed|me confundo|me equivoque)/;

/** Digits said to fix the end of a number, in `text` (digits already) from `from` on. */
function phoneTail(text: string, from = 0): { digits: string; explicit: boolean } | undefined {
  const n = norm(text.slice(from));
  let tail: { digits: string; explicit: boolean } | undefined;
  for (const m of n.matchAll(TAIL_AFTER_CUE)) {
    const [said, between = '', digits = ''] = m;
    // What follows the last digit (the digit group may have taken the comma after it).
    const after = m.index + said.length - (digits.length - digits.replace(/[\s,.-]+$/, '').length);
    if (NOT_TAIL.test(between) || !TAIL_END.test(n.slice(after))) continue;
    tail = { digits: digits.replace(/\D/g, ''), explicit: new RegExp(TAIL_SAID).test(said) };
  }
  for (const [, digits = ''] of n.matchAll(TAIL_BEFORE_CUE)) tail = { digits: digits.replace(/\D/g, ''), explicit: true };
  return tail && tail.digits.length >= 3 ? tail : undefined;
}

/** A number with its last digits replaced. */
export function fixPhone(e164: string, tail: string): string | undefined {
  const digits = e164.replace(/^\+1/, '');
  if (tail.length > digits.length) return undefined;
  return toE164(digits.slice(0, digits.length - tail.length) + tail);
}

const NUMBER_WORD = String.raw`(?:number|phone|cell|line|numero|telefono|celular|cel)`;
const SAME_NUMBER = new RegExp(
  String.raw`\b(?:this ${NUMBER_WORD}|the (?:number|one|phone) (?:i'?m|i am) calling (?:from|on)|(?:number|one) (?:i'?m|i am) calling (?:from|on)|same ${NUMBER_WORD}|the ${NUMBER_WORD} (?:you have|you see|on file|that came up|that shows)|este (?:mismo )?${NUMBER_WORD}|este mismo|(?:al|el) mismo(?: ${NUMBER_WORD})?|de aqui mismo|(?:al|el|del) ${NUMBER_WORD} (?:de|desde) (?:donde|el que) (?:llamo|estoy llamando|le (?:hablo|estoy hablando))|(?:de|desde) (?:donde|el que) (?:llamo|le hablo|estoy llamando))\b`,
);
const THIS_ONE = /\b(?:this one|ese mismo|este|ese|that one)\b/;
const NOT_BEFORE = /\b(?:not|no|don'?t|never|other than|instead of|nunca|otro que)\s+(?:\w+\s+){0,1}$/;

function sameNumber(n: string, askedPhone: boolean): boolean {
  const m = SAME_NUMBER.exec(n) ?? (askedPhone ? THIS_ONE.exec(n) : null);
  return m !== null && !NOT_BEFORE.test(n.slice(0, m.index)) && !/\b(?:not this one|no a este|no este|not that one|ese no|este no)\b/.test(n);
}

const DECLINES_PHONE =
  /\b(?:not (?:giving|going to give)(?: you)? (?:my|a) (?:number|phone)|(?:rather|prefer) not (?:to )?give (?:you )?my (?:number|phone)|(?:don'?t|do not) want to give (?:you )?my (?:number|phone)|no (?:quiero|quisiera) dar(?:le)? mi (?:numero|telefono)|prefiero no dar(?:le)? mi (?:numero|telefono))\b/;

/** Blanks out a span, keeping every other position where it was. */
const blank = (text: string, span?: { start: number; end: number }) => (span ? text.slice(0, span.start) + ' '.repeat(span.end - span.start) + text.slice(span.end) : text);

export function readContact(raw: string, ctx: ContactContext): Contact {
  const text = wordsToDigits(raw);
  const n = norm(text);
  const asked = ctx.asked;
  const askedPhone = asked.has('phone') || asked.has('confirmPhone') || asked.has('callerNumber');
  let phone = findPhone(raw);
  if (phone && !phone.e164 && !askedPhone) phone = undefined;
  const rest = blank(text, phone);
  const address = findAddress(rest, asked.has('address'), raw);
  // "773 555 0139. No, perdón, termina en 0147": the fix applies at once.
  const tail = phoneTail(blank(rest, address), phone?.e164 ? phone.end : 0);
  if (phone?.e164 && tail) {
    const fixed = fixPhone(phone.e164, tail.digits);
    if (fixed) phone = { ...phone, e164: fixed, digits: fixed.replace(/^\+1/, '') };
  }
  // Digits after "no, sorry" fix the phone number only when there is one to fix; else they may fix a unit.
  const phoneTailUsed = tail && (phone?.e164 || tail.explicit || askedPhone);
  const unit = findUnit(blank(rest, phoneTailUsed ? tailSpan(rest, tail.digits) : undefined), asked.has('unit'), address);
  const nameAsked = asked.has('name') && !ctx.problem && !ctx.question;
  const spans = [phone, address, unit?.value ? unit : undefined].flatMap((x) => (x ? [{ start: x.start, end: x.end }] : []));
  const found = findName(text, { asked: nameAsked, spans });
  const name = found && !(address && address.value.toLowerCase().includes(found.value.toLowerCase())) ? found : undefined;
  // A fix of the name given before, or a last name said after the first one in the same breath.
  const fix = findNameFix(raw, norm(raw));
  const nameFix = !name || fix?.part === 'last' || fix?.part === 'full' ? fix : undefined;
  return {
    name: name?.value,
    nameSure: Boolean(name?.sure),
    nameFix,
    nameDeclined: DECLINES_NAME.test(n),
    address: address?.value,
    addressTyped: Boolean(address?.typed),
    unit: unit?.value,
    phone,
    phoneFix: !phone?.e164 && phoneTailUsed ? tail.digits : undefined,
    sameNumber: sameNumber(n, askedPhone),
    phoneDeclined: DECLINES_PHONE.test(n),
  };
}

/** Where the fixing digits are, so they are not also read as a unit. */
function tailSpan(text: string, tail?: string): { start: number; end: number } | undefined {
  if (!tail) return undefined;
  const re = new RegExp(tail.split('').join('[\\s,.-]?'));
  const m = re.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : undefined;
}

/** "Five five five, oh one four seven" then "two one two": the area code completes the number heard. */
export function completePhone(partial: string, raw: string): string | undefined {
  const groups = wordsToDigits(raw).match(/\d+/g) ?? [];
  const digits = groups.join('');
  if (partial.length === 7 && digits.length === 3) return toE164(digits + partial);
  if (partial.length === 3 && digits.length === 7) return toE164(partial + digits);
  return undefined;
}
