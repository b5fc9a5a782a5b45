#!/usr/bin/env node
// The phone line's turn latency (part of `npm run bench`): N simulated Twilio ConversationRelay calls
// against Landline in one process (the offline dialog engine, the sandbox line), each caller speaking every
// few seconds. Turn latency is prompt in (the caller's words on the relay socket) to the first reply token
// out, measured at the caller's end of the socket over loopback. Levels of 100, 500 and 1,000 concurrent
// calls, then more until p99 passes 5 ms; prints the p99 at 1,000 calls, the largest N held with p99 at most
// 5 ms and no errors, and the service's RSS (/proc/<pid>/status VmRSS, MB = 10^6 bytes) at each level.
// When no level holds, fewer calls (BENCH_RELAY_LOWER_LEVELS) until one does.
// Bounded in time. Run by scripts/bench.mjs, it hands its results back over IPC for the table.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { landlineBundle, rssMB } from './bench/measure.mjs';
import { BUNDLE_ENV, BUNDLE_NODE_FLAGS } from './node-flags.mjs';
import { freePort } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LEVELS = (process.env.BENCH_RELAY_LEVELS ?? '100,250,500,750,1000,1500,2000,3000,4000').split(',').map(Number);
const LOWER_LEVELS = (process.env.BENCH_RELAY_LOWER_LEVELS ?? '50,25,10').split(',').map(Number);
const REQUIRED = [100, 500, 1000];
const MEASURE_MS = Number(process.env.BENCH_RELAY_SECONDS ?? 15) * 1000;
const INTERVAL_MS = Number(process.env.BENCH_RELAY_INTERVAL_MS ?? 3000);
const BUDGET_MS = Number(process.env.BENCH_RELAY_MAX_SECONDS ?? 300) * 1000;
const TARGET_P99_MS = 5;
const TOKEN = randomBytes(24).toString('base64url');
const CALLER = '+13105550123';
const began = Date.now();

// What callers say, in a loop that never says goodbye (a call the engine ends anyway is replaced).
const LINES = [
  'My kitchen sink is leaking under the cabinet.',
  'My name is John Smith.',
  '42 Oak Street, apartment 3B.',
  'Yes, that number is fine.',
  'It can wait for a visit.',
  'Yes, you can enter.',
  'There is a small dog, we will keep it inside.',
  'The gate code is 1234.',
  'What are your office hours?',
  'Also the bathroom fan is very noisy.',
  'It started last week.',
  'Can someone come on Tuesday?',
];

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bench-relay-'));
const child = spawn(process.execPath, [...BUNDLE_NODE_FLAGS, ...(process.env.BENCH_RELAY_NODE_ARGS ?? '').split(' ').filter(Boolean), landlineBundle()], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...BUNDLE_ENV,
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    GRPC_PORTS: 'ephemeral',
    LOG_LEVEL: 'warn',
    KAFKA_BROKERS: '',
    DATABASE_URL: '',
    AUTH_PROVIDER: 'embedded',
    KEYCLOAK_URL: '',
    AUTH_RATE_LIMIT: '1000000',
    TWILIO_ACCOUNT_SID: '',
    TWILIO_AUTH_TOKEN: '',
    TWILIO_SANDBOX_AUTH_TOKEN: TOKEN,
    DIALOG_ENGINE: 'offline',
    OPENAI_API_KEY: '',
    RELAY_SILENCE_PROMPT_SECONDS: '600',
    RELAY_SILENCE_HANGUP_SECONDS: '1200',
    RELAY_SPEECH_CHARS_PER_SECOND: '1000000',
  },
});
const stopChild = async () => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
};
const started = Date.now();
while (
  !(await fetch(`${base}/readyz`).then(
    (r) => r.ok,
    () => false,
  ))
) {
  if (Date.now() - started > 90_000 || child.exitCode !== null) throw new Error('Landline did not start');
  await new Promise((r) => setTimeout(r, 100));
}

const api = async (route, body, token) => {
  const res = await fetch(`${base}/api${route}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
};
const { accessToken } = await api('/auth/signup', { email: 'bench-relay@example.com', password: 'secret-bench', displayName: 'Bench' });
const created = await api(
  '/createAIEmployee',
  {
    templateIndustry: 'property_management',
    templateType: 'maintenance',
    customName: 'Max',
    language: 'en',
    customizations: {
      company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
      agent: { name: 'Max' },
      schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
      knowledgebase: 'Office hours are Monday to Friday, 9 AM to 5 PM.',
      voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
      features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
      afterHours: 'voicemail',
    },
    transferConfig: { enabled: false },
  },
  accessToken,
);
const agentId = created.agent?.id ?? created.id;
const [offered] = (await api('/searchPhoneNumbers?areaCode=212', undefined, accessToken)).numbers;
await api('/purchasePhoneNumber', { phoneNumber: offered.phoneNumber, agentId }, accessToken);
const NUMBER = offered.phoneNumber;

function sign(url, params) {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, k) => acc + k + params[k], url);
  return createHmac('sha1', TOKEN).update(Buffer.from(data, 'utf-8')).digest('base64');
}
async function webhook(route, params) {
  return fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sign(`${base}${route}`, params) },
    body: new URLSearchParams(params).toString(),
  });
}

// ------------------------------------------------------------------ simulated calls

let latencies = [];
let errors = 0;
let replaced = 0;
const endReasons = {};
const failures = {};
const fail = (err) => {
  errors++;
  const k = String(err?.message ?? err).slice(0, 120);
  failures[k] = (failures[k] ?? 0) + 1;
};
const calls = new Set();

async function placeCall() {
  const callSid = `CA${randomBytes(16).toString('hex')}`;
  const res = await webhook('/twilio/voice', {
    AccountSid: `AC${'0'.repeat(32)}`,
    CallSid: callSid,
    CallStatus: 'ringing',
    Direction: 'inbound',
    From: CALLER,
    To: NUMBER,
    Called: NUMBER,
    Caller: CALLER,
  });
  const twiml = await res.text();
  const url = /<ConversationRelay url="([^"]+)"/.exec(twiml)?.[1]?.replace(/&amp;/g, '&');
  // The session's token travels as a <Parameter>, handed back in the setup's customParameters.
  const parameters = Object.fromEntries([...twiml.matchAll(/<Parameter name="([^"]*)" value="([^"]*)"\/>/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&')]));
  if (!url) throw new Error(`the call was not answered: ${/<Say[^>]*>([^<]*)/.exec(twiml)?.[1] ?? twiml.slice(0, 200)}`);
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const call = { callSid, ws, line: Math.floor(Math.random() * LINES.length), sentAt: 0, waiting: false, timer: undefined, closed: false };
  ws.on('message', (data) => {
    const m = JSON.parse(String(data));
    if (m.type === 'text' && call.waiting && m.token) {
      latencies.push(performance.now() - call.sentAt);
      call.waiting = false;
    }
    if (m.type === 'end') {
      const reason = (() => {
        try {
          const h = JSON.parse(m.handoffData ?? '{}');
          return `${h.kind}:${h.reason}`;
        } catch {
          return 'unknown';
        }
      })();
      endReasons[reason] = (endReasons[reason] ?? 0) + 1;
      void replace(call);
    }
  });
  ws.on('close', () => {
    call.closed = true;
    clearTimeout(call.timer);
  });
  ws.send(
    JSON.stringify({
      type: 'setup',
      sessionId: `VX${randomBytes(16).toString('hex')}`,
      callSid,
      from: CALLER,
      to: NUMBER,
      direction: 'inbound',
      callType: 'PSTN',
      callStatus: 'RINGING',
      customParameters: parameters,
    }),
  );
  const speak = () => {
    if (call.closed) return;
    if (call.waiting) errors++; // the previous turn got no reply in a whole interval
    call.sentAt = performance.now();
    call.waiting = true;
    ws.send(JSON.stringify({ type: 'prompt', voicePrompt: LINES[call.line++ % LINES.length], lang: 'en-US', last: true }));
    call.timer = setTimeout(speak, INTERVAL_MS * (0.75 + Math.random() * 0.5));
  };
  call.timer = setTimeout(speak, Math.random() * INTERVAL_MS);
  calls.add(call);
  return call;
}

async function hangUp(call) {
  calls.delete(call);
  clearTimeout(call.timer);
  call.closed = true;
  call.ws.close();
  await webhook('/twilio/status', { AccountSid: `AC${'0'.repeat(32)}`, CallSid: call.callSid, CallStatus: 'completed', Direction: 'inbound', From: CALLER, To: NUMBER }).catch(
    () => undefined,
  );
}

async function replace(call) {
  if (!calls.has(call)) return;
  replaced++;
  await hangUp(call);
  await placeCall().catch(fail);
}

async function grow(target) {
  const missing = target - calls.size;
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(25, missing) }, async () => {
      while (next++ < missing) await placeCall().catch(fail);
    }),
  );
}

const q = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const cpu = os.cpus()[0]?.model ?? 'unknown cpu';
console.log(`\nPhone line (ConversationRelay) turn latency, caller prompt in → first reply token out, loopback`);
console.log(
  `Machine: ${cpu}, ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}, load ${os.loadavg()[0].toFixed(2)}`,
);
console.log(`Offline dialog engine; every caller speaks every ${(INTERVAL_MS / 1000).toFixed(1)} s (±25%); ${MEASURE_MS / 1000} s measured at each level.\n`);
console.log(`${'calls'.padStart(6)} ${'turns/s'.padStart(8)} ${'p50'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}  errors  ${'rss'.padStart(7)}  load`);

let held = 0;
let failed = false;
const results = [];

/** Holds `level` calls (placing or hanging up), lets them settle, measures, prints a line of the table. */
async function measureLevel(level) {
  await grow(level);
  while (calls.size > level) await hangUp(calls.values().next().value);
  await new Promise((r) => setTimeout(r, Math.min(INTERVAL_MS * 1.5, 5_000))); // settle: every call has spoken
  latencies = [];
  errors = 0;
  await new Promise((r) => setTimeout(r, MEASURE_MS));
  const sorted = latencies.slice().sort((a, b) => a - b);
  if (process.env.BENCH_RELAY_DEBUG) {
    const metrics = await (await fetch(`${base}/metrics`)).text();
    console.log(
      metrics
        .split('\n')
        .filter((l) => /landline_relay_turn_latency_seconds_bucket|eventloop_lag|landline_dialog_first_token_seconds_bucket/.test(l) && !l.startsWith('#'))
        .join('\n'),
    );
  }
  const r = {
    level,
    calls: calls.size,
    rssMB: rssMB(child.pid),
    rate: sorted.length / (MEASURE_MS / 1000),
    p50: q(sorted, 0.5),
    p99: q(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? NaN,
    errors,
  };
  results.push(r);
  console.log(
    `${String(r.calls).padStart(6)} ${r.rate.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(6)}ms ${r.p99.toFixed(1).padStart(6)}ms ${r.max.toFixed(1).padStart(6)}ms  ${String(r.errors).padStart(6)}  ${`${r.rssMB.toFixed(0)} MB`.padStart(7)}  ${os.loadavg()[0].toFixed(2)}`,
  );
  const met = r.p99 <= TARGET_P99_MS && r.errors === 0;
  if (met) held = Math.max(held, r.calls);
  return met;
}

try {
  for (const level of LEVELS) {
    const required = REQUIRED.includes(level);
    // Beyond the required levels, only while the last level met the target and time remains.
    if (!required && level > Math.max(...REQUIRED) && (failed || Date.now() - began > BUDGET_MS)) continue;
    failed = !(await measureLevel(level));
  }
  // No level held: fewer calls, largest first, until one holds.
  if (!held) {
    for (const level of LOWER_LEVELS.filter((l) => l < Math.min(...LEVELS)).sort((a, b) => b - a)) {
      if (await measureLevel(level)) break;
    }
  }
  if (Object.keys(endReasons).length) console.log(`Calls ended by the line: ${JSON.stringify(endReasons)}`);
  if (Object.keys(failures).length) console.log(`Failures: ${JSON.stringify(failures)}`);
  const at1000 = results.find((r) => r.level === 1000);
  if (at1000) console.log(`\np99 at 1,000 concurrent calls: ${at1000.p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms); RSS ${at1000.rssMB.toFixed(0)} MB`);
  console.log(`Largest number of concurrent calls held with p99 ≤ ${TARGET_P99_MS} ms: ${held || 'none'} (calls the engine ended and were replaced: ${replaced})`);
  process.send?.({ levels: results, held, targetP99Ms: TARGET_P99_MS });
  console.log('(The load average includes everything else on this machine; the service and these callers share its cores.)');
} finally {
  for (const call of [...calls]) {
    clearTimeout(call.timer);
    call.ws.terminate();
  }
  await stopChild();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
