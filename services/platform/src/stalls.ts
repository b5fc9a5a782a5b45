import type { Logger } from './logger';

/** A pause of the event loop worth a warning: every request of the process waited at least this long. */
const STALL_MS = 1_000;
const TICK_MS = 250;

/**
 * Logs a warning whenever the event loop was blocked for a second or more, with how long: a page that waited
 * for an answer then has its cause in the log (a long synchronous query, a garbage-collection pause).
 */
export function warnOnEventLoopStalls(logger: Logger): () => void {
  let expected = Date.now() + TICK_MS;
  const timer = setInterval(() => {
    const now = Date.now();
    const lateMs = now - expected;
    if (lateMs >= STALL_MS) logger.warn({ stalledMs: lateMs }, 'the event loop was blocked');
    expected = now + TICK_MS;
  }, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
