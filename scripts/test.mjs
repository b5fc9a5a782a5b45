#!/usr/bin/env node
// `npm test`: type checks, the proto freshness check, then the unit, integration and browser suites. On a fresh
// clone it sets itself up first: Node.js 24, the npm dependencies, the system packages the suites drive, and
// the integration services' downloads.
// Integration tests run against real Postgres, Kafka, Keycloak and an S3 server started by scripts/infra;
// a service that cannot start is a failure, never a skip.
//   npm test                      everything
//   npm test -- --only unit       one or more suites (unit, integration, browser), comma separated
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, ensureNode, ensureSystemPackages, root } from './setup.mjs';

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : ['checks', 'unit', 'integration', 'browser'];
const external = ['TEST_DATABASE_URL', 'TEST_KAFKA_BROKERS', 'TEST_KEYCLOAK_URL', 'TEST_S3_ENDPOINT'];
const externalServices = external.every((name) => process.env[name]);

ensureNode();
ensureDependencies();
// The offline voices speak through espeak-ng and ffmpeg; promtool checks and tests the alert rules, and a
// real Prometheus scrapes the stack in the integration suite; the browser suites drive Chromium; the native
// integration services run on Java, fetched with Maven.
ensureSystemPackages({
  'espeak-ng': 'espeak-ng',
  ffmpeg: 'ffmpeg',
  ...(only.includes('unit') ? { promtool: 'prometheus' } : {}),
  ...(only.includes('integration') ? { prometheus: 'prometheus' } : {}),
  ...(only.includes('browser') ? { chromium: 'chromium' } : {}),
  ...(only.includes('integration') && !externalServices && process.env.TEST_INFRA !== 'containers' ? { java: 'openjdk-17-jre-headless', mvn: 'maven' } : {}),
});
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function step(name, cmd, cmdArgs, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${r.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (r.status !== 0) failedSteps.push(name);
  return r.status === 0;
}

function jest(project, env = {}, extra = []) {
  const out = path.join(os.tmpdir(), `landline-jest-${project}-${process.pid}.json`);
  step(
    `jest ${project}`,
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', project, '--json', `--outputFile=${out}`, ...extra],
    env,
  );
  if (fs.existsSync(out)) {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numFailedTests === 0 ? r.numFailedTestSuites + r.numRuntimeErrorTestSuites : 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
    fs.rmSync(out);
  } else {
    totals.failed += 1;
  }
}

if (only.includes('checks')) {
  step('typecheck services, scripts and deploy tests', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
  step('typecheck web', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'web/tsconfig.json', '--noEmit']);
  step('typecheck web tests', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'web/test/tsconfig.json', '--noEmit']);
  step('formatted (Prettier; `npm run format` fixes it)', process.execPath, [
    'node_modules/prettier/bin/prettier.cjs',
    '--check',
    '--log-level',
    'warn',
    '**/*.{ts,tsx,mjs,js,json,css,html}',
  ]);
  step('lint (ESLint, type-aware; `npm run lint`)', process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.']);
  step('no unused files, exports or dependencies (knip)', process.execPath, ['node_modules/knip/bin/knip.js', '--no-progress']);
  step('proto types are fresh', process.execPath, ['scripts/gen-proto-types.mjs', '--check']);
  step('build web', 'npm', ['run', 'build', '--workspace', 'web']);
  step('landing page within its size budget', process.execPath, ['scripts/bundle-size.mjs']);
}

// Jest leaves a core free by default, which on a 2-core machine runs the suites one at a time; they spend
// much of their time waiting on servers and sockets, so two at a time finish about a third sooner.
if (only.includes('unit')) jest('unit', {}, [`--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`]);
if (only.includes('browser') && !only.includes('checks')) step('build web', 'npm', ['run', 'build', '--workspace', 'web']);

/**
 * Where the integration services come from: already running ones named by TEST_* variables; else
 * testcontainers when asked (TEST_INFRA=containers) or when Docker is there but Java is not; else the
 * native scripts in scripts/infra (this project's machines have no Docker engine).
 */
async function integrationServices() {
  if (externalServices) {
    const e = process.env;
    const env = {
      KAFKA_BROKERS: e.KAFKA_BROKERS ?? e.TEST_KAFKA_BROKERS,
      KEYCLOAK_URL: e.KEYCLOAK_URL ?? e.TEST_KEYCLOAK_URL,
      KEYCLOAK_CLIENT_SECRET: e.KEYCLOAK_CLIENT_SECRET ?? 'landline-backend-dev-secret',
      S3_ENDPOINT: e.S3_ENDPOINT ?? e.TEST_S3_ENDPOINT,
      DATABASE_URL_BASE: e.DATABASE_URL_BASE ?? e.TEST_DATABASE_URL.replace(/\/[^/]*$/, ''),
    };
    return { env, stop: async () => undefined };
  }
  const names = ['postgres', 'kafka', 'keycloak', 's3'];
  const containers = await import('./infra/containers.mjs');
  const hasJava = spawnSync('java', ['-version']).status === 0;
  if (process.env.TEST_INFRA === 'containers' || (!hasJava && (await containers.dockerAvailable()))) return containers.upContainers(names);
  const { fetch, up } = await import('./infra/index.mjs');
  await fetch(names);
  // Fresh data and free ports, so a developer's own running stack is left alone.
  return up(names, { fresh: true, randomPorts: true });
}

/** The owner's journeys, run on the full stack when the integration services are up (see below). */
const stackSuites = ['agents', 'phone', 'dashboard', 'calllog', 'workorders', 'webhooks', 'deadends', 'phones'].map((s) => `${s}\\.e2e`).join('|');

if (only.includes('integration')) {
  let infra;
  try {
    infra = await integrationServices();
    jest('integration', infra.env, ['--runInBand']);
    if (only.includes('browser')) {
      // The owner's journey, the phone simulator, the dashboard's usage and the owner's day (call log, work
      // orders, webhooks, account, typed phone numbers) on the full stack: each service its own
      // process, Keycloak sign-in (and password change), events over Kafka, the relay socket on telephony's
      // own port.
      jest('browser', { ...infra.env, LANDLINE_STACK: '1' }, ['--runInBand', '--testPathPatterns', stackSuites]);
    }
  } catch (err) {
    console.error(`Could not start the integration services: ${err.stack ?? err}`);
    failedSteps.push('integration services');
    totals.failed += 1;
  } finally {
    await infra?.stop();
  }
}

// The journeys the full stack has just run are not run again in one process: the web app, the gateway and
// the services are the same code there; the rest of the browser suites run on the one-process mode.
const ranOnStack = only.includes('integration') && !failedSteps.includes('integration services');
if (only.includes('browser')) jest('browser', {}, ['--runInBand', ...(ranOnStack ? ['--testPathIgnorePatterns', '/node_modules/', stackSuites] : [])]);

console.log(`\n${failedSteps.length ? `Failed: ${failedSteps.join(', ')}` : 'All steps passed'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
