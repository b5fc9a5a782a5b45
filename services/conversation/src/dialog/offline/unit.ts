/**
 * Unit numbers as tenants say them, in English and Spanish: "4B" from "apt. 4B", "the unit is 4 B",
 * "apartamento cuatro be", "#4", "I'm in 4B"; never a neighbour's unit or a number inside the address.
 */
import { norm } from './lexicon';
import { wordTable } from './numbers';
import { tokenize, type Token } from './tokens';
import { CORRECTION, MEASURES, NOT_THAT, words, type Found } from './address';

const UNIT_WORDS = words(
  'unit apartment apt apartament suite ste flat loft townhouse townhome townhouses townhomes lot lote space espacio trailer traila unidad apartamento departamento depto dpto depa apto interior int',
);
/** Between a unit word and its number: "apartment number is 5", "el apartamento es el 11", "unit #4". */
const UNIT_GAP = words("is es el la number numero no # 's");
/** Before a unit said without a unit word: "I'm in 3F", "vivo en el 6E", "del 3D". */
const BARE_UNIT_LEAD = /(?:\b(?:in|en el|el|del|at)|^)\s*$/;
/** Words a bare answer may start with: "El 2.", "It's 12", "No, sorry, el 3C". */
const ANSWER_WORDS = words("el la the it's its is es number numero mine no si yes ok okay bueno pues oh ah sorry perdon um uh");

const LIVES_IN = /\b(?:live in|i'?m in|im in|we'?re in|were in|vivo en el|vivimos en el|estoy en el|estamos en el|soy del|somos del)(?:\s+(?:numero|number|no\.?|#))?\s*$/;
/** Between the address and a unit said after it: "…Street, 3B", "…Avenue, en Ontario, el número 1", "…Road. El 137." */
const AFTER_ADDRESS = /^[\s,]*(?:\.\s*(?=el\s))?(?:(?:en|in)\s+\p{Lu}\p{L}*(?:\s+\p{Lu}\p{L}*)*[\s,]+)?(?:(?:el\s+)?(?:number|numero|número|no\.?|#)\s*|el\s*)?$/iu;
/** Someone else's unit: "the neighbour in 3B", "el vecino del 3B", "el de arriba es el 3B". */
const NEIGHBOUR =
  /\b(?:neighbou?rs?|upstairs|downstairs|above|below|next door|across|guy|lady|man|woman|people|family|folks|kids|vecin[oa]s?|de arriba|de abajo|de al lado|de enfrente|senor|senora|gente|familia)\b(?:\W+\w+){0,3}\W*$|\b(?:los|las) del?\s*$|\bacross the hall from (?:me|us)\W*$/;
/** Someone else's unit after the caller gave theirs: "depto 9B, ellos están en el 10B", "I'm in 2D, they're in 4D". */
const THEIRS = /\b(?:they|she|he|them|her|him|ellos|ellas|ella)\b(?:\W+\w+){0,3}\W*$/;
/** Letters as Spanish and English speakers name them ("cuatro be", "four bee"). */
const LETTER_NAMES = wordTable<string>({
  be: 'B',
  ce: 'C',
  de: 'D',
  efe: 'F',
  ge: 'G',
  hache: 'H',
  jota: 'J',
  ka: 'K',
  ele: 'L',
  eme: 'M',
  ene: 'N',
  pe: 'P',
  cu: 'Q',
  erre: 'R',
  ese: 'S',
  te: 'T',
  uve: 'V',
  ve: 'V',
  equis: 'X',
  zeta: 'Z',
  bee: 'B',
  cee: 'C',
  dee: 'D',
  gee: 'G',
  jay: 'J',
  kay: 'K',
  pee: 'P',
  cue: 'Q',
  tee: 'T',
  vee: 'V',
  zee: 'Z',
  ex: 'X',
});
/** Single letters that are also words: a unit letter only at the end of what is said, or where no article fits ("three a its 601…"). */
const WORD_LETTERS = words('a e i o u y');
/** After these an "a" is no article: "I'm in three a, it's 601 Marlowe". */
const NO_ARTICLE_NEXT = words("its it's it is i im i'm we at on and en de del");
/** Letters that are no Spanish or English word before a number: "cuatro e mil cuatrocientos" is 4E, 1400 ("y", "o", "a" join numbers). */
const LETTER_BEFORE_NUMBER = words('e i u');
/** Words that follow a unit before the address: "tres ce en el 400…", "siete be, del 2110…". */
const AFTER_UNIT = words('en del at in on');
/** Letter names that are also Spanish words ("de", "te", "ese"): no unit letter before a number. */
const WORD_LETTER_NAMES = words('de te ese');
/** A unit token: 4B, 12, B4, 3-A. */
// A penthouse is PH and its number: "PH2", "P-H-2".
const UNIT_TOKEN = /^(?:\d{1,5}-?[a-z]?|[a-z]-?\d{1,4}|p-?h-?\d{1,3})$/i;
const WITH_LETTER = /^(?:\d{1,4}-?[a-z]|[a-z]-?\d{1,3}|p-?h-?\d{1,3})$/i;
/** Said of the home: there is no unit. */
const NO_UNIT =
  /\b(no unit|no apartment(?: number)?|(?:it'?s|it is)(?: just)? (?:a|the) (?:house|single.family home|townhouse)|(?:i|we) (?:live|rent) (?:in )?a house|single.family (?:home|house)|(?:there'?s|there is) no (?:unit|apartment)(?: number)?|no (?:tiene|hay|tengo) (?:unidad|numero de unidad|apartamento|numero de apartamento)|sin unidad|es una casa|casa sola|es casa sola|vivo en una casa)\b/;
/**
 * A unit named by where it is on the lot or in the building, said of the caller's own home: "the rear unit",
 * "the basement apartment", "es la casa de atrás", "vivimos en el sótano". The first group that matched is the name.
 */
const NAMED_UNIT = [
  // "Unit 3 rear", "el 3 de atrás": a number and where it sits on the lot.
  /\b(?:unit|apt|apartment|number|apartamento|depto|departamento|unidad|el|la)\s+(\d{1,4}[a-z]?\s+(?:rear|front|back|de atras|de adelante))\b/,
  // "The casita", "la casita de atrás", "the back house": a small house behind the main one.
  /(?:^|[,.;]\s*|\b(?:in|live in|living in|we'?re in|i'?m in|im in|it'?s|its|es|vivo en|vivimos en|estoy en|estamos en|rento)\s+)(?:the\s+|la\s+|el\s+)?(casita(?: de atras| del fondo)?|back house|rear house|guest house)\b/,
  /\b(?:live|living|we'?re|i'?m|im) in the (basement|attic)\b/,
  /(?:^|[,.;]\s*|\b(?:i'?m in|im in|we'?re in|were in|live in|living in|rent|renting|it'?s|its|is|in|vivo en el|vivimos en el|es el|es la)\s+)(?:the\s+)?((?:rear|back|front|basement|garden|attic|upper|lower|top|ground)\s+(?:unit|apartment|apt|house|cottage|suite|level|floor unit))\b/,
  /(?:^|[,.;]\s*|\b(?:es|vivo en|vivimos en|estoy en|estamos en|rento)\s+)(?:la\s+)?(casa (?:de atras|de enfrente|del fondo|de adelante))\b/,
  /\b(?:vivo|vivimos|estoy|estamos|rento|rentamos) en el (sotano|atico)\b|\b(?:es el|el) apartamento (?:del|de) (sotano|fondo|atras)\b/,
];
/**
 * A unit named by the floor it is on or the side of a house, which callers also say of rooms and fixtures
 * ("el baño de arriba", "I'm on the first floor"): only with the address, or as the answer to the question.
 */
const PLACED_UNIT = [
  // "The downstairs side of the duplex", "we're the upstairs unit", "…Drive. Downstairs."
  /(?:^|[,.;]\s*|\b(?:i'?m in|im in|we'?re|were|i'?m|live in|living in|rent|renting|it'?s|its|is|in)\s+)(?:the\s+|my\s+|our\s+)?(upstairs|downstairs)(?:\s+(?:unit|apartment|apt|side|half|one|flat|of the (?:duplex|house)))?(?=\s*(?:[,.;!?]|of\b|$))/,
  // "…Ellis Street, the basement".
  /(?:^|[,.;]\s*)(?:the\s+)?(basement|attic)(?=\s*(?:[,.;!?]|$))/,
  // "…Street, 2nd floor", "I'm on the second floor": a floor of a house let whole.
  /(?:^|[,.;]\s*|\b(?:i'?m on|im on|we'?re on|were on|live on|living on|it'?s|its|is)\s+)(?:the\s+)?((?:1st|2nd|3rd|[4-9]th|first|second|third|fourth|fifth|top|ground) floor)(?=\s*(?:[,.;!?]|$))/,
  // A room let in a shared house: "I'm in room 3", "…Blvd, room 4 upstairs".
  /(?:^|[,.;]\s*|\b(?:i'?m in|im in|we'?re in|live in|living in|it'?s|its|in|en el|en la)\s+)((?:room|cuarto|habitacion) \d{1,3}[a-z]?)\b/,
  // "…Cedar Avenue, el de arriba", "somos el piso de arriba", "el dúplex, la parte de arriba".
  /(?:^|[,.;]\s*|\b(?:soy|somos|vivo en|vivimos en|estoy en|estamos en|es)\s+)(?:el|la)\s+(?:(?:piso|parte|casa|apartamento|depa|unidad|lado)\s+)?de\s+(arriba|abajo)\b/,
  // "…Wyckoff Avenue, segundo piso".
  /(?:^|[,.;]\s*|\b(?:vivo en el|vivimos en el|estoy en el|estamos en el|es el)\s+)((?:primer|segundo|tercer|cuarto|quinto|[1-9](?:o|er|do|ro|to)?) piso)(?=\s*(?:[,.;!?]|$))/,
];
/** A number right after the named unit is the unit: "the upstairs unit, 2", "el apartamento de arriba, el 2". */
const NUMBER_AFTER =
  /^\s*(?:(?:unit|apartment|apt|side|apartamento|departamento|depa|unidad)\b)?\s*,\s*(?:it'?s\s+)?(?:the\s+|el\s+|la\s+)?(?:#|number|numero|número)?\s*(\d{1,4}[a-z]?|[a-z])(?=\s*(?:[.,;!?]|$))/i;

const NUMBERED_AFTER = /^\s+(?:#\s*|number\s+|numero\s+|número\s+)?(\d{1,3}[a-z]?)(?=\s*(?:[.,;!?]|$))/i;

const POSITION_AFTER = /^\s+(rear|front|back|de atr[aá]s|de adelante)\b/i;

/** The named unit as said, accents kept: "Rear unit", "Back house", "casa de atrás", "sótano". */
function namedUnit(text: string, withAddressOrAsked: boolean): Found | undefined {
  const n = norm(text);
  for (const pattern of withAddressOrAsked ? [...NAMED_UNIT, ...PLACED_UNIT] : NAMED_UNIT) {
    const placed = PLACED_UNIT.includes(pattern);
    const m = pattern.exec(n);
    const name = m && (m[1] ?? m[2]);
    if (!m || !name || NEIGHBOUR.test(n.slice(0, m.index + m[0].lastIndexOf(name)))) continue;
    const toks = tokenize(text);
    const parts = name.split(' ');
    const at = toks.findIndex((_, i) => parts.every((p, j) => toks[i + j]?.n === p));
    const first = toks[at];
    const last = toks[at + parts.length - 1];
    if (!first || !last) continue;
    const end = last.end;
    const [, number] = (placed || parts[0] === 'casita' ? NUMBER_AFTER.exec(text.slice(end)) : null) ?? [];
    if (number !== undefined) return { value: number.toUpperCase(), start: first.start, end };
    const said = text.slice(first.start, end);
    // "Casita 4": one of several small houses on the lot, named by its number.
    const numbered = parts.length === 1 ? NUMBERED_AFTER.exec(text.slice(end)) : null;
    if (numbered?.[1]) return { value: `${said.charAt(0).toUpperCase()}${said.slice(1)} ${numbered[1].toUpperCase()}`, start: first.start, end: end + numbered[0].length };
    const [head = ''] = parts;
    const capitalised = NAMED_EN.has(head) || /^(?:arriba|abajo|room|cuarto|habitacion)$/.test(head) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
    return { value: capitalised, start: first.start, end };
  }
  return undefined;
}
const NAMED_EN = words('rear back front basement garden attic upper lower top ground upstairs downstairs');

/** An answer to "what's the unit?" that says there is none. */
const NO_UNIT_ANSWER =
  /^(?:(?:no|none|nope|n\/a|ninguno|ninguna|nada)\b|.*\b(?:doesn'?t have (?:a|one)|there isn'?t (?:a|one)|no (?:tiene|hay|tengo)|a house|house|una casa|casa)\b)/;

/** The unit token at i is all its clause says, but for answer words. */
function answerClause(toks: Token[], i: number): boolean {
  let j = i;
  while (j > 0 && !toks[j]?.breakBefore) j--;
  if (toks.slice(j, i).some((w) => !ANSWER_WORDS.has(w.n))) return false;
  const after = toks[i + 1];
  const next = WITH_LETTER.test(toks[i]?.text ?? '') || !after || after.breakBefore ? i + 1 : i + 2;
  return toks[next]?.breakBefore ?? true;
}

/** A letter said with a word that starts with it: "be de burro", "ce de casa", "b as in boy". */
const LETTER_HINT = new RegExp(
  String.raw`\b(${[...Object.keys(LETTER_NAMES), '[a-z]'].join('|')})(?:\s+\1)?\s+(?:de(?!\s+(?:la|el|los|las|lo|mi|su)\b)|como en|as in|like in)\s+\p{L}+`,
  'giu',
);
/** The letter alone, blanked to the same length so every offset still points where it did. */
const DECADE = /\b(?:1[89]|20)?[0-9]0'?s\b/g;
const withoutLetterHints = (text: string) => text.replace(LETTER_HINT, (m, letter: string) => letter.padEnd(m.length)).replace(NATO_UNIT, natoLetter);

/** "Apartment Delta Four", "unit four bravo": the spelling alphabet's word for a unit's letter, after a unit word. */
const NATO = words(
  'alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu',
);
const NATO_UNIT = new RegExp(String.raw`\b(?:unit|apartment|apt|suite|number|apartamento|departamento|depto|unidad)\s+(?:is\s+|es\s+)?(?:\w+\s+)?(${[...NATO].join('|')})\b`, 'gi');
const natoLetter = (m: string, word: string) => m.slice(0, m.length - word.length) + (word[0] ?? '').toUpperCase().padEnd(word.length);

/** The unit letter after a number ("4 B", "5 d del 2020", "cuatro be"), if one follows. */
function unitLetter(toks: Token[], k: number): string | undefined {
  const t = toks[k];
  if (!t || t.breakBefore) return undefined;
  const atEnd = t.breakAfter || k === toks.length - 1;
  const next = toks[k + 1];
  if (/^[a-z]$/i.test(t.text)) {
    const numberNext = LETTER_BEFORE_NUMBER.has(t.n) && /^\d/.test(next?.text ?? '');
    if (WORD_LETTERS.has(t.n) && !atEnd && t.text === t.n && !NO_ARTICLE_NEXT.has(next?.n ?? '') && !numberNext) return undefined;
    return t.text.toUpperCase();
  }
  if (!(t.n in LETTER_NAMES)) return undefined;
  // "cuatro efe, 2880 Broadway", "tres ce cuatro cincuenta…": the address's number follows the letter; "cinco de en el mil…".
  const beforeAddress = (/^\d/.test(next?.text ?? '') || AFTER_UNIT.has(next?.n ?? '')) && !WORD_LETTER_NAMES.has(t.n);
  if (atEnd || beforeAddress || (t.n === 'de' && next?.n === 'en')) return LETTER_NAMES[t.n];
  return undefined;
}

/**
 * The unit at token k. `soft`: right after a unit word, so homophones ("for", "to") and letter names count;
 * `spoken`: a number said in words may come in pieces ("ten oh six" is 10 0 6, "eleven twenty-two" 11 22).
 */
function unitAt(toks: Token[], k: number, soft: boolean, spoken = soft): { value: string; next: number } | undefined {
  const t = toks[k];
  if (!t) return undefined;
  let text = t.text;
  const atEnd = t.breakAfter || k === toks.length - 1;
  // "unit be", "apartamento efe": a letter said by its name, the last word of the clause.
  const letterName = LETTER_NAMES[t.n];
  if (soft && atEnd && letterName !== undefined) return { value: letterName, next: k + 1 };
  // "unit to", "apartment for b": speech recognition's homophones right after a unit word.
  if (soft && /^(to|too)$/.test(t.n) && atEnd) text = '2';
  else if (soft && t.n === 'for' && (atEnd || unitLetter(toks, k + 1) || /^\d$/.test(toks[k + 1]?.text ?? ''))) text = '4';
  else if (soft && /^(one|uno|una)$/.test(t.n)) text = '1';
  const more = toks[k + 1];
  const third = toks[k + 2];
  /** The token goes on the same unit: there is one, in the same clause. */
  const joins = (m?: Token): m is Token => Boolean(m && !m.breakBefore);
  // "apartamento K cuatro", "unit B 12": a letter, then its number.
  if (spoken && /^[a-z]$/i.test(text) && joins(more) && /^\d{1,3}$/.test(more.text) && (t.text !== t.n || !WORD_LETTERS.has(t.n)) && !MEASURES.has(third?.n ?? ''))
    return { value: text.toUpperCase() + more.text, next: k + 2 };
  // "apartment eleven twenty-two": 11 22.
  if (spoken && /^[1-9]\d$/.test(text) && joins(more) && /^[1-9]\d$/.test(more.text) && !MEASURES.has(third?.n ?? '')) {
    const letter = unitLetter(toks, k + 2);
    return { value: text + more.text + (letter ?? ''), next: letter ? k + 3 : k + 2 };
  }
  // "unit two fourteen": a unit said in words comes out as 2 14.
  if (spoken && /^\d$/.test(text) && joins(more) && /^\d{2}$/.test(more.text)) return { value: text + more.text, next: k + 2 };
  // "unit eighteen oh five", "apartamento once cero seis": 18 0 5.
  if (spoken && /^[1-9]\d$/.test(text) && joins(more) && more.text === '0' && joins(third) && /^\d$/.test(third.text)) return { value: `${text}0${third.text}`, next: k + 3 };
  // "apartment six oh one", "suite four oh two": digit by digit, 6 0 1.
  if (spoken && /^\d$/.test(text) && joins(more) && /^\d$/.test(more.text)) {
    let next = k + 1;
    let value = text;
    for (let digit = toks[next]; joins(digit) && /^\d$/.test(digit.text) && value.length < 4; digit = toks[++next]) value += digit.text;
    const letter = unitLetter(toks, next);
    return { value: value + (letter ?? '').toUpperCase(), next: letter ? next + 1 : next };
  }
  if (!UNIT_TOKEN.test(text) && !(/^[a-z]$/i.test(text) && soft)) return undefined;
  if (/^[a-z]$/i.test(text)) {
    // "unit B", "apto A."; not "unit a few days ago"
    if (WORD_LETTERS.has(t.n) && (t.text === t.n || t.n === 'i') && !t.breakAfter) return undefined;
    return { value: text.toUpperCase(), next: k + 1 };
  }
  // "4 por 6", "12 feet": a size; not "45. Por favor", the next sentence.
  if (joins(more) && MEASURES.has(more.n)) return undefined;
  const letter = /\d$/.test(text) ? unitLetter(toks, k + 1) : undefined;
  return { value: (text + (letter ?? '')).replace(/-/g, '').toUpperCase(), next: letter ? k + 2 : k + 1 };
}

/**
 * The unit in the text, value '' when the caller says there is none. `address` (where the street address
 * is) lets "42 Oak Street 3B" count; `asked`: a bare "12", "el 2", "4 B" answers the question.
 */
export function findUnit(said: string, asked: boolean, address?: Found, phone?: { start: number; end: number }): Found | undefined {
  // "Estoy en el 3° B": a floor's ordinal sign before the letter, as written in Argentina and Spain.
  said = said.replace(/(?<=\d)[°º](?=\s*\p{L}\b)/gu, ' ');
  // "A 1920s house", "built in the 70s": a decade, not a unit.
  const text = withoutLetterHints(said).replace(DECADE, (m) => ' '.repeat(m.length));
  const toks = tokenize(text);
  const outside = (t: Token) => !(address && t.start >= address.start && t.end <= address.end) && !(phone && t.start >= phone.start && t.end <= phone.end);
  const found: Found[] = [];
  /** The last word of a unit said from `said` up to the token `next`. */
  const lastOf = (said: Token, next: number) => toks[next - 1] ?? said;
  // `said`: where the unit starts being said (its unit word, if any); `next`: the token after it.
  const add = (value: string, said: Token, next: number) =>
    found.push({ value, start: said.start, end: lastOf(said, next).end, corrected: CORRECTION.test(norm(text.slice(Math.max(0, said.start - 30), said.start))) });
  // Words a unit already read are not read again.
  let resume = 0;
  for (const [i, t] of toks.entries()) {
    if (i < resume || !outside(t)) continue;
    // "Piso 15B": in Spain the floor and the door name the flat; a floor alone ("piso 3") is no unit.
    const door = toks[i + 1];
    if (t.n === 'piso' && door && !door.breakBefore && /^\d{1,3}-?[a-z]$/i.test(door.text)) {
      add(door.text.replace(/-/g, '').toUpperCase(), t, i + 2);
      resume = i + 2;
      continue;
    }
    if (UNIT_WORDS.has(t.n) || t.text === '#') {
      let k = i + 1;
      // "el apartamento del segundo piso, el 2R", "the apartment on the 3rd floor, 3C"
      while (
        k - i <= 6 &&
        (UNIT_GAP.has(toks[k]?.n ?? '') ||
          /^(del|de|ella|ellos|ellas|her|his|their|on|the|floor|piso|atras|enfrente|fondo|rear|back|front|\d+(?:st|nd|rd|th)|primer|segundo|tercer|cuarto|quinto)$/.test(
            toks[k]?.n ?? '',
          )) &&
        !/^\d+$/.test(toks[k]?.text ?? '')
      )
        k++;
      const start = toks[k];
      const unit = start?.breakBefore
        ? undefined
        : unitAt(
            toks,
            k,
            toks.slice(i + 1, k).every((g) => UNIT_GAP.has(g.n)),
          );
      if (unit && start && outside(start)) {
        add(unit.value, t, unit.next);
        resume = unit.next;
      }
      continue;
    }
    // "I'm in 3F", "vivo en el 6E", "del 3D", "in 4 c at 250 Park Street", "yo vivo en el 5"; not "the neighbour in 3B"
    const before = norm(text.slice(Math.max(0, t.start - 40), t.start));
    const lives = LIVES_IN.test(before);
    // Answering "what's the unit?": "El 3A. Bueno no, el 3C.", "it's 12"
    const answering = asked && answerClause(toks, i);
    const someoneElses = NEIGHBOUR.test(before) || (found.length > 0 && THEIRS.test(before));
    const bare = (!t.breakBefore || answering) && (lives || answering || BARE_UNIT_LEAD.test(before)) && !someoneElses ? unitAt(toks, i, false, lives || answering) : undefined;
    // "Soy Marcos Delgado, del 12, en el 4660 East Charleston": "del" a number, then the address.
    const fromUnit = Boolean(bare && address && address.start >= t.end && /\bdel\s*$/.test(before) && (t.breakAfter || lastOf(t, bare.next).breakAfter));
    if (bare && (/[A-Z]/.test(bare.value) || lives || answering || fromUnit)) {
      add(bare.value, t, bare.next);
      resume = bare.next;
      continue;
    }
    // Another unit said as a correction of the one before: "9G. Oh, sorry, 9E.", "apartamento 12. Ah no, el 21".
    const said = norm(text.slice(Math.max(0, t.start - 30), t.start));
    const fixing = CORRECTION.test(said) || NOT_THAT.test(said);
    // Not a house number fixed right after the address ("en el 220 East 52nd Street... no, perdón, 222").
    const last = found[found.length - 1];
    const fixesAddress = address && address.end <= t.start && (!last || last.end <= address.start);
    const fixed = fixing && !fixesAddress && (found.length || WITH_LETTER.test(t.text)) ? unitAt(toks, i, false, true) : undefined;
    if (fixed) {
      add(fixed.value, t, fixed.next);
      resume = fixed.next;
      continue;
    }
    // "Noemí Santana, 2F, 1845 Washington Ave": a lettered unit said on its own just before the address.
    // Also spoken in pieces with no pause: "its lamar 5 d 700 grand concourse".
    if (address && t.end <= address.start && (WITH_LETTER.test(t.text) || /^\d{1,4}$/.test(t.text))) {
      const unit = unitAt(toks, i, false);
      // A number alone counts when it is a clause of its own: "Wendy Alvarado, 6, 1818 Ivy Road".
      const ownClause = t.breakBefore && lastOf(t, unit?.next ?? i + 1).breakAfter;
      if (unit && (WITH_LETTER.test(unit.value) || ownClause) && /^[\s,]*$/.test(text.slice(lastOf(t, unit.next).end, address.start))) {
        add(unit.value, t, unit.next);
        resume = unit.next;
        continue;
      }
    }
    // "Vanessa Cruz, 8D.": a number with its letter said on its own at the end is a unit.
    if (t.breakBefore && /^\d{1,4}-?[a-z]$/i.test(t.text) && (t.breakAfter || i === toks.length - 1) && !someoneElses && !MEASURES.has(toks[i + 1]?.n ?? '')) {
      add(t.text.replace(/-/g, '').toUpperCase(), t, i + 1);
      continue;
    }
    // "42 Oak Street 3B", "1800 Market Street, 11F.", "61 Orchard Street, número 3."
    // Also after the city: "1033 North Mariposa Avenue, en Ontario, el número 1".
    if (address && t.start >= address.end && AFTER_ADDRESS.test(text.slice(address.end, t.start))) {
      const unit = unitAt(toks, i, false);
      if (unit && (WITH_LETTER.test(t.text) || lastOf(t, unit.next).breakAfter || unit.next >= toks.length)) add(unit.value, t, unit.next);
    }
  }
  const chosen = found.filter((f) => f.corrected).pop() ?? found[found.length - 1];
  if (chosen) {
    // "Unit 3 rear", "el 2 de atrás": where on the lot the numbered unit sits belongs to it (a floor does not).
    const place = POSITION_AFTER.exec(text.slice(chosen.end));
    return place?.[1] ? { ...chosen, value: `${chosen.value} ${place[1]}`, end: chosen.end + place[0].length } : chosen;
  }
  const named = namedUnit(text, asked || address !== undefined);
  if (named) return named;
  const n = norm(text);
  const none = { value: '', start: 0, end: 0 };
  if (NO_UNIT.test(n)) return none;
  if (!asked) return undefined;
  const answer = n.replace(/^(?:(?:yes|yeah|si|ok|okay|so|um|uh|well|bueno|pues|oh|ah|ay|mire)\W+)*/, '');
  if (NO_UNIT_ANSWER.test(answer)) return none;
  // A bare answer: "12", "4 B", "El 2.", "It's 3C", "number 5".
  const bare = tokenize(answer.replace(/^(?:(?:it'?s|it is|that'?s|es|el|la|the|number|numero|unit|apartment|apartamento|unidad|mine is|my unit is|is)\W+)*/, ''));
  if (bare.length >= 1 && bare.length <= 2) {
    const unit = unitAt(bare, 0, true);
    if (unit && unit.next === bare.length) return { value: unit.value, start: text.length - answer.length, end: text.length };
  }
  return undefined;
}
