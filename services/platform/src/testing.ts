import type * as grpc from '@grpc/grpc-js';
import type { BusMessage, EventBus } from './bus';
import { inspect } from 'node:util';
import { AppError } from './errors';
import type { Implementation } from './grpc';

/** A contract's handlers for a test that calls only some methods: the rest fail if called. */
export function onlySome<H>(definition: grpc.ServiceDefinition, some: Partial<Implementation<H>>): Implementation<H> {
  const rest = Object.fromEntries(Object.keys(definition).map((m) => [m, async () => Promise.reject(new Error(`${m} is not called here`))]));
  return { ...rest, ...some } as unknown as Implementation<H>;
}

/** An event bus that keeps what is published, for tests of what a service announces. */
export function recordingBus(): EventBus & { published: BusMessage[] } {
  const published: BusMessage[] = [];
  return { kind: 'embedded', published, publish: async (m) => void published.push(...m), subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };
}

/** The AppError a call is refused with; fails when it succeeds or fails any other way. */
export async function rejection(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${err === undefined ? 'success' : inspect(err)}`);
  return err;
}

/**
 * The value a test reads on (an element, an entry, a regex group), or a failure naming what is missing. It
 * does what `!` does in a test, but also where indexed access is not yet checked and lint would call `!` unnecessary.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}, found none`);
  return value;
}
