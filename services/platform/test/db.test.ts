import fs from 'node:fs';
import path from 'node:path';
import { migrate, openDatabase } from '@landline/platform';
import { tempDir } from './helpers';

describe('embedded database (PGlite)', () => {
  it('counts rows like pg, keeps data across a restart, and applies each migration once', async () => {
    const dir = tempDir();
    const migrations = tempDir();
    fs.writeFileSync(
      path.join(migrations, '001_things.sql'),
      "-- a comment; with a semicolon\ncreate table things (id int primary key, name text);\ninsert into things values (1, 'one');",
    );
    const template = path.join(dir, 'template.tar');

    const first = await openDatabase({ schema: 'svc', dataDir: path.join(dir, 'a'), pgliteTemplate: template });
    expect(fs.existsSync(template)).toBe(true);
    expect(await migrate(first, migrations)).toEqual(['001_things.sql']);
    expect((await first.query('select * from things')).rowCount).toBe(1);
    expect((await first.query(`insert into things values (2, 'two'), (3, 'three')`)).rowCount).toBe(2);
    expect((await first.query(`update things set name = 'x' where id > 1`)).rowCount).toBe(2);
    expect((await first.query(`select * from things where id = 99`)).rowCount).toBe(0);
    await first.close();

    const again = await openDatabase({ schema: 'svc', dataDir: path.join(dir, 'a'), pgliteTemplate: template });
    expect(await migrate(again, migrations)).toEqual([]);
    expect((await again.query('select id from things order by id')).rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    await again.close();

    // A second database starts from the template, not from initdb, and is empty of the first's data.
    const other = await openDatabase({ schema: 'svc', dataDir: path.join(dir, 'b'), pgliteTemplate: template });
    expect((await other.query(`select 1 from information_schema.tables where table_name = 'things'`)).rowCount).toBe(0);
    await other.close();
  }, 60_000);
});
