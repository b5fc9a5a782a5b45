// Shared helpers for the native infrastructure scripts: cache layout, Java and Maven lookup,
// child processes in their own process group, readiness polling and memory measurement.
// Node built-ins only.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CACHE = path.resolve(process.env.LANDLINE_CACHE || path.join(os.homedir(), '.cache', 'landline'));
export const STATE = path.join(CACHE, 'state');

/** Pinned so that every Maven install behaves the same. */
export const DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const log = (name, msg) => process.stderr.write(`[infra:${name}] ${msg}\n`);
export const envInt = (name, dflt) => (process.env[name] ? Number(process.env[name]) : dflt);

/** Major version of a JDK home, read from its `release` file (null when not a JDK). */
function javaMajor(home) {
  try {
    const m = /JAVA_VERSION="(\d+)/.exec(fs.readFileSync(path.join(home, 'release'), 'utf8'));
    return m && fs.existsSync(path.join(home, 'bin', 'java')) ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * JDK homes on this machine, best first for `major`: LANDLINE_JAVA_HOME when set (and new enough),
 * then an exact match on `major` (JAVA_HOME first among equals), then newer ones.
 */
export function javaHomes(major = 17) {
  const seen = new Set();
  const homes = [];
  const add = (h) => {
    if (!h) return;
    try {
      h = fs.realpathSync(h);
    } catch {
      return;
    }
    const v = javaMajor(h);
    if (v && v >= major && !seen.has(h)) {
      seen.add(h);
      homes.push({ home: h, major: v, java: path.join(h, 'bin', 'java') });
    }
  };
  add(process.env.LANDLINE_JAVA_HOME);
  add(process.env.JAVA_HOME);
  try {
    add(path.resolve(fs.realpathSync(execFileSync('which', ['java']).toString().trim()), '../..'));
  } catch {}
  for (const dir of ['/usr/lib/jvm', '/opt/java']) {
    try {
      for (const e of fs.readdirSync(dir).sort()) add(path.join(dir, e));
    } catch {}
  }
  let pinned = null;
  try {
    pinned = fs.realpathSync(process.env.LANDLINE_JAVA_HOME);
  } catch {}
  const rank = (h) => (h.home === pinned ? 0 : h.major === major ? 1 : 2);
  return homes.sort((a, b) => rank(a) - rank(b) || a.major - b.major);
}

export function findJava(major = 17) {
  const [best] = javaHomes(major);
  if (!best) throw new Error(`Java ${major} not found (looked at $LANDLINE_JAVA_HOME, $JAVA_HOME, PATH and /usr/lib/jvm); install openjdk-${major}-jdk-headless`);
  return best;
}

/** Runs Maven quietly; throws "mvn failed fetching <what>" with its output. */
export function mvn(args, what, cwd = CACHE) {
  fs.mkdirSync(cwd, { recursive: true });
  const r = spawnSync('mvn', ['-q', '-B', '-ntp', ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) throw new Error(`mvn not runnable (${r.error.message}); install Maven (apt-get install maven) to fetch ${what}`);
  if (r.status !== 0) throw new Error(`mvn failed fetching ${what} (exit ${r.status}):\n${(r.stdout + r.stderr).trim().split('\n').slice(-30).join('\n')}`);
}

/** Runs `fill(tmpDir)` once and renames tmpDir to `dir`; later calls see `dir` and return at once. */
export function once(dir, what, fill) {
  if (fs.existsSync(dir)) return dir;
  const tmp = `${dir}.partial-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  const t0 = Date.now();
  log(what, `fetching into ${dir}`);
  try {
    fill(tmp);
    fs.renameSync(tmp, dir);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (fs.existsSync(dir)) return dir; // a concurrent fetch won the race
    throw err;
  }
  log(what, `fetched in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return dir;
}

/** Instance directory: the persistent `$LANDLINE_CACHE/state/<name>`, or a fresh temp dir. */
export function instanceDir(name, fresh) {
  if (fresh) return fs.mkdtempSync(path.join(os.tmpdir(), `landline-${name}-`));
  const dir = path.join(STATE, name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

// Process groups started by this process. They are killed when it exits (normally or via process.exit),
// unless released with `release(pid)` (the `up` CLI leaves its services running on purpose).
// A fresh instance's temp dir is removed with it.
const owned = new Map(); // pid -> { child, dir: fresh dir or null }
process.on('exit', () => {
  for (const [pid, { dir }] of owned) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {}
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
});
/** Leave the process running after this one exits (and stop holding the event loop open for it). */
export function release(pid) {
  owned.get(pid)?.child.unref();
  owned.delete(pid);
}

/** Starts a process in its own process group, output appended to `logFile`. */
export function startProcess(cmd, args, { env, cwd, logFile }) {
  const fd = fs.openSync(logFile, 'a');
  fs.writeSync(fd, `\n==== ${new Date().toISOString()} ${cmd} ${args.join(' ')}\n`);
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  child.exitInfo = null;
  owned.set(child.pid, { child, dir: null });
  child.on('exit', (code, signal) => {
    child.exitInfo = { code, signal };
  });
  child.on('error', (err) => {
    child.exitInfo = { error: err.message };
  });
  return child;
}

export const alive = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return true;
  }
};

/** SIGTERM the whole process group, then SIGKILL whatever is left after `graceMs`. */
export async function killGroup(pid, graceMs = 15000) {
  if (!pid) return;
  const signal = (sig) => {
    try {
      process.kill(-pid, sig);
    } catch {
      try {
        process.kill(pid, sig);
      } catch {}
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (groupPids(pid).length === 0 && !alive(pid)) return;
    await sleep(200);
  }
  signal('SIGKILL');
  await sleep(200);
}

/** Pids in process group `pgid` (read from /proc). */
export function groupPids(pgid) {
  const pids = [];
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z') pids.push(Number(e));
    } catch {}
  }
  return pids;
}

/** Resident memory of a process group, in MiB. */
export function rssMiB(pgid) {
  let kb = 0;
  for (const pid of groupPids(pgid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {}
  }
  return Math.round(kb / 1024);
}

export function tail(file, lines = 40) {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export function tcpOpen(port, host = '127.0.0.1', timeoutMs = 1000) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeoutMs, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

export async function httpOk(url, { timeoutMs = 3000, headers } = {}) {
  try {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** A port that is free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function assertPortsFree(name, ports) {
  for (const port of ports) {
    if (await tcpOpen(port)) throw new Error(`${name}: port ${port} is already in use (another ${name} running? \`node scripts/infra/index.mjs down\`, or set a different port)`);
  }
}

/**
 * Polls `check()` until it returns true. Fails early, with the log tail, when `child` exits.
 */
export async function waitUntil(name, check, { child, logFile, timeoutMs, intervalMs = 500 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child?.exitInfo) throw new Error(`${name} exited before it was ready (${JSON.stringify(child.exitInfo)}); log ${logFile}:\n${tail(logFile)}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${name} not ready after ${timeoutMs / 1000} s; log ${logFile}:\n${tail(logFile)}`);
    await sleep(intervalMs);
  }
}

/**
 * Common shape of a started service: waits for readiness, measures, and builds the handle.
 * `stop()` kills the process group and removes a fresh instance's directory.
 */
export async function finishStart(name, { child, dir, fresh, logFile, env, ready, timeoutMs, t0 }) {
  if (fresh) owned.get(child.pid).dir = dir;
  try {
    await waitUntil(name, ready, { child, logFile, timeoutMs });
  } catch (err) {
    await killGroup(child.pid, 5000);
    owned.delete(child.pid);
    if (fresh && !child.exitInfo) fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const startMs = Date.now() - t0;
  const rss = rssMiB(child.pid);
  log(name, `ready in ${(startMs / 1000).toFixed(1)} s, RSS ${rss} MiB, pid ${child.pid}, log ${logFile}`);
  return {
    name,
    pid: child.pid,
    env,
    dir,
    fresh,
    logFile,
    startMs,
    rssMiB: rss,
    async stop() {
      await killGroup(child.pid);
      owned.delete(child.pid);
      if (fresh) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `node x.mjs fetch|up|start [--fresh]` for a single service module run directly. */
export async function serviceCli(mod, argv = process.argv.slice(2)) {
  const cmd = argv[0] || 'up';
  if (cmd === 'fetch') {
    await mod.fetch();
    return;
  }
  if (cmd !== 'up' && cmd !== 'start') throw new Error(`usage: node ${mod.name}.mjs fetch|up [--fresh]`);
  process.once('SIGINT', () => process.exit(130)); // until started: the exit hook kills the child
  process.once('SIGTERM', () => process.exit(143));
  const h = await mod.start({ fresh: argv.includes('--fresh') });
  for (const [k, v] of Object.entries(h.env)) console.log(`export ${k}=${v}`);
  process.stderr.write(`[infra:${mod.name}] running in the foreground; Ctrl-C stops it\n`);
  const stop = async () => {
    await h.stop();
    process.exit(0);
  };
  process.removeAllListeners('SIGINT').removeAllListeners('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await new Promise(() => {});
}
