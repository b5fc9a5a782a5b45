/**
 * How the gateway reads loosely typed input that a service validates itself: a wrong type is read as
 * empty rather than refused, so the caller gets the service's own message ('Email is required', …).
 */
import { z } from 'zod';

/** A string the service checks; anything else is ''. */
export const text = () => z.string().catch('');

/** Like text, but may be left out. */
export const optionalText = () => z.string().default('').catch('');

/** A string, or a number or boolean written as text; anything else is absent. */
export const scalarText = () => z.union([z.string(), z.number(), z.boolean()]).transform(String).optional().catch(undefined);

/** true / false, also as text; anything else is absent. */
export const flag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional()
    .catch(undefined);

/** A list of texts (one text is a list of one, null an empty list); entries of another type become ''. */
export const textList = () =>
  z
    .union([z.array(scalarText().transform((v) => v ?? '')), z.string().transform((v) => [v]), z.null().transform((): string[] => [])])
    .optional()
    .catch(undefined);

/**
 * A number, or one written as text; absent, null or '' is absent. Anything else is NaN, which the
 * service refuses with its own message.
 */
export const numeric = () =>
  z
    .union([z.number(), z.union([z.literal(''), z.null()]).transform(() => undefined), z.union([z.string(), z.boolean()]).transform(Number)])
    .optional()
    .catch(Number.NaN);

/** A whole number int32 can carry; any other number is -1, which the service refuses. */
export const wholeNumber = () => numeric().transform((n) => (n === undefined || (Number.isInteger(n) && Math.abs(n) < 2 ** 31) ? n : -1));

/** Text as it is, an object or list as its JSON; anything else is ''. */
export const jsonText = () =>
  z
    .unknown()
    .optional()
    .transform((v) => (typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : ''));

/** An object whose fields are read as above; anything else is absent. */
export const looseObject = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).optional().catch(undefined);

/** Text as given (a number as its digits), at most `max` characters; anything else is ''. */
export const clippedText = (max: number) => z.union([z.string().transform((v) => v.slice(0, max)), z.number().transform(String)]).catch('');

const epochMs = (n: number) => (n < 1e11 ? n * 1000 : n);
const isoOf = (ms: number) => (Number.isFinite(ms) && Math.abs(ms) < 8.64e15 ? new Date(ms).toISOString() : '');

const secondsStyle = (seconds: number, nanoseconds: number) => isoOf(seconds * 1000 + Math.floor(nanoseconds / 1e6));

/**
 * A time as ISO text, epoch milliseconds (or seconds) as a number or digits, or a Firestore-style
 * {seconds, nanoseconds} / {_seconds, _nanoseconds} object; '' when absent or unreadable.
 */
export const time = () =>
  z
    .union([
      z.null().transform(() => ''),
      z.number().transform((n) => isoOf(epochMs(n))),
      z
        .string()
        .regex(/^\s*\d+\s*$/)
        .transform((v) => isoOf(epochMs(Number(v.trim())))),
      z.string().transform((v) => (v.trim() ? isoOf(Date.parse(v)) : '')),
      z.object({ seconds: z.number(), nanoseconds: z.number().default(0) }).transform((t) => secondsStyle(t.seconds, t.nanoseconds)),
      z.object({ _seconds: z.number(), _nanoseconds: z.number().default(0) }).transform((t) => secondsStyle(t._seconds, t._nanoseconds)),
    ])
    .catch('');
