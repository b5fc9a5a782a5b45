/**
 * The safety screen: what one caller utterance says about danger (the taxonomy's hazards, the weather,
 * who is at home, a request for a person), and what the whole call adds up to (its tier and category).
 * Weather counts across the call: "the heat is out" in one turn and "it's 14 degrees and I have a
 * newborn" in the next make an emergency together.
 */
import { LRUCache } from 'lru-cache';
import { findHits, findSignal, phraseOf, saidConcepts, type Hit, type SignalMatch } from './match';
import { asksForNamedStaff } from './named-staff';
import { isEmergencyTier, taxonomy, TIER_RANK, type Category, type Hazard, type Signal, type Taxonomy, type Tier } from './taxonomy';
import { tokenize, type Token } from './text';

export interface Finding {
  hazard: string;
  tier: Tier;
  category: Category;
  /** The advice key (taxonomy `advice`) said before anything else. */
  advice?: string;
  /** The caller's words that revealed it. */
  phrase: string;
}

interface Temperature {
  value: number;
  unit?: 'F' | 'C';
  inside: boolean;
}

export interface Screen {
  findings: Finding[];
  /** Hazards that hold only under a condition (the weather, something said in any turn), resolved over the whole call; without it, the `otherwise` tier, or nothing when there is none. */
  conditional: Array<Finding & { condition: string[]; otherwise?: Tier }>;
  /** Hazards this utterance says are over ("they fixed it", "the power's back"). */
  resolved: string[];
  /** Concepts said (not negated), for conditions on the whole call. */
  concepts: Set<string>;
  temperatures: Temperature[];
  cold: boolean;
  hot: boolean;
  vulnerable: boolean;
  /** The caller asks to speak to a person. */
  person: boolean;
  /** The words said literally: without figures of speech ("my bill is on fire"), whose words name no problem. */
  literal: string;
}

const DEGREES = new Set(['degrees', 'degree', 'grados', 'grado', 'deg']);
const FAHRENHEIT = new Set(['f', 'fahrenheit', 'farenheit']);
const CELSIUS = new Set(['c', 'celsius', 'centigrade', 'centigrados', 'centigrado']);
const OUTSIDE = new Set(['outside', 'out', 'outdoors', 'afuera', 'fuera', 'exterior']);
const MINUS = new Set(['minus', 'menos', 'negative', 'negativo']);
/** "Bajo cero", "below zero": the weather, with no degrees said. */
const BELOW = new Set(['below', 'bajo']);
const YEARS = new Set(['years', 'year', 'yrs', 'anos', 'ano']);
/** "Like twenty minutes", "about 30 seconds": a duration, not the weather. */
const DURATION = new Set([
  'minutes',
  'minute',
  'mins',
  'min',
  'seconds',
  'secs',
  'hours',
  'hour',
  'hrs',
  'days',
  'day',
  'weeks',
  'months',
  'minutos',
  'minuto',
  'segundos',
  'horas',
  'hora',
  'dias',
  'semanas',
  'meses',
]);
const AGE_VERBS = new Set(['is', 's', 'tiene', 'turned', 'cumplio']);
/** "It was 110", "estamos a 108": a number said as the weather. */
const WEATHER_VERBS = new Set(['was', 'hace', 'around', 'about', 'like', 'upper', 'lower', 'mid', 'high', 'low', 'como', 'maybe', 'unos', 'almost', 'casi']);
/** "Estamos a 108", "it's at 30": "a"/"at" only after these, or "at 420 Elm Street" would be weather. */
const AT = new Set(['a', 'at']);
const AT_AFTER = new Set(['estamos', 'is', 's', 'was', 'esta']);
/** Degrees Fahrenheit a place on Earth can be. */
const PLAUSIBLE = { min: -60, max: 130 };
const INSIDE = new Set(['inside', 'indoors', 'adentro', 'dentro']);
/** "19 en el termostato", "the thermostat says 58": a reading of the home's own temperature. */
const THERMOSTAT = new Set(['thermostat', 'termostato', 'thermometer', 'termometro']);
const READS = new Set(['says', 'reads', 'shows', 'dice', 'marca']);
const YOUNG_CHILD = 10;

function numberAt(tokens: Token[], i: number): number | undefined {
  const m = /^(\d{1,3})(s)?$/.exec(tokens[i]?.word ?? '');
  if (!m) return undefined;
  return Number(m[1]) + (m[2] ? 5 : 0);
}

/** Temperatures said with degrees, a scale, "outside" or "it was"; and ages that make someone vulnerable. */
function readNumbers(tokens: Token[], hits: Hit[], t: Taxonomy): { temperatures: Temperature[]; vulnerableAge: boolean } {
  const temperatures: Temperature[] = [];
  let vulnerableAge = false;
  // "Inside it's getting chilly, like 60": an inside word a few words before, with no outside word between.
  const insideBefore = (i: number) =>
    hits.some((h) => h.concept === 'inside' && h.start < i && i - h.start <= 7 && !tokens.slice(h.start + 1, i).some((tk) => OUTSIDE.has(tk.word)));
  const insideNear = (i: number) => insideBefore(i) || hits.some((h) => h.concept === 'inside' && Math.abs(h.start - i) <= 4);
  tokens.forEach((_tk, i) => {
    const n = numberAt(tokens, i);
    if (n === undefined) return;
    const next = tokens.slice(i + 1, i + 4);
    const after = next.map((tk) => tk.word);
    // Where it is, only from its own clause: "afuera hay como 55, adentro 62" puts 62 inside, not 55.
    const ownAfter = next.filter((tk) => tk.clause === tokens[i]?.clause).map((tk) => tk.word);
    const before = tokens[i - 1]?.word ?? '';
    // "Cinco bajo cero": the number before "bajo cero" is the reading, and the zero only part of the phrase.
    if (n === 0 && BELOW.has(before) && numberAt(tokens, i - 2) !== undefined) return;
    const belowZero = BELOW.has(after[0] ?? '') && (after[1] === '0' || after[1] === 'zero');
    let value = MINUS.has(before) || after[0] === 'below' || after[0] === 'bajo' ? -n : n;
    const degrees = DEGREES.has(after[0] ?? '') || FAHRENHEIT.has(after[0] ?? '') || CELSIUS.has(after[0] ?? '');
    const scale = (belowZero ? tokens.slice(i + 1, i + 5).map((tk) => tk.word) : after.slice(0, 2)).find((w) => FAHRENHEIT.has(w) || CELSIUS.has(w));
    const unit = scale ? (FAHRENHEIT.has(scale) ? 'F' : 'C') : undefined;
    if (DURATION.has(after[0] ?? '')) return;
    const age = YEARS.has(after[0] ?? '') || (AGE_VERBS.has(before) && !degrees);
    const saidInside = hits.some((h) => h.concept === 'inside' && h.start === i + 1 && h.clause === tokens[i]?.clause);
    // "Anda en los cincuenta y tantos", "in the 50s": a range of the weather.
    const inThe = (before === 'los' || before === 'the') && tokens[i - 2]?.word === (before === 'los' ? 'en' : 'in');
    // "Adentro a sesenta y cinco": a place, then "a"/"at", then the number.
    const placeBefore = INSIDE.has(tokens[i - 2]?.word ?? '') || OUTSIDE.has(tokens[i - 2]?.word ?? '');
    // "Adentro 62", "outside twenty": the place, then the number.
    const placeRightBefore = INSIDE.has(before) || OUTSIDE.has(before);
    const weatherVerb = WEATHER_VERBS.has(before) || inThe || placeRightBefore || (AT.has(before) && (AT_AFTER.has(tokens[i - 2]?.word ?? '') || placeBefore));
    const plausible = value >= PLAUSIBLE.min && value <= PLAUSIBLE.max;
    const thermostat = after.some((w) => THERMOSTAT.has(w)) || (READS.has(before) && tokens.slice(Math.max(0, i - 4), i).some((tk) => THERMOSTAT.has(tk.word)));
    // "Three years old, inside alone" is an age, whatever follows it.
    if (
      plausible &&
      !YEARS.has(after[0] ?? '') &&
      (degrees ||
        saidInside ||
        thermostat ||
        after[0] === 'below' ||
        belowZero ||
        (n === 0 && BELOW.has(before)) ||
        after.some((w) => OUTSIDE.has(w) || INSIDE.has(w)) ||
        MINUS.has(before) ||
        (weatherVerb && !age && n >= 20) ||
        // "Fuera a diez grados y dentro a diecisiete": a place and "a" name a reading, however low.
        (placeBefore && AT.has(before) && !age))
    ) {
      if (after[0] === 'below' && after[1] === 'zero') value = unit === 'C' ? -n : Math.min(value, 0);
      // "Fifty something out, chilly in here": the word after the number says where, over one nearby.
      // So does the nearest place word just before it: "afuera está como a cincuenta grados y adentro…".
      const placeJustBefore = tokens.slice(Math.max(0, i - 5), i).findLast((tk) => OUTSIDE.has(tk.word) || INSIDE.has(tk.word));
      const saidOutside = ownAfter.slice(0, 2).some((w) => OUTSIDE.has(w)) || OUTSIDE.has(placeJustBefore?.word ?? '');
      temperatures.push({ value, unit, inside: saidInside || thermostat || INSIDE.has(ownAfter[0] ?? '') || INSIDE.has(before) || (insideNear(i) && !saidOutside) });
      return;
    }
    if (age && ((n >= t.thresholds.elderlyAge && n <= 115) || n <= YOUNG_CHILD)) vulnerableAge = true;
  });
  return { temperatures, vulnerableAge };
}

const present = (hits: Hit[], concept: string) => hits.some((h) => h.concept === concept);
/** Someone vulnerable said to be at home ("no kids here" says no one is; "estoy en el carro con mi niño" is not at home). */
const VULNERABLE: Signal = { all: ['vulnerable'], within: 8, ordered: false, unless: [['with_me']], unlessWithin: 6, negated: [], distinct: false };
/** "Never mind, false alarm": a caller taking back what they said takes back every hazard, unless they say one again. */
const RETRACT: Signal = { all: ['retract'], within: 8, ordered: false, unless: [['still']], unlessWithin: 'utterance', negated: [], distinct: false };

function screenText(text: string, t: Taxonomy): Screen {
  const tokens = tokenize(text);
  const hits = findHits(tokens, t);
  const findings: Finding[] = [];
  const conditional: Screen['conditional'] = [];
  for (const hazard of t.hazards) {
    const match = firstMatch(hazard, hits, tokens, t);
    if (!match || takenBack(hazard, match, hits, tokens, t)) continue;
    const finding: Finding = { hazard: hazard.id, tier: hazard.tier, category: hazard.category, advice: hazard.advice, phrase: phraseOf(match, tokens) };
    if (hazard.condition) conditional.push({ ...finding, condition: hazard.condition, otherwise: hazard.otherwise });
    else findings.push(finding);
  }
  const retracted = Boolean(findSignal(RETRACT, hits, tokens, t));
  const resolved = t.hazards.filter((h) => retracted || h.resolvedBy.some((signal) => findSignal(signal, hits, tokens, t))).map((h) => h.id);
  const { temperatures, vulnerableAge } = readNumbers(tokens, hits, t);
  const vulnerable = vulnerableAge || Boolean(findSignal(VULNERABLE, hits, tokens, t));
  return {
    findings,
    conditional,
    resolved,
    temperatures,
    concepts: saidConcepts(hits, tokens, t),
    cold: present(hits, 'cold_words'),
    hot: present(hits, 'hot_words'),
    vulnerable,
    person: t.person.some((signal) => findSignal(signal, hits, tokens, t)) || asksForNamedStaff(text) || pressesZero(tokens),
    literal: literalText(text, tokens, hits),
  };
}

const FIGURE = 'idiom';
function literalText(text: string, tokens: Token[], hits: Hit[]): string {
  const figures = hits.filter((h) => h.concept === FIGURE);
  if (!figures.length) return text;
  return tokens
    .filter((_tk, i) => !figures.some((h) => h.start <= i && i <= h.end))
    .map((tk) => tk.word)
    .join(' ');
}

/** "Zero. Zero. ¿Aquí no hay cero?", "I pressed 0": a phone caller pressing for the operator, said aloud. */
/** Verbs of pressing a key, which say so anywhere in a sentence ("voy a marcar el cero a ver si…"). */
const PRESS_KEY = new Set([
  'press',
  'pressed',
  'pressing',
  'dial',
  'dialing',
  'dialed',
  'push',
  'pushed',
  'marcar',
  'marco',
  'marque',
  'marcando',
  'oprimir',
  'oprimo',
  'oprimi',
  'apretar',
  'aprete',
  'apreto',
  'presionar',
  'presiono',
  'presione',
  'teclear',
  'tecleo',
]);
const KEY_ARTICLE = new Set(['the', 'el', 'al', 'le']);
/** What may come before a zero in a short utterance ("I hit 0"); "hit" only there, since temperatures hit 0 too. */
const PRESS = new Set([...PRESS_KEY, ...KEY_ARTICLE, 'hit', 'i']);
function pressesZero(tokens: Token[]): boolean {
  const digits = tokens.filter((tk) => /^\d+$/.test(tk.word));
  if (digits.length === 0 || digits.some((tk) => tk.word !== '0')) return false;
  const pressed = tokens.some(
    (tk, i) => tk.word === '0' && (PRESS_KEY.has(tokens[i - 1]?.word ?? '') || (KEY_ARTICLE.has(tokens[i - 1]?.word ?? '') && PRESS_KEY.has(tokens[i - 2]?.word ?? ''))),
  );
  if (pressed) return true;
  if (tokens.length > 8) return false;
  const first = tokens.findIndex((tk) => tk.word === '0');
  return tokens.slice(0, first).every((tk) => PRESS.has(tk.word));
}

function firstMatch(hazard: Hazard, hits: Hit[], tokens: Token[], t: Taxonomy): SignalMatch | undefined {
  for (const signal of hazard.when) {
    const m = findSignal(signal, hits, tokens, t, true);
    if (m) return m;
  }
  return undefined;
}

const lastWord = (m: SignalMatch) => Math.max(...m.hits.map((h) => h.end));
/** "Hubo una fuga de gas, la arreglaron y ya no huele": told and then, further on, said to be over. */
function takenBack(hazard: Hazard, match: SignalMatch, hits: Hit[], tokens: Token[], t: Taxonomy): boolean {
  return hazard.resolvedBy.some((signal) => {
    const over = findSignal(signal, hits, tokens, t);
    return over !== undefined && lastWord(over) > lastWord(match);
  });
}

// Every turn re-reads the call so far: each utterance is screened once.
const screens = new LRUCache<string, Screen>({ max: 20_000, memoMethod: (text) => screenText(text, taxonomy()) });

/** What one utterance says. */
export function screen(text: string, t: Taxonomy = taxonomy()): Screen {
  return t === taxonomy() ? screens.memo(text) : screenText(text, t);
}

export interface Assessment {
  /** The call's tier so far (undefined: nothing the taxonomy knows). */
  tier?: Tier;
  category?: Category;
  /** Every hazard found, at its resolved tier, once each, in the order they came up. */
  findings: Finding[];
}

/** A heat wave said without a scale reads as Celsius up to this (113 °F); past it only Fahrenheit is weather. */
const MAX_UNMARKED_CELSIUS = 45;
const toF = (tp: Temperature, unmarkedCelsius: boolean): number => {
  const celsius = tp.unit === 'C' || (tp.unit === undefined && unmarkedCelsius && tp.value <= MAX_UNMARKED_CELSIUS);
  return celsius ? (tp.value * 9) / 5 + 32 : tp.value;
};

/** Whether what the call says (the weather, who is at home, a concept) raises a hazard to its tier. */
function conditionMet(condition: string, screens: Screen[], coldSeason: boolean, t: Taxonomy): boolean {
  const vulnerable = screens.some((s) => s.vulnerable);
  if (condition === 'vulnerable') return vulnerable;
  if (condition.startsWith('!')) return !screens.some((s) => s.concepts.has(condition.slice(1)));
  if (condition !== 'cold' && condition !== 'hot') return screens.some((s) => s.concepts.has(condition));
  const temps = screens.flatMap((s) => s.temperatures);
  if (condition === 'cold') {
    const c = t.thresholds.cold;
    // Nobody at home calmly reads out 10 to 30 °F indoors: such a reading is Celsius, and so are the call's
    // other readings without a scale, as is every one in a call that names Celsius once.
    const celsius = temps.some((tp) => tp.unit === 'C' || (tp.unit === undefined && tp.inside && tp.value >= 10 && tp.value <= 30));
    if (temps.length) return temps.some((tp) => toF(tp, celsius) <= (tp.inside ? (vulnerable ? c.insideVulnerable : c.inside) : vulnerable ? c.outsideVulnerable : c.outside));
    if (screens.some((s) => s.cold)) return true;
    return coldSeason && !screens.some((s) => s.concepts.has('mild_words'));
  }
  const h = t.thresholds.hot;
  if (temps.length) return temps.some((tp) => toF(tp, true) >= (vulnerable ? h.outsideVulnerable : h.outside));
  return vulnerable && screens.some((s) => s.hot);
}

/** The call so far, from the screens of each caller utterance in order. */
export function assess(screens: Screen[], context: { coldSeason: boolean }, t: Taxonomy = taxonomy()): Assessment {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const order = (id: string) => t.hazards.findIndex((h) => h.id === id);
  const firm = (id: string, before: number) => {
    const concepts = t.hazards.find((h) => h.id === id)?.firm ?? [];
    return concepts.length > 0 && screens.slice(0, before).some((s) => concepts.some((c) => s.concepts.has(c)));
  };
  for (const [turn, s] of screens.entries()) {
    for (const id of s.resolved) {
      const saidAgain = s.findings.some((f) => f.hazard === id) || s.conditional.some((f) => f.hazard === id);
      const at = findings.findIndex((f) => f.hazard === id);
      if (saidAgain || at < 0 || firm(id, turn)) continue;
      findings.splice(at, 1);
      seen.delete(id);
    }
    // In the taxonomy's order, conditional or not, so a hazard that waits on a condition keeps its place among equals.
    const found: Array<Finding & { condition?: string[]; otherwise?: Tier }> = [...s.findings, ...s.conditional];
    for (const f of found.sort((a, b) => order(a.hazard) - order(b.hazard))) {
      if (seen.has(f.hazard)) continue;
      if (!f.condition) {
        seen.add(f.hazard);
        findings.push(f);
        continue;
      }
      const met = f.condition.some((c) => conditionMet(c, screens, context.coldSeason, t));
      const tier = met ? f.tier : f.otherwise;
      if (!tier) continue;
      seen.add(f.hazard);
      findings.push({ hazard: f.hazard, tier, category: f.category, advice: met ? f.advice : undefined, phrase: f.phrase });
    }
  }
  let top: Finding | undefined;
  // Among equals, a trade over 'general': a neighbour who fell when the stairs gave way is a structural job.
  const outranks = (f: Finding, t: Finding) => TIER_RANK[f.tier] > TIER_RANK[t.tier] || (f.tier === t.tier && t.category === 'general' && f.category !== 'general');
  for (const f of findings) if (!top || outranks(f, top)) top = f;
  return { tier: top?.tier, category: top?.category, findings };
}

export { isEmergencyTier };
