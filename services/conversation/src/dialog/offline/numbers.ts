/**
 * Numbers as callers say them: digits, number words in English and Spanish ("five five five",
 * "cincuenta y cinco", "oh"), and phone numbers, normalised to E.164 (North American numbers by default)
 * and read back digit by digit.
 */
import type { Language } from '../types';
import { Lru } from './memo';

const UNITS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
  cero: 0, uno: 1, una: 1, un: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9,
};
const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  diez: 10, once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18, diecinueve: 19,
  veinte: 20, veintiuno: 21, veintiuna: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25, veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29,
};
const TENS: Record<string, number> = {
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90,
};
const HUNDREDS: Record<string, number> = {
  hundred: 100, cien: 100, ciento: 100, doscientos: 200, trescientos: 300, cuatrocientos: 400, quinientos: 500, seiscientos: 600, setecientos: 700, ochocientos: 800, novecientos: 900,
};
const REPEAT: Record<string, number> = { double: 2, triple: 3, doble: 2 };

export const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Replaces spoken numbers with digits, keeping everything else as it was: "twelve oak street" →
 * "12 oak street", "five five five, oh one" → "5 5 5, 0 1", "cincuenta y cinco" → "55",
 * "double five" → "5 5". "one"/"un"/"una" alone before a noun stay words ("one dog", "un perro").
 */
const converted = new Lru<string, string>(20_000);

export function wordsToDigits(text: string): string {
  return converted.getOrCreate(text, () => convert(text));
}

function convert(text: string): string {
  const tokens = text.split(/(\s+|[,.;!?()\-/]+)/);
  const out: string[] = [];
  let i = 0;
  const word = (k: number) => stripAccents((tokens[k] ?? '').toLowerCase());
  // The next word token index after k (skipping whitespace separators only).
  const nextWord = (k: number) => {
    let j = k + 1;
    while (j < tokens.length && /^\s*$/.test(tokens[j]!)) j++;
    return j;
  };
  while (i < tokens.length) {
    const w = word(i);
    if (w in REPEAT && (word(nextWord(i)) in UNITS)) {
      const n = REPEAT[w]!;
      const j = nextWord(i);
      out.push(Array(n).fill(String(UNITS[word(j)])).join(' '));
      i = j + 1;
      continue;
    }
    if (w in HUNDREDS || w in TENS || w in TEENS || w in UNITS) {
      // Articles and pronouns: "one dog", "un perro", "una llave" stay words unless digits follow.
      if ((w === 'un' || w === 'una' || w === 'one') && !isNumberWord(word(nextWord(i)))) {
        out.push(tokens[i]!);
        i++;
        continue;
      }
      let value = 0;
      let j = i;
      let consumed = false;
      if (w in HUNDREDS) {
        value = HUNDREDS[w]!;
        consumed = true;
        j = i;
        const after = nextWord(j);
        const a = word(after);
        // "one hundred" is handled as "1" + "hundred" → 100 below
        if (a in TENS || a in TEENS || a in UNITS) {
          const rest = readBelowHundred(after);
          if (rest) {
            value += rest.value;
            j = rest.end;
          }
        }
      } else if (w in UNITS && word(nextWord(i)) === 'hundred') {
        value = UNITS[w]! * 100;
        j = nextWord(i);
        consumed = true;
        const after = nextWord(j);
        const a = word(after) === 'and' ? nextWord(after) : after;
        if (word(a) in TENS || word(a) in TEENS || word(a) in UNITS) {
          const rest = readBelowHundred(a);
          if (rest) {
            value += rest.value;
            j = rest.end;
          }
        }
      } else {
        const r = readBelowHundred(i);
        if (r) {
          value = r.value;
          j = r.end;
          consumed = true;
        }
      }
      if (consumed) {
        out.push(String(value));
        i = j + 1;
        continue;
      }
    }
    out.push(tokens[i]!);
    i++;
  }
  return out.join('');

  function readBelowHundred(k: number): { value: number; end: number } | undefined {
    const w0 = word(k);
    if (w0 in TEENS) return { value: TEENS[w0]!, end: k };
    if (w0 in TENS) {
      let value = TENS[w0]!;
      let end = k;
      let n = nextWord(k);
      // "fifty five", "fifty-five" (the hyphen is a separator token), "cincuenta y cinco"
      if (/^-$/.test(tokens[k + 1] ?? '')) n = k + 2;
      if (word(n) === 'y') {
        const m = nextWord(n);
        if (word(m) in UNITS && UNITS[word(m)]! > 0) return { value: value + UNITS[word(m)]!, end: m };
      } else if (word(n) in UNITS && UNITS[word(n)]! > 0) {
        value += UNITS[word(n)]!;
        end = n;
      }
      return { value, end };
    }
    if (w0 in UNITS) return { value: UNITS[w0]!, end: k };
    return undefined;
  }
}

function isNumberWord(w: string): boolean {
  return w in UNITS || w in TEENS || w in TENS || w in HUNDREDS || /^\d/.test(w);
}

/** A phone number found in text: E.164 when complete, else the digits heard (e.g. 7 without area code). */
export interface PhoneMatch {
  e164?: string;
  digits: string;
  /** The text span (in the digit-converted text) it came from. */
  raw: string;
}

/**
 * Finds the phone number in what the caller said: digit groups separated by spaces, dashes, dots,
 * parentheses or commas (after number words became digits). North American numbers (10 digits, or 11
 * starting with 1) get +1; a leading + keeps its country code.
 */
export function findPhone(text: string): PhoneMatch | undefined {
  const converted = wordsToDigits(text);
  const re = /(\+\s*)?\(?\d[\d\s().\-,]*\d/g;
  let best: PhoneMatch | undefined;
  for (const m of converted.matchAll(re)) {
    const raw = m[0];
    const plus = Boolean(m[1]);
    let digits = raw.replace(/\D/g, '');
    if (digits.length < 7) continue;
    const e164 = toE164(digits, plus);
    let candidate: PhoneMatch;
    if (e164) candidate = { e164, digits, raw };
    else if (!plus && digits.length > 11) {
      // Something said before the number ran into it ("unit 4, 212 555 0134"): keep the last 10 digits.
      digits = digits.slice(-10);
      const tail = toE164(digits, false);
      candidate = tail ? { e164: tail, digits, raw } : { digits, raw };
    } else if (!plus && digits.length === 11 && !digits.startsWith('1')) {
      const tail = toE164(digits.slice(-10), false);
      candidate = tail ? { e164: tail, digits: digits.slice(-10), raw } : { digits, raw };
    } else candidate = { digits, raw };
    if (!best || (candidate.e164 && !best.e164) || (Boolean(candidate.e164) === Boolean(best.e164) && candidate.digits.length > best.digits.length)) best = candidate;
  }
  return best;
}

/** E.164 for the digits of a number ('+' given or not); undefined when it cannot be one. */
export function toE164(digits: string, plus = false): string | undefined {
  const d = digits.replace(/\D/g, '');
  if (plus) return /^[1-9]\d{7,14}$/.test(d) ? `+${d}` : undefined;
  if (d.length === 10 && /^[2-9]\d{2}[2-9]\d{6}$/.test(d)) return `+1${d}`;
  if (d.length === 11 && d.startsWith('1') && /^1[2-9]\d{2}[2-9]\d{6}$/.test(d)) return `+${d}`;
  return undefined;
}

/** Normalises a number typed or stored anywhere ('(212) 555-0134', '+1 212…') to E.164, or ''. */
export function normalizePhone(value: string): string {
  const v = value.trim();
  if (!v) return '';
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
