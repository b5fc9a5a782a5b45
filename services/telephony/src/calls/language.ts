/**
 * Following a caller who switches language: an explicit request ("en español, por favor", "in English,
 * please"), a turn that is clearly in the other language (its common words are the other language's, not
 * the call's), or the carrier's language detection when it persists.
 */
import type { Language } from '../store';

const fold = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const ASKS_SPANISH = /\b(en espanol|hablas? espanol|habla usted espanol|espanol,? por favor|in spanish|speak spanish|spanish,? please|spanish speaker)\b/;
const ASKS_ENGLISH = /\b(in english|speak english|english,? please|en ingles|hablas? ingles|habla usted ingles|ingles,? por favor)\b/;

// Words frequent in one language and not the other (ambiguous ones such as "no", "a", "me" left out).
const SPANISH = new Set(
  'de la que el en y los se del las un por con una su para es al lo como mas pero sus le ya este si porque esta entre cuando muy sin sobre tambien hasta hay donde quien desde todo nos durante todos uno les ni ese eso ellos esto antes algunos que unos yo otro otra el tanto esa estos mucho nada muchos cual poco ella estar estas algo nosotros mi mis tu te usted ustedes hola gracias tengo tiene necesito ayuda favor buenos buenas dias tardes noches casa agua apartamento calle nombre numero telefono fuga problema bueno llamo estoy esta puede quiero'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  'the and is are i you my it to of in that have has with this for not on be at hi hello yes please thanks thank can there what where when how your our we they he she his her was were will would could should do does did an from about just need help water leak apartment street name number phone problem good morning afternoon evening want get got is im its dont cant'.split(
    ' ',
  ),
);
// Words the two share (kept out of both counts).
for (const w of ['en', 'a', 'no', 'me', 'o', 'e', 'la']) if (SPANISH.has(w) && ENGLISH.has(w)) SPANISH.delete(w);

/** The other language, when the turn asks for it or is clearly in it; undefined to stay. */
export function languageSwitch(text: string, current: Language): Language | undefined {
  const t = fold(text);
  if (current === 'en' && ASKS_SPANISH.test(t)) return 'es';
  if (current === 'es' && ASKS_ENGLISH.test(t)) return 'en';
  const words = t.match(/[a-z]+/g) ?? [];
  if (words.length < 3) return undefined;
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (SPANISH.has(w)) es++;
    if (ENGLISH.has(w)) en++;
  }
  const other = current === 'en' ? es : en;
  const same = current === 'en' ? en : es;
  return other >= 2 && other >= 2 * Math.max(1, same) && other / words.length >= 0.3 ? (current === 'en' ? 'es' : 'en') : undefined;
}

/**
 * The call's language across its prompts. A prompt's `lang` is the language it was transcribed in: a
 * regional tag (en-US) is the one the call had set, so one that is not the call's now was transcribed
 * before a switch and moves nothing. A bare tag (en) is the carrier's own detection (`multi`), followed
 * at once when the words agree and otherwise only when the next prompt is detected the same way.
 */
export class LanguageFollower {
  private detected?: Language;

  constructor(private current: Language) {}

  /** The language to switch to after this prompt, or undefined to stay. */
  next(text: string, carrierLang = ''): Language | undefined {
    const tag = carrierLang.toLowerCase();
    const regional = /^(en|es)-/.test(tag) ? (tag.slice(0, 2) as Language) : undefined;
    if (regional && regional !== this.current) return undefined;
    const spoken = languageSwitch(text, this.current);
    const multi = tag === 'en' || tag === 'es' ? tag : undefined;
    if (spoken && (!multi || multi === spoken)) return this.switchTo(spoken);
    if (multi && multi !== this.current) {
      if (this.detected === multi) return this.switchTo(multi);
      this.detected = multi;
      return undefined;
    }
    this.detected = undefined;
    return undefined;
  }

  private switchTo(language: Language): Language {
    this.current = language;
    this.detected = undefined;
    return language;
  }
}
