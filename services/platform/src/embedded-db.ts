/**
 * One embedded PGlite database shared by every service of a one-process run, each service in its own
 * schema, as the services share one Postgres server (a schema each) in production. One instance instead
 * of one per service costs a seventh of the memory and start-up time.
 *
 * PGlite is a single connection, so the services take turns: a statement, or a whole transaction, holds
 * it. Work done inside a transaction (in its async context) joins that transaction, a nested transaction
 * as a savepoint: the outbox publishing to the embedded bus in the same database commits with it. A
 * transaction must not wait on another service's answer (a gRPC call) while it holds the connection.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { timeDependency } from './metrics';
import { pgliteResult, type Db, type Queryable } from './db';

interface Open {
  tx: Transaction;
  done: boolean;
  savepoints: number;
}

export interface EmbeddedStore {
  /** A service's view: its schema of the shared database. */
  open(schema: string): Promise<Db>;
  close(): Promise<void>;
}

export function sharedPglite(pg: PGlite): EmbeddedStore {
  const inTx = new AsyncLocalStorage<Open>();
  // The connection's search_path as last set; unknown after a rollback undoes a SET.
  let searchPath: string | undefined;
  let turn: Promise<unknown> = Promise.resolve();

  /** Runs fn when every earlier holder of the connection is done. */
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = turn.then(fn, fn);
    turn = run.catch(() => undefined);
    return run;
  }

  async function use(q: Pick<PGlite, 'exec'>, schema: string): Promise<void> {
    if (searchPath === schema) return;
    await q.exec(`set search_path to ${schema}`);
    searchPath = schema;
  }

  const current = () => {
    const open = inTx.getStore();
    return open && !open.done ? open : undefined;
  };

  function view(schema: string): Db {
    const queryOn = async <T>(q: Transaction | PGlite, sql: string, params?: unknown[]) => {
      await use(q, schema);
      return pgliteResult<T>(await timeDependency('pglite', 'query', () => q.query(sql, params as unknown[])));
    };
    const txQueryable = (open: Open): Queryable => ({ query: (sql, params) => queryOn(open.tx, sql, params) });

    async function savepoint<T>(open: Open, fn: (q: Queryable) => Promise<T>): Promise<T> {
      const name = `nested_${++open.savepoints}`;
      await open.tx.exec(`savepoint ${name}`);
      try {
        const value = await fn(txQueryable(open));
        await open.tx.exec(`release savepoint ${name}`);
        return value;
      } catch (err) {
        await open.tx.exec(`rollback to savepoint ${name}`);
        searchPath = undefined;
        throw err;
      }
    }

    return {
      kind: 'pglite',
      schema,
      query(sql, params) {
        const open = current();
        return open ? queryOn(open.tx, sql, params) : exclusive(() => queryOn(pg, sql, params));
      },
      tx(fn) {
        const open = current();
        if (open) return savepoint(open, fn);
        return exclusive(async () => {
          try {
            return await pg.transaction(async (tx) => {
              const state: Open = { tx, done: false, savepoints: 0 };
              try {
                return await inTx.run(state, () => fn(txQueryable(state)));
              } finally {
                state.done = true;
              }
            });
          } catch (err) {
            searchPath = undefined;
            throw err;
          }
        });
      },
      async exec(sql) {
        const open = current();
        if (open) {
          await use(open.tx, schema);
          await open.tx.exec(sql);
          searchPath = undefined;
          return;
        }
        await exclusive(async () => {
          await use(pg, schema);
          await pg.exec(sql);
          // A script may set its own search_path.
          searchPath = undefined;
        });
      },
      // The store closes the database once, for every service.
      close: async () => undefined,
    };
  }

  return {
    async open(schema) {
      await exclusive(() => pg.exec(`create schema if not exists ${schema}`));
      return view(schema);
    },
    close: () => exclusive(() => pg.close()),
  };
}

/**
 * The shared embedded database of a one-process run, at dataDir/pg. A data dir made before the services
 * shared one (a database per service under dataDir/<service>/pg) keeps that layout, so nothing saved in it
 * is lost: undefined then, and each service opens its own as before.
 */
export function embeddedStoreFor(dataDir: string, schemas: string[], open: (dir: string) => Promise<PGlite>): EmbeddedStore | undefined {
  // The event log lived in dataDir/bus, each service's database in dataDir/<service>/pg.
  const perService = schemas.map((s) => (s === 'bus' ? path.join(dataDir, 'bus') : path.join(dataDir, s, 'pg')));
  if (!fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION')) && perService.some((dir) => fs.existsSync(path.join(dir, 'PG_VERSION')))) return undefined;
  let store: Promise<EmbeddedStore> | undefined;
  const shared = () => (store ??= open(path.join(dataDir, 'pg')).then(sharedPglite));
  return {
    open: async (schema) => (await shared()).open(schema),
    close: async () => {
      if (store) await (await store).close();
    },
  };
}
