import express, { type Express, type Request, type RequestHandler, type Response, type NextFunction } from 'express';
import type { Span } from '@opentelemetry/api';
import type { Logger } from './logger';
import { httpDuration, httpRequests, registry } from './metrics';
import { extractTrace, UNTRACED_PATHS, withServerSpan } from './tracing';
import { randomUUID } from 'node:crypto';
import { refuseNulUrl } from './edge';

export type { Express, Request, RequestHandler, Response, NextFunction };
export { express };

/** The process's HTTP server app: request ids, trace context, access logs and RED metrics on every route. */
export function createHttpApp(service: string, logger: Logger): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(refuseNulUrl);
  app.use((req, res, next) => {
    const requestId = (req.headers['x-request-id'] as string) || randomUUID();
    res.setHeader('x-request-id', requestId);
    const end = httpDuration.startTimer();
    const started = Date.now();
    const handle = async (span: Span | undefined) => {
      res.locals.requestId = requestId;
      // The trace and span ids come from the logger's mixin, once a line.
      res.locals.log = logger.child({ requestId });
      await new Promise<void>((resolve) => {
        res.on('finish', resolve);
        res.on('close', resolve);
        next();
      });
      const route = routeLabel(req);
      span?.setAttribute('http.status_code', res.statusCode);
      const labels = { service, method: req.method, route, status: String(res.statusCode) };
      end(labels);
      httpRequests.inc(labels);
      if (!UNTRACED_PATHS.has(route)) {
        (res.locals.log as Logger).info({ method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started }, 'request');
      }
    };
    if (UNTRACED_PATHS.has(req.path)) void handle(undefined);
    else void withServerSpan(`HTTP ${req.method}`, extractTrace(req.headers), { 'http.method': req.method, 'http.target': req.path }, handle);
  });
  return app;
}

function routeLabel(req: Request): string {
  const route = (req.route as { path?: string } | undefined)?.path ?? '';
  if (route) return `${req.baseUrl}${route}`;
  if (req.path.startsWith('/assets/')) return '/assets';
  return req.baseUrl || 'unmatched';
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Prometheus's text format of every metric of this process. */
export async function serveMetrics(_req: Request, res: Response): Promise<void> {
  res.setHeader('content-type', registry.contentType);
  res.send(await registry.metrics());
}

/**
 * `/healthz` (the process is alive) and `/readyz` (every started module is ready). `/metrics` is served
 * here only to this machine (`npm start`): in a deployment it has its own port that no ingress exposes,
 * since route names, counts and memory tell an outsider too much.
 */
export function mountAdminRoutes(app: Express, isReady: () => Promise<boolean> | boolean, options: { metricsHere: boolean }): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await Promise.resolve(isReady()).catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
  if (!options.metricsHere) return;
  app.get('/metrics', (req, res, next) => {
    if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return void res.status(404).type('text/plain').send('Not found');
    serveMetrics(req, res).catch(next);
  });
}
