// The measuring half of `npm run bench`: the processes it measures (Landline in one process, the bare
// Express floor) and a keep-alive HTTP load generator with one connection per client.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../stack.mjs';
import { BUNDLE_ENV, BUNDLE_NODE_FLAGS } from '../node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** One HTTP exchange on `agent`; resolves to the status code (0 when the connection failed). */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      { agent, method, headers: body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers } : headers },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** A JSON call for the set-up steps (sign-up, a few API calls), on a fresh connection. */
export async function call(base, route, { body, token } = {}) {
  const res = await fetch(`${base}${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${route}: HTTP ${res.status} ${text.slice(0, 200)}`);
  return text ? JSON.parse(text) : undefined;
}

/**
 * `concurrency` clients, each on its own keep-alive connection, sending one request after another for
 * `seconds` (after `warmupSeconds` not counted). Throughput is completed requests per second of the window.
 * `url` is a string, or a function giving each request's URL.
 */
export async function load(url, { seconds, concurrency, warmupSeconds = 1, ...options }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  let counting = false;
  let stop = false;
  const client = async () => {
    while (!stop) {
      const t = performance.now();
      const status = await request(agent, typeof url === 'function' ? url() : url, options);
      if (!counting) continue;
      latencies.push(performance.now() - t);
      if (status < 200 || status >= 300) errors++;
    }
  };
  const clients = Array.from({ length: concurrency }, client);
  await sleep(warmupSeconds * 1000);
  latencies.length = 0;
  counting = true;
  const began = performance.now();
  await sleep(seconds * 1000);
  counting = false;
  const elapsed = (performance.now() - began) / 1000;
  stop = true;
  const done = latencies.length;
  await Promise.all(clients);
  agent.destroy();
  const sorted = latencies.slice(0, done).sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { rps: done / elapsed, p50: q(0.5), p99: q(0.99), max: sorted[sorted.length - 1] ?? NaN, count: done, errors };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The resident set of a process in MB (10^6 bytes), from /proc/<pid>/status VmRSS; NaN where there is no /proc. */
export function rssMB(pid) {
  try {
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return (kb * 1024) / 1e6;
  } catch {
    return NaN;
  }
}

/** Stops a child: SIGTERM, SIGKILL after 15 s. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
  });
}

/** The bare Express floor in a process of its own; resolves once it listens. */
export async function startFloor() {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/floor.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const { port } = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare Express floor exited with code ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

const probe = (url) =>
  new Promise((resolve) => {
    const req = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200));
    });
    req.on('error', () => resolve(false));
  });

/**
 * `services/landline/src/main.ts` (TARGET=all) in one process on `dataDir`; resolves once /readyz answers
 * 200, with the milliseconds from spawn to that answer (polled every 20 ms).
 */
/** The services compiled as production (and `npm start`) runs them, built once a benchmark run. */
let built = false;
export function landlineBundle() {
  if (!built) {
    const r = spawnSync(process.execPath, ['scripts/build-services.mjs'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (r.status !== 0) throw new Error('Building the services failed');
    built = true;
  }
  return path.join(root, 'dist/landline/main.js');
}

export async function startLandline(dataDir, extraEnv = {}) {
  const bundle = landlineBundle();
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [...BUNDLE_NODE_FLAGS, bundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...BUNDLE_ENV,
      ...process.env,
      TARGET: 'all',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '1000000',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
      ...extraEnv,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  while (!(await probe(`${base}/readyz`))) {
    if (child.exitCode !== null) throw new Error(`Landline exited with code ${child.exitCode} before it was ready`);
    if (performance.now() - t0 > 90_000) {
      await stopChild(child);
      throw new Error('Landline was not ready within 90 s');
    }
    await sleep(20);
  }
  return { child, base, startMs: performance.now() - t0 };
}
