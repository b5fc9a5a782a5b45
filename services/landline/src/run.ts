import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import {
  collectDefaultMetrics,
  createEmbeddedBus,
  createHttpApp,
  createKafkaBus,
  createLogger,
  createPglite,
  DEFAULT_GRPC_PORTS,
  embeddedStoreFor,
  grpcPortVar,
  loadConfig,
  mountAdminRoutes,
  mountFinalHandlers,
  serveMetrics,
  express,
  openDatabase,
  peerAddress,
  startTracing,
  warnOnEventLoopStalls,
  collectWhenIdle,
  stopTracing,
  type Db,
  type EventBus,
  type Logger,
  type RunningModule,
  type ServiceName,
} from '@landline/platform';
import { processConfigSchema } from './config';
import { selectModules } from './targets';

export interface Landline {
  url: string;
  port: number;
  logger: Logger;
  /** Where /metrics is served when METRICS_PORT is set. */
  metricsPort?: number;
  stop(): Promise<void>;
}

/**
 * The composition root: one process runs the selected targets. Peers always talk over gRPC, in one
 * process (loopback) or many; only the adapters (PGlite or Postgres, embedded bus or Kafka) differ.
 */
export async function startLandline(source: NodeJS.ProcessEnv = process.env): Promise<Landline> {
  const config = loadConfig(processConfigSchema, source);
  const modules = selectModules(config.TARGET);
  const env: NodeJS.ProcessEnv = { ...source };
  const oneProcess = modules.length > 1;
  if (oneProcess) env.GRPC_HOST ??= '127.0.0.1';
  if (config.GRPC_PORTS === 'ephemeral') {
    for (const name of Object.keys(DEFAULT_GRPC_PORTS) as ServiceName[]) env[grpcPortVar(name)] ??= '0';
  }

  const sole = modules.length === 1 ? modules[0] : undefined;
  const name = sole?.name ?? 'landline';
  startTracing(name);
  collectDefaultMetrics();
  const logger = createLogger({ name, level: source.LOG_LEVEL || undefined });
  const stopWatchingStalls = warnOnEventLoopStalls(logger);
  const stopCollecting = collectWhenIdle();
  const dataDir = path.resolve(config.DATA_DIR);

  // The services of one process share one embedded database, a schema each; separate processes may share
  // a data dir, so a lone service keeps a database of its own.
  const embedded = oneProcess ? embeddedStoreFor(dataDir, [...modules.map((m) => m.name), 'bus'], (dir) => createPglite(dir)) : undefined;
  let busDb: Db | undefined;
  let bus: EventBus;
  if (config.KAFKA_BROKERS.length > 0) {
    bus = createKafkaBus({ brokers: config.KAFKA_BROKERS, clientId: `landline-${name}`, logger });
  } else {
    if (!oneProcess) logger.warn('KAFKA_BROKERS is not set: events stay inside this process (embedded bus)');
    busDb = embedded ? await embedded.open('bus') : await openDatabase({ schema: 'bus', dataDir: path.join(dataDir, 'bus'), logger });
    bus = await createEmbeddedBus(busDb, logger);
  }

  const app = createHttpApp(name, logger);
  const running: { name: string; module: RunningModule }[] = [];
  // Peers started in this process are dialled where they listen; the others at their configured addresses.
  const addresses = new Map<string, string>();
  const peer = (peerName: ServiceName) => addresses.get(peerName) ?? peerAddress(env, peerName);
  let started = false;
  let stopping = false;
  const modulesReady = askedAtMostEvery(READY_CHECK_MS, async () => {
    const states = await Promise.all(running.map((r) => r.module.ready().catch(() => false)));
    return states.every(Boolean);
  });
  mountAdminRoutes(app, async () => started && !stopping && (await modulesReady()), { metricsHere: config.METRICS_PORT === undefined });
  const metricsServer = config.METRICS_PORT === undefined ? undefined : await listenForMetrics(config.METRICS_PORT, config.HOST);

  // Listen first (not ready yet) so modules know the port; /readyz turns 200 once all have started.
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down: no new work, draining');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await Promise.all(running.map((r) => Promise.resolve(r.module.drain?.()).catch((err: unknown) => logger.error({ err, module: r.name }, 'module did not drain cleanly'))));
    for (const r of [...running].reverse()) {
      await r.module.stop().catch((err: unknown) => logger.error({ err, module: r.name }, 'module did not stop cleanly'));
    }
    await bus.close().catch(() => undefined);
    await busDb?.close().catch(() => undefined);
    await embedded?.close().catch((err: unknown) => logger.error({ err }, 'embedded database did not close cleanly'));
    server.closeAllConnections();
    await closed;
    await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
    await stopTracing();
    stopWatchingStalls();
    stopCollecting();
    logger.info('stopped');
  };

  try {
    for (const module of modules) {
      const t0 = Date.now();
      const handle = await module.start({ env, logger, http: app, server, bus, dataDir, embedded, publicPort: () => port, peer });
      if (handle.address) addresses.set(module.name, handle.address);
      running.push({ name: module.name, module: handle });
      logger.debug({ module: module.name, ms: Date.now() - t0 }, 'module started');
    }
  } catch (err) {
    await stop();
    throw err;
  }
  mountFinalHandlers(app, logger);
  started = true;
  const url = `http://localhost:${port}`;
  logger.info({ url, targets: modules.map((m) => m.name), bus: bus.kind }, 'Landline is ready');
  return { url, port, logger, stop, metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : undefined };
}

/** The metrics port: /metrics and nothing else, for the cluster's Prometheus. */
async function listenForMetrics(port: number, host: string): Promise<http.Server> {
  const app = express();
  app.disable('x-powered-by');
  app.get('/metrics', (req, res, next) => void serveMetrics(req, res).catch(next));
  app.use((_req, res) => void res.status(404).type('text/plain').send('Not found'));
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** How old the modules' readiness may be: probes in between share one check instead of each asking every module. */
const READY_CHECK_MS = 1000;

/** `check`, run at most once every `maxAgeMs`: callers in between share its last answer, or the one in flight. */
function askedAtMostEvery(maxAgeMs: number, check: () => Promise<boolean>): () => Promise<boolean> {
  let last: { at: number; answer: Promise<boolean> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= maxAgeMs) last = { at: now, answer: check().catch(() => false) };
    return last.answer;
  };
}
