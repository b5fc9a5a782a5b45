#!/usr/bin/env node
// `npm run bench`: Landline's performance targets, measured on this machine, each against
// its target and, for throughput, against a floor measured in the same run: a bare Express handler
// answering a small JSON object (scripts/bench/floor.mjs), in a process of its own, same concurrency.
// Progress goes to stderr; stdout gets the machine line and the table, one line per row:
//   row | measured | floor (same run) | ratio | target | verdict
// Performance targets live here, never in timed unit tests.
//
// Rows (BENCH_ROWS, comma-separated; default all but login):
//   api      GET /api/getUserProfile (JWT, gRPC, database): ≥ 50 % of the floor's req/s, p99 ≤ 30 ms
//   readyz   GET /readyz: ≥ 50 % of the floor's req/s ("a probe costs next to nothing")
//   start    services/landline/src/main.ts, TARGET=all, spawn to /readyz 200: ≤ 3 s on a fresh data dir,
//            ≤ 1.5 s on restart (the same data dir, second start)
//   memory   the one-process mode's VmRSS (/proc/<pid>/status) after a few API calls and BENCH_IDLE_SECONDS
//            idle: ≤ 300 MB (MB = 10^6 bytes)
//   relay    scripts/bench-relay.mjs, the phone line's turn latency: p99 ≤ 5 ms at 1,000 concurrent relay
//            calls, the largest number held at p99 ≤ 5 ms, RSS ≤ 500 MB at 1,000 calls
//   history  the call history page (getRecentCalls?agentId&cursor) with 1,000,000 calls in Postgres,
//            seeded with COPY: the first page and pages deep in the history, p99 ≤ 20 ms
//   usage    CallCompleted → usage on the dashboard over Kafka: p99 ≤ 1 s over 1,000 calls
//            (both on the machine's Postgres and a Kafka broker from scripts/infra; bench/stack-rows.mjs)
//   services each service's VmRSS when every service is its own process (npm run stack, the compiled
//            bundle as the container runs it) after a few requests and BENCH_IDLE_SECONDS idle: the figures
//            the chart's memory requests and limits come from (bench/service-rows.mjs)
//   login    POST /api/auth/login (scrypt), 4 clients: no target, for information
// Sizes:
//   BENCH_SECONDS (10)         measured seconds of each throughput run (use 3 while developing)
//   BENCH_WARMUP_SECONDS (1)   unmeasured seconds before each throughput run
//   BENCH_CONCURRENCY (32)     concurrent clients, one keep-alive connection each
//   BENCH_IDLE_SECONDS (5)     idle time before the memory reading
//   BENCH_HISTORY_CALLS (1000000), BENCH_USAGE_CALLS (1000)   the sizes of the history and usage rows
//   BENCH_RELAY=0              the same as leaving relay out of BENCH_ROWS
//   BENCH_RELAY_LEVELS, BENCH_RELAY_SECONDS, BENCH_RELAY_INTERVAL_MS, BENCH_RELAY_MAX_SECONDS,
//   BENCH_RELAY_LOWER_LEVELS, BENCH_RELAY_NODE_ARGS, BENCH_RELAY_DEBUG   see scripts/bench-relay.mjs
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, load, rssMB, sleep, startFloor, startLandline, stopChild } from './bench/measure.mjs';
import { measureServiceMemory } from './bench/service-rows.mjs';
import { measureStackRows } from './bench/stack-rows.mjs';
import { atLeast, atMost, int, machineLine, mb, ms, pct, table, throughputVerdict } from './bench/report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 5);
const ROWS = new Set(
  (process.env.BENCH_ROWS ?? 'api,readyz,start,memory,relay,history,usage,services')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean),
);
if (process.env.BENCH_RELAY === '0') ROWS.delete('relay');
const KNOWN = ['api', 'readyz', 'start', 'memory', 'relay', 'history', 'usage', 'services', 'login'];
const unknown = [...ROWS].filter((r) => !KNOWN.includes(r));
if (unknown.length) throw new Error(`BENCH_ROWS: unknown row ${unknown.join(', ')} (choose from ${KNOWN.join(', ')})`);

const API_SHARE = 0.5;
const API_P99_MS = 30;
const READYZ_SHARE = 0.5;
const START_FRESH_MS = 3000;
const START_AGAIN_MS = 1500;
const IDLE_RSS_MB = 300;
const RELAY_CALLS = 1000;
const RELAY_P99_MS = 5;
const HISTORY_P99_MS = 20;
const USAGE_P99_MS = 1000;
const HISTORY_CALLS = Number(process.env.BENCH_HISTORY_CALLS ?? 1_000_000);
const USAGE_CALLS = Number(process.env.BENCH_USAGE_CALLS ?? 1000);
const RELAY_RSS_MB = 500;

const log = (...args) => console.error(...args);
const line = (name, r) => `${name.padEnd(40)} ${int(r.rps).padStart(7)} req/s   p50 ${ms(r.p50).padStart(9)}   p99 ${ms(r.p99).padStart(9)}   errors ${r.errors}`;
const rows = [];
log(machineLine());

// ------------------------------------------------------------------ one process: start, memory, throughput

if (['api', 'readyz', 'start', 'memory', 'login'].some((r) => ROWS.has(r))) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bench-'));
  const starts = [];
  const floor = ROWS.has('api') || ROWS.has('readyz') ? await startFloor() : undefined;
  let landline;
  try {
    landline = await startLandline(dataDir);
    const { base, child } = landline;
    log(`start to ready, fresh data dir: ${ms(landline.startMs, 0)}`);
    starts.push(landline.startMs);
    const credentials = { email: 'bench@example.com', password: 'secret-bench' };
    const { accessToken: token } = await call(base, '/api/auth/signup', { body: { ...credentials, displayName: 'Bench' } });

    if (ROWS.has('memory')) {
      await call(base, '/api/auth/login', { body: credentials });
      for (const route of ['getUserProfile', 'listAIEmployees', 'getRecentCalls', 'getDashboardStats', 'getNotifications', 'getUserProfile']) {
        await call(base, `/api/${route}`, { token });
      }
      await sleep(IDLE_SECONDS * 1000);
      const rss = rssMB(child.pid);
      log(`RSS after a few API calls and ${IDLE_SECONDS} s idle: ${mb(rss)}`);
      rows.push({
        key: 'memory',
        row: 'memory, one process, idle after a few calls',
        measured: `${mb(rss)} RSS`,
        target: `≤ ${IDLE_RSS_MB} MB`,
        verdict: atMost(rss, IDLE_RSS_MB, mb),
      });
    }

    if (floor) {
      const opts = { seconds: SECONDS, concurrency: CONCURRENCY, warmupSeconds: WARMUP };
      log(`\n${CONCURRENCY} concurrent clients, ${SECONDS} s each (after ${WARMUP} s warm-up); the floor before and after Landline's runs`);
      const floorBefore = await load(floor.url, opts);
      log(line('bare Express floor (before)', floorBefore));
      const readyz = ROWS.has('readyz') ? await load(`${base}/readyz`, opts) : undefined;
      if (readyz) log(line('GET /readyz', readyz));
      const api = ROWS.has('api') ? await load(`${base}/api/getUserProfile`, { ...opts, headers: { authorization: `Bearer ${token}` } }) : undefined;
      if (api) log(line('GET /api/getUserProfile', api));
      const floorAfter = await load(floor.url, opts);
      log(line('bare Express floor (after)', floorAfter));
      const floorRps = (floorBefore.rps + floorAfter.rps) / 2;
      const floorText = `${int(floorRps)} req/s (${int(floorBefore.rps)} before, ${int(floorAfter.rps)} after), p99 ${ms(Math.max(floorBefore.p99, floorAfter.p99))}`;
      if (api) {
        rows.push({
          key: 'api',
          row: `GET /api/getUserProfile (JWT, gRPC, database), ${CONCURRENCY} clients`,
          measured: `${int(api.rps)} req/s, p50 ${ms(api.p50)}, p99 ${ms(api.p99)}${api.errors ? `, ${int(api.errors)} errors` : ''}`,
          floor: floorText,
          ratio: pct(api.rps / floorRps),
          target: `≥ ${pct(API_SHARE)} of floor, p99 ≤ ${API_P99_MS} ms`,
          verdict: throughputVerdict(api, floorRps, API_SHARE, API_P99_MS),
        });
      }
      if (readyz) {
        rows.push({
          key: 'readyz',
          row: `GET /readyz, ${CONCURRENCY} clients`,
          measured: `${int(readyz.rps)} req/s, p50 ${ms(readyz.p50)}, p99 ${ms(readyz.p99)}${readyz.errors ? `, ${int(readyz.errors)} errors` : ''}`,
          floor: floorText,
          ratio: pct(readyz.rps / floorRps),
          target: `≥ ${pct(READYZ_SHARE)} of floor`,
          verdict: throughputVerdict(readyz, floorRps, READYZ_SHARE),
        });
      }
    }

    if (ROWS.has('login')) {
      const login = await load(`${base}/api/auth/login`, { seconds: SECONDS, concurrency: 4, warmupSeconds: WARMUP, method: 'POST', body: JSON.stringify(credentials) });
      log(line('POST /api/auth/login (scrypt), 4 clients', login));
      rows.push({
        key: 'login',
        row: 'POST /api/auth/login (scrypt), 4 clients',
        measured: `${int(login.rps)} req/s, p50 ${ms(login.p50)}, p99 ${ms(login.p99)}`,
        target: 'none (for information)',
        verdict: '—',
      });
    }

    await stopChild(child);
    landline = undefined;
    if (ROWS.has('start')) {
      landline = await startLandline(dataDir);
      log(`start to ready, restart (same data dir): ${ms(landline.startMs, 0)}`);
      starts.push(landline.startMs);
    }
  } finally {
    if (landline) await stopChild(landline.child);
    if (floor) await stopChild(floor.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (ROWS.has('start')) {
    const [fresh, again] = starts;
    const seconds = (n) => `${(n / 1000).toFixed(2)} s`;
    rows.push({
      key: 'start',
      row: 'start to ready, one process, fresh data dir',
      measured: seconds(fresh),
      target: `≤ ${START_FRESH_MS / 1000} s`,
      verdict: atMost(fresh, START_FRESH_MS, seconds),
    });
    rows.push({
      key: 'start',
      row: 'start to ready, one process, restart (same data dir)',
      measured: seconds(again),
      target: `≤ ${START_AGAIN_MS / 1000} s`,
      verdict: atMost(again, START_AGAIN_MS, seconds),
    });
  }
}

// ------------------------------------------------------------------ the phone line (scripts/bench-relay.mjs)

if (ROWS.has('relay')) {
  // Its own table goes to stderr with the rest of the progress; its results come back over IPC.
  const relay = spawn(process.execPath, [path.join(root, 'scripts/bench-relay.mjs')], { cwd: root, stdio: ['ignore', 2, 2, 'ipc'], env: process.env });
  let result;
  relay.on('message', (m) => (result = m));
  const code = await new Promise((r) => relay.once('exit', r));
  if (code !== 0) process.exitCode = code ?? 1;
  const levels = result?.levels ?? [];
  const at = levels.find((l) => l.level === RELAY_CALLS);
  const largest = levels.reduce((a, l) => (l.calls > (a?.calls ?? -1) ? l : a), undefined);
  const measuredAt = (text) => (at ? text : `not measured (levels: ${levels.map((l) => l.level).join(', ') || 'none'})`);
  rows.push({
    key: 'relay',
    row: `phone turn p99 at ${int(RELAY_CALLS)} concurrent relay calls`,
    measured: measuredAt(`p99 ${ms(at?.p99)}, p50 ${ms(at?.p50)}, ${int(at?.rate)} turns/s${at?.errors ? `, ${int(at.errors)} errors` : ''}`),
    target: `p99 ≤ ${RELAY_P99_MS} ms`,
    verdict: at?.errors ? `${int(at.errors)} errors` : atMost(at?.p99, RELAY_P99_MS, ms),
  });
  rows.push({
    key: 'relay',
    row: `largest number of relay calls held at p99 ≤ ${RELAY_P99_MS} ms`,
    measured: result ? `${int(result.held)} calls (levels measured: ${levels.map((l) => `${int(l.calls)} → p99 ${ms(l.p99)}`).join(', ')})` : 'not measured (bench-relay failed)',
    target: `≥ ${int(RELAY_CALLS)} calls`,
    verdict: result ? atLeast(result.held, RELAY_CALLS, (n) => `${int(n)} calls`) : 'not measured',
  });
  rows.push({
    key: 'relay',
    row: `RSS at ${int(RELAY_CALLS)} relay calls`,
    measured:
      measuredAt(`${mb(at?.rssMB)}`) +
      (largest && largest !== at ? `; ${mb(largest.rssMB)} at ${int(largest.calls)} calls (the largest level measured)` : largest ? ' (the largest level measured)' : ''),
    target: `≤ ${RELAY_RSS_MB} MB`,
    verdict: atMost(at?.rssMB, RELAY_RSS_MB, mb),
  });
}

// ------------------------------------------------------------------ rows on Postgres and Kafka

if (ROWS.has('history') || ROWS.has('usage')) {
  let stack;
  try {
    stack = await measureStackRows({ rows: ROWS, historyCalls: HISTORY_CALLS, usageCalls: USAGE_CALLS, seconds: SECONDS, concurrency: CONCURRENCY, warmupSeconds: WARMUP, log });
  } catch (err) {
    log(`the rows on Postgres and Kafka failed: ${err.stack ?? err}`);
    process.exitCode = 1;
  }
  const failed = 'not measured (failed, see the log above)';
  if (ROWS.has('history')) {
    const h = stack?.history;
    const worst = (run) => Math.max(run.firstPage.p99, run.deepPages.p99);
    const runText = (run) =>
      `${run.clients} client${run.clients === 1 ? '' : 's'}: first page p50 ${ms(run.firstPage.p50)}, p99 ${ms(run.firstPage.p99)} (${int(run.firstPage.rps)} req/s); deep pages p50 ${ms(run.deepPages.p50)}, p99 ${ms(run.deepPages.p99)}${run.firstPage.errors + run.deepPages.errors ? `, ${int(run.firstPage.errors + run.deepPages.errors)} errors` : ''}`;
    rows.push({
      key: 'history',
      row: `call history page (getRecentCalls?agentId&cursor), ${int(HISTORY_CALLS)} calls in Postgres; deep pages ${h ? h.depths.map(int).join(', ') : '—'} calls in`,
      measured: h ? `${runText(h.single)}; ${runText(h.loaded)}` : failed,
      target: `p99 ≤ ${HISTORY_P99_MS} ms through the gateway`,
      verdict: h ? `1 client: ${atMost(worst(h.single), HISTORY_P99_MS, ms)}; ${h.loaded.clients} clients: ${atMost(worst(h.loaded), HISTORY_P99_MS, ms)}` : 'not measured',
    });
  }
  if (ROWS.has('usage')) {
    const u = stack?.usage;
    rows.push({
      key: 'usage',
      row: `CallCompleted → usage on the dashboard, on Kafka, ${int(USAGE_CALLS)} calls`,
      measured: u ? `p99 ${ms(u.p99, 0)}, p50 ${ms(u.p50, 0)}, max ${ms(u.max, 0)} (${int(u.count)} calls in ${u.seconds.toFixed(1)} s)` : failed,
      target: `p99 ≤ ${USAGE_P99_MS / 1000} s`,
      verdict: u ? atMost(u.p99, USAGE_P99_MS, (n) => ms(n, 0)) : 'not measured',
    });
  }
}

if (ROWS.has('services')) {
  let services;
  try {
    services = await measureServiceMemory({ idleSeconds: IDLE_SECONDS, log });
  } catch (err) {
    log(`the services row failed: ${err.stack ?? err}`);
    process.exitCode = 1;
  }
  rows.push({
    key: 'services',
    row: `memory of each service in its own process (npm run stack, the bundle), idle after a few requests`,
    measured: services ? services.map((s) => `${s.name} ${mb(s.rss)}`).join(', ') : 'not measured (failed, see the log above)',
    target: 'the chart’s memory requests and limits',
    verdict: services ? `largest ${mb(Math.max(...services.map((s) => s.rss)))}` : 'not measured',
  });
}

rows.sort((a, b) => KNOWN.indexOf(a.key) - KNOWN.indexOf(b.key));
log('');
console.log(machineLine());
console.log(table(rows));
