/**
 * A caller's words as the safety screen reads them: normalised (lower case, no accents, contractions
 * opened: "won't" → "will not"), number words turned into digits, cut into tokens that each carry their
 * English and Spanish Snowball stems (so "smelling", "smells" and "smelt" meet, and so do "inundado" and
 * "inundación", whichever language the caller happens to use for that word), and the clause each token
 * is in, which bounds where a "no" or "not" reaches.
 */
import snowball from 'snowball-stemmers';
import { wordsToDigits } from '../offline/numbers';

const english = snowball.newStemmer('english');
const spanish = snowball.newStemmer('spanish');

export interface Token {
  /** Normalised word (no accents, lower case). */
  word: string;
  en: string;
  es: string;
  /** Index of the clause (split at punctuation and at "but"/"pero"). */
  clause: number;
  /** Index of the stretch of speech up to a full stop or a "but": "it's out, but the room is full of smoke". */
  segment: number;
}

export const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon'?t\b/g, 'will not'],
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(do|does|did|is|are|was|were|has|have|had|would|should|could|need)n'?t\b/g, '$1 not'],
  // "it's", "nothing's": is (or has); after a noun the 's may be a possessive, so it only splits off.
  [/\b(it|that|there|here|what|where|who|he|she|nothing|everything|something|someone|somebody|nobody|everyone|everybody|anything|anyone|anybody)'s\b/g, '$1 is'],
  // "The heat's out", "the apartment's fine": a noun's 's before how it is.
  [/([a-z])'s (?=(?:fine|ok|okay|good|working|out|off|dead|broken|gone|leaking|flooding|not|still|cold|hot|warm|wet|dry|full|stuck|clogged)\b)/g, '$1 is '],
  // "I'm fine", "we're safe", typed "im fine": the pronoun and its verb, as the taxonomy writes them.
  [/\bi'?m\b/g, 'i am'],
  [/\b(we|you|they)'re\b/g, '$1 are'],
  [/\b(i|we|you|they)'ve\b/g, '$1 have'],
  [/\b(i|we|you|they|he|she|it)'ll\b/g, '$1 will'],
  [/([a-z])'(s|re|m|ve|ll|d)\b/g, '$1 $2'],
];

/** Lower case, accents removed, curly quotes straightened, contractions opened. */
export function normalize(text: string): string {
  // Initials written with dots are one word: "C.O." is "co", "A.C." is "ac".
  let s = stripAccents(text.toLowerCase())
    .replace(/[’‘`´]/g, "'")
    .replace(/\b([a-z])\.([a-z])\.?(?![a-z])/g, '$1$2')
    // A word spelled out letter by letter is that word: "C-O-L-Q-U-I-T-T" is no "C O".
    .replace(/\b[a-z](?:[\s,.-]+[a-z]\b){2,}/g, (letters) => letters.replace(/[^a-z]/g, ''));
  for (const [re, to] of CONTRACTIONS) s = s.replace(re, to);
  return s;
}

const CLAUSE_WORDS = new Set(['but', 'pero', 'though', 'although', 'aunque', 'sino']);

const stems = new Map<string, { en: string; es: string }>();
function stemsOf(word: string): { en: string; es: string } {
  let s = stems.get(word);
  if (!s) {
    s = { en: english.stem(word), es: spanish.stem(word) };
    if (stems.size > 50_000) stems.clear();
    stems.set(word, s);
  }
  return s;
}

export function stemEnglish(word: string): string {
  return stemsOf(word).en;
}
export function stemSpanish(word: string): string {
  return stemsOf(word).es;
}

/**
 * The words a Spanish diminutive may be of: "techito" techo, "casita" casa, "cafecito" café, "poquito"
 * poco, "laguito" lago. A caller's fondness for small words must not hide the thing they name.
 */
export function diminutiveBases(word: string): string[] {
  const m = /^([a-zñ]{3,}?)(c)?it([oa])(s?)$/.exec(word);
  if (!m) return [];
  const [, root = '', c, ending = 'o', plural = ''] = m;
  const bases = [root + ending, root + (ending === 'o' ? 'a' : 'o')];
  if (c) bases.push(root, `${root}c${ending}`);
  if (root.endsWith('qu')) bases.push(`${root.slice(0, -2)}c${ending}`);
  if (root.endsWith('gu')) bases.push(`${root.slice(0, -2)}g${ending}`);
  // "Llamitas": llamas, as said.
  return plural ? [...bases.map((b) => b + plural), ...bases] : bases;
}

/**
 * Speech written as it sounds, spelled out: Caribbean Spanish drops a final s ("grado'", "'ta", "na'",
 * "dañao"), English a final g ("mornin'"). Read as written, none of these words would be known.
 */
const SPOKEN_SPELLINGS: Array<[RegExp, string]> = [
  [/(^|[^\p{L}'])na'(?![\p{L}'])/giu, '$1nada'],
  [/(^|[^\p{L}'])pa'(?![\p{L}'])/giu, '$1para'],
  [/(^|[^\p{L}'])to'(?![\p{L}'])/giu, '$1todo'],
  [/(^|[^\p{L}'])'(t[aáoeé]\p{L}*)/giu, '$1es$2'],
  [/(\p{L}{2,}in)'(?![\p{L}'])/giu, '$1g'],
  [/(\p{L}*[aeiouáéíóú])'(?![\p{L}'])/giu, '$1s'],
  [/(\p{L}{3,})ao(?!\p{L})/giu, '$1ado'],
];

const spelledOut = (text: string) => SPOKEN_SPELLINGS.reduce((s, [re, to]) => s.replace(re, to), text);

/** The tokens of a text, with stems and clause numbers. */
export function tokenize(text: string): Token[] {
  const s = normalize(wordsToDigits(spelledOut(text)));
  const tokens: Token[] = [];
  let clause = 0;
  let segment = 0;
  for (const m of s.matchAll(/[a-zñ0-9]+(?:'[a-z]+)?|[.,!?;]+|°/g)) {
    const w = m[0];
    if (/^[.,!?;]+$/.test(w)) {
      clause++;
      if (/[.!?;]/.test(w)) segment++;
      continue;
    }
    if (CLAUSE_WORDS.has(w)) {
      clause++;
      segment++;
    }
    const { en, es } = stemsOf(w);
    tokens.push({ word: w === '°' ? 'degrees' : w, en, es, clause, segment });
  }
  return tokens;
}
