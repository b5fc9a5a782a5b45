/**
 * The floors the measured figures may not slip below, kept in floors.json per caller set (eval/callers/),
 * engine and language, in whole percents. needlessTransfers is better lower: its number is a ceiling.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { flatten, LOWER_IS_BETTER, SCOPES, type Report, type Scope } from './score';

const FLOORS_FILE = fileURLToPath(new URL('./floors.json', import.meta.url));

/** What the LLM run is held to: the behaviour that keeps callers safe, whatever the model says. */
export const SAFETY_MEASURES = ['emergencyRecall', 'emergencyPrecision', 'advice911', 'personOnRequest', 'needlessTransfers'] as const;

export type EngineName = 'offline' | 'llm';
type Floors = Partial<Record<Scope, Record<string, number>>>;
interface FloorsFile {
  $comment?: string;
  [set: string]: Partial<Record<EngineName, Floors>> | string | undefined;
}

const COMMENT =
  'Whole percents the evaluation may not slip below, per caller set, engine and language (needlessTransfers: may not rise above). Raise them as the engine improves; `npm run eval -- --write-floors` records the figures measured now.';

const lowerIsBetter = (measure: string) => LOWER_IS_BETTER.includes(measure);
// A hair of tolerance: 0.29 * 100 is 28.999999999999996.
const EPSILON = 1e-9;

function readFloors(): FloorsFile {
  return fs.existsSync(FLOORS_FILE) ? (JSON.parse(fs.readFileSync(FLOORS_FILE, 'utf8')) as FloorsFile) : {};
}

export function floorsFor(set: string, engine: EngineName): Floors | undefined {
  const entry = readFloors()[set];
  return typeof entry === 'object' ? entry[engine] : undefined;
}

/** Today's figures as floors: rounded down to the whole percent (ceilings rounded up). */
export function measuredFloors(report: Report, only?: readonly string[]): Floors {
  const out: Floors = {};
  for (const scope of SCOPES) {
    const measures: Record<string, number> = {};
    for (const [k, v] of Object.entries(flatten(report.scores[scope]))) {
      if (v === null || (only && !only.includes(k))) continue;
      measures[k] = lowerIsBetter(k) ? Math.ceil(v * 100 - EPSILON) : Math.floor(v * 100 + EPSILON);
    }
    if (Object.keys(measures).length) out[scope] = measures;
  }
  return out;
}

/** The measures that slipped past their floors, as readable lines ([] when none did). */
export function slipped(report: Report, floors: Floors): string[] {
  const out: string[] = [];
  for (const scope of SCOPES) {
    const measured = flatten(report.scores[scope]);
    for (const [k, floor] of Object.entries(floors[scope] ?? {})) {
      const v = measured[k];
      if (v === null || v === undefined) continue;
      const pct = v * 100;
      if (lowerIsBetter(k) ? pct > floor + EPSILON : pct + EPSILON < floor) out.push(`${scope} ${k}: ${pct.toFixed(1)}% ${lowerIsBetter(k) ? '>' : '<'} ${floor}%`);
    }
  }
  return out;
}

export function writeFloors(set: string, engine: EngineName, floors: Floors): void {
  const file = readFloors();
  const entry = typeof file[set] === 'object' ? file[set] : {};
  const next: FloorsFile = { ...file, $comment: COMMENT, [set]: { ...entry, [engine]: floors } };
  fs.writeFileSync(FLOORS_FILE, `${JSON.stringify(next, null, 2)}\n`);
}
