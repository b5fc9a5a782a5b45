import { AppError, clientError, httpStatusForGrpc, PeerError, type Logger, type NextFunction, type Request, type Response } from '@landline/platform';

/** Maps any error to `{ error }` JSON: peers' user-facing messages pass through with their status. */
export function errorHandler(logger: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    if (err instanceof PeerError) {
      const status = httpStatusForGrpc(err.code);
      if (status >= 500) logger.warn({ err }, 'peer call failed');
      const message = status === 503 || status === 504 ? 'Service temporarily unavailable. Please try again.' : status >= 500 ? 'Internal server error' : err.message;
      return void res.status(status).json({ error: message, ...(err.details ?? {}) });
    }
    if (err instanceof AppError) return void res.status(httpStatusForGrpc(err.grpcStatus)).json({ error: err.message, ...(err.details ?? {}) });
    const known = clientError(err);
    if (known) return void res.status(known.status).json({ error: known.message });
    logger.error({ err }, 'unhandled gateway error');
    res.status(500).json({ error: 'Internal server error' });
  };
}
