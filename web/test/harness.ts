// Browser-test harness: builds the web app if needed, starts a real Landline process
// (TARGET=all, fresh DATA_DIR) on a free port, and launches Debian's Chromium through
// playwright-core. Set LANDLINE_URL to test an instance that is already running.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The built web app the product serves; WEB_DIST points at another build (e.g. `vite build --outDir`). */
const webDist = process.env.WEB_DIST ?? path.join(repoRoot, 'web', 'dist');
export const shotsDir = process.env.LANDLINE_SHOTS_DIR ?? '/tmp/landline-shots';
/** A suite signs in far more often a minute than any owner; the limit itself is tested in the security suite. */
const SIGN_INS_PER_MINUTE = '1000';

const READY_TIMEOUT_MS = 60_000;

export interface RunningLandline {
  url: string;
  /** Recent stdout/stderr lines of the process we started (empty for LANDLINE_URL). */
  logs: () => string;
  stop(): Promise<void>;
}

/** Builds web/dist once when it is missing. */
function ensureWebBuilt(): void {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`web build failed with status ${result.status}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess | null, logs: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`Landline exited with code ${child.exitCode}\n${logs()}`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Landline was not ready within ${READY_TIMEOUT_MS / 1000} s\n${logs()}`);
}

/** Starts Landline (or attaches to LANDLINE_URL) and waits for GET /readyz to answer 200. */
export async function startLandline(extraEnv: Record<string, string> = {}): Promise<RunningLandline> {
  const running = await launchLandline(extraEnv);
  serverLogs = running.logs;
  return running;
}

async function launchLandline(extraEnv: Record<string, string>): Promise<RunningLandline> {
  const external = process.env.LANDLINE_URL;
  if (external) {
    const url = external.replace(/\/$/, '');
    await waitUntilReady(url, null, () => '');
    return { url, logs: () => '', stop: async () => undefined };
  }

  ensureWebBuilt();
  if (process.env.LANDLINE_STACK === '1') return startStack(extraEnv);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-e2e-'));
  const lines: string[] = [];
  const remember = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/landline/src/main.ts'], {
    cwd: repoRoot,
    // Ephemeral gRPC ports: other Landline processes on this machine (a dev server, a parallel run) keep theirs.
    env: { GRPC_PORTS: 'ephemeral', AUTH_RATE_LIMIT: SIGN_INS_PER_MINUTE, ...process.env, PORT: String(port), DATA_DIR: dataDir, TARGET: 'all', WEB_DIST: webDist, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  const logs = () => lines.join('\n');
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, logs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, logs, stop };
}

/**
 * The full stack (LANDLINE_STACK=1): every service its own process on the real Postgres, Kafka and
 * Keycloak named by the environment (npm test's integration step provides it).
 */
async function startStack(extraEnv: Record<string, string>): Promise<RunningLandline> {
  // @ts-expect-error plain ESM script without types
  const { startServices } = await import('../../scripts/stack.mjs');
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-e2e-stack-'));
  const stack = await startServices(process.env, {
    logDir,
    extraEnv: { WEB_DIST: webDist, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: process.env.AUTH_RATE_LIMIT ?? SIGN_INS_PER_MINUTE, ...extraEnv },
  });
  const logs = () =>
    fs
      .readdirSync(logDir)
      .map((f) => `== ${f}\n${fs.readFileSync(path.join(logDir, f), 'utf8').split('\n').slice(-40).join('\n')}`)
      .join('\n');
  return { url: stack.url as string, logs, stop: () => stack.stop() };
}

export interface BrowserOptions {
  /**
   * Browser calls: grant the microphone without asking and capture Chromium's fake device (a beep
   * every half second) instead of real hardware; audio may play without a gesture.
   */
  fakeMedia?: boolean;
  /** With fakeMedia: a WAV file the fake microphone plays (in a loop) instead of its beep. */
  fakeAudioFile?: string;
}

export async function launchBrowser(options: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(options.fakeMedia ? ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] : []),
      ...(options.fakeMedia && options.fakeAudioFile ? [`--use-file-for-fake-audio-capture=${options.fakeAudioFile}`] : []),
    ],
  });
}

/**
 * A suite's afterAll: closes the browser and stops Landline. Either may never have been started (a failed
 * beforeAll leaves the suite's `let`s unassigned, whatever their types say), so both may be undefined.
 */
export async function stopSuite(browser: Browser | undefined, landline: RunningLandline | undefined): Promise<void> {
  await browser?.close();
  await landline?.stop();
}

export const DESKTOP = { width: 1366, height: 900 };
export const MOBILE = { width: 390, height: 844 };

/**
 * A fresh browser context (no stored session). `errors` collects uncaught page errors and anything the
 * Content-Security-Policy blocked, so every browser test also proves the app runs under the CSP.
 */
/** What each page did, for a failure's message: requests without an answer yet, the last answered, its console's errors and warnings. */
interface PageLog {
  pending: Set<Request>;
  answered: string[];
  console: string[];
}
const pageLogs = new WeakMap<Page, PageLog>();
/** The logs of the Landline this test file started, for a failure's message. */
let serverLogs: () => string = () => '';

/** What the page tells the user right now: its alerts and status messages, and where it is. */
async function whatThePageShows(page: Page): Promise<string> {
  const shown = await page
    .locator('[role="alert"], [role="status"]')
    .allInnerTexts()
    .catch(() => []);
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `failure-${Date.now()}.png`) }).catch(() => undefined);
  const log = pageLogs.get(page) ?? { pending: new Set<Request>(), answered: [], console: [] };
  const pending = [...log.pending].map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  const serverWarnings = serverLogs()
    .split('\n')
    .filter((line) => /"level":(40|50|60)|\b(WARN|ERROR|FATAL)\b/.test(line))
    .slice(-8)
    .map((line) => line.slice(0, 400));
  return [
    `${page.url()} showing ${JSON.stringify(shown.filter(Boolean))}`,
    `requests still waiting: ${JSON.stringify(pending)}`,
    `last answered: ${JSON.stringify(log.answered.slice(-12))}`,
    `console: ${JSON.stringify(log.console.slice(-10))}`,
    `the server's last warnings: ${JSON.stringify(serverWarnings)}`,
  ].join('; ');
}

/** Waits for a message; when it does not come, the failure says what the page shows instead. */
export async function waitForMessage(page: Page, text: string, timeout = 20_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    throw new Error(`"${text}" did not appear within ${timeout / 1000} s: ${await whatThePageShows(page)}`, { cause: error });
  }
}

/** Waits to land on a path (after signing in, say); when it does not, the failure says what the page shows instead. */
export async function waitForPath(page: Page, pathname: string, timeout = 20_000): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch (error) {
    throw new Error(`did not reach ${pathname} within ${timeout / 1000} s: ${await whatThePageShows(page)}`, { cause: error });
  }
}

/** A field's value once it settles on `expected` (a field formatted after a lazily loaded module, say), or its last value after `timeout`. */
export async function settledValue(field: Locator, expected: string, timeout = 10_000): Promise<string> {
  const deadline = Date.now() + timeout;
  let value = await field.inputValue();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await field.inputValue();
  }
  return value;
}

export async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  // What each click landed on, so a click that missed its target says so in a failure's message.
  await context.addInitScript(() => {
    document.addEventListener(
      'click',
      (event) => {
        const target = event.target as HTMLElement | null;
        const text = (target?.innerText ?? '').trim().slice(0, 40);
        console.debug(`clicked <${target?.tagName.toLowerCase()}> "${text}" at ${event.clientX},${event.clientY} (prevented: ${event.defaultPrevented})`);
      },
      true,
    );
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const log: PageLog = { pending: new Set(), answered: [], console: [] };
  pageLogs.set(page, log);
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    if (message.type() === 'error' || message.type() === 'warning' || message.text().startsWith('clicked <')) log.console.push(message.text());
  });
  page.on('request', (request) => log.pending.add(request));
  page.on('requestfinished', (request) => {
    log.pending.delete(request);
    void request
      .response()
      .then((response) => log.answered.push(`${response?.status() ?? '?'} ${request.method()} ${new URL(request.url()).pathname}`))
      .catch(() => undefined);
  });
  page.on('requestfailed', (request) => {
    log.pending.delete(request);
    log.console.push(`request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return { context, page, errors };
}

/** Saves a full-page screenshot to /tmp/landline-shots/<name>.png. */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage });
}

/** A unique email per test run, so runs against a shared LANDLINE_URL never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}
