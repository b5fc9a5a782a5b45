/**
 * The triage taxonomy (taxonomy.yaml beside this file): loaded once, validated, and compiled into term
 * patterns the screen can match quickly. Everything the receptionist knows about danger lives in that
 * file; this module only gives it a shape.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { z } from '@landline/platform';
import { CATEGORIES, URGENCIES, type Category, type Urgency } from '../../calls/analysis';
import type { Language } from '../types';
import { normalize, stemEnglish, stemSpanish } from './text';

export type Tier = Urgency;

const words = z.array(z.string().min(1)).default([]);
const conceptSchema = z.object({
  exact: z.boolean().default(false),
  compound: z.boolean().default(false),
  tight: z.boolean().default(false),
  /** What the caller talks about, negated or not: "no hot water" still makes hot water the subject, so it vetoes as said. */
  topic: z.boolean().default(false),
  en: words,
  es: words,
});
const signalSchema = z.object({
  all: z.array(z.string()).min(1),
  within: z.union([z.number().int().positive(), z.literal('utterance')]).default(8),
  ordered: z.boolean().default(false),
  unless: z.array(z.array(z.string()).min(1)).default([]),
  /** How far from the signal its `unless` concepts count (words; default 8). */
  unlessWithin: z.union([z.number().int().positive(), z.literal('utterance')]).default(8),
  /** Only in an utterance of at most this many words (a bare "gas!"). */
  maxWords: z.number().int().positive().optional(),
  /** Concepts of `all` that count only when negated ("the dryer doesn't get hot", "none of the burners heat up"). */
  negated: z.array(z.string()).default([]),
  /** Each concept on words of its own: "the furnace won't heat" names the heating, "it won't heat" does not. */
  distinct: z.boolean().default(false),
});
const hazardSchema = z.object({
  tier: z.enum(URGENCIES),
  category: z.enum(CATEGORIES),
  advice: z.string().optional(),
  /** 'cold' or 'hot' (the weather), a concept said anywhere in the call, or '!concept': said nowhere in it; a list holds when any of it does. */
  condition: z
    .union([z.string(), z.array(z.string()).min(1)])
    .transform((c) => (typeof c === 'string' ? [c] : c))
    .optional(),
  /** The tier when the condition does not hold; without one, the hazard does not count then. */
  otherwise: z.enum(URGENCIES).optional(),
  when: z.array(signalSchema).min(1),
  /** Said in a later turn (and the hazard not said again in it), these take the hazard back: "the gas company came and fixed it". */
  resolvedBy: z.array(signalSchema).default([]),
  /** Concepts that, said in the call before, keep the hazard from being taken back: a CO reading outlasts a later "it needs a battery". */
  firm: z.array(z.string()).default([]),
});
const taxonomySchema = z.object({
  thresholds: z.object({
    cold: z.object({ outside: z.number(), outsideVulnerable: z.number(), inside: z.number(), insideVulnerable: z.number() }),
    hot: z.object({ outside: z.number(), outsideVulnerable: z.number() }),
    elderlyAge: z.number(),
  }),
  negators: z.object({ en: words, es: words }),
  concepts: z.record(z.string(), conceptSchema),
  hazards: z.record(z.string(), hazardSchema),
  advice: z.record(
    z.string(),
    // `leave`: the advice gets people out, so a caller who says they are still inside hears it again.
    z.object({ en: z.string(), es: z.string(), leave: z.boolean().default(false) }),
  ),
  person: z.array(signalSchema).min(1),
});

export type Signal = z.infer<typeof signalSchema>;
export type Hazard = z.infer<typeof hazardSchema> & { id: string };

/** One way of saying a concept: its words, compared by stem in their language (or as said, when exact). */
export interface TermPattern {
  concept: string;
  lang: Language;
  exact: boolean;
  /** Hides the shorter terms of other concepts inside it. */
  compound: boolean;
  /** Its words must follow each other with nothing between ("broke in" is not "broke off in"). */
  tight: boolean;
  words: string[];
  /** The words as compared: stems, or the words themselves when exact or short. */
  keys: string[];
}

export interface Taxonomy {
  thresholds: z.infer<typeof taxonomySchema>['thresholds'];
  negators: Set<string>;
  hazards: Hazard[];
  advice: Record<string, Record<Language, string> & { leave: boolean }>;
  person: Signal[];
  terms: TermPattern[];
  /** Concepts that veto a signal even when negated. */
  topics: Set<string>;
}

/** Stems shorter than this match only the word itself: "humo" must not meet an English "hum". */
const MIN_STEM = 4;

function keyOf(word: string, lang: Language, exact: boolean): string {
  if (exact || /\d/.test(word)) return word;
  const stem = lang === 'en' ? stemEnglish(word) : stemSpanish(word);
  return stem.length < MIN_STEM ? `=${word}` : stem;
}

export function compileTaxonomy(source: unknown): Taxonomy {
  const t = taxonomySchema.parse(source);
  const known = new Set(Object.keys(t.concepts));
  const check = (signal: Signal, where: string) => {
    for (const c of [...signal.all, ...signal.unless.flat()]) if (!known.has(c)) throw new Error(`taxonomy: ${where} names an unknown concept '${c}'`);
  };
  const hazards = Object.entries(t.hazards).map(([id, h]) => {
    [...h.when, ...h.resolvedBy].forEach((s) => check(s, `hazard ${id}`));
    for (const c of h.firm) if (!known.has(c)) throw new Error(`taxonomy: hazard ${id} is firm on an unknown concept '${c}'`);
    if (h.advice && !t.advice[h.advice]) throw new Error(`taxonomy: hazard ${id} names unknown advice '${h.advice}'`);
    for (const c of h.condition ?? [])
      if (c !== 'cold' && c !== 'hot' && c !== 'vulnerable' && !known.has(c.replace(/^!/, ''))) throw new Error(`taxonomy: hazard ${id} has an unknown condition '${c}'`);
    return { ...h, id };
  });
  t.person.forEach((s) => check(s, 'person'));
  const terms: TermPattern[] = [];
  for (const [concept, c] of Object.entries(t.concepts)) {
    for (const lang of ['en', 'es'] as const) {
      for (const term of c[lang]) {
        // "=word" is matched as said, not by its stem ("=llamas" is flames, never "llamaba", calling).
        // A term with one word as said is compared word for word ("en =llamas").
        const ws = normalize(term).split(/\s+/).filter(Boolean);
        const exact = c.exact || ws.some((w) => w.startsWith('='));
        const words = ws.map((w) => w.replace(/^=/, ''));
        terms.push({ concept, lang, exact, compound: c.compound, tight: c.tight, words, keys: words.map((w) => keyOf(w, lang, exact)) });
      }
    }
  }
  return {
    thresholds: t.thresholds,
    negators: new Set([...t.negators.en, ...t.negators.es].map((w) => normalize(w))),
    hazards,
    advice: t.advice,
    person: t.person,
    terms,
    topics: new Set(
      Object.entries(t.concepts)
        .filter(([, c]) => c.topic)
        .map(([name]) => name),
    ),
  };
}

let loaded: Taxonomy | undefined;

/** The taxonomy shipped beside this file. */
export function taxonomy(): Taxonomy {
  if (!loaded) {
    const file = fileURLToPath(new URL('./taxonomy.yaml', import.meta.url));
    loaded = compileTaxonomy(YAML.parse(fs.readFileSync(file, 'utf8')));
  }
  return loaded;
}

export const TIER_RANK: Record<Tier, number> = { routine: 0, urgent: 1, emergency: 2, life_safety: 3 };
export const isEmergencyTier = (tier: Tier | undefined) => tier === 'emergency' || tier === 'life_safety';
export type { Category };
