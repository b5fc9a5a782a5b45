#!/usr/bin/env node
// Native infrastructure for Landline: Kafka, Keycloak, S3Mock and the local PostgreSQL.
//
// Programmatic (tests, scripts):
//   import { up } from './scripts/infra/index.mjs';
//   const { env, stop } = await up(['kafka', 'postgres'], { fresh: true });
//   ... await stop();
// CLI:
//   node scripts/infra/index.mjs up [kafka keycloak s3 postgres] [--fresh] [--random-ports]
//   node scripts/infra/index.mjs down [names]     stop what `up` started
//   node scripts/infra/index.mjs status           what runs, healthy or not
//   node scripts/infra/index.mjs env              print `export X=...` for what runs
//   node scripts/infra/index.mjs fetch [names]    download everything, start nothing (CI cache warm-up)
// `up` leaves the services running detached and records them in $LANDLINE_CACHE/state/infra.json;
// it only reports services that already run and answer.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as kafka from './kafka.mjs';
import * as keycloak from './keycloak.mjs';
import { STATE, alive, freePort, killGroup, log, release } from './lib.mjs';
import * as postgres from './postgres.mjs';
import * as s3 from './s3.mjs';

export const SERVICES = { postgres, kafka, s3, keycloak };
export const NAMES = Object.keys(SERVICES);
export const STATE_FILE = path.join(STATE, 'infra.json');

/** The TEST_* names the test suites read, mirrored from the service settings. */
function withTestEnv(env) {
  const out = { ...env };
  if (env.KAFKA_BROKERS) out.TEST_KAFKA_BROKERS = env.KAFKA_BROKERS;
  if (env.KEYCLOAK_URL) out.TEST_KEYCLOAK_URL = env.KEYCLOAK_URL;
  if (env.S3_ENDPOINT) out.TEST_S3_ENDPOINT = env.S3_ENDPOINT;
  return out;
}

function checkNames(names) {
  const bad = names.filter((n) => !SERVICES[n]);
  if (bad.length) throw new Error(`unknown service(s) ${bad.join(', ')}; known: ${NAMES.join(' ')}`);
  return NAMES.filter((n) => names.includes(n)); // canonical order
}

export function readState() {
  try {
    return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8'));
  } catch {
    return { services: {} };
  }
}

function writeState(state) {
  fs.mkdirSync(STATE, { recursive: true });
  fs.writeFileSync(STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}

/** The recorded pid still is that service (its command line names its instance dir), not a reused pid. */
function ours(entry) {
  if (!entry?.pid || !alive(entry.pid)) return false;
  try {
    return fs.readFileSync(`/proc/${entry.pid}/cmdline`, 'utf8').includes(entry.dir);
  } catch {
    return false;
  }
}

/** A service recorded in infra.json whose process lives and which answers its health check. */
async function running(name, entry) {
  if (!entry || (entry.pid && !ours(entry))) return false;
  return SERVICES[name].check(entry.env);
}

/**
 * Starts (or, unless `fresh`, reuses running instances of) the named services in parallel.
 * fresh: new temp data dirs, removed on stop. randomPorts: free ports instead of the defaults.
 * Returns { env, stop, services } where stop() stops only what this call started.
 */
export async function up(names = NAMES, { fresh = false, randomPorts = false } = {}) {
  names = checkNames(names);
  const state = readState();
  const reused = {};
  if (!fresh) {
    for (const n of names) if (n !== 'postgres' && (await running(n, state.services[n]))) reused[n] = state.services[n];
  }
  const opts = { fresh };
  const portsFor = async (n) => {
    if (!randomPorts) return {};
    if (n === 'kafka') return { port: await freePort(), controllerPort: await freePort() };
    if (n === 'keycloak') return { port: await freePort(), managementPort: await freePort() };
    if (n === 's3') return { port: await freePort() };
    return {};
  };
  const toStart = names.filter((n) => !reused[n]);
  const t0 = Date.now();
  const results = await Promise.allSettled(toStart.map(async (n) => SERVICES[n].start({ ...opts, ...(await portsFor(n)) })));
  const started = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const failed = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
  const stop = async () => {
    await Promise.all(started.map((h) => h.stop()));
  };
  if (failed.length) {
    await stop();
    throw new Error(failed.map((e) => e.message).join('\n\n'));
  }
  if (toStart.length) log('all', `${toStart.join(', ')} up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  for (const n of Object.keys(reused)) log(n, `already running (pid ${reused[n].pid})`);
  const env = withTestEnv(Object.assign({}, ...Object.values(reused).map((e) => e.env), ...started.map((h) => h.env)));
  return { env, stop, services: Object.fromEntries(started.map((h) => [h.name, h])), reused: Object.keys(reused) };
}

/** Downloads the named services into the cache, one Maven run at a time, starting nothing. */
export async function fetch(names = NAMES) {
  for (const n of checkNames(names)) await SERVICES[n].fetch();
}

/** Stops services recorded in infra.json (all by default). */
export async function down(names = NAMES) {
  names = checkNames(names);
  const state = readState();
  await Promise.all(
    names.map(async (n) => {
      const e = state.services[n];
      if (!e) return;
      if (ours(e)) {
        log(n, `stopping pid ${e.pid}`);
        await killGroup(e.pid);
      }
      if (e.fresh && e.dir) fs.rmSync(e.dir, { recursive: true, force: true });
    }),
  );
  writeState({ ...state, services: Object.fromEntries(Object.entries(state.services).filter(([n]) => !names.includes(n))) });
}

async function cli(argv) {
  const [cmd = 'help', ...rest] = argv;
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const args = rest.filter((a) => !a.startsWith('--'));
  const names = args.length ? args : NAMES;
  const exports = (env) =>
    Object.entries(env)
      .map(([k, v]) => `export ${k}=${v}`)
      .join('\n');
  if (cmd === 'fetch') {
    await fetch(names);
    return;
  }
  if (cmd === 'up') {
    process.once('SIGINT', () => process.exit(130)); // the exit hook kills half-started services
    process.once('SIGTERM', () => process.exit(143));
    if (flags.has('--fresh')) await down(names);
    const { env, services } = await up(names, { fresh: flags.has('--fresh'), randomPorts: flags.has('--random-ports') });
    const state = readState();
    for (const h of Object.values(services)) {
      if (h.pid) release(h.pid);
      state.services[h.name] = {
        pid: h.pid,
        env: h.env,
        dir: h.dir,
        fresh: h.fresh,
        logFile: h.logFile,
        startMs: h.startMs,
        rssMiB: h.rssMiB,
        startedAt: new Date().toISOString(),
      };
    }
    writeState(state);
    console.log(exports(env));
    return;
  }
  if (cmd === 'down') {
    await down(names);
    return;
  }
  if (cmd === 'env' || cmd === 'status') {
    const state = readState();
    const env = {};
    for (const n of NAMES) {
      const e = state.services[n];
      const ok = await running(n, e);
      if (ok) Object.assign(env, e.env);
      if (cmd === 'status')
        console.log(`${n.padEnd(9)} ${e ? (ok ? 'running' : 'NOT HEALTHY') : 'not started'}${e?.pid ? `  pid ${e.pid}` : ''}${e?.logFile ? `  log ${e.logFile}` : ''}`);
    }
    if (cmd === 'env') console.log(exports(withTestEnv(env)));
    return;
  }
  console.log('usage: node scripts/infra/index.mjs up|down|status|env|fetch [kafka keycloak s3 postgres] [--fresh] [--random-ports]');
  if (cmd !== 'help') process.exitCode = 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
