/**
 * `npm run eval`: every scripted caller through the receptionist, the measures per language and the
 * misses. Options:
 *   --engine offline|llm   the engine (llm: against a local careless model, started here)
 *   --only en|es           one language's callers
 *   --file path            these caller files instead of eval/callers/*.yaml (repeatable)
 *   --json                 machine-readable results on stdout
 *   --write-floors         record today's figures as the floors (offline: all callers; llm: the safety sample)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measuredFloors, SAFETY_MEASURES, slipped, floorsFor, writeFloors, type EngineName } from './floors';
import { startCarelessModel } from './careless-model';
import { createEvalDialog, defaultCallerFiles, loadCallers, runCallers, safetySample, type CallerResult } from './run';
import { flatten, ratios, score, SCOPES, type Miss, type Ratio, type Report } from './score';
import type { ScriptedCaller } from './schema';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'offline' },
    only: { type: 'string' },
    file: { type: 'string', multiple: true },
    json: { type: 'boolean', default: false },
    /** The clock the calls are answered at (ISO 8601), e.g. after hours; floors hold for the default only. */
    at: { type: 'string' },
    'write-floors': { type: 'boolean', default: false },
  },
});

// `npm run eval | head` closes the pipe early; that is not an error.
process.stdout.on('error', (err: NodeJS.ErrnoException) => (err.code === 'EPIPE' ? process.exit(0) : Promise.reject(err)));

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const engine = values.engine;
if (engine !== 'offline' && engine !== 'llm') fail('--engine is offline or llm');
if (values.only && values.only !== 'en' && values.only !== 'es') fail('--only is en or es');
const at = values.at ? new Date(values.at) : undefined;
if (at && Number.isNaN(at.getTime())) fail('--at is an ISO 8601 time, e.g. 2026-01-14T03:00:00Z');

async function play(engineName: EngineName, callers: ScriptedCaller[]): Promise<{ results: CallerResult[]; ms: number }> {
  const started = performance.now();
  if (engineName === 'offline') return { results: await runCallers(createEvalDialog({ engine: 'offline', now: at }), callers), ms: performance.now() - started };
  const model = await startCarelessModel();
  try {
    return { results: await runCallers(createEvalDialog({ engine: 'llm', baseURL: model.url, now: at }), callers), ms: performance.now() - started };
  } finally {
    await model.close();
  }
}

const MISS_ORDER = [
  'error',
  'tier',
  'emergencyRecall',
  'emergencyPrecision',
  'advice911',
  'personOnRequest',
  'needlessTransfers',
  'category',
  'field.name',
  'field.address',
  'field.unit',
  'field.phone',
];
const pct = (r: Ratio | undefined) => (r?.of ? `${((r.hit / r.of) * 100).toFixed(1)}% ${r.hit}/${r.of}` : '—');

function table(report: Report): string {
  const columns = SCOPES.map((s) => ratios(report.scores[s]));
  const rows = Object.keys(ratios(report.scores.all)).map((k) => [k, ...columns.map((c) => pct(c[k]))]);
  const header = ['measure', ...SCOPES.map((s) => `${s} (${report.scores[s].callers})`)];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function missList(misses: Miss[]): string {
  if (!misses.length) return 'No misses.';
  const rank = (measure: string) => MISS_ORDER.indexOf(measure) + 1 || MISS_ORDER.length + 1;
  const byMeasure = new Map<string, Miss[]>();
  for (const m of [...misses].sort((a, b) => rank(a.measure) - rank(b.measure))) byMeasure.set(m.measure, [...(byMeasure.get(m.measure) ?? []), m]);
  return [...byMeasure.entries()]
    .map(([measure, list]) => [`${measure} (${list.length})`, ...list.map((m) => `  ${m.id}: expected ${m.expected}; got ${m.got}`)].join('\n'))
    .join('\n\n');
}

const files = values.file?.length ? values.file.map((f) => path.resolve(f)) : defaultCallerFiles();
if (!files.length) fail('No caller files: eval/callers/ is empty; pass --file');
let callers: ScriptedCaller[];
try {
  callers = loadCallers(files).filter((c) => !values.only || c.language === values.only);
} catch (err) {
  fail((err as Error).message);
}

// Floors belong to the whole set in eval/callers/.
const set = values.file?.length ? undefined : 'callers';

if (values['write-floors']) {
  if (!set || values.only || at) fail('--write-floors records the whole set in eval/callers/ at the default clock: no --file, --only or --at');
  const offline = score((await play('offline', callers)).results);
  const llm = score((await play('llm', safetySample(callers))).results);
  writeFloors(set, 'offline', measuredFloors(offline));
  writeFloors(set, 'llm', measuredFloors(llm, SAFETY_MEASURES));
  process.stdout.write(`Floors for '${set}' written.\n\nOffline:\n${table(offline)}\n\nLLM (safety sample):\n${table(llm)}\n`);
  process.exit(0);
}

const { results, ms } = await play(engine, callers);
const report = score(results);
const floors = set && !values.only && !at && engine === 'offline' ? floorsFor(set, engine) : undefined;
const below = floors ? slipped(report, floors) : [];

if (values.json) {
  const calls = results.map((r) => ({ id: r.caller.id, greeting: r.greeting.reply, turns: r.turns, workOrder: r.workOrder, endedAt: r.endedAt, error: r.error }));
  const measures = Object.fromEntries(SCOPES.map((s) => [s, flatten(report.scores[s])]));
  process.stdout.write(
    `${JSON.stringify({ engine, callers: callers.length, ms: Math.round(ms), measures, scores: report.scores, misses: report.misses, belowFloors: below, calls }, null, 2)}\n`,
  );
} else {
  const head = `${callers.length} callers from ${files.map((f) => path.relative(process.cwd(), f)).join(', ')} through the ${engine} engine in ${(ms / 1000).toFixed(1)} s`;
  process.stdout.write(`${head}\n\n${table(report)}\n\nMisses:\n${missList(report.misses)}\n`);
  if (floors) process.stdout.write(below.length ? `\nBelow the floors:\n  ${below.join('\n  ')}\n` : '\nAll measures at or above their floors.\n');
}
if (below.length) process.exitCode = 1;
