import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';
import type { Logger } from './logger';

/**
 * Applies a service's `migrations/*.sql` in name order, each once, each in its own transaction.
 * An advisory lock keyed by the schema lets several replicas start at once.
 */
export async function migrate(db: Db, dir: string, logger?: Logger): Promise<string[]> {
  const lock = `migrate:${db.schema}`;
  // Concurrent `create table if not exists` can still collide in Postgres's catalog: take the lock first.
  await db.tx(async (q) => {
    await q.query(`select pg_advisory_xact_lock(hashtext($1))`, [lock]);
    await q.query(`create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())`);
  });
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.sql'))
        .sort()
    : [];
  const applied: string[] = [];
  for (const file of files) {
    const sql = fs.readFileSync(path.join(dir, file), 'utf8');
    const done = await db.tx(async (q) => {
      await q.query(`select pg_advisory_xact_lock(hashtext($1))`, [lock]);
      const seen = await q.query(`select 1 from schema_migrations where version = $1`, [file]);
      if (seen.rowCount > 0) return false;
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query(`insert into schema_migrations (version) values ($1)`, [file]);
      return true;
    });
    if (done) {
      applied.push(file);
      logger?.info({ migration: file, schema: db.schema }, 'migration applied');
    }
  }
  return applied;
}

/** Splits a migration on semicolons that end a line; migrations keep to plain DDL (no function bodies). */
export function splitStatements(sql: string): string[] {
  return sql
    .replace(/--.*$/gm, '')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
}
