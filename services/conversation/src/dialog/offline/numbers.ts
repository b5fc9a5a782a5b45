/**
 * Numbers as callers say them: digits, number words in English and Spanish ("five five five",
 * "cincuenta y cinco", "oh"), and phone numbers, normalised to E.164 (North American numbers by default)
 * and read back digit by digit.
 */
import { LRUCache } from 'lru-cache';
import type { Language } from '../types';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** A word table with nothing behind it: a caller who says "constructor" or "toString" names no entry. */
export const wordTable = <T>(entries: Record<string, T>): Readonly<Partial<Record<string, T>>> => Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));

const UNITS = wordTable<number>({
  zero: 0,
  oh: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  cero: 0,
  uno: 1,
  una: 1,
  un: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
});
const BASE_TEENS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
};
const TENS = wordTable<number>({
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
});
/** "Treintiséis", "cuarentaidós": the tens and the unit run together into one word, as many speakers say them. */
const SPANISH_UNITS: Array<[string, number]> = [
  ['uno', 1],
  ['una', 1],
  ['un', 1],
  ['dos', 2],
  ['tres', 3],
  ['cuatro', 4],
  ['cinco', 5],
  ['seis', 6],
  ['siete', 7],
  ['ocho', 8],
  ['nueve', 9],
];
const COMPOUND_TENS: Record<string, number> = {};
for (const [ten, tens = 0] of Object.entries(TENS).filter(([word]) => word.endsWith('nta'))) {
  for (const [unit, n] of SPANISH_UNITS) {
    COMPOUND_TENS[`${ten.slice(0, -1)}i${unit}`] = tens + n;
    COMPOUND_TENS[`${ten}i${unit}`] = tens + n;
  }
}
const TEENS = wordTable<number>({ ...BASE_TEENS, ...COMPOUND_TENS });

const HUNDREDS = wordTable<number>({
  hundred: 100,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
});
const THOUSAND = wordTable<number>({ thousand: 1000, mil: 1000 });
const REPEAT = wordTable<number>({ double: 2, triple: 3, doble: 2 });
/** English ordinal words and the numbers they name: "first" 1, "sixteenth" 16, "ninetieth" 90. */
export const ENGLISH_ORDINALS: ReadonlyMap<string, number> = new Map<string, number>([
  ...'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth'
    .split(' ')
    .map((w, i) => [w, i + 1] as const),
  ...'twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth'.split(' ').map((w, i) => [w, 20 + 10 * i] as const),
]);
/** 21 → "21st", 12 → "12th". */
export const englishOrdinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

export const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Replaces spoken numbers with digits, keeping everything else as it was: "twelve oak street" →
 * "12 oak street", "five five five, oh one" → "5 5 5, 0 1", "cincuenta y cinco" → "55",
 * "double five" → "5 5". "one"/"un"/"una" alone before a noun stay words ("one dog", "un perro").
 */
const converted = new LRUCache<string, string>({ max: 20_000, memoMethod: (text) => convert(text) });

export function wordsToDigits(text: string): string {
  return converted.memo(text);
}

/** "Three-oh-four", "nine-ninety": number words joined by hyphens are said one after another. */
const HYPHENATED = /([a-záéíóúñ]+)-(?=([a-záéíóúñ]+))/gi;
const spokenApart = (a: string, b: string) => isNumberWord(stripAccents(a.toLowerCase())) && isNumberWord(stripAccents(b.toLowerCase()));

function convert(said: string): string {
  const text = said.replace(HYPHENATED, (joined, a: string, b: string) => (spokenApart(a, b) ? `${a} ` : joined));
  const tokens = text.split(/(\s+|[,.;!?()\-/]+)/);
  const out: string[] = [];
  const word = (k: number) => stripAccents((tokens[k] ?? '').toLowerCase());
  // The next word token index after k (skipping whitespace separators only).
  const nextWord = (k: number) => {
    let j = k + 1;
    while (j < tokens.length && /^\s*$/.test(tokens[j] ?? '')) j++;
    return j;
  };
  const previousWord = () => [...out].reverse().find((t) => !/^\s*$/.test(t)) ?? '';
  let i = 0;
  while (i < tokens.length) {
    const w = word(i);
    if (w in REPEAT && word(nextWord(i)) in UNITS) {
      const j = nextWord(i);
      out.push(
        Array(REPEAT[w])
          .fill(String(UNITS[word(j)]))
          .join(' '),
      );
      i = j + 1;
      continue;
    }
    // "West Twenty-First Street": 21st.
    const ordinalAt = /^-$/.test(tokens[i + 1] ?? '') ? i + 2 : nextWord(i);
    const unitOrdinal = ENGLISH_ORDINALS.get(word(ordinalAt));
    const tens = TENS[w];
    if (tens !== undefined && unitOrdinal !== undefined && unitOrdinal < 10) {
      out.push(englishOrdinal(tens + unitOrdinal));
      i = ordinalAt + 1;
      continue;
    }
    // "too oh five": speech recognition's "two" before other digits.
    if ((w === 'to' || w === 'too') && word(nextWord(i)) === 'oh' && word(nextWord(nextWord(i))) in UNITS) {
      out.push('2');
      i++;
      continue;
    }
    // Articles and pronouns: "one dog", "un perro", "una llave" stay words unless digits follow.
    const article = (w === 'un' || w === 'una' || w === 'one') && !isNumberWord(word(nextWord(i))) && !/^\d+$/.test(previousWord());
    // "Oh" is a zero only among other digits ("two oh one"), not an exclamation ("Oh, sorry").
    const exclamation = w === 'oh' && !isNumberWord(word(nextWord(i))) && !/^\d+$/.test(previousWord());
    const n = article || exclamation ? undefined : readThousands(i);
    if (n) {
      out.push(String(n.value));
      i = n.end + 1;
      continue;
    }
    out.push(tokens[i] ?? '');
    i++;
  }
  return out.join('');

  /** "two thousand twenty", "dos mil cuatrocientos", "mil quinientos", or a smaller number. */
  function readThousands(k: number): { value: number; end: number } | undefined {
    const w0 = word(k);
    const head = w0 in THOUSAND ? undefined : readHundreds(k);
    if (!head && !(w0 in THOUSAND && w0 !== 'thousand')) return undefined;
    const at = head ? nextWord(head.end) : k;
    if (!(word(at) in THOUSAND)) return head;
    let value = (head?.value ?? 1) * 1000;
    let end = at;
    const rest = word(nextWord(at)) === 'and' ? nextWord(nextWord(at)) : nextWord(at);
    const tail = isNumberWord(word(rest)) && !(word(rest) in THOUSAND) ? readHundreds(rest) : undefined;
    if (tail) {
      value += tail.value;
      end = tail.end;
    }
    return { value, end };
  }

  /** "trescientos cinco", "one hundred and five", "nineteen hundred", "hundred", or below a hundred. */
  function readHundreds(k: number): { value: number; end: number } | undefined {
    const w0 = word(k);
    let value: number;
    let end: number;
    const hundreds = HUNDREDS[w0];
    // "Nineteen hundred", "forty-seven hundred", and its Spanish calque "veintiséis cientos".
    const times = hundreds === undefined ? readBelowHundred(k) : undefined;
    if (hundreds !== undefined) {
      value = hundreds;
      end = k;
    } else if (times && HUNDRED_AFTER.has(word(nextWord(times.end)))) {
      value = times.value * 100;
      end = nextWord(times.end);
    } else return times;
    const after = word(nextWord(end)) === 'and' ? nextWord(nextWord(end)) : nextWord(end);
    const rest = readBelowHundred(after);
    if (rest) return { value: value + rest.value, end: rest.end };
    return { value, end };
  }

  function readBelowHundred(k: number): { value: number; end: number } | undefined {
    const w0 = word(k);
    const teen = TEENS[w0];
    if (teen !== undefined) return { value: teen, end: k };
    const value = TENS[w0];
    if (value !== undefined) {
      // "fifty five", "fifty-five" (the hyphen is a separator token), "cincuenta y cinco"
      const n = /^-$/.test(tokens[k + 1] ?? '') ? k + 2 : nextWord(k);
      const m = word(n) === 'y' ? nextWord(n) : n;
      const unit = UNITS[word(m)] ?? 0;
      if (unit > 0) return { value: value + unit, end: m };
      return { value, end: k };
    }
    const unit = UNITS[w0];
    return unit === undefined ? undefined : { value: unit, end: k };
  }
}

const HUNDRED_AFTER = new Set(['hundred', 'cientos']);

function isNumberWord(w: string): boolean {
  return w in UNITS || w in TEENS || w in TENS || w in HUNDREDS || w in THOUSAND || /^\d/.test(w);
}

/** A phone number found in text: E.164 when complete, else the digits heard (e.g. 7 without area code). */
export interface PhoneMatch {
  e164?: string;
  digits: string;
  /** The text span (in the digit-converted text) it came from. */
  raw: string;
  /** Where that span starts and ends in the digit-converted text. */
  start: number;
  end: number;
}

// Digit groups separated by spaces, dashes, dots, parentheses or commas; a sentence end breaks a run.
const DIGIT_RUN = /(\+\s*)?\(?\d(?:[\d\s()\-,]|\.(?!\s))*\d|\d/g;
// Said for a digit by speech recognition, between digits: "five five five oh one for seven".
const DIGIT_HOMOPHONES = wordTable<string>({ for: '4', fore: '4', to: '2', too: '2', o: '0' });

/**
 * Finds the phone number in what the caller said, after number words became digits. A run of digit
 * groups may carry other numbers before or after it ("unit 4, 212 555 0134"): the number is the
 * consecutive groups that make a whole one. When several numbers are said, the last one counts (callers
 * correct themselves), unless it is only for when the caller does not answer. North American numbers get
 * +1; a leading + keeps its country code.
 */
export function findPhone(text: string): PhoneMatch | undefined {
  const converted = wordsToDigits(text);
  const found = phoneIn(converted);
  if (found?.e164) return found;
  // "555-0136, area code 317": the area code said after the seven digits.
  const area = AREA_CODE_AFTER.exec(converted);
  if (found?.digits.length === 7 && area?.[1] && area.index > found.start) {
    const e164 = toE164(area[1] + found.digits);
    if (e164) return { ...found, e164, digits: area[1] + found.digits, end: area.index + area[0].length };
  }
  // "for"/"to" heard for four/two: only when that makes a whole number.
  const homophones = converted.replace(/(?<=\d[\s,.-]{0,3})\b(for|fore|to|too|o)\b(?=[\s,.-]{0,3}\d)/gi, (w) => DIGIT_HOMOPHONES[w.toLowerCase()] ?? w);
  if (homophones !== converted) {
    const alt = phoneIn(homophones);
    if (alt?.e164) return alt;
  }
  return found;
}

// Between a callback number and a second one only for when the caller does not answer: the first stands.
const BACKUP =
  /\b(?:if (?:i|we) (?:don'?t|do not|can'?t|cannot) (?:answer|pick up)|if (?:there'?s )?no answer|if you can'?t (?:reach|get) me|as a backup|backup|alternate|si no (?:contesto|contestamos|respondo|me encuentran|me localizan)|de respaldo|alterno)\b/i;

const AREA_CODE_AFTER = /\b(?:area code|codigo de area|código de área|lada|la lada es|el codigo es|el código es|codigo|código)\s*(?:is|es|de)?\s*(\d{3})\b/i;

// Between the parts of one number: "area code 312, then 555 0147", "312 y luego 555 0147".
const JOINED = /^[\s,.-]*(?:(?:and|then|and then|y|luego|y luego|dash|guion)[\s,.-]+)?$/i;

function phoneIn(converted: string): PhoneMatch | undefined {
  let complete: PhoneMatch | undefined;
  let partial: PhoneMatch | undefined;
  const runs = [...converted.matchAll(DIGIT_RUN)];
  for (const [i, m] of runs.entries()) {
    const prev = runs[i - 1];
    if (!complete && prev && JOINED.test(converted.slice(prev.index + prev[0].length, m.index))) {
      const digits = prev[0].replace(/\D/g, '') + m[0].replace(/\D/g, '');
      const e164 = digits.length === 10 ? toE164(digits) : undefined;
      if (e164) complete = { e164, digits, raw: converted.slice(prev.index, m.index + m[0].length), start: prev.index, end: m.index + m[0].length };
    }
    const whole = wholeNumber(m[0], m.index, Boolean(m[1]));
    if (whole) {
      if (!complete || !BACKUP.test(converted.slice(complete.end, whole.start))) complete = whole;
      continue;
    }
    const digits = m[0].replace(/\D/g, '');
    if (digits.length >= 7 && (!partial || digits.length >= partial.digits.length)) partial = { digits, raw: m[0], start: m.index, end: m.index + m[0].length };
  }
  return complete ?? partial;
}

/** The last whole number made of consecutive digit groups of one run, valid numbers first. */
function wholeNumber(run: string, offset: number, plus: boolean): PhoneMatch | undefined {
  if (plus) {
    const e164 = toE164(run, true);
    return e164 ? { e164, digits: e164.slice(1), raw: run, start: offset, end: offset + run.length } : undefined;
  }
  const groups = [...run.matchAll(/\d+/g)].map((g) => ({ text: g[0], at: g.index }));
  let fallback: PhoneMatch | undefined;
  for (const [last, lastGroup] of [...groups.entries()].reverse()) {
    let digits = '';
    for (const firstGroup of groups.slice(0, last + 1).reverse()) {
      digits = firstGroup.text + digits;
      if (digits.length > 11) break;
      if (digits.length < 10 || (digits.length === 11 && !digits.startsWith('1'))) continue;
      const start = firstGroup.at;
      const end = lastGroup.at + lastGroup.text.length;
      const match = (e164: string) => ({ e164, digits, raw: run.slice(start, end), start: offset + start, end: offset + end });
      const valid = validE164(digits);
      if (valid) return match(valid);
      const shaped = toE164(digits);
      if (shaped && !fallback) fallback = match(shaped);
    }
  }
  return fallback;
}

function validE164(digits: string): string | undefined {
  const parsed = parsePhoneNumberFromString(digits, 'US');
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * E.164 for the digits of a number ('+' given or not); undefined when it cannot be one. Numbers the
 * phone-number metadata does not know are still taken when they have the North American shape (a caller
 * may misspeak a digit; the readback catches it).
 */
export function toE164(digits: string, plus = false): string | undefined {
  const d = digits.replace(/\D/g, '');
  if (plus) {
    const parsed = parsePhoneNumberFromString(`+${d}`);
    return parsed?.isValid() || parsed?.isPossible() ? parsed.number : undefined;
  }
  const valid = validE164(d);
  if (valid?.startsWith('+1')) return valid;
  if (d.length === 10 && /^[2-9]\d{2}[2-9]\d{6}$/.test(d)) return `+1${d}`;
  if (d.length === 11 && /^1[2-9]\d{2}[2-9]\d{6}$/.test(d)) return `+${d}`;
  return undefined;
}

/** Normalises a number typed or stored anywhere ('(212) 555-0134', '+1 212…', '+44 20…') to E.164, or ''. */
export function normalizePhone(value: string): string {
  const v = value.trim();
  if (!v || !/\d/.test(v)) return '';
  return toE164(v.replace(/\D/g, ''), v.startsWith('+')) ?? '';
}

/**
 * A number read back the way people say it on the phone, digit by digit in groups:
 * +12125550134 → "2 1 2, 5 5 5, 0 1 3 4"; other countries: "+52, 5 5, 1 2 3 4, 5 6 7 8".
 */
export function readBack(e164: string, _language: Language = 'en'): string {
  const d = e164.replace(/\D/g, '');
  const spaced = (s: string) => s.split('').join(' ');
  if (e164.startsWith('+1') && d.length === 11) return [d.slice(1, 4), d.slice(4, 7), d.slice(7)].map(spaced).join(', ');
  const groups: string[] = [];
  for (let i = 0; i < d.length; i += 4) groups.push(d.slice(i, i + 4));
  return `+${groups.map(spaced).join(', ')}`;
}

/** E.164 as people write it: +12125550134 → (212) 555-0134. */
export function formatPhone(e164: string): string {
  const d = e164.replace(/\D/g, '');
  if (e164.startsWith('+1') && d.length === 11) return `(${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`;
  return e164;
}
