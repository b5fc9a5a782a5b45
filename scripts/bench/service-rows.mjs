// The `services` row of `npm run bench`: each service's memory when every service runs as its own process
// (`npm run stack`), on PostgreSQL, Kafka, Keycloak and an S3 server from scripts/infra, each process running
// the compiled bundle as the container does. The chart's memory requests and limits come from these figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { up } from '../infra/index.mjs';
import { SERVICES, startServices } from '../stack.mjs';
import { call, landlineBundle, rssMB, sleep } from './measure.mjs';
import { benchAgent, dropDatabase, freshDatabase } from './stack-rows.mjs';

/** The row's own databases, so it neither reads nor leaves anything in the stack's. */
const PREFIX = 'landline_bench_';

/** A little of everything an owner does, so each service has served something before it idles. */
async function exercise(base) {
  const { accessToken: token } = await call(base, '/api/auth/signup', { body: { email: 'services@example.com', password: 'secret-bench-services', displayName: 'Bench' } });
  const { agent } = await call(base, '/api/createAIEmployee', { token, body: benchAgent });
  // The call ids the browser makes: the agent, then the call's start in milliseconds.
  const firstStartMs = Date.now() - 600_000;
  for (let i = 0; i < 5; i++) {
    const startMs = firstStartMs + i * 60_000;
    const at = (ms) => new Date(startMs + ms).toISOString();
    await call(base, '/api/saveWebTranscript', {
      token,
      body: {
        callId: `web-test-${agent.id}-${startMs}`,
        agentId: agent.id,
        startTime: at(0),
        endTime: at(30_000),
        transcript: [{ role: 'user', text: 'The hallway light is out', timestamp: at(0) }],
        language: 'en',
      },
    });
  }
  for (const route of ['getUserProfile', 'listAIEmployees', `getRecentCalls?agentId=${agent.id}`, 'getDashboardStats', 'getNotifications'])
    await call(base, `/api/${route}`, { token });
}

/** Each service's VmRSS (MB) after a few requests and `idleSeconds` idle. */
export async function measureServiceMemory({ idleSeconds, log }) {
  const infra = await up(['postgres', 'kafka', 'keycloak', 's3'], { fresh: true, randomPorts: true });
  const base = infra.env.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-bench-services-'));
  const names = SERVICES.filter((s) => s !== 'gateway');
  let stack;
  let measured;
  try {
    for (const name of names) freshDatabase(base, `${PREFIX}${name}`);
    stack = await startServices(infra.env, { logDir: path.join(work, 'logs'), dataDir: work, databasePrefix: PREFIX, nodeArgs: ['--enable-source-maps', landlineBundle()] });
    log(`every service in its own process, ready (logs in ${work}/logs)`);
    await exercise(stack.url);
    await sleep(idleSeconds * 1000);
    measured = stack.children.map(({ name, child }) => ({ name, rss: rssMB(child.pid) }));
    return measured;
  } finally {
    if (stack) await stack.stop();
    await infra.stop();
    for (const name of names) dropDatabase(base, `${PREFIX}${name}`);
    // The logs stay only when something failed.
    if (measured) fs.rmSync(work, { recursive: true, force: true });
  }
}
