import type http from 'node:http';
import type { Express } from 'express';
import type { EventBus } from './bus';
import type { EmbeddedStore } from './embedded-db';
import type { Logger } from './logger';

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
  /** Settings for modules started after this one in the same process (e.g. where it listens). */
  exports?: Record<string, string>;
}

/** One service: the composition root starts modules in the listed order and stops them in reverse. */
export interface ServiceModule {
  name: string;
  start(ctx: ModuleContext): Promise<RunningModule>;
}
