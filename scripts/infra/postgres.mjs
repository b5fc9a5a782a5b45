#!/usr/bin/env node
// The machine's PostgreSQL (Debian cluster, trust auth for user postgres): makes sure it runs and that
// the per-service databases exist.
//   node scripts/infra/postgres.mjs up
// Env: PGHOST (127.0.0.1), PGPORT (5432), PGUSER (postgres).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { log, sleep, tcpOpen } from './lib.mjs';

export const name = 'postgres';
export const DATABASES = [
  'landline_identity',
  'landline_agent',
  'landline_telephony',
  'landline_conversation',
  'landline_billing',
  'landline_recording',
  'landline_notification',
  'landline_test',
];

const host = process.env.PGHOST || '127.0.0.1';
const port = Number(process.env.PGPORT || 5432);
const user = process.env.PGUSER || 'postgres';

function psql(sql, db = 'postgres') {
  const r = spawnSync('psql', ['-h', host, '-p', String(port), '-U', user, '-d', db, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
  if (r.error) throw new Error(`psql not runnable (${r.error.message}); install postgresql-client`);
  if (r.status !== 0) throw new Error(`psql failed: ${sql}\n${r.stderr.trim()}`);
  return r.stdout.trim();
}

async function ensureRunning() {
  if (await tcpOpen(port, host)) return false;
  let versions = [];
  try {
    versions = fs.readdirSync('/etc/postgresql').sort();
  } catch {}
  if (!versions.length) throw new Error(`PostgreSQL is not listening on ${host}:${port} and no local cluster is installed (/etc/postgresql); apt-get install postgresql`);
  const version = versions.at(-1);
  log(name, `not listening on ${host}:${port}; starting cluster ${version}/main`);
  const r = spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { encoding: 'utf8' });
  // A cluster already starting (the machine's own boot) is not listening yet: wait for it as for ours.
  if (r.status !== 0 && !/already running/i.test(`${r.stdout}${r.stderr}`)) throw new Error(`pg_ctlcluster ${version} main start failed:\n${r.stdout}${r.stderr}`);
  for (let i = 0; i < 60 && !(await tcpOpen(port, host)); i++) await sleep(500);
  return true;
}

/** Nothing to stop: the cluster is the machine's, and is left running. */
export async function start() {
  const t0 = Date.now();
  const started = await ensureRunning();
  for (let i = 0; ; i++) {
    // accepting TCP is not yet accepting queries while it recovers
    try {
      psql('select 1');
      break;
    } catch (err) {
      if (i >= 40) throw err;
      await sleep(500);
    }
  }
  const existing = new Set(psql('select datname from pg_database').split('\n'));
  const created = DATABASES.filter((db) => !existing.has(db));
  for (const db of created) psql(`create database ${db}`);
  log(name, `ready on ${host}:${port}${started ? ' (started it)' : ''}${created.length ? `, created ${created.join(' ')}` : ''} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const base = `postgres://${user}@${host}:${port}`;
  return {
    name,
    pid: null,
    startMs: Date.now() - t0,
    env: { DATABASE_URL_BASE: base, TEST_DATABASE_URL: `${base}/landline_test` },
    async stop() {},
  };
}

export async function fetch() {}
export const check = async () => tcpOpen(port, host);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  start()
    .then((h) => {
      for (const [k, v] of Object.entries(h.env)) console.log(`export ${k}=${v}`);
    })
    .catch((err) => {
      console.error(err.message);
      process.exit(1);
    });
}
