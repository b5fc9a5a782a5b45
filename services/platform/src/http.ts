import express, { type Express, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from './logger';
import { httpDuration, httpRequests, registry } from './metrics';
import { currentTraceId, extractTrace, SpanKind, withSpan } from './tracing';
import { randomUUID } from 'node:crypto';

export type { Express, Request, Response, NextFunction };
export { express };

/** The process's HTTP server app: request ids, trace context, access logs and RED metrics on every route. */
export function createHttpApp(service: string, logger: Logger): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use((req, res, next) => {
    const requestId = (req.headers['x-request-id'] as string) || randomUUID();
    res.setHeader('x-request-id', requestId);
    const end = httpDuration.startTimer();
    const started = Date.now();
    const parent = extractTrace(req.headers);
    void withSpan(`HTTP ${req.method}`, SpanKind.SERVER, parent, { 'http.method': req.method, 'http.target': req.path }, async (span) => {
      res.locals.requestId = requestId;
      res.locals.log = logger.child({ requestId, traceId: currentTraceId() });
      await new Promise<void>((resolve) => {
        res.on('finish', resolve);
        res.on('close', resolve);
        next();
      });
      const route = routeLabel(req);
      span.setAttribute('http.status_code', res.statusCode);
      const labels = { service, method: req.method, route, status: String(res.statusCode) };
      end(labels);
      httpRequests.inc(labels);
      if (route !== '/metrics' && route !== '/healthz' && route !== '/readyz') {
        (res.locals.log as Logger).info({ method: req.method, path: req.path, status: res.statusCode, ms: Date.now() - started }, 'request');
      }
    });
  });
  return app;
}

function routeLabel(req: Request): string {
  const route = (req.route?.path as string | undefined) ?? '';
  if (route) return `${req.baseUrl}${route}`;
  if (req.path.startsWith('/assets/')) return '/assets';
  return req.baseUrl || 'unmatched';
}

/** `/healthz` (the process is alive), `/readyz` (every started module is ready) and `/metrics`. */
export function mountAdminRoutes(app: Express, isReady: () => Promise<boolean> | boolean): void {
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await Promise.resolve(isReady()).catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready' });
  });
  app.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', registry.contentType);
    res.send(await registry.metrics());
  });
}
