// The printing half of `npm run bench`: the machine line, verdicts and the table.
import os from 'node:os';

/** The machine and the date, first line of the table. */
export function machineLine() {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown cpu';
  const gib = (os.totalmem() / 2 ** 30).toFixed(0);
  const when = new Date().toISOString().replace('T', ' ').slice(0, 16);
  return `Machine: ${cpu}, ${os.cpus().length} cores, ${gib} GiB, ${os.platform()} ${os.release()}, Node ${process.version} · ${when} UTC · load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
}

export const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '—');
export const ms = (n, digits = 1) => (Number.isFinite(n) ? `${n.toFixed(digits)} ms` : '—');
export const mb = (n) => (Number.isFinite(n) ? `${n.toFixed(0)} MB` : '—');
export const pct = (r) => (Number.isFinite(r) ? `${(r * 100).toFixed(0)} %` : '—');

/** "met" when `value` ≤ `limit`, else by how much it misses, in `format`. */
export const atMost = (value, limit, format) => (!Number.isFinite(value) ? 'not measured' : value <= limit ? 'met' : `short by ${format(value - limit)}`);
/** "met" when `value` ≥ `floor`, else by how much it misses, in `format`. */
export const atLeast = (value, floor, format) => (!Number.isFinite(value) ? 'not measured' : value >= floor ? 'met' : `short by ${format(floor - value)}`);

/**
 * The verdict of a throughput row: `result` against `floorRps` needs `share` of it, and where `p99Limit`
 * is given, a p99 at most that.
 */
export function throughputVerdict(result, floorRps, share, p99Limit) {
  const ratio = result.rps / floorRps;
  const misses = [];
  if (!(ratio >= share)) misses.push(`short by ${((share - ratio) * 100).toFixed(0)} points of the floor (${int(share * floorRps - result.rps)} req/s)`);
  if (p99Limit !== undefined && !(result.p99 <= p99Limit)) misses.push(`p99 short by ${ms(result.p99 - p99Limit)}`);
  if (result.errors) misses.push(`${int(result.errors)} errors`);
  return misses.length ? misses.join('; ') : 'met';
}

export const COLUMNS = ['row', 'measured', 'floor (same run)', 'ratio', 'target', 'verdict'];

/** The table: one line per row, `row | measured | floor (same run) | ratio | target | verdict`. */
export function table(rows) {
  const cells = [COLUMNS, ...rows.map((r) => [r.row, r.measured, r.floor ?? '—', r.ratio ?? '—', r.target, r.verdict])];
  const widths = COLUMNS.map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  return cells.map((c) => c.map((cell, i) => (i === c.length - 1 ? cell : cell.padEnd(widths[i]))).join(' | ')).join('\n');
}
