/**
 * The HTTP surface's one error path: whatever fails (a body parser, a static file, a route), the client
 * gets a short answer with the right status and never a stack trace or a file path. Requests under /api
 * get JSON `{ error }`; everything else (webhooks, static files) gets plain text.
 */
import type { Express, NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';

/** Client errors the body parsers and static file server report, in words a client can act on. */
const CLIENT_ERRORS: Record<string, string> = {
  'entity.parse.failed': 'Request body is not valid JSON',
  'entity.too.large': 'Request body is too large',
  'parameters.too.many': 'Request has too many parameters',
  'charset.unsupported': 'Request body charset is not supported; send UTF-8',
  'encoding.unsupported': 'Request body encoding is not supported',
  'request.aborted': 'Request was aborted',
  'request.size.invalid': 'Request body is incomplete',
  'stream.encoding.set': 'Request body could not be read',
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  413: 'Request body is too large',
  415: 'Unsupported media type',
};

export const NUL_MESSAGE = 'Text cannot contain NUL characters';

/** An error a client caused (4xx from http-errors, as body-parser and send raise them), as status and message. */
export function clientError(err: unknown): { status: number; message: string } | undefined {
  const e = err as { status?: unknown; statusCode?: unknown; type?: unknown } | null;
  const status = Number(e?.status ?? e?.statusCode);
  if (!Number.isInteger(status) || status < 400 || status >= 500) return undefined;
  const message = (typeof e?.type === 'string' && CLIENT_ERRORS[e.type]) || STATUS_TEXT[status] || 'Bad request';
  return { status, message };
}

function reply(req: Request, res: Response, status: number, message: string): void {
  if (res.headersSent) return void res.end();
  res.status(status);
  if (req.originalUrl.startsWith('/api/') || req.originalUrl === '/api') res.json({ error: message });
  else res.type('text/plain').send(message);
}

/** True when a string anywhere in a parsed body holds a NUL (Postgres refuses it in text). */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** After a body parser: text with NUL characters is refused before any handler sees it. */
export function refuseNulText(req: Request, res: Response, next: NextFunction): void {
  if (hasNul(req.body)) {
    reply(req, res, 400, NUL_MESSAGE);
    return;
  }
  next();
}

/** First on the app: a NUL in the path or query string (raw or %00) is refused. */
export function refuseNulUrl(req: Request, res: Response, next: NextFunction): void {
  if (/%00|\u0000/i.test(req.url)) {
    reply(req, res, 400, NUL_MESSAGE);
    return;
  }
  next();
}

/** Last on the app: a plain 404 for what no route took, and the one error handler. */
export function mountFinalHandlers(app: Express, logger: Logger): void {
  app.use((req, res) => reply(req, res, 404, 'Not found'));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = clientError(err);
    if (known) {
      reply(req, res, known.status, known.message);
      return;
    }
    logger.error({ err, path: req.path }, 'unhandled HTTP error');
    reply(req, res, 500, 'Internal server error');
  });
}
