import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger, openDatabase, type Db } from '@landline/platform';

export { defined, onlySome } from '@landline/platform/testing';

export const quietLogger = () => createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

export function tempDir(prefix = 'landline-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A PGlite database, or the real Postgres when TEST_DATABASE_URL is set (each test its own schema). */
export async function testDb(schema: string, options: { embedded?: boolean } = {}): Promise<Db> {
  const url = options.embedded ? undefined : process.env.TEST_DATABASE_URL;
  const unique = `${schema}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  return openDatabase({ url, schema: unique, dataDir: tempDir() });
}

export async function eventually<T>(fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000, stepMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

/** Integration tests need the real service: a missing setting fails the test, never skips it. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: start the services with scripts/infra (npm test does) or set it to a running one`);
  return value;
}
