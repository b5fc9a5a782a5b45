import type http from 'node:http';
import type { Express } from 'express';
import type { EventBus } from './bus';
import type { EmbeddedStore } from './embedded-db';
import type { Logger } from './logger';
import type { ServiceName } from './peers';

/** What a service gets from the process it runs in. */
export interface ModuleContext {
  env: NodeJS.ProcessEnv;
  logger: Logger;
  /** The process's HTTP app, to add routes (the gateway's /api, JWKS, webhooks). */
  http: Express;
  /** The process's HTTP server, for WebSocket upgrades (telephony's ConversationRelay socket). */
  server?: http.Server;
  bus: EventBus;
  /** Where embedded state lives (PGlite databases, files) when no external store is configured. */
  dataDir: string;
  /** The process's shared embedded database (a schema per service), when the services of one process share one. */
  embedded?: EmbeddedStore;
  /** The HTTP port the process serves on (known after listen). */
  publicPort: () => number;
  /**
   * Where a peer serves gRPC: in this process once it has started, else its configured `<NAME>_ADDR`. A peer
   * dialled on first use (not in `dependsOn`) may start after this module, so ask when dialling, not before.
   */
  peer: (name: ServiceName) => string;
}

export interface RunningModule {
  /** Ready to take traffic (database reachable, peers dialled). */
  ready(): Promise<boolean>;
  /**
   * Let live work that outlasts a request finish or move elsewhere (phone calls), while every module, and
   * the peers that work needs, still runs. Called on all modules before any is stopped.
   */
  drain?(): Promise<void>;
  /** Stop taking work, drain, flush the outbox, close connections. */
  stop(): Promise<void>;
  /** Where it serves gRPC, for the modules of the same process that dial it. */
  address?: string;
}

/**
 * One service. The composition root starts a process's modules after the peers each depends on (those it
 * dials while starting) and stops them in reverse; an unknown or circular dependency fails at start.
 */
export interface ServiceModule {
  name: string;
  /** Peers dialled during start. Peers dialled only on first use are left out, which is what lets two services call each other. */
  dependsOn: readonly ServiceName[];
  start(ctx: ModuleContext): Promise<RunningModule>;
}
