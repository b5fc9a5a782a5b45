import path from 'node:path';
import { openDatabase, type Db } from './db';
import { migrate } from './migrate';
import { Outbox } from './outbox';
import type { ModuleContext } from './module';

/**
 * Opens a service's own database (its schema on DATABASE_URL, or an embedded PGlite under the data dir),
 * applies its migrations and the kit's outbox/inbox tables.
 */
export async function openServiceDatabase(ctx: ModuleContext, service: string, databaseUrl: string | undefined, migrationsDir: string): Promise<Db> {
  const db = await openDatabase({
    url: databaseUrl,
    schema: service,
    dataDir: path.join(ctx.dataDir, service, 'pg'),
    logger: ctx.logger,
  });
  await migrate(db, migrationsDir, ctx.logger);
  await Outbox.prepare(db);
  return db;
}
