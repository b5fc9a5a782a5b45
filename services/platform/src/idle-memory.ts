/** How often the event loop is looked at, and how little work in that time counts as quiet. */
const WINDOW_MS = 2_000;
const QUIET_BELOW = 0.02;

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * Gives memory back once the process goes quiet. V8 collects garbage only under allocation pressure, so a
 * process that falls idle keeps its last busy spell's garbage, and the heap grown for it, for as long as it
 * stays idle (start-up alone leaves some 150 MB: migrations, the embedded database's template and code).
 * Browsers run a "memory reducer" when a tab goes idle; Node has none. Where the runner exposes gc
 * (scripts/node-flags.mjs), the first quiet window after activity runs one collection that also shrinks the
 * heap; a process kept busy is never paused for it.
 */
export function collectWhenIdle(options: { gc?: Gc; windowMs?: number } = {}): () => void {
  const gc = options.gc ?? (globalThis as { gc?: Gc }).gc;
  if (!gc) return () => undefined;
  let last = performance.eventLoopUtilization();
  let collected = false;
  const timer = setInterval(() => {
    const busy = performance.eventLoopUtilization(last).utilization;
    last = performance.eventLoopUtilization();
    if (busy >= QUIET_BELOW) {
      collected = false;
      return;
    }
    if (collected) return;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    collected = true;
    // The collection's own pause is no activity.
    last = performance.eventLoopUtilization();
  }, options.windowMs ?? WINDOW_MS);
  timer.unref();
  return () => clearInterval(timer);
}
