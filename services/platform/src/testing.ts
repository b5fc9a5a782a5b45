import type * as grpc from '@grpc/grpc-js';
import type { Implementation } from './grpc';

/** A contract's handlers for a test that calls only some methods: the rest fail if called. */
export function onlySome<H>(definition: grpc.ServiceDefinition, some: Partial<Implementation<H>>): Implementation<H> {
  const rest = Object.fromEntries(Object.keys(definition).map((m) => [m, async () => Promise.reject(new Error(`${m} is not called here`))]));
  return { ...rest, ...some } as unknown as Implementation<H>;
}
