// A real Prometheus (Debian's `prometheus` package) for the stack test: the compose scrape job pointed at the
// stack's own ports, and the alert rules as shipped.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
// @ts-expect-error plain ESM script without types
import { freePort } from '../../../scripts/stack.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface RunningPrometheus {
  url: string;
  /** GET /api/v1/<route> of its HTTP API, the `data` of the answer. */
  api<T>(route: string): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts Prometheus scraping `targets` (target name → host:port) every second with the compose job's
 * labels, and evaluating the shipped alert rules every second with their `for` set to 0 s, so a condition
 * that holds fires at the next evaluation.
 */
export async function startPrometheus(targets: Record<string, string>): Promise<RunningPrometheus> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-prometheus-'));
  const compose = YAML.parse(fs.readFileSync(path.join(repoRoot, 'deploy/prometheus/prometheus.yml'), 'utf8')) as {
    scrape_configs: Array<{ job_name: string; static_configs: unknown[] }>;
  };
  const job = compose.scrape_configs.find((j) => j.job_name === 'landline')!;
  job.static_configs = Object.entries(targets).map(([target, address]) => ({ targets: [address], labels: { target } }));
  const rules = YAML.parse(fs.readFileSync(path.join(repoRoot, 'charts/landline/files/alerts.yml'), 'utf8')) as { groups: Array<{ rules: Array<{ for?: string }> }> };
  for (const group of rules.groups) for (const rule of group.rules) rule.for = '0s';
  fs.writeFileSync(path.join(dir, 'alerts.yml'), YAML.stringify(rules));
  const config = { global: { scrape_interval: '1s', evaluation_interval: '1s' }, rule_files: [path.join(dir, 'alerts.yml')], scrape_configs: [job] };
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), YAML.stringify(config));

  const port = await freePort();
  const log = fs.openSync(path.join(dir, 'prometheus.log'), 'a');
  const child: ChildProcess = spawn(
    'prometheus',
    [`--config.file=${path.join(dir, 'prometheus.yml')}`, `--storage.tsdb.path=${path.join(dir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
    {
      stdio: ['ignore', log, log],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const api = async <T>(route: string): Promise<T> => {
    const res = await fetch(`${url}/api/v1/${route}`);
    const body = (await res.json()) as { status: string; data: T; error?: string };
    if (body.status !== 'success') throw new Error(`Prometheus ${route}: ${body.error}`);
    return body.data;
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prometheus exited: ${fs.readFileSync(path.join(dir, 'prometheus.log'), 'utf8').slice(-2000)}`);
    if (
      await fetch(`${url}/-/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('prometheus was not ready within 30 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    api,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
