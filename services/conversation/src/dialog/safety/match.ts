/**
 * Finding the taxonomy's concepts in a caller's tokens, and deciding whether a signal (a set of concepts
 * near each other) is there. Terms match by stem, a typo away for long words (speech-to-text misspells),
 * with up to two other words inside a term of several words; the longest term wins where terms overlap.
 */
import { distance } from 'fastest-levenshtein';
import type { Signal, Taxonomy, TermPattern } from './taxonomy';
import { diminutiveBases, tokenize, type Token } from './text';

export interface Hit {
  concept: string;
  start: number;
  end: number;
  /** Words in the term. */
  size: number;
  /** A compound hides the shorter terms inside it. */
  compound: boolean;
  /** The clause and the segment (see Token) of its first word. */
  clause: number;
  segment: number;
}

const GAP = 2;
/** Shorter words are too easily another word (a name like Blake is not a blaze). */
const FUZZY_MIN = 8;
/** How many words back a "no" or "not" reaches (within its clause). */
const NEGATION_REACH = 3;
/** For a concept a signal wants negated, the negator may open its clause: "none of the burners heat up". */
const WANTED_NEGATION_REACH = 8;

interface Index {
  byKey: Map<string, TermPattern[]>;
  /** The Spanish terms' words as written, which a diminutive may be of ("llamitas", "humito"). */
  spanishWords: Set<string>;
  /** First words of stemmed terms, by first letter, for near misses. */
  fuzzy: Map<string, Array<{ word: string; terms: TermPattern[] }>>;
}

const indexes = new WeakMap<Taxonomy, Index>();

function indexOf(t: Taxonomy): Index {
  let index = indexes.get(t);
  if (index) return index;
  const byKey = new Map<string, TermPattern[]>();
  const byWord = new Map<string, TermPattern[]>();
  const spanishWords = new Set<string>();
  for (const term of t.terms) {
    if (term.lang === 'es') term.words.forEach((w) => spanishWords.add(w));
    const key = `${term.lang}:${term.keys[0]}`;
    byKey.set(key, [...(byKey.get(key) ?? []), term]);
    const [first = ''] = term.words;
    if (!term.exact && first.length >= FUZZY_MIN) byWord.set(first, [...(byWord.get(first) ?? []), term]);
  }
  const fuzzy = new Map<string, Array<{ word: string; terms: TermPattern[] }>>();
  for (const [word, terms] of byWord) fuzzy.set(word.charAt(0), [...(fuzzy.get(word.charAt(0)) ?? []), { word, terms }]);
  index = { byKey, spanishWords, fuzzy };
  indexes.set(t, index);
  return index;
}

function tokenKey(token: Token, lang: 'en' | 'es', exact: boolean): string {
  if (exact || /\d/.test(token.word)) return token.word;
  const stem = lang === 'en' ? token.en : token.es;
  return stem.length < 4 ? `=${token.word}` : stem;
}

const matchesWord = (token: Token, term: TermPattern, i: number) => tokenKey(token, term.lang, term.exact) === term.keys[i];

/** A close misspelling of a long word: one edit, two for words of nine letters or more. */
function nearMiss(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 2) return false;
  const d = distance(a, b);
  return d <= (Math.min(a.length, b.length) >= 9 ? 2 : 1);
}

/** The rest of a term after its first word (said in `clause`), allowing up to GAP other words between its words. */
function extend(tokens: Token[], start: number, clause: number, term: TermPattern): number | undefined {
  let at = start;
  for (let i = 1; i < term.words.length; i++) {
    let found = -1;
    for (let j = at + 1; j <= Math.min(tokens.length - 1, at + 1 + (term.tight ? 0 : GAP)); j++) {
      const token = tokens[j];
      // A term is said in one breath: "it's not clogged, it flushes" holds no "not flushing".
      if (token?.clause !== clause) break;
      if (matchesWord(token, term, i)) {
        found = j;
        break;
      }
    }
    if (found < 0) return undefined;
    at = found;
  }
  return at;
}

export function findHits(tokens: Token[], t: Taxonomy): Hit[] {
  const index = indexOf(t);
  const candidates: Hit[] = [];
  tokens.forEach((token, start) => {
    const seen = new Set<TermPattern>();
    const before = candidates.length;
    const consider = (term: TermPattern) => {
      if (seen.has(term)) return;
      seen.add(term);
      const end = term.words.length === 1 ? start : extend(tokens, start, token.clause, term);
      if (end !== undefined) {
        candidates.push({ concept: term.concept, start, end, size: term.words.length, compound: term.compound, clause: token.clause, segment: token.segment });
      }
    };
    for (const lang of ['en', 'es'] as const) {
      for (const term of index.byKey.get(`${lang}:${tokenKey(token, lang, false)}`) ?? []) if (!term.exact) consider(term);
      for (const term of index.byKey.get(`${lang}:${token.word}`) ?? []) if (term.exact) consider(term);
    }
    if (candidates.length === before) {
      const base = diminutiveBases(token.word).find((w) => index.spanishWords.has(w));
      const small = base === undefined ? undefined : tokenize(base)[0];
      if (small) {
        for (const term of index.byKey.get(`es:${tokenKey(small, 'es', false)}`) ?? []) if (!term.exact) consider(term);
        for (const term of index.byKey.get(`es:${small.word}`) ?? []) if (term.exact) consider(term);
      }
    }
    if (seen.size === 0 && token.word.length >= FUZZY_MIN) {
      for (const { word, terms } of index.fuzzy.get(token.word.charAt(0)) ?? []) if (nearMiss(token.word, word)) terms.forEach(consider);
    }
  });
  // A compound hides the shorter terms inside it ("smoke detector" is no smoke); other overlaps all count.
  const hidden = (c: Hit) => !c.compound && candidates.some((o) => o.compound && o.size >= c.size && o.start <= c.end && c.start <= o.end);
  return candidates.filter((c) => !hidden(c)).sort((a, b) => a.start - b.start);
}

/** "The heat's not working and my daughter has the flu": "and" with a new subject ends what the "not" denies. */
const NEW_SUBJECT_AFTER = new Set(['and', 'y', 'e']);
const POSSESSIVE = new Set(['my', 'our', 'his', 'her', 'their', 'mi', 'mis', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'su', 'sus']);
/** "I'm not stupid I want a real human": a sentence run on without a stop starts again at its subject. */
const SUBJECT = new Set(['i', 'yo']);
/** "Ya llamé dos veces y nada quiero hablar con alguien": "and nothing" closes what came before. */
const AND_NOTHING = new Set(['nada', 'nothing']);
const COMPLEMENT = new Set(['a', 'de', 'of']);
/** Where a negation scanning back from a word stops: a new subject began between them. */
const newClauseAt = (tokens: Token[], j: number) => {
  const word = tokens[j]?.word ?? '';
  return (
    (NEW_SUBJECT_AFTER.has(word) && POSSESSIVE.has(tokens[j + 1]?.word ?? '')) ||
    SUBJECT.has(word) ||
    (AND_NOTHING.has(word) && NEW_SUBJECT_AFTER.has(tokens[j - 1]?.word ?? '') && j + 1 < tokens.length)
  );
};

/**
 * "no smell", "nobody is hurt": a negator shortly before the hit, in its clause, not part of the signal
 * itself, nor one that carries on a negative the signal itself said ("no sirve nada, ni la tele": one negation).
 */
function negated(hit: Hit, tokens: Token[], t: Taxonomy, own: Hit[], span?: { from: number; to: number }, reach = NEGATION_REACH): boolean {
  if (deniedAfter(hit, tokens, hit.clause)) return true;
  // "No es olor a gas": the word a noun's complement hangs on ("a", "de", "of") does not use up the reach.
  for (let j = hit.start - 1, used = 0; j >= 0 && used < reach; j--) {
    const token = tokens[j];
    if (token?.clause !== hit.clause) return false;
    if (!COMPLEMENT.has(token.word)) used++;
    if (newClauseAt(tokens, j)) return false;
    if (!t.negators.has(token.word)) continue;
    if (askingPolitely(tokens, j)) continue;
    if (own.some((h) => h.start <= j && j <= h.end)) continue;
    const saidNegatively = (h: Hit) => h.end < j && tokens.slice(h.start, h.end + 1).some((tk) => t.negators.has(tk.word));
    if (span && span.from < j && j < span.to && own.some(saidNegatively)) continue;
    return true;
  }
  return false;
}

/** Spanish puts the "no" after what it denies: "humo no hay", "olor a gas no hay", "chispas tampoco". */
const DENIED_AFTER = new Set(['hay', 'hubo', 'habia', 'veo', 'vi', 'siento', 'huele', 'sale', 'salio', 'tengo', 'tenemos', 'se']);
const DENIAL_AFTER = new Set(['ninguno', 'ninguna', 'none']);
function deniedAfter(hit: Hit, tokens: Token[], clause: number): boolean {
  // A noun's complement ("olor a gas") stands between the noun and its denial.
  const end = COMPLEMENT.has(tokens[hit.end + 1]?.word ?? '') && tokens[hit.end + 2]?.clause === clause ? hit.end + 2 : hit.end;
  const next = tokens[end + 1];
  if (!next || next.clause !== clause) return false;
  // "Olor a gas ninguno", "smell, none": the denial after the noun.
  if (next.word === 'tampoco' || DENIAL_AFTER.has(next.word)) return true;
  const verb = tokens[end + 2];
  return next.word === 'no' && verb !== undefined && verb.clause === clause && DENIED_AFTER.has(verb.word);
}

/** The concepts an utterance says, leaving out those it denies ("it's not the only toilet", "no sparks"). */
export function saidConcepts(hits: Hit[], tokens: Token[], t: Taxonomy): Set<string> {
  return new Set(hits.filter((h) => !negated(h, tokens, t, [h])).map((h) => h.concept));
}

/**
 * A request put as a negative question negates nothing: "¿no me puede comunicar con alguien?", "can't you
 * put me through?" ask for what they seem to deny.
 */
const POLITE_AFTER = new Set(['you', 'me', 'nos', 'le']);
/** Modals, and the verbs of putting a caller through that Spanish asks with a "no" ("¿no me pone con la licenciada?"). */
const POLITE_MODALS = new Set([
  'puede',
  'podria',
  'pueden',
  'podrian',
  'puedes',
  'podrias',
  'quiere',
  'quisiera',
  'pone',
  'pones',
  'pasa',
  'pasas',
  'comunica',
  'comunicas',
  'transfiere',
  'conecta',
]);
function askingPolitely(tokens: Token[], j: number): boolean {
  const next = tokens[j + 1]?.word ?? '';
  if (next === 'you') return ['can', 'could', 'will', 'would'].includes(tokens[j - 1]?.word ?? '');
  return POLITE_AFTER.has(next) && POLITE_MODALS.has(tokens[j + 2]?.word ?? '');
}

export interface SignalMatch {
  hits: Hit[];
}

/** Where a signal is: one hit per concept, close enough, in order when asked, none negated. */
/** `corrections`: a veto said after a full stop or a "but" counts too (for dangers, not for asks). */
export function findSignal(signal: Signal, hits: Hit[], tokens: Token[], t: Taxonomy, corrections = false): SignalMatch | undefined {
  if (signal.maxWords !== undefined && tokens.length > signal.maxWords) return undefined;
  const byConcept = signal.all.map((c) => hits.filter((h) => h.concept === c));
  // "No tenemos nada de agua": a negator inside another word of the signal's own concepts negates nothing.
  const ownConcepts = hits.filter((h) => signal.all.includes(h.concept));
  if (byConcept.some((list) => list.length === 0)) return undefined;
  // A veto counts near the signal only, and not from before a full stop or a "but" ("the fire is out, but
  // the room is full of smoke" is still smoke), unless the signal's veto reaches the whole utterance. With
  // `corrections`, one said after is the caller correcting what came before ("I smelled smoke, but it was
  // the barbecue"); a request for a person stands whatever follows it ("…or have them call me").
  const vetoed = (chosen: Hit[]) => {
    const reach = signal.unlessWithin === 'utterance' ? Infinity : signal.unlessWithin;
    const from = Math.min(...chosen.map((h) => h.start)) - reach;
    const to = Math.max(...chosen.map((h) => h.end)) + reach;
    const segments = new Set(chosen.map((h) => h.segment));
    const first = Math.min(...segments);
    const near = (h: Hit) => h.start >= from && h.end <= to && (reach === Infinity || segments.has(h.segment) || (corrections && h.segment > first));
    return signal.unless.some((set) => set.every((c) => hits.some((h) => h.concept === c && near(h) && (t.topics.has(c) || !negated(h, tokens, t, [h])))));
  };
  const within = signal.within === 'utterance' ? Infinity : signal.within;
  const sameClause = within <= 4;
  const chosen: Hit[] = [];
  const search = (k: number): boolean => {
    const options = byConcept[k];
    // Past the last concept: each has its hit.
    if (!options) {
      // The words between the hits: "no sale nada de agua" has one word between its two.
      if (Math.max(...chosen.map((h) => h.start)) - Math.min(...chosen.map((h) => h.end)) > within) return false;
      if (sameClause && new Set(chosen.map((h) => h.clause)).size > 1) return false;
      const span = { from: Math.min(...chosen.map((h) => h.start)), to: Math.max(...chosen.map((h) => h.end)) };
      // In a signal that wants a negation, the negator belongs to it: "none of the burners heat up".
      const saidAsWanted = (h: Hit) =>
        signal.negated.length === 0
          ? !negated(h, tokens, t, ownConcepts, span)
          : !signal.negated.includes(h.concept) || negated(h, tokens, t, [h], undefined, WANTED_NEGATION_REACH);
      return chosen.every(saidAsWanted) && !vetoed(chosen);
    }
    // `chosen` holds a hit for each concept before k, so its last is concept k - 1's.
    const previous = chosen.at(-1);
    for (const h of options) {
      if (signal.ordered && previous && h.start <= previous.end) continue;
      if (chosen.some((c) => c === h)) continue;
      // A word is one thing at a time where a negation is wanted: "no sparks or heat" is not "the heat doesn't heat".
      if ((signal.negated.length > 0 || signal.distinct) && chosen.some((c) => c.start <= h.end && h.start <= c.end)) continue;
      chosen.push(h);
      if (search(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0) ? { hits: [...chosen] } : undefined;
}

/** The caller's words behind a match, for the work order and the logs. */
export function phraseOf(match: SignalMatch, tokens: Token[]): string {
  const start = Math.min(...match.hits.map((h) => h.start));
  const end = Math.max(...match.hits.map((h) => h.end));
  return tokens
    .slice(start, end + 1)
    .map((tk) => tk.word)
    .join(' ');
}
