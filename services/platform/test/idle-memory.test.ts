import { collectWhenIdle, pollInterval } from '../src';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits, up to `ms`, for `done`. */
async function waitFor(done: () => boolean, ms = 3_000) {
  const until = Date.now() + ms;
  while (!done() && Date.now() < until) await sleep(20);
}

describe('collectWhenIdle', () => {
  const MB = 1024 * 1024;

  it('collects, shrinking the heap, once the process goes quiet, and nothing after stop', async () => {
    const calls: unknown[] = [];
    const stop = collectWhenIdle({ gc: (options) => calls.push(options), windowMs: 100, retainedBytes: () => 100 * MB });
    await waitFor(() => calls.length > 0);
    expect(calls[0]).toEqual({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    stop();
    const made = calls.length;
    await sleep(100);
    expect(calls).toHaveLength(made);
  });

  it('collects an idle process once, not again while nothing has grown', async () => {
    let collected = 0;
    const stop = collectWhenIdle({ gc: () => collected++, windowMs: 50, retainedBytes: () => 100 * MB });
    await waitFor(() => collected > 0);
    await sleep(400);
    stop();
    expect(collected).toBe(1);
  });

  it('never collects during a busy spell, and again once it is over if the heap grew', async () => {
    let collected = 0;
    let retained = 100 * MB;
    const stop = collectWhenIdle({ gc: () => collected++, windowMs: 100, retainedBytes: () => retained });
    await waitFor(() => collected > 0);
    const before = collected;
    // Busy: the loop is blocked for most of each window, and what it did is kept.
    const until = Date.now() + 500;
    while (Date.now() < until) {
      const end = Date.now() + 90;
      while (Date.now() < end);
      retained += 8 * MB;
      await sleep(1);
    }
    const duringBusy = collected;
    await waitFor(() => collected > before);
    stop();
    expect(duringBusy).toBe(before);
    expect(collected).toBe(before + 1);
  });

  it('does nothing where gc is not exposed', () => {
    expect(typeof collectWhenIdle()).toBe('function');
  });
});

describe('pollInterval', () => {
  it('polls the embedded database rarely, its writers wake their readers; Postgres every second', () => {
    expect(pollInterval({ kind: 'pglite' })).toBe(10_000);
    expect(pollInterval({ kind: 'postgres' })).toBe(1_000);
  });
});
