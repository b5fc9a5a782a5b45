/**
 * The evaluation's measures over played callers, per language and overall, with every miss named.
 *
 * The work order's urgency is the predicted tier; a call whose work order holds no maintenance issue
 * (no work order, or urgency '') predicts 'none'. Callers labelled 'none' (a question, a message) have
 * no tier of their own to recall: a work order of 'none' or 'routine' for them is fine (a routine ticket
 * for a question costs nobody anything), so such a 'routine' does not count against routine precision;
 * urgent, emergency or life_safety for them is over-triage and counts against that tier's precision.
 */
import type { CallEvent } from '../src/dialog';
import { FIELDS, plain, sameField, type Field } from './normalize';
import type { CallerResult } from './run';
import type { ScriptedCaller } from './schema';

const SCORED_TIERS = ['life_safety', 'emergency', 'urgent', 'routine'] as const;
type Tier = (typeof SCORED_TIERS)[number];

/** hit of `of`; the share is null when `of` is 0 (nothing to measure). */
export interface Ratio {
  hit: number;
  of: number;
}

export interface Scores {
  callers: number;
  tiers: Record<Tier, { recall: Ratio; precision: Ratio }>;
  emergencyRecall: Ratio;
  emergencyPrecision: Ratio;
  advice911: Ratio;
  personOnRequest: Ratio;
  /** Lower is better: transfers on urgent/routine/none calls that never asked for a person. */
  needlessTransfers: Ratio;
  fieldAccuracy: Ratio;
  fields: Record<Field, Ratio>;
  categoryAccuracy: Ratio;
}

export interface Miss {
  id: string;
  language: string;
  measure: string;
  expected: string;
  got: string;
}

export const SCOPES = ['en', 'es', 'all'] as const;
export type Scope = (typeof SCOPES)[number];

export interface Report {
  scores: Record<Scope, Scores>;
  misses: Miss[];
}

const share = (r: Ratio): number | null => (r.of ? r.hit / r.of : null);

const EMERGENCY_TIERS: readonly string[] = ['life_safety', 'emergency'];
const WORK_ORDER_FIELD: Record<Field, 'tenantName' | 'propertyAddress' | 'unit' | 'callbackPhone'> = {
  name: 'tenantName',
  address: 'propertyAddress',
  unit: 'unit',
  phone: 'callbackPhone',
};

// '9-1-1' only with its dashes: digits read back one by one ('2 1 9, 1 1 ...') are not advice.
const CALL_911 = /\b911\b|\bnine one one\b|\bnueve uno uno\b/;
const DASHED_911 = /\b9-1-1\b/;
const GET_OUT = /\b(leave(?! (a|your|me a) message)|get (everyone |everybody )?out|evacuate|salga|salgan|evacue|evacuen)\b/;
const TAKE_MESSAGE =
  /\b(take (a|your|down your) message|get your message|leave (a|your) message|pass (it|that|your message) (on|along)|tomare (un|su) mensaje|tomar (un|su) mensaje|reciban su mensaje|dejar(le)? (un|su) mensaje|anotare su mensaje)\b/;

/** Tells the caller to call 911, or for a gas leak to get out: the words, in either language. */
export function advises911(reply: string, category?: string): boolean {
  const t = plain(reply);
  return CALL_911.test(t) || DASHED_911.test(reply) || (category === 'gas' && GET_OUT.test(t));
}

export const promisesMessage = (reply: string) => TAKE_MESSAGE.test(plain(reply));

const eventsOf = (r: CallerResult): CallEvent[] => [r.greeting, ...r.turns].flatMap((t) => t.events);
const transfers = (r: CallerResult) => eventsOf(r).filter((e) => e.type === 'transfer');
const predictedTier = (r: CallerResult): string => r.workOrder?.urgency || 'none';
const flaggedEmergency = (r: CallerResult) => EMERGENCY_TIERS.includes(predictedTier(r)) || transfers(r).some((e) => e.reason === 'emergency');

const ratio = (): Ratio => ({ hit: 0, of: 0 });
const describeEvents = (events: CallEvent[]) => events.map((e) => (e.type === 'transfer' ? `transfer(${e.reason})` : `end(${e.reason})`)).join(', ') || 'no event';
const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function emptyScores(): Scores {
  const tiers = Object.fromEntries(SCORED_TIERS.map((t) => [t, { recall: ratio(), precision: ratio() }])) as Scores['tiers'];
  const fields = Object.fromEntries(FIELDS.map((f) => [f, ratio()])) as Scores['fields'];
  return {
    callers: 0,
    tiers,
    emergencyRecall: ratio(),
    emergencyPrecision: ratio(),
    advice911: ratio(),
    personOnRequest: ratio(),
    needlessTransfers: ratio(),
    fieldAccuracy: ratio(),
    fields,
    categoryAccuracy: ratio(),
  };
}

/** Adds one caller to the scores; returns its misses. */
function scoreCaller(s: Scores, r: CallerResult): Omit<Miss, 'id' | 'language'>[] {
  const c: ScriptedCaller = r.caller;
  const misses: Omit<Miss, 'id' | 'language'>[] = [];
  const count = (x: Ratio, hit: boolean) => {
    x.of++;
    if (hit) x.hit++;
    return hit;
  };
  const tier = predictedTier(r);
  s.callers++;
  if (r.error) misses.push({ measure: 'error', expected: 'a whole call', got: clip(r.error.split('\n').slice(0, 2).join(' '), 300) });

  for (const t of SCORED_TIERS) {
    if (c.tier === t) count(s.tiers[t].recall, tier === t);
    if (tier === t && !(t === 'routine' && c.tier === 'none')) count(s.tiers[t].precision, c.tier === t);
  }
  const overTriaged = c.tier === 'none' && tier !== 'none' && tier !== 'routine';
  if ((c.tier !== 'none' && tier !== c.tier) || overTriaged) misses.push({ measure: 'tier', expected: c.tier, got: tier });

  const flagged = flaggedEmergency(r);
  const labelledEmergency = EMERGENCY_TIERS.includes(c.tier);
  const how = `urgency ${tier}, ${describeEvents(transfers(r))}`;
  if (labelledEmergency && !count(s.emergencyRecall, flagged)) misses.push({ measure: 'emergencyRecall', expected: `${c.tier}: flagged`, got: how });
  if (flagged && !count(s.emergencyPrecision, labelledEmergency)) misses.push({ measure: 'emergencyPrecision', expected: `${c.tier}: not flagged`, got: how });

  if (c.tier === 'life_safety' && c.danger !== undefined) {
    const reply = r.turns[c.danger]?.reply;
    if (!count(s.advice911, advises911(reply ?? '', c.category)))
      misses.push({
        measure: 'advice911',
        expected: `turn ${c.danger}: call 911${c.category === 'gas' ? ' or get out' : ''}`,
        got: reply === undefined ? 'call ended before' : clip(reply),
      });
  }

  if (c.asksForPerson && c.person !== undefined) {
    const t = r.turns[c.person];
    const ok = c.transfer ? (t?.events.some((e) => e.type === 'transfer') ?? false) : promisesMessage(t?.reply ?? '');
    if (!count(s.personOnRequest, ok))
      misses.push({
        measure: 'personOnRequest',
        expected: `turn ${c.person}: ${c.transfer ? 'transfer' : 'take a message'}`,
        got: t ? `${describeEvents(t.events)}: ${clip(t.reply)}` : 'call ended before',
      });
  }

  if (!EMERGENCY_TIERS.includes(c.tier) && !c.asksForPerson) {
    const made = transfers(r);
    if (count(s.needlessTransfers, made.length > 0)) misses.push({ measure: 'needlessTransfers', expected: 'no transfer', got: describeEvents(made) });
  }

  for (const f of FIELDS) {
    const expected = c.fields[f];
    if (expected === undefined) continue;
    const got = r.workOrder?.[WORK_ORDER_FIELD[f]] ?? '';
    const ok = sameField(f, expected, got);
    count(s.fields[f], ok);
    if (!count(s.fieldAccuracy, ok)) misses.push({ measure: `field.${f}`, expected: JSON.stringify(expected), got: JSON.stringify(got) });
  }

  if (c.tier !== 'none' && c.category) {
    const got = r.workOrder?.category || '';
    if (!count(s.categoryAccuracy, got === c.category)) misses.push({ measure: 'category', expected: c.category, got: got || '(none)' });
  }
  return misses;
}

export function score(results: CallerResult[]): Report {
  const scores = Object.fromEntries(SCOPES.map((k) => [k, emptyScores()])) as Record<Scope, Scores>;
  const misses: Miss[] = [];
  for (const r of results) {
    scoreCaller(scores[r.caller.language], r);
    for (const m of scoreCaller(scores.all, r)) misses.push({ id: r.caller.id, language: r.caller.language, ...m });
  }
  return { scores, misses };
}

/** Lower is better for these; every other measure is better higher. */
export const LOWER_IS_BETTER: readonly string[] = ['needlessTransfers'];

/** The measures by flat name ('emergencyRecall', 'tier.urgent.precision', 'field.unit'…), with their counts. */
export function ratios(s: Scores): Record<string, Ratio> {
  const out: Record<string, Ratio> = {};
  for (const t of SCORED_TIERS) {
    out[`tier.${t}.recall`] = s.tiers[t].recall;
    out[`tier.${t}.precision`] = s.tiers[t].precision;
  }
  for (const k of ['emergencyRecall', 'emergencyPrecision', 'advice911', 'personOnRequest', 'needlessTransfers', 'fieldAccuracy', 'categoryAccuracy'] as const) out[k] = s[k];
  for (const f of FIELDS) out[`field.${f}`] = s.fields[f];
  return out;
}

/** The measures' shares (0..1, null when there was nothing to measure). */
export const flatten = (s: Scores): Record<string, number | null> => Object.fromEntries(Object.entries(ratios(s)).map(([k, r]) => [k, share(r)]));
