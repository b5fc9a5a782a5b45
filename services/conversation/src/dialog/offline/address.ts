/**
 * Street addresses as tenants say them, in English and Spanish, written the way a US
 * property manager writes them: "14 Spruce Street", "2400 Collins Avenue" (from "el 2400 de la avenida
 * Collins").
 * Everything works on text whose number words are already digits (wordsToDigits).
 */
import { norm } from './lexicon';
import { ENGLISH_ORDINALS, englishOrdinal, wordTable } from './numbers';
import { tokenize, type Token } from './tokens';

export interface Found {
  value: string;
  start: number;
  end: number;
  /** Said right after a correction ("no, sorry, 13 Summit Avenue"). */
  corrected?: boolean;
  /** The street ends in a street type (Street, Avenue…); false for "2 Dogs" read where an address was asked. */
  typed?: boolean;
}

export const words = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

const SUFFIXES = words(
  'street st avenue ave av road rd drive dr lane ln boulevard blvd court ct way place pl circle cir parkway pkwy terrace ter highway hwy ' +
    'trail trl square sq loop row alley plaza crescent cres pike point pt ridge run path walk commons heights hts grove park close ' +
    'concourse expressway freeway turnpike route rte bend cove crossing glen hollow landing mews bluff trace manor',
);
/** Spanish street types and the English word a US address uses for them (none: part of the name, "Camino Real"). */
const SPANISH_TYPES = wordTable<string>({
  calle: 'Street',
  avenida: 'Avenue',
  av: 'Avenue',
  avda: 'Avenue',
  bulevar: 'Boulevard',
  boulevard: 'Boulevard',
  carretera: 'Highway',
  camino: '',
  paseo: '',
  privada: '',
  callejon: '',
  cerrada: '',
  circuito: '',
  calzada: '',
  andador: '',
  prolongacion: '',
});
const DIRECTIONS = words('north south east west northeast northwest southeast southwest n s e w ne nw se sw norte sur este oeste noreste noroeste sureste suroeste');
/** A direction said in Spanish after the name ("calle Roosevelt Oeste") goes first in English: West Roosevelt Street. */
const SPANISH_DIRECTIONS = wordTable<string>({
  norte: 'North',
  sur: 'South',
  este: 'East',
  oeste: 'West',
  noreste: 'Northeast',
  noroeste: 'Northwest',
  sureste: 'Southeast',
  suroeste: 'Southwest',
});
/** Numbered streets said in Spanish ("la calle Quinta", "la Calle Ocho", "la calle 26"): 5th, 8th, 26th. */
const SPANISH_ORDINALS = wordTable<number>({
  primera: 1,
  primero: 1,
  segunda: 2,
  segundo: 2,
  tercera: 3,
  tercero: 3,
  cuarta: 4,
  cuarto: 4,
  quinta: 5,
  quinto: 5,
  sexta: 6,
  sexto: 6,
  septima: 7,
  septimo: 7,
  setima: 7,
  octava: 8,
  octavo: 8,
  novena: 9,
  noveno: 9,
  decima: 10,
  decimo: 10,
});
/** The street's number when the token names a numbered street in Spanish order: an ordinal word or up to 3 digits. */
const numberedName = (t?: Token) => {
  const ordinal = t && SPANISH_ORDINALS[t.n];
  return ordinal !== undefined ? englishOrdinal(ordinal) : t && /^[1-9]\d{0,2}$/.test(t.text) ? englishOrdinal(Number(t.text)) : undefined;
};
/** "la 36 suroeste" is "la calle 36 suroeste". */
const IMPLIED_CALLE = { text: 'calle', n: 'calle', start: 0, end: 0, breakBefore: false, breakAfter: false } as Token;
/** Routes and highways named by a number, the number after the word: Route 9, Highway 30. */
const NUMBERED_ROUTES = new Map([
  ['route', 'Route'],
  ['rte', 'Route'],
  ['ruta', 'Route'],
  ['highway', 'Highway'],
  ['hwy', 'Highway'],
  ['carretera', 'Highway'],
]);
const englishDirection = (t?: Token) => (t ? (SPANISH_DIRECTIONS[t.n] ?? (TRAILING_DIRECTIONS.has(t.n) ? t.text : undefined)) : undefined);
const TRAILING_DIRECTIONS = words('north south east west northeast northwest southeast southwest ne nw se sw');
/** Words that are never part of a street name: the sentence goes on past the address. */
const NOT_STREET = words(
  "and the a an my our your is are was it its i im i'm we you he she they at in on of to for from with by near next behind since " +
    'until about but or so if that this there here please call me number phone unit apartment apt suite floor ' +
    'y el la los las un una mi mis su es son esta está en con por para que del desde pero o numero número telefono teléfono ' +
    'unidad apartamento departamento depto dpto apto piso casa sotano sótano basement tengo hay his her their inside outside indoors outdoors already out today tonight now ' +
    'adentro afuera ya hoy ahorita enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ' +
    'january february march april june july august september october november december ' +
    // A caller correcting themselves mid-address: "220 Calle... digo, 220 Park Street".
    'digo perdon perdón sorry wait actually oops mean meant',
);
/** What a number counts when it is not a house number: "it's 14 degrees", "2 dogs", "my mom is 80 years old". */
export const MEASURES = words(
  'degrees degree grados grado years year yrs anos años ano año months meses weeks semanas days dias días hours horas hrs minutes ' +
    'minutos mins seconds times veces dogs dog cats cat kids children people persons personas ninos niños hijos hijas floors pisos ' +
    "stories percent por dollars dolares dólares bucks am pm o'clock inches feet foot pulgadas pies gallons galones bedrooms " +
    'bedroom recamaras recámaras cuartos rooms bathrooms banos baños beeps pitidos fahrenheit celsius manana mañana tarde noche madrugada mediodia renta rent deposito depósito deposit',
);
/** Said before an address: the number that follows is the house number ("del" after a person, "la vecina del 5", is a unit). */
const ADDRESS_LEAD =
  /\b(?:live (?:at|on|in)|living (?:at|on)|i'?m (?:at|on)|we'?re (?:at|on)|located (?:at|on)|address (?:is|'s)?|property is|building is|vivo en(?: el)?|vivimos en(?: el)?|estoy en el|estamos en el|direccion es(?: el)?|edificio es el|es en(?: el)?|queda en(?: el)?|(?<!\b(?:vecin[oa]s?|se[nñ]ora?|do[nñ]a|don|muchach[oa]s?|chic[oa]s?|familia|gente|inquilin[oa]s?|la|el|los|las|ese|esa|tipo|hombre|mujer)\s)del|es el)\s*$/;

/** "not 2A, it's 3A", "no es el 5, es el 6": the value before is taken back. */
export const NOT_THAT = /\b(?:not|no es(?: el)?)\s+\w+[\s,;.]+(?:it'?s|its|it is|es(?: el)?|but)\s*$/;

/** Said just before a corrected value ("no wait, I'm in 3R", "ah no, perdón, el 21"). */
export const CORRECTION =
  /\b(?:no|sorry|wait|actually|i mean|i meant|rather|oops|perdon|perdone|espere|mejor dicho|quise decir|digo)(?:\W+(?:el|la|es|it'?s|its|i'?m|im|in|en|the|number|numero|apartment|apartamento|unit|unidad|is|it|like))*\W*$/;

/** Queens and parts of Long Island number houses by cross street: 37-20 83rd Street. */
const QUEENS_NUMBER = /^[1-9]\d{0,2}-\d{2}$/;
const isNumber = (t?: Token) => Boolean(t && /^[1-9]\d{0,5}$/.test(t.text));
const ordinal = (t: Token) => /^\d{1,3}(?:st|nd|rd|th)$/i.test(t.text);
const isSuffix = (t?: Token) => Boolean(t && (SUFFIXES.has(t.n) || /^[a-z]{3,}way$/.test(t.n)));
const streetWord = (t?: Token) => Boolean(t && ((/^[\p{L}][\p{L}'’.-]+$/u.test(t.text) && !NOT_STREET.has(t.n) && !MEASURES.has(t.n)) || ordinal(t) || DIRECTIONS.has(t.n)));

/** Street words speech recognition writes as another word ("400 forth street"). */
const HEARD_AS = wordTable<string>({ forth: 'fourth' });

/** A US address writes ordinals in figures from the tenth up ("16th Street"); "Third Avenue" stays a word. */
const inFigures = (w: string) => {
  const n = ENGLISH_ORDINALS.get(w.toLowerCase());
  return n !== undefined && n >= 10 ? englishOrdinal(n) : undefined;
};
const COMPASS_NS = words('north south');
const COMPASS_EW = words('east west');

/** Title case for street names, keeping ordinals as said ("5th", "49th"); "North East Alberta" is Northeast Alberta. */
const streetCase = (parts: string[]) =>
  parts
    .map((w) => HEARD_AS[w.toLowerCase()] ?? inFigures(w) ?? w)
    .map((w, i, all) =>
      /^\d/.test(w)
        ? w.toLowerCase()
        : i > 0 && !/^\d/.test(all[i - 1] ?? '') && /^(de|del|la|las|los)$/i.test(w)
          ? w.toLowerCase()
          : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase(),
    )
    .flatMap((w, i, all) => {
      const next = all[i + 1]?.toLowerCase() ?? '';
      if (COMPASS_NS.has(w.toLowerCase()) && COMPASS_EW.has(next) && i + 3 < all.length) return [w + next];
      return i > 0 && COMPASS_EW.has(w.toLowerCase()) && COMPASS_NS.has(all[i - 1]?.toLowerCase() ?? '') && i + 2 < all.length ? [] : [w];
    })
    .join(' ')
    .replace(/\.$/, '');

/**
 * A house number said in words comes out in pieces: "four ten" is 4 10, "nine oh four" 9 0 4, "twelve
 * twelve" 12 12, "twenty two hundred" 22 100. Pieces typed as digits by the caller stay apart. `a` is toks[i].
 */
function houseNumber(toks: Token[], i: number, a: Token, text: string, original: string): { value: string; next: number } {
  const b = toks[i + 1];
  // "9 1/2 Depot Street", "thirty-eight and a half Linden Street"
  const half = /^(?:\s+1\/2|\s+and a half|\s+y medio)\b/i.exec(text.slice(a.end));
  if (half) {
    const after = a.end + half[0].length;
    const next = toks.findIndex((t, j) => j > i && t.start >= after);
    if (next > i) return { value: `${a.text} 1/2`, next };
  }
  if (b && b.text === '100' && /^\d{1,2}$/.test(a.text) && !b.breakBefore) return { value: String(Number(a.text) * 100), next: i + 2 };
  let value = a.text;
  let k = i + 1;
  // "4 0 1 Waverly Place": three or more lone digits are one number read out digit by digit, however written.
  const digitByDigit = [0, 1, 2].every((d) => /^\d$/.test(toks[i + d]?.text ?? '') && (d === 0 || !toks[i + d]?.breakBefore));
  let prev = a;
  let piece = toks[k];
  while (piece && /^\d{1,2}$/.test(piece.text) && /^\d{1,2}$/.test(prev.text) && !piece.breakBefore && value.length + piece.text.length <= 5) {
    if (!digitByDigit && original.includes(text.slice(prev.start, piece.end))) break;
    value += piece.text;
    prev = piece;
    piece = toks[++k];
  }
  return { value, next: k };
}

interface Street {
  words: string[];
  end: number;
  /** Index of the token after the street. */
  next: number;
}

/** The street name after a house number: up to the last street word (Irving Park Road, Bay Ridge Parkway). */
function streetAfter(toks: Token[], i: number, loose: boolean): Street | undefined {
  let k = i;
  // "el 45 de la calle Maple", "del 1200 de Brickell Avenue"
  while (['de', 'del', 'la', 'el'].includes(toks[k]?.n ?? '') && !toks[k]?.breakBefore && k - i < 2) k++;
  const typeWord = toks[k];
  const type = typeWord && typeWord.n in SPANISH_TYPES && !typeWord.breakBefore ? typeWord : undefined;
  // "305 Calle Cerra", "410 Avenida Ponce de León": a street type written as part of the name, right after
  // the number, is the street's own name (Puerto Rico, the Southwest), not "la calle" of a sentence.
  const ownName = type !== undefined && k === i && /^\p{Lu}/u.test(type.text);
  if (type) {
    k++;
    while (['de', 'la', 'el'].includes(toks[k]?.n ?? '') && !toks[k]?.breakBefore) k++;
  }
  const first = k;
  if (toks[first]?.breakBefore) return undefined;
  // "de la 36 suroeste": a numbered street said with "la" (la calle) and no street type.
  const impliedStreet = !type && toks[first - 1]?.n === 'la' ? IMPLIED_CALLE : undefined;
  const numbered = spanishNumbered(toks, first, type ?? impliedStreet, !type && Boolean(impliedStreet));
  if (numbered) return numbered;
  // "4109 Avenue G", "Avenue J": avenues named by a letter, the street type first.
  const lettered = toks[first + 1];
  if (/^(avenue|ave|av)$/.test(toks[first]?.n ?? '') && lettered && !lettered.breakBefore && /^[a-z]$/i.test(lettered.text)) {
    return { words: ['Avenue', lettered.text.toUpperCase()], end: lettered.end, next: first + 2 };
  }
  // "4471 Route 30", "de la Ruta 9": a numbered route.
  const route = toks[first];
  const routeNumber = toks[first + 1];
  if (route && NUMBERED_ROUTES.has(route.n) && routeNumber && isNumber(routeNumber) && !routeNumber.breakBefore) {
    // "Highway 90 West": a direction after the number is part of the route's name.
    const afterNumber = toks[first + 2];
    const direction = afterNumber && !afterNumber.breakBefore && TRAILING_DIRECTIONS.has(afterNumber.n) ? afterNumber : undefined;
    const last = direction ?? routeNumber;
    return { words: [NUMBERED_ROUTES.get(route.n) ?? route.text, routeNumber.text, ...(direction ? [direction.text] : [])], end: last.end, next: first + (direction ? 3 : 2) };
  }
  let suffixAt = -1;
  for (const [offset, t] of toks.slice(first, first + 6).entries()) {
    const j = first + offset;
    if (j > first && t.breakBefore) break;
    const next = toks[j + 1];
    // "Las Palmas Drive", "El Camino Real": a capitalised article starts a name; "J Street": a street named by a letter.
    const article = ['de', 'del', 'la', 'los', 'las', 'el'].includes(t.n) && (j > first || /^\p{Lu}/u.test(t.text)) && Boolean(next) && streetWord(next);
    const letter = /^[A-Z]$/.test(t.text) && Boolean(next) && isSuffix(next) && !next?.breakBefore;
    const inside = streetWord(t) || article || letter;
    if (!inside) break;
    if (isSuffix(t) && (j > first || /way$/.test(t.n))) suffixAt = j;
    if (t.breakAfter) break;
  }
  const named = (from: number, to: number) => toks.slice(from, to + 1).map((t) => t.text);
  const suffix = toks[suffixAt];
  if (suffix) {
    let end = suffixAt;
    let last = suffix;
    let after = toks[end + 1];
    // "1530 County Road 9", "Old Highway 6", "6600 Highway 90 West": a highway or route is named by its number.
    const countyRoad = /^(county|state|us|farm|ranch)$/.test(toks[first]?.n ?? '') && /^(road|rd)$/.test(suffix.n);
    if (after && !after.breakBefore && isNumber(after) && (countyRoad || /^(route|rte|highway|hwy)$/.test(suffix.n))) {
      end++;
      last = after;
      after = toks[end + 1];
    }
    // "Fairview Avenue N, unit 4": a capital compass letter closing the street is its direction.
    const compassLetter = (t: Token) => /^[NSEW]$/.test(t.text) && (t.breakAfter || !toks[toks.indexOf(t) + 1]);
    if (after && !after.breakBefore && (TRAILING_DIRECTIONS.has(after.n) || compassLetter(after))) {
      end++;
      last = after;
    }
    const name = named(first, end);
    if (type) {
      const english = SPANISH_TYPES[type.n] && !ownName;
      return { words: english ? name : [type.text, ...name], end: last.end, next: end + 1 };
    }
    return { words: name, end: last.end, next: end + 1 };
  }
  if (!type && !loose) return undefined;
  // No street word: the name words up to a break ("calle Maple", "I live at 14 Spruce", "1800 Broadway").
  let last = first - 1;
  for (const [offset, t] of toks.slice(first, first + 3).entries()) {
    const j = first + offset;
    if ((j > first && t.breakBefore) || !streetWord(t) || (DIRECTIONS.has(t.n) && j > first)) break;
    last = j;
    if (t.breakAfter) break;
  }
  const lastWord = toks[last];
  if (last < first || !lastWord || (last === first && lastWord.n.length < 3)) return undefined;
  const name = named(first, last);
  // "de la Cermak oeste": West Cermak.
  const trailing = toks[last + 1];
  const spanishDirection = trailing && !trailing.breakBefore ? SPANISH_DIRECTIONS[trailing.n] : undefined;
  if (!type && trailing && spanishDirection) return { words: [spanishDirection, ...name], end: trailing.end, next: last + 2 };
  if (type) {
    const english = ownName ? '' : SPANISH_TYPES[type.n];
    const complete = isSuffix(lastWord);
    // "la calle Roosevelt Oeste": West Roosevelt Street.
    const after = toks[last + 1];
    const direction = after && !after.breakBefore && SPANISH_DIRECTIONS[after.n];
    const end = direction ? last + 1 : last;
    const words = english && !complete ? [...name, english] : english ? name : [type.text, ...name];
    return { words: direction ? [direction, ...words] : words, end: (direction ? after : lastWord).end, next: end + 1 };
  }
  return { words: name, end: lastWord.end, next: last + 1 };
}

/**
 * A numbered street in Spanish order, with its direction before or after: "calle Quinta Este" is East 5th
 * Street, "la calle 26 Oeste" West 26th Street, "la Northwest Siete Avenida" Northwest 7th Avenue,
 * "la Calle Ocho suroeste" Southwest 8th Street.
 */
function spanishNumbered(toks: Token[], first: number, type: Token | undefined, implied = false): Street | undefined {
  let k = first;
  const lead = toks[k];
  const before = englishDirection(lead) ?? (lead && DIRECTIONS.has(lead.n) && lead.n.length > 2 ? lead.text : undefined);
  if (before) k++;
  const numberWord = toks[k];
  const ordinal = numberedName(numberWord);
  if (!numberWord || !ordinal || (k > first && numberWord.breakBefore)) return undefined;
  let end = k;
  let endWord = numberWord;
  let kind = type ? SPANISH_TYPES[type.n] : undefined;
  const next = toks[end + 1];
  if ((!type || implied) && next && !next.breakBefore && (next.n in SPANISH_TYPES || isSuffix(next))) {
    kind = SPANISH_TYPES[next.n] ?? next.text;
    end++;
    endWord = next;
  }
  if (!kind) return undefined;
  // "la calle 8 del suroeste"
  const del = toks[end + 1];
  if (!before && del && ['del', 'de'].includes(del.n) && SPANISH_DIRECTIONS[toks[end + 2]?.n ?? '']) {
    end++;
    endWord = del;
  }
  const last = toks[end + 1];
  const after = !before && last && !last.breakBefore ? SPANISH_DIRECTIONS[last.n] : undefined;
  if (after && last) {
    end++;
    endWord = last;
  }
  const direction = before ?? after;
  return { words: [...(direction ? [direction] : []), ordinal, kind], end: endWord.end, next: end + 1 };
}

/** "calle Lafayette número 150", "avenida Collins 2400": the Spanish order. */
function nameFirst(toks: Token[], i: number): { street: Street; number: string; next: number } | undefined {
  const type = toks[i];
  if (!type || !(type.n in SPANISH_TYPES)) return undefined;
  let k = i + 1;
  while (['de', 'la', 'el'].includes(toks[k]?.n ?? '')) k++;
  const first = k;
  while (k - first < 4 && streetWord(toks[k]) && !(k > first && toks[k]?.breakBefore)) k++;
  if (k === first) return undefined;
  const nameEnd = k - 1;
  if (['numero', 'no', '#'].includes(toks[k]?.n ?? '')) k++;
  const number = toks[k];
  if (!number || !isNumber(number) || MEASURES.has(toks[k + 1]?.n ?? '')) return undefined;
  const ordinal = nameEnd === first ? numberedName(toks[first]) : undefined;
  const name = ordinal ? [ordinal] : toks.slice(first, nameEnd + 1).map((t) => t.text);
  const english = SPANISH_TYPES[type.n];
  const complete = isSuffix(toks[nameEnd]);
  const parts = english && !complete ? [...name, english] : english ? name : [type.text, ...name];
  return { street: { words: parts, end: number.end, next: k + 1 }, number: number.text, next: k + 1 };
}

/** "la Flamingo Road, número 4100": an English street name, then its number. */
function suffixThenNumber(toks: Token[], i: number): { street: Street; number: string; next: number } | undefined {
  let k = i;
  while (k - i < 4 && streetWord(toks[k]) && !isSuffix(toks[k]) && !(k > i && toks[k]?.breakBefore)) k++;
  if (k === i || !isSuffix(toks[k]) || toks[k]?.breakBefore) return undefined;
  const suffix = k;
  k++;
  if (!['numero', '#'].includes(toks[k]?.n ?? '')) return undefined;
  k++;
  const number = toks[k];
  if (!number || !isNumber(number) || MEASURES.has(toks[k + 1]?.n ?? '')) return undefined;
  return { street: { words: toks.slice(i, suffix + 1).map((t) => t.text), end: number.end, next: k + 1 }, number: number.text, next: k + 1 };
}

/**
 * The street address in the text. `asked`: the employee just asked for it, so a house number and the
 * words after it count even without a street word ("500 Main").
 */
export function findAddress(text: string, asked: boolean, original = text): Found | undefined {
  const toks = tokenize(text);
  const found: Found[] = [];
  // Words an address already read are not read again.
  let resume = 0;
  for (const [i, t] of toks.entries()) {
    if (i < resume) continue;
    const before = norm(text.slice(Math.max(0, t.start - 40), t.start));
    if (t.n in SPANISH_TYPES || (/^\p{Lu}/u.test(t.text) && streetWord(t))) {
      const m = t.n in SPANISH_TYPES ? nameFirst(toks, i) : suffixThenNumber(toks, i);
      if (m) {
        found.push({ value: streetCase([m.number, ...m.street.words]), start: t.start, end: m.street.end, corrected: CORRECTION.test(before) });
        resume = m.next;
        continue;
      }
    }
    if (!isNumber(t) && !QUEENS_NUMBER.test(t.text)) continue;
    // A unit said first ("apartment 4 at 19 Lincoln Avenue") or a phone number is no house number.
    if (/\b(?:unit|apartment|apt|suite|unidad|apartamento|apto|depto|departamento|lot|lote|space|espacio|loft|room|cuarto|#)\s*$/.test(before)) continue;
    const house = houseNumber(toks, i, t, text, original);
    if (MEASURES.has(toks[house.next]?.n ?? '')) continue;
    const lead = ADDRESS_LEAD.test(before) || /^\s*$/.test(text.slice(0, t.start).replace(/^\W*(?:(?:it'?s|it is|es|el|en el|en|yes|si|sí|ok|okay)\W+)*/i, ''));
    // "en el 3120 de la Cermak": a house number of two digits or more, then "de la", leads a street.
    const spanishOrder = house.value.length >= 2 && ['de', 'del'].includes(toks[house.next]?.n ?? '');
    // "Joseph Nakamura, 440 Vista Grande, apt 12C": a number opening a clause, then capitalised words that end
    // at the clause's end, is an address even without a street type.
    const loose = asked || lead || spanishOrder;
    const shaped = (s?: Street) => Boolean(s && toks[s.next - 1]?.breakAfter && s.words.length >= 2 && t.breakBefore && /^\p{Lu}/u.test(toks[house.next]?.text ?? ''));
    const street = streetAfter(toks, house.next, loose) ?? [streetAfter(toks, house.next, true)].find(shaped);
    if (!street) continue;
    // "2 Dogs", "3 Bedrooms": a street name of one common word after a bare number is no street.
    if (!asked && !lead && !spanishOrder && street.words.length === 1 && !isSuffix(toks[street.next - 1])) continue;
    // "4 Fairway Circle… sorry, I mean unit 4, the address is 120 Fairway Circle": an address named again as the address.
    const restated = found.length > 0 && RESTATED.test(before);
    found.push({
      value: streetCase([house.value, ...street.words]),
      start: t.start,
      end: street.end,
      corrected: restated || CORRECTION.test(before),
      typed: isSuffix(toks[street.next - 1]),
    });
    resume = street.next;
  }
  // "mis dos nenes aquí, en el 58 de la avenida Palisade": a street with a street type beats words after a number.
  const chosen = found.filter((f) => f.corrected).pop() ?? found.find((f) => f.typed !== false) ?? found[0];
  return chosen && houseNumberFixed(toks, text, original, chosen);
}

const RESTATED = /\b(?:the (?:real |right |correct )?address is|(?:la )?direccion (?:correcta |buena )?es(?: el)?)\s*$/;

/** Said between an address and its house number said again: "85 Pinecrest Drive, no sorry, 58". */
const HOUSE_FIX =
  /^\W*(?:no|sorry|wait|actually|i mean|i meant|perdon|perdone|perdona|perdoname|disculpe|disculpa|espere|espera|digo|mejor dicho|quise decir)(?:\W+(?:no|sorry|wait|perdon|perdone|perdona|perdoname|disculpe|disculpa|espere|espera|i mean|it'?s|its|es|el))*\W*$/;

/** The address with its house number fixed when the caller says just the number again, corrected. */
function houseNumberFixed(toks: Token[], text: string, original: string, found: Found): Found {
  const house = /^\S*/.exec(found.value)?.[0] ?? '';
  const k = toks.findIndex((x) => x.start >= found.end && isNumber(x));
  const t = toks[k];
  if (!t || !/^\d+$/.test(house) || !HOUSE_FIX.test(norm(text.slice(found.end, t.start)))) return found;
  // "Eight fifty North Lake Shore Drive, sorry, eight sixty": the number said again in pieces.
  const fix = houseNumber(toks, k, t, text, original);
  const last = toks[fix.next - 1] ?? t;
  if (Math.abs(fix.value.length - house.length) > 1) return found;
  if (!(last.breakAfter || fix.next === toks.length) || MEASURES.has(toks[fix.next]?.n ?? '')) return found;
  return { ...found, value: fix.value + found.value.slice(house.length), end: last.end, corrected: true };
}
