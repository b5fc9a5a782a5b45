import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const run = (env: Record<string, string>) =>
  spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-life-')),
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'info',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      KEYCLOAK_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('process lifecycle', () => {
  it('refuses bad configuration with a clear list of problems', async () => {
    const child = run({ PORT: 'eighty', TARGET: 'all' });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(78);
    expect(stderr).toContain('Invalid configuration');
    expect(stderr).toContain('PORT');
  });

  it('runs a single target, and on SIGTERM stops taking work, drains and exits 0', async () => {
    const child = run({ PORT: '0', TARGET: 'identity' });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const deadline = Date.now() + 60_000;
    while (!out.includes('Landline is ready') && Date.now() < deadline && child.exitCode === null) await new Promise((r) => setTimeout(r, 100));
    expect(out).toContain('"targets":["identity"]');
    child.kill('SIGTERM');
    const code = await new Promise((r) => child.on('exit', r));
    expect(code).toBe(0);
    expect(out).toContain('shutting down');
    expect(out).toContain('"msg":"stopped"');
  }, 90_000);
});
