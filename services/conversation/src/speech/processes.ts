import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { AppError } from '@landline/platform';

export interface LimiterOptions {
  /** Jobs running at once. */
  maxConcurrent: number;
  /** Jobs that may wait for a slot; beyond that a job is refused at once. */
  maxQueue: number;
  /** A job's whole budget, waiting included. */
  timeoutMs: number;
}

const busy = () => new AppError('resource_exhausted', 'Speech synthesis is busy. Please try again in a moment.');
const timedOut = () => new AppError('unavailable', 'Speech synthesis timed out. Please try again.');
const shuttingDown = () => new AppError('unavailable', 'Speech synthesis is shutting down.');

interface Waiter {
  start: () => void;
  fail: (err: Error) => void;
}

/**
 * Bounds the child processes of the offline engine: at most `maxConcurrent` jobs run, `maxQueue` wait,
 * each has a deadline (its signal aborts and its processes are killed), and `close()` ends them all.
 */
export class ProcessLimiter {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private readonly active = new Set<AbortController>();
  private readonly settled = new Set<Promise<unknown>>();
  private closed = false;

  constructor(private readonly options: LimiterOptions) {}

  get stats() {
    return { running: this.running, queued: this.queue.length };
  }

  run<T>(job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(shuttingDown());
    if (this.running >= this.options.maxConcurrent && this.queue.length >= this.options.maxQueue) return Promise.reject(busy());

    const controller = new AbortController();
    const result = new Promise<T>((resolve, reject) => {
      let started = false;
      let finished = false;
      const finish = (err: Error | undefined, value?: T) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        if (err) reject(err);
        else resolve(value as T);
      };
      const waiter: Waiter = {
        start: () => {
          started = true;
          this.running++;
          this.active.add(controller);
          const work = Promise.resolve()
            .then(() => job(controller.signal))
            .then(
              (value) => finish(undefined, value),
              (err: Error) => finish(controller.signal.aborted ? (controller.signal.reason as Error) : err),
            )
            .finally(() => {
              this.running--;
              this.active.delete(controller);
              this.settled.delete(work);
              this.next();
            });
          this.settled.add(work);
        },
        fail: (err) => finish(err),
      };
      const timer = setTimeout(() => {
        // The caller hears at once; a running job's slot frees when its processes have exited.
        if (started) controller.abort(timedOut());
        else this.queue.splice(this.queue.indexOf(waiter), 1);
        finish(timedOut());
      }, this.options.timeoutMs);
      timer.unref?.();

      if (this.running < this.options.maxConcurrent) waiter.start();
      else this.queue.push(waiter);
    });
    return result;
  }

  private next(): void {
    if (this.closed) return;
    while (this.running < this.options.maxConcurrent && this.queue.length) this.queue.shift()!.start();
  }

  /** Refuses new jobs, fails the waiting ones, aborts the running ones and waits until they have ended. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.queue.splice(0)) waiter.fail(shuttingDown());
    for (const controller of this.active) controller.abort(shuttingDown());
    await Promise.allSettled([...this.settled]);
  }
}

export interface PipelineStep {
  command: string;
  args: string[];
}

export class ProcessFailed extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly signalName: NodeJS.Signals | null,
    readonly stderr: string,
  ) {
    super(`${command} failed (${signalName ?? `exit ${exitCode}`}): ${stderr.trim().slice(0, 500)}`);
    this.name = 'ProcessFailed';
  }
}

const MAX_STDERR = 4096;

/**
 * Runs `first | second`: `input` is written to the first's stdin (never a shell, never argv), the
 * first's stdout feeds the second, whose stdout is collected (at most `maxOutputBytes`). The abort
 * signal kills both. Resolves when both have exited cleanly.
 */
export function runPipeline(first: PipelineStep, second: PipelineStep, input: string, signal: AbortSignal, maxOutputBytes: number): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const children: ChildProcessWithoutNullStreams[] = [];
    const stderr = new Map<ChildProcessWithoutNullStreams, string>();
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: Error | undefined;
    let exited = 0;

    const killAll = () => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const fail = (err: Error) => {
      failure ??= err;
      killAll();
    };
    const onAbort = () => fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal.addEventListener('abort', onAbort, { once: true });

    const start = (step: PipelineStep) => {
      const child = spawn(step.command, step.args, { stdio: ['pipe', 'pipe', 'pipe'], shell: false, windowsHide: true });
      children.push(child);
      stderr.set(child, '');
      child.stderr.on('data', (d: Buffer) => {
        const s = stderr.get(child)!;
        if (s.length < MAX_STDERR) stderr.set(child, s + d.toString('utf8').slice(0, MAX_STDERR - s.length));
      });
      // EPIPE and friends when the other side dies: the exit code tells the story.
      child.stdin.on('error', () => undefined);
      child.stdout.on('error', () => undefined);
      child.on('error', (err: NodeJS.ErrnoException) => {
        fail(err.code === 'ENOENT' ? new ProcessFailed(step.command, null, null, `${step.command} is not installed`) : err);
      });
      child.on('close', (code, sig) => {
        if (code !== 0 && !failure) fail(new ProcessFailed(step.command, code, sig, stderr.get(child) ?? ''));
        if (++exited === 2) {
          signal.removeEventListener('abort', onAbort);
          if (failure) reject(failure);
          else resolve(Buffer.concat(chunks, size));
        }
      });
      return child;
    };

    const producer = start(first);
    const consumer = start(second);
    consumer.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxOutputBytes) return fail(new Error(`${second.command} produced more than ${maxOutputBytes} bytes`));
      chunks.push(chunk);
    });
    producer.stdout.pipe(consumer.stdin);
    producer.stdin.end(input, 'utf8');
  });
}
