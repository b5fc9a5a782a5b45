import { BackgroundLoop } from '../src/loop';

describe('BackgroundLoop', () => {
  it('never runs twice at once: wakes during a run make one more run, and nothing runs after stop', async () => {
    let runs = 0;
    let active = 0;
    let overlap = false;
    const loop = new BackgroundLoop(
      async () => {
        active += 1;
        overlap ||= active > 1;
        runs += 1;
        await new Promise((r) => setTimeout(r, 20));
        active -= 1;
      },
      60_000,
      () => undefined,
    );
    loop.wake();
    loop.wake();
    loop.wake();
    await loop.idle();
    expect(runs).toBe(2);
    expect(overlap).toBe(false);
    await loop.stop();
    loop.wake();
    await loop.idle();
    expect(runs).toBe(2);
  });

  it('hands a failed run to onError and keeps going', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const loop = new BackgroundLoop(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('boom');
      },
      60_000,
      (err) => errors.push(err),
    );
    loop.wake();
    await loop.idle();
    loop.wake();
    await loop.idle();
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('boom')]);
    await loop.stop();
  });
});
