import { z } from 'zod';

/** Every failed request: the message to show, sometimes with more fields (a code, the provider's details). */
export const errorBody = z.object({ error: z.string() }).catchall(z.unknown()).meta({ id: 'Error' });

export const okBody = z.object({ ok: z.literal(true) });
export const successBody = z.object({ success: z.literal(true) });

/** A time as the server sends every time: ISO 8601 text. */
export const isoTime = () => z.string().meta({ format: 'date-time' });

/**
 * One of the values, as a service sends it: the contract's answer is the enum, while what the gateway
 * passes on may be any string (a gRPC string field) and is checked when the answer is shaped.
 */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.string().pipe(z.enum(values));
