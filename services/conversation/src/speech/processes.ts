import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { AppError } from '@landline/platform';
import PQueue from 'p-queue';

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

/**
 * Bounds the child processes of the offline engine: at most `maxConcurrent` jobs run, `maxQueue` wait,
 * each has one deadline for waiting and running (its signal aborts and its processes are killed), and
 * `close()` ends them all.
 */
export class ProcessLimiter {
  private readonly queue: PQueue;
  private readonly closing = new AbortController();

  constructor(private readonly options: LimiterOptions) {
    this.queue = new PQueue({ concurrency: options.maxConcurrent });
  }

  get stats() {
    return { running: this.queue.pending, queued: this.queue.size };
  }

  async run<T>(job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.closing.signal.aborted) throw shuttingDown();
    if (this.queue.pending >= this.options.maxConcurrent && this.queue.size >= this.options.maxQueue) throw busy();
    const deadline = AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs), this.closing.signal]);
    const failure = () => (this.closing.signal.aborted ? shuttingDown() : timedOut());
    // A job past its deadline leaves the queue, or is told to stop; a running one keeps its slot until its
    // processes have exited, so the processes alive never outnumber the slots. The caller hears at once.
    const waiting = new AbortController();
    let started = false;
    const gaveUp = new Promise<never>((_resolve, reject) =>
      deadline.addEventListener(
        'abort',
        () => {
          if (!started) waiting.abort();
          reject(failure());
        },
        { once: true },
      ),
    );
    const task = this.queue.add(
      () => {
        started = true;
        return job(deadline);
      },
      { signal: waiting.signal },
    );
    try {
      return await Promise.race([task, gaveUp]);
    } catch (err) {
      throw deadline.aborted ? failure() : err;
    }
  }

  /** Refuses new jobs, fails the waiting ones, aborts the running ones and waits until their processes have exited. */
  async close(): Promise<void> {
    this.closing.abort(shuttingDown());
    await this.queue.onIdle();
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
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
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
        const s = stderr.get(child) ?? '';
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
      if (size > maxOutputBytes) {
        fail(new Error(`${second.command} produced more than ${maxOutputBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    producer.stdout.pipe(consumer.stdin);
    producer.stdin.end(input, 'utf8');
  });
}
