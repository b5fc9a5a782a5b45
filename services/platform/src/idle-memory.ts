import v8 from 'node:v8';

/** How often the event loop is looked at, and how little work in that time counts as quiet. */
const WINDOW_MS = 2_000;
const QUIET_BELOW = 0.02;
/** How much the old generation must have grown since the last collection for another to be worth it. */
const GROWTH_BYTES = 16 * 1024 * 1024;

type Gc = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/** Bytes held by the heap's old generation: what a busy spell leaves behind once the young one is swept. */
function oldGenerationBytes(): number {
  let bytes = 0;
  for (const space of v8.getHeapSpaceStatistics()) if (!space.space_name.startsWith('new_')) bytes += space.space_used_size;
  return bytes;
}

/**
 * Gives memory back once the process goes quiet. V8 collects garbage only under allocation pressure, so a
 * process that falls idle keeps its last busy spell's garbage, and the heap grown for it, for as long as it
 * stays idle (start-up alone leaves some 150 MB: migrations, the embedded database's template and code).
 * Browsers run a "memory reducer" when a tab goes idle; Node has none. Where the runner exposes gc
 * (scripts/node-flags.mjs), a quiet window runs one collection that also shrinks the heap, when the old
 * generation has grown since the last one: a process kept busy is never paused for it, and an idle one is
 * not collected again and again (a last-resort collection drops compiled code, and recompiling it is
 * activity enough to count as a busy spell).
 */
export function collectWhenIdle(options: { gc?: Gc; windowMs?: number; retainedBytes?: () => number } = {}): () => void {
  const gc = options.gc ?? (globalThis as { gc?: Gc }).gc;
  if (!gc) return () => undefined;
  const retainedBytes = options.retainedBytes ?? oldGenerationBytes;
  let last = performance.eventLoopUtilization();
  let afterCollection = -Infinity;
  const timer = setInterval(() => {
    const busy = performance.eventLoopUtilization(last).utilization;
    last = performance.eventLoopUtilization();
    if (busy >= QUIET_BELOW || retainedBytes() - afterCollection < GROWTH_BYTES) return;
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    afterCollection = retainedBytes();
    // The collection's own pause is no activity.
    last = performance.eventLoopUtilization();
  }, options.windowMs ?? WINDOW_MS);
  timer.unref();
  return () => clearInterval(timer);
}
