import { GATEWAY_MESSAGES } from '@landline/api';
import { AppError, clientError, httpStatusForGrpc, PeerError, type Logger, type NextFunction, type Request, type Response } from '@landline/platform';

/** A failure the gateway answers itself with an HTTP status no gRPC code maps to (413, 416, 422). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** Maps any error to `{ error }` JSON: peers' user-facing messages pass through with their status. */
export function errorHandler(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (err instanceof PeerError) {
      const status = httpStatusForGrpc(err.code);
      if (status >= 500) logger.warn({ err }, 'peer call failed');
      const message = status === 503 || status === 504 ? GATEWAY_MESSAGES.unavailable : status >= 500 ? GATEWAY_MESSAGES.internal : err.message;
      return void res.status(status).json({ error: message, ...(err.details ?? {}) });
    }
    if (err instanceof HttpError) return void res.status(err.status).json({ error: err.message, ...err.details });
    if (err instanceof AppError) return void res.status(httpStatusForGrpc(err.grpcStatus)).json({ error: err.message, ...(err.details ?? {}) });
    const known = clientError(err);
    if (known) return void res.status(known.status).json({ error: known.message });
    logger.error({ err }, 'unhandled gateway error');
    res.status(500).json({ error: GATEWAY_MESSAGES.internal });
  };
}
