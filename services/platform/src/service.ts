import path from 'node:path';
import { openDatabase, type Db } from './db';
import { migrate } from './migrate';
import { Outbox } from './outbox';
import type { ModuleContext } from './module';

/**
 * Opens a service's own database (its schema on DATABASE_URL, else in the process's shared embedded
 * database, else an embedded PGlite of its own under the data dir), applies its migrations and the kit's
 * outbox/inbox tables.
 */
export async function openServiceDatabase(ctx: ModuleContext, service: string, databaseUrl: string | undefined, migrationsDir: string): Promise<Db> {
  const db =
    !databaseUrl && ctx.embedded
      ? await ctx.embedded.open(service)
      : await openDatabase({ url: databaseUrl, schema: service, dataDir: path.join(ctx.dataDir, service, 'pg'), logger: ctx.logger });
  await migrate(db, migrationsDir, ctx.logger);
  await Outbox.prepare(db);
  return db;
}

import { createGrpcServer, type GrpcServer, type Implementation } from './grpc';
import { grpcPort, type ServiceName } from './peers';
import type { grpc } from './grpc';

export interface ServedGrpc {
  server: GrpcServer;
  /** Where it listens, as peers in this process dial it. */
  address: string;
}

/** A further gRPC service the same server offers (one service process, several contracts). */
export interface AlsoServed {
  definition: grpc.ServiceDefinition;
  handlers: Parameters<GrpcServer['add']>[1];
  streaming?: string[];
}

/** Another contract for `also`, typed by its generated `*Handlers` interface. */
export const alsoServe = <H = NamesNoHandlersType>(definition: grpc.ServiceDefinition, handlers: Implementation<NoInfer<H>>, streaming: string[] = []): AlsoServed => ({
  definition,
  handlers: handlers as AlsoServed['handlers'],
  streaming,
});

/** Without its `*Handlers` type argument, serveGrpc asks for it rather than accept any handlers. */
type NamesNoHandlersType = { 'serveGrpc needs the generated *Handlers interface as its type argument': never };

/**
 * Serves a service's gRPC contract (plus grpc.health.v1, and any further contracts) on its configured port.
 * `H` is the contract's generated `*Handlers` interface: every method must be implemented, and one left
 * out also stops the service at start.
 */
export async function serveGrpc<H = NamesNoHandlersType>(
  ctx: ModuleContext,
  name: ServiceName,
  definition: grpc.ServiceDefinition,
  handlers: Implementation<NoInfer<H>>,
  streaming: string[] = [],
  also: AlsoServed[] = [],
): Promise<ServedGrpc> {
  const server = createGrpcServer(name, ctx.logger.child({ service: name }));
  server.add(definition, handlers as AlsoServed['handlers'], streaming);
  for (const s of also) server.add(s.definition, s.handlers, s.streaming);
  const host = ctx.env.GRPC_HOST || '0.0.0.0';
  const port = await server.start(host, grpcPort(ctx.env, name));
  const dialHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return { server, address: `${dialHost}:${port}` };
}
