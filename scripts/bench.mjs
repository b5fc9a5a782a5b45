#!/usr/bin/env node
// `npm run bench`: latency and throughput of the API in the one-process mode, on this machine.
// Prints the machine it ran on; performance targets live here, never in timed unit tests.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bench-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'services/landline/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, GRPC_PORTS: 'ephemeral', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '1000000', KAFKA_BROKERS: '', DATABASE_URL: '' },
});
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
while (!(await fetch(`${base}/readyz`).then((r) => r.ok, () => false))) {
  if (Date.now() - started > 60_000 || child.exitCode !== null) throw new Error('Landline did not start');
  await new Promise((r) => setTimeout(r, 100));
}
const startupMs = Date.now() - started;

const post = (route, body, token) =>
  fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
const signup = await (await post('/api/auth/signup', { email: 'bench@example.com', password: 'secret-bench' })).json();
const token = signup.accessToken;

async function measure(name, request, durationMs = DURATION_MS, concurrency = CONCURRENCY) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        const res = await request().catch(() => undefined);
        if (!res?.ok) errors++;
        await res?.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1);
  console.log(`${name.padEnd(34)} ${String(Math.round(latencies.length / (durationMs / 1000))).padStart(7)} req/s   p50 ${q(0.5).padStart(6)} ms   p99 ${q(0.99).padStart(6)} ms   errors ${errors}`);
}

const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
console.log(`Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`);
console.log(`One-process start to ready: ${startupMs} ms (fresh data dir). ${CONCURRENCY} concurrent clients, ${DURATION_MS / 1000} s each.\n`);
await measure('GET /readyz (HTTP only)', () => fetch(`${base}/readyz`));
await measure('GET /api/getUserProfile (JWT+gRPC+db)', () => fetch(`${base}/api/getUserProfile`, { headers: { authorization: `Bearer ${token}` } }));
await measure('POST /api/auth/login (scrypt)', () => post('/api/auth/login', { email: 'bench@example.com', password: 'secret-bench' }), DURATION_MS, 4);

child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });

// The phone line: ConversationRelay turn latency at 100, 500 and 1,000 concurrent calls (scripts/bench-relay.mjs).
if (process.env.BENCH_RELAY !== '0') {
  const relay = spawn(process.execPath, [path.join(root, 'scripts/bench-relay.mjs')], { cwd: root, stdio: 'inherit', env: process.env });
  const code = await new Promise((r) => relay.once('exit', r));
  if (code !== 0) process.exitCode = code ?? 1;
}
