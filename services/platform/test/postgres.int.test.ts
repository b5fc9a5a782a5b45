import path from 'node:path';
import fs from 'node:fs';
import { migrate, openDatabase, registry, type Db } from '@landline/platform';
import { requireEnv, tempDir } from './helpers';

describe('database layer on real PostgreSQL', () => {
  const url = requireEnv('TEST_DATABASE_URL');
  const schema = `kit_${process.pid}`;
  let db: Db;

  beforeAll(async () => {
    db = await openDatabase({ url, schema, dataDir: tempDir() });
  });
  afterAll(async () => {
    await db.exec(`drop schema if exists ${schema} cascade`);
    await db.close();
  });

  it('keeps each service in its own schema', async () => {
    await db.exec('create table notes (id int primary key)');
    const { rows } = await db.query<{ table_schema: string }>(`select table_schema from information_schema.tables where table_name = 'notes'`);
    expect(rows.map((r) => r.table_schema)).toContain(schema);
  });

  it('commits a transaction whole or not at all', async () => {
    await db.tx(async (q) => {
      await q.query('insert into notes values (1)');
      await q.query('insert into notes values (2)');
    });
    await expect(
      db.tx(async (q) => {
        await q.query('insert into notes values (3)');
        await q.query('insert into notes values (1)');
      }),
    ).rejects.toThrow(/duplicate key/);
    const { rows } = await db.query<{ id: number }>('select id from notes order by id');
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    // Every statement is timed as a call to Postgres, failures apart.
    const timings = await registry.getSingleMetricAsString('landline_dependency_duration_seconds');
    expect(timings).toMatch(/_count\{peer="postgres",operation="query",outcome="ok"\} [1-9]/);
    expect(timings).toMatch(/_count\{peer="postgres",operation="query",outcome="error"\} [1-9]/);
  });

  it('applies migrations once, even when replicas start together', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '001_a.sql'), 'create table a (id int);\ncreate index a_id on a (id);');
    fs.writeFileSync(path.join(dir, '002_b.sql'), 'create table b (id int);');
    const other = await openDatabase({ url, schema, dataDir: tempDir() });
    const [first, second] = await Promise.all([migrate(db, dir), migrate(other, dir)]);
    expect([...first, ...second].sort()).toEqual(['001_a.sql', '002_b.sql']);
    expect(await migrate(db, dir)).toEqual([]);
    await other.close();
  });
});
