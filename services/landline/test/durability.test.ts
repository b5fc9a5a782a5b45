import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { agentPayload, embeddedChildEnv } from './fixtures';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');

/** `npm start`'s process on a data dir that outlives it. */
async function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: embeddedChildEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [, readyUrl] = /"url":"(http:\/\/localhost:\d+)".*Landline is ready/.exec(out) ?? [];
    if (readyUrl !== undefined) return { child, url: readyUrl };
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`Landline did not start:\n${out.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const killHard = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGKILL'))));

/**
 * kill -9 in the middle of work: every write the API acknowledged before the kill is there after a
 * restart, and the usage those calls add up to is counted once (the outbox re-sends what it was not sure
 * of; billing applies each event once).
 */
describe('durability across kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-durable-'));
  let running: ChildProcess | undefined;
  afterAll(async () => {
    if (running) await killHard(running);
  });

  it('keeps every acknowledged call and counts its minutes once', async () => {
    let { child, url } = await start(dataDir);
    running = child;
    const api = async (route: string, body?: unknown, token?: string) => {
      const res = await fetch(`${url}${route}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const credentials = { email: 'durable@example.com', password: 'tenant-secret-1' };
    await api('/api/auth/signup', credentials);
    const signIn = async () => (await api('/api/auth/login', credentials)).body.accessToken as string;
    let token = await signIn();
    const created = await api('/api/createAIEmployee', agentPayload('Max'), token);
    const agentId = (created.body.agent as { id: string }).id;
    let n = 0;
    /** A one-minute browser test call of the owner's agent (counted against the plan). */
    const saveCall = (t: string) => {
      const startMs = Date.now() - 60_000 - ++n * 1000;
      const callId = `web-test-${agentId}-${startMs}`;
      const at = (ms: number) => new Date(startMs + ms).toISOString();
      return api(
        '/api/saveWebTranscript',
        { callId, agentId, startTime: at(0), endTime: at(60_000), transcript: [{ role: 'user', text: 'My sink is leaking', timestamp: at(0) }], language: 'en' },
        t,
      ).then(
        (res) => (res.status === 200 ? callId : undefined),
        () => undefined,
      );
    };
    const savedIds = async (t: string) => ((await api('/api/getRecentCalls?limit=100', undefined, t)).body.calls as { id: string }[] | undefined)?.map((c) => c.id) ?? [];

    // Writes in flight when the process dies: those answered before the kill must survive it.
    const acknowledged: string[] = [];
    const inFlight = Array.from({ length: 12 }, () => saveCall(token).then((id) => id && acknowledged.push(id)));
    while (acknowledged.length < 4) await new Promise((r) => setTimeout(r, 5));
    await killHard(child);
    await Promise.allSettled(inFlight);
    const ackedBeforeKill = [...acknowledged];

    ({ child, url } = await start(dataDir));
    running = child;
    token = await signIn();
    const after = await savedIds(token);
    for (const id of ackedBeforeKill) expect(after).toContain(id);

    // Usage settles on one minute per call that exists, however many times its event was sent.
    const minutes = async () => (await api('/api/getUserProfile', undefined, token)).body.subscription as { callMinutesUsed: number };
    const deadline = Date.now() + 30_000;
    while ((await minutes()).callMinutesUsed < after.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    await new Promise((r) => setTimeout(r, 2000));
    expect((await minutes()).callMinutesUsed).toBe(after.length);

    // A second crash and restart changes nothing.
    await killHard(child);
    ({ child, url } = await start(dataDir));
    running = child;
    token = await signIn();
    expect((await savedIds(token)).sort()).toEqual([...after].sort());
    await new Promise((r) => setTimeout(r, 2000));
    expect((await minutes()).callMinutesUsed).toBe(after.length);
  }, 240_000);
});
