#!/usr/bin/env node
// `npm run stack`: the full stack without Docker. Real PostgreSQL (a database per service), Kafka,
// Keycloak and an S3 server from scripts/infra, then every service as its own process, gateway on :8080.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVICES = ['identity', 'agent', 'telephony', 'recording', 'conversation', 'billing', 'notification', 'gateway'];
const GRPC_SERVICES = SERVICES.filter((s) => s !== 'gateway');

/** Whether a port can be listened on, on every interface (as the services listen). */
const canListen = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolve(true)));
  });

const given = new Set();

/**
 * A free port below Linux's ephemeral range (32768-60999): the services start one after another, and a
 * port from that range can be taken meanwhile by any outgoing connection (Kafka, Postgres, gRPC clients).
 */
export async function freePort() {
  for (let tries = 0; tries < 200; tries++) {
    const port = 20000 + Math.floor(Math.random() * 12000);
    if (given.has(port) || !(await canListen(port))) continue;
    given.add(port);
    return port;
  }
  throw new Error('no free port between 20000 and 32000');
}

/** The last lines a service logged, so a start-up failure says why wherever the log directory went. */
function logTail(file, lines = 15) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function waitReady(url, child, name, logFile, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}; its log ends:\n${logTail(logFile)}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`);
}

/**
 * Starts every service as its own process against the given infrastructure settings.
 * Ports are free ones unless `gatewayPort` says otherwise; logs go to logDir/<service>.log. `nodeArgs` runs
 * something else than the TypeScript sources (the compiled bundle, as the container does); `databasePrefix` and
 * `dataDir` keep a benchmark's data apart from the stack's.
 */
export async function startServices(
  infraEnv,
  {
    gatewayPort = 0,
    logDir = path.join(root, '.data/stack/logs'),
    extraEnv = {},
    nodeArgs = ['--import', 'tsx', path.join(root, 'services/landline/src/main.ts')],
    databasePrefix = 'landline_',
    dataDir = path.join(root, '.data/stack'),
  } = {},
) {
  fs.mkdirSync(logDir, { recursive: true });
  const grpc = {};
  for (const name of GRPC_SERVICES) grpc[name] = await freePort();
  const base = infraEnv.DATABASE_URL_BASE ?? 'postgres://postgres@127.0.0.1:5432';
  const httpPort = {};
  for (const name of SERVICES) httpPort[name] = name === 'gateway' && gatewayPort ? gatewayPort : await freePort();
  const shared = {
    ...process.env,
    ...infraEnv,
    AUTH_PROVIDER: 'keycloak',
    PUBLIC_URL: `http://localhost:${httpPort.gateway}`,
    TELEPHONY_PUBLIC_URL: extraEnv.PUBLIC_URL ?? `http://localhost:${httpPort.telephony}`,
    ...Object.fromEntries(
      GRPC_SERVICES.flatMap((s) => [
        [`${s.toUpperCase()}_GRPC_PORT`, String(grpc[s])],
        [`${s.toUpperCase()}_ADDR`, `127.0.0.1:${grpc[s]}`],
      ]),
    ),
    ...extraEnv,
  };
  const children = [];
  const stopChild = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  const stop = () => Promise.all(children.map(({ child }) => stopChild(child)));

  /** Starts one process of a service; replica n > 0 gets ports and a data dir of its own, the same database. */
  const launch = async (name, replica = 0) => {
    const label = replica ? `${name}-${replica + 1}` : name;
    const port = replica ? await freePort() : httpPort[name];
    const logFile = path.join(logDir, `${label}.log`);
    const log = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, nodeArgs, {
      cwd: root,
      stdio: ['ignore', log, log],
      env: {
        ...shared,
        TARGET: name,
        PORT: String(port),
        DATABASE_URL: `${base}/${databasePrefix}${name}`,
        DATA_DIR: path.join(dataDir, label),
        ...(replica && grpc[name] ? { [`${name.toUpperCase()}_GRPC_PORT`]: String(await freePort()) } : {}),
        // As in docker-compose: Twilio (and the phone simulator's relay socket) reach telephony directly.
        ...(name === 'telephony' ? { PUBLIC_URL: shared.TELEPHONY_PUBLIC_URL } : {}),
      },
    });
    children.push({ name: label, child });
    await waitReady(`http://127.0.0.1:${port}`, child, label, logFile);
    return { name: label, url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
  };

  try {
    for (const name of SERVICES) await launch(name);
  } catch (err) {
    await stop();
    throw new Error(`${err.message} (logs in ${logDir})`, { cause: err });
  }
  let replicas = 0;
  /** Another process of `name` behind the same public URL (as a second pod behind a load balancer). */
  const addReplica = (name) => launch(name, ++replicas);
  return { url: `http://localhost:${httpPort.gateway}`, ports: { http: httpPort, grpc }, children, stop, addReplica };
}

async function main() {
  const { up } = await import('./infra/index.mjs');
  if (!fs.existsSync(path.join(root, 'web/dist/index.html'))) {
    spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  }
  console.log('Starting PostgreSQL, Kafka, Keycloak and S3 (first run downloads them)...');
  const infra = await up(['postgres', 'kafka', 'keycloak', 's3'], { fresh: false });
  const stack = await startServices(infra.env, { gatewayPort: Number(process.env.PORT ?? 8080) });
  console.log(`\nLandline (full stack) is ready at ${stack.url}`);
  for (const { name } of stack.children) console.log(`  ${name.padEnd(13)} http :${stack.ports.http[name]}${stack.ports.grpc[name] ? `  grpc :${stack.ports.grpc[name]}` : ''}`);
  console.log(`Logs: .data/stack/logs. Ctrl-C stops everything.`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    await infra.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const { name, child } of stack.children) child.on('exit', (code) => !stopping && console.error(`${name} exited (${code}); see .data/stack/logs/${name}.log`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message ?? err);
    process.exit(1);
  });
}
