import { pino, type Logger } from 'pino';
import { trace } from '@opentelemetry/api';

export type { Logger };

/** One root logger a process; each service takes a child with its name. Trace ids join every line. */
export function createLogger(options: { level?: string; name?: string } = {}, destination?: pino.DestinationStream): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name ?? 'landline',
    level: options.level ?? process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const span = trace.getActiveSpan();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { traceId, spanId };
    },
    redact: {
      paths: ['password', '*.password', 'token', '*.token', 'refreshToken', '*.refreshToken', 'accessToken', '*.accessToken', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(settings, destination) : pino(settings);
}
