#!/usr/bin/env node
// `npm test`: type checks, the proto freshness check, then the unit, integration and browser suites.
// Integration tests run against real Postgres, Kafka, Keycloak and an S3 server started by scripts/infra;
// a service that cannot start is a failure, never a skip.
//   npm test                      everything
//   npm test -- --only unit       one or more suites (unit, integration, browser), comma separated
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : ['checks', 'unit', 'integration', 'browser'];
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
  step(`jest ${project}`, process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '--selectProjects', project, '--json', `--outputFile=${out}`, ...extra], env);
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
  step('typecheck services', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
  step('typecheck web', process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'web/tsconfig.json', '--noEmit']);
  step('proto types are fresh', process.execPath, ['scripts/gen-proto-types.mjs', '--check']);
}

if (only.includes('unit')) jest('unit');

if (only.includes('integration')) {
  const { up } = await import('./infra/index.mjs');
  let infra;
  try {
    infra = await up(['postgres', 'kafka', 'keycloak', 's3'], { fresh: true });
    jest('integration', infra.env, ['--runInBand']);
  } catch (err) {
    console.error(`Could not start the integration services: ${err.stack ?? err}`);
    failedSteps.push('integration services');
    totals.failed += 1;
  } finally {
    await infra?.stop();
  }
}

if (only.includes('browser')) {
  step('build web', 'npm', ['run', 'build', '--workspace', 'web']);
  jest('browser', {}, ['--runInBand']);
}

console.log(`\n${failedSteps.length ? `Failed: ${failedSteps.join(', ')}` : 'All steps passed'}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
