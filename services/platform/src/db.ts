import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Logger } from './logger';
import { timeDependency } from './metrics';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * The row a statement always returns: an insert's or upsert's `returning`, an aggregate, an update of a row
 * the transaction holds locked. None means the statement or its assumption is wrong: an Error naming `what`.
 */
export function firstRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned no row`);
  return row;
}

/** A service's own database: real Postgres via `pg`, or embedded PGlite, both scoped to the service's schema. */
/**
 * How often background work polls a database for rows it was not told about. The embedded database lives in
 * one process, whose writers wake their readers themselves (the outbox relay, bus subscribers), so there
 * polling only catches what a crash left behind; on Postgres other processes write too.
 */
export const pollInterval = (db: Pick<Db, 'kind'>): number => (db.kind === 'pglite' ? 10_000 : 1_000);

export interface Db extends Queryable {
  readonly kind: 'postgres' | 'pglite';
  readonly schema: string;
  /** Runs fn in one transaction; everything fn writes commits together or not at all. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… for a real server; undefined for embedded PGlite under dataDir. */
  url?: string;
  schema: string;
  dataDir: string;
  poolSize?: number;
  logger?: Logger;
  /**
   * PGlite only: a tarball of a pristine cluster. A new database is unpacked from it instead of running
   * initdb (several times faster); the first database made without one writes it. By default one per
   * PGlite version in the user's cache, shared by every data dir on the machine.
   */
  pgliteTemplate?: string;
}

/** The pristine cluster of the installed PGlite, cached once a machine: initdb costs seconds, unpacking a fraction. */
let pgliteTemplatePath: string | undefined;
function defaultPgliteTemplate(): string {
  if (pgliteTemplatePath) return pgliteTemplatePath;
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const cache = process.env.LANDLINE_CACHE || path.join(os.homedir(), '.cache', 'landline');
  pgliteTemplatePath = path.join(cache, `pglite-${version}-cluster.tar`);
  return pgliteTemplatePath;
}

const identifier = /^[a-z_][a-z0-9_]*$/;

/**
 * An embedded database serves one developer's traffic: Postgres's default 128 MB of shared buffers costs
 * each of the process's databases memory and start-up time it never uses.
 */
const PGLITE_SETTINGS = { postgresqlconf: ['shared_buffers=16MB', 'wal_buffers=1MB', 'maintenance_work_mem=16MB'] };

/** Writes the template beside its final name and renames it, so parallel processes never read half a file. */
async function saveTemplate(db: { dumpDataDir(compression: 'none'): Promise<Blob | File> }, template: string): Promise<void> {
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
  const partial = `${template}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    fs.mkdirSync(path.dirname(template), { recursive: true });
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, template);
  } catch {
    // A read-only cache costs only speed: the next database runs initdb again.
    fs.rmSync(partial, { force: true });
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Db> {
  if (!identifier.test(options.schema)) throw new Error(`Bad schema name: ${options.schema}`);
  return options.url
    ? openPostgres(options.url, options.schema, options.poolSize ?? 10, options.logger)
    : openPglite(options.dataDir, options.schema, options.pgliteTemplate ?? defaultPgliteTemplate());
}

async function openPostgres(url: string, schema: string, max: number, logger?: Logger): Promise<Db> {
  const bootstrap = new pg.Client({ connectionString: url });
  await bootstrap.connect();
  try {
    await bootstrap.query(`create schema if not exists ${schema}`);
  } catch (err) {
    // Another replica created it at the same moment (a catalog unique violation): it exists now.
    if ((err as { code?: string }).code !== '23505') throw err;
  } finally {
    await bootstrap.end();
  }
  const pool = new pg.Pool({ connectionString: url, max, options: `-c search_path=${schema}` });
  pool.on('error', (err) => logger?.warn({ err }, 'idle postgres client error'));
  const query = async <T>(q: pg.Pool | pg.PoolClient, sql: string, params?: unknown[]): Promise<QueryResult<T>> => {
    const result = await timeDependency('postgres', 'query', () => q.query(sql, params as unknown[]));
    return { rows: result.rows as T[], rowCount: result.rowCount ?? 0 };
  };
  return {
    kind: 'postgres',
    schema,
    query: (sql, params) => query(pool, sql, params),
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const value = await fn({ query: (sql, params) => query(client, sql, params) });
        await client.query('commit');
        return value;
      } catch (err) {
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

/** A PGlite result as pg gives it: PGlite reports affectedRows 0 for a SELECT; pg's rowCount counts the rows it returned. */
export const pgliteResult = <T>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<T> => ({ rows: r.rows as T[], rowCount: r.rows.length || (r.affectedRows ?? 0) });

/** An embedded PGlite database in dataDir, made from the template when new. */
export async function createPglite(dataDir: string, template = defaultPgliteTemplate()): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = path.resolve(dataDir);
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  fs.mkdirSync(dir, { recursive: true });
  const useTemplate = fresh && fs.existsSync(template);
  const db = await PGlite.create(dir, { ...PGLITE_SETTINGS, ...(useTemplate ? { loadDataDir: new Blob([fs.readFileSync(template)]) } : {}) });
  if (fresh && !useTemplate) await saveTemplate(db, template);
  return db;
}

async function openPglite(dataDir: string, schema: string, template: string): Promise<Db> {
  const db = await createPglite(dataDir, template);
  await db.exec(`create schema if not exists ${schema}; set search_path to ${schema}`);
  const wrap = async <T>(result: Promise<{ rows: unknown[]; affectedRows?: number }>) => pgliteResult<T>(await result);
  return {
    kind: 'pglite',
    schema,
    query: (sql, params) => wrap(db.query(sql, params as unknown[])),
    tx: (fn) => db.transaction((t) => fn({ query: (sql, params) => wrap(t.query(sql, params as unknown[])) })),
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}
