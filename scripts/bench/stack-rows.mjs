// The rows of `npm run bench` that need Postgres and Kafka: the call history page with 1,000,000 calls in
// Postgres, and CallCompleted → usage visible on the dashboard over Kafka. Landline runs in one process
// (TARGET=all, the same service code as the per-service deployments) on the machine's Postgres, in a
// database of its own that is dropped afterwards (a schema per service, as in production), and on a fresh
// Kafka broker from scripts/infra.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { up } from '../infra/index.mjs';
import { call, load, sleep, startLandline, stopChild } from './measure.mjs';

const DATABASE = 'landline_bench';
const FIRST_WORDS = [
  'My kitchen sink is leaking under the cabinet',
  'The heat is not working in the bedroom',
  'Our front door lock is stuck',
  'There are mice in the pantry again',
  'The dishwasher will not drain',
];

/** Runs SQL with psql (as scripts/infra does), failing on the first error. */
function psql(url, sql) {
  const r = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`psql failed: ${sql}\n${r.stderr.trim()}`);
  return r.stdout.trim();
}

/** Drops and creates a bench database on the machine's cluster; its URL. */
export function freshDatabase(base, name = DATABASE) {
  psql(`${base}/postgres`, `drop database if exists ${name} with (force)`);
  psql(`${base}/postgres`, `create database ${name}`);
  return `${base}/${name}`;
}

export const dropDatabase = (base, name = DATABASE) => psql(`${base}/postgres`, `drop database if exists ${name} with (force)`);

/** Call i of the seeded history: one a minute back from `newest`, ids in the browser-call form. */
const seeded = (newest, i) => ({ id: `web-test-bench-${newest.getTime() - i * 60_000}`, startTime: new Date(newest.getTime() - i * 60_000) });

/** The conversation service's page cursor for "after this call" (its keyset: start time, id). */
const cursorAfter = (call) => Buffer.from(JSON.stringify([call.startTime.toISOString(), call.id])).toString('base64url');

const csv = (v) => `"${String(v).replaceAll('"', '""')}"`;

/**
 * `count` finished browser test calls of the owner's agent straight into the conversation schema with one
 * COPY through psql (a million single inserts would take the bench's whole budget), then the per-agent
 * count the page's total comes from.
 */
async function seedCalls(url, { ownerId, agentId, agentName, count, newest, log }) {
  const columns =
    'id, owner_id, agent_id, agent_name, call_source, call_type, template_type, language, status, start_time, end_time, duration_seconds, transcript, first_message_preview';
  const copy = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', `\\copy conversation.calls (${columns}) from pstdin with (format csv)`], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => copy.once('exit', resolve));
  const t0 = performance.now();
  for (let i = 0; i < count; i++) {
    const { id, startTime } = seeded(newest, i);
    const text = FIRST_WORDS[i % FIRST_WORDS.length];
    const endTime = new Date(startTime.getTime() + 95_000);
    const transcript = JSON.stringify([
      { role: 'user', text, timestamp: startTime.toISOString() },
      { role: 'model', text: 'I have logged that for maintenance. What is your name and address?', timestamp: startTime.toISOString() },
    ]);
    const line = [
      id,
      ownerId,
      agentId,
      agentName,
      'web',
      'web_test',
      'maintenance',
      'en',
      'completed',
      startTime.toISOString(),
      endTime.toISOString(),
      95,
      csv(transcript),
      csv(text),
    ].join(',');
    if (!copy.stdin.write(`${line}\n`)) await new Promise((r) => copy.stdin.once('drain', r));
  }
  copy.stdin.end();
  const code = await exited;
  if (code !== 0) throw new Error(`COPY into conversation.calls failed (psql exited with ${code})`);
  psql(
    url,
    `insert into conversation.call_counts (owner_id, agent_id, calls) values ('${ownerId}', '${agentId}', ${count})
     on conflict (owner_id, agent_id) do update set calls = conversation.call_counts.calls + ${count}`,
  );
  psql(url, 'analyze conversation.calls');
  log(`seeded ${count.toLocaleString('en-US')} calls with COPY in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

/**
 * The first page and pages deep in the history, by one client (the latency an owner's page load sees) and
 * by `concurrency` clients (the same pages under load).
 */
async function measureHistory(base, token, agentId, { newest, count, seconds, concurrency, warmupSeconds, log }) {
  const page = `${base}/api/getRecentCalls?agentId=${encodeURIComponent(agentId)}&limit=10`;
  const first = await call(base, page.slice(base.length), { token });
  if (first.totalCount !== count || first.calls.length !== 10) throw new Error(`the first page shows ${first.calls.length} calls of ${first.totalCount}, expected 10 of ${count}`);
  const depths = [...new Set([1_000, 10_000, 100_000, Math.floor(count / 2), count - 20])].filter((d) => d > 0 && d < count);
  const deepUrls = depths.map((d) => `${page}&cursor=${cursorAfter(seeded(newest, d))}`);
  const checked = await call(base, deepUrls.at(-1).slice(base.length), { token });
  if (checked.calls[0]?.id !== seeded(newest, depths.at(-1) + 1).id) throw new Error('a deep page did not start after its cursor');
  const out = { depths };
  for (const clients of [1, concurrency]) {
    const opts = { seconds, concurrency: clients, warmupSeconds, headers: { authorization: `Bearer ${token}` } };
    const firstPage = await load(page, opts);
    let next = 0;
    const deepPages = await load(() => deepUrls[next++ % deepUrls.length], opts);
    const text = (r) => `${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;
    log(`history, ${clients} client(s): first page ${text(firstPage)}; deep pages (${depths.join(', ')} calls in) ${text(deepPages)}`);
    out[clients === 1 ? 'single' : 'loaded'] = { clients, firstPage, deepPages };
  }
  return out;
}

/**
 * `count` one-minute browser test calls saved through the gateway, `inFlight` at a time; each call's
 * latency runs from the save's answer (the call and its CallCompleted are committed) to the first dashboard
 * read that counts it. The dashboard is read back to back; its count rising by k is credited to the k
 * calls saved longest ago.
 */
async function measureUsage(base, token, agentId, { count, inFlight = 4, log }) {
  const savedAt = [];
  const latencies = [];
  let stop = false;
  let seen = (await call(base, '/api/getDashboardStats', { token })).todayCalls;
  const baseline = seen;
  let lastSave = performance.now();
  const watcher = (async () => {
    while (!stop || seen - baseline < savedAt.length) {
      const { todayCalls } = await call(base, '/api/getDashboardStats', { token });
      const now = performance.now();
      for (let i = seen - baseline; i < Math.min(todayCalls - baseline, savedAt.length); i++) latencies.push(now - savedAt[i]);
      seen = Math.max(seen, todayCalls);
      if (stop && performance.now() - lastSave > 30_000) throw new Error(`only ${seen - baseline} of ${count} calls reached the dashboard within 30 s`);
    }
  })();
  let n = 0;
  // Distinct start times keep the call ids distinct (a repeated id is the same call, saved once).
  const firstStartMs = Date.now() - 120_000;
  const saver = async () => {
    while (n < count) {
      const i = n++;
      const startMs = firstStartMs - i;
      const at = (ms) => new Date(startMs + ms).toISOString();
      await call(base, '/api/saveWebTranscript', {
        token,
        body: {
          callId: `web-test-${agentId}-${startMs}`,
          agentId,
          startTime: at(0),
          endTime: at(60_000),
          transcript: [{ role: 'user', text: 'The hallway light is out', timestamp: at(0) }],
          language: 'en',
        },
      });
      savedAt.push((lastSave = performance.now()));
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: inFlight }, saver));
  stop = true;
  await watcher;
  const sorted = latencies.sort((a, b) => a - b);
  const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const result = { count: sorted.length, p50: q(0.5), p99: q(0.99), max: sorted.at(-1), seconds: (performance.now() - t0) / 1000 };
  log(
    `usage: ${result.count} calls in ${result.seconds.toFixed(1)} s, CallCompleted → dashboard p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms, max ${result.max.toFixed(0)} ms`,
  );
  return result;
}

/**
 * Starts Postgres (the machine's) and Kafka, then Landline on them, and measures the rows asked for.
 * Resolves to { history?, usage? } (see measureHistory and measureUsage).
 */
export async function measureStackRows({ rows, historyCalls, usageCalls, seconds, concurrency, warmupSeconds, log }) {
  const infra = await up(['postgres', 'kafka'], { fresh: true, randomPorts: true });
  const databaseBase = infra.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bench-stack-'));
  let landline;
  try {
    const url = freshDatabase(databaseBase);
    landline = await startLandline(dataDir, { DATABASE_URL: url, KAFKA_BROKERS: infra.env.KAFKA_BROKERS });
    const { base } = landline;
    log(`Landline on Postgres and Kafka ready in ${(landline.startMs / 1000).toFixed(1)} s`);
    const { accessToken: token, user } = await call(base, '/api/auth/signup', { body: { email: 'history@example.com', password: 'secret-bench', displayName: 'Bench' } });
    const agent = await call(base, '/api/createAIEmployee', { token, body: benchAgent });
    const agentId = agent.agent.id;
    const out = {};
    if (rows.has('history')) {
      const newest = new Date(Date.now() - 24 * 60 * 60 * 1000);
      await seedCalls(url, { ownerId: user.userId, agentId, agentName: benchAgent.customName, count: historyCalls, newest, log });
      out.history = await measureHistory(base, token, agentId, { newest, count: historyCalls, seconds, concurrency, warmupSeconds, log });
    }
    if (rows.has('usage')) out.usage = await measureUsage(base, token, agentId, { count: usageCalls, log });
    return out;
  } finally {
    if (landline) await stopChild(landline.child);
    await sleep(200);
    try {
      dropDatabase(databaseBase);
    } catch (err) {
      log(`could not drop ${DATABASE}: ${err.message}`);
    }
    await infra.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchAgent = {
  templateIndustry: 'property_management',
  templateType: 'maintenance',
  customName: 'Bench',
  language: 'en',
  customizations: {
    company: { name: 'Bench Property Management', address: '1 Main St', phone: '+12125550100' },
    agent: { name: 'Bench' },
    schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
    knowledgebase: '',
    voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
    features: { callRecording: false, transcription: true, emailSummary: false, smsNotifications: false },
    afterHours: 'emergency',
  },
  transferConfig: { enabled: false, transferNumber: '' },
};
