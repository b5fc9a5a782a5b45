import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite, embeddedStoreFor, type Db, type EmbeddedStore } from '../src';

describe('one embedded database shared by the services of a process', () => {
  let dataDir: string;
  let store: EmbeddedStore;
  let agent: Db;
  let billing: Db;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
    store = embeddedStoreFor(dataDir, ['agent', 'billing'], (dir) => createPglite(dir))!;
    agent = await store.open('agent');
    billing = await store.open('billing');
    for (const db of [agent, billing]) await db.exec('create table items (name text primary key)');
  }, 60_000);

  afterAll(async () => {
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const names = async (db: Db) => (await db.query<{ name: string }>('select name from items order by name')).rows.map((r) => r.name);

  it('keeps each service in its own schema, under the same table names', async () => {
    await agent.query(`insert into items values ('a1')`);
    await billing.query(`insert into items values ('b1')`);
    expect(await names(agent)).toEqual(['a1']);
    expect(await names(billing)).toEqual(['b1']);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  });

  it('commits a transaction whole, or nothing of it, and the schema is right after a rollback', async () => {
    await expect(
      agent.tx(async (q) => {
        await q.query(`insert into items values ('a-lost')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await names(agent)).not.toContain('a-lost');
    expect(await names(billing)).toEqual(['b1']);
  });

  it('joins work done inside a transaction, another schema included, as a savepoint', async () => {
    await agent.tx(async (q) => {
      await q.query(`insert into items values ('a2')`);
      // The outbox publishing to the embedded bus: another service's schema, inside this transaction.
      await billing.tx(async (b) => b.query(`insert into items values ('b2')`));
      await expect(
        billing.tx(async (b) => {
          await b.query(`insert into items values ('b-undone')`);
          throw new Error('inner');
        }),
      ).rejects.toThrow('inner');
      await q.query(`insert into items values ('a3')`);
    });
    expect(await names(agent)).toEqual(['a1', 'a2', 'a3']);
    expect(await names(billing)).toEqual(['b1', 'b2']);
  });

  it('runs transactions of different services one after the other, never interleaved', async () => {
    const order: string[] = [];
    const slow = (db: Db, tag: string) =>
      db.tx(async (q) => {
        order.push(`${tag} begin`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        await q.query(`insert into items values ($1)`, [tag]);
        order.push(`${tag} end`);
      });
    await Promise.all([slow(agent, 'a-first'), slow(billing, 'b-second'), agent.query('select 1')]);
    expect(order).toEqual(['a-first begin', 'a-first end', 'b-second begin', 'b-second end']);
  });

  it('leaves a data dir of per-service databases as it was', () => {
    const legacy = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-legacy-'));
    fs.mkdirSync(path.join(legacy, 'agent', 'pg'), { recursive: true });
    fs.writeFileSync(path.join(legacy, 'agent', 'pg', 'PG_VERSION'), '17');
    expect(embeddedStoreFor(legacy, ['agent', 'bus'], (dir) => createPglite(dir))).toBeUndefined();
    fs.rmSync(legacy, { recursive: true, force: true });
  });
});
