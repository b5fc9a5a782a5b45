import type { NextFunction, Request, Response } from '@landline/platform';

type Handler = (req: Request, res: Response) => Promise<unknown>;

/** Lets a route be an async function: a rejection goes to the gateway's error handler. */
export const handle = (fn: Handler) => (req: Request, res: Response, next: NextFunction) => {
  fn(req, res).catch(next);
};

export const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** Drops proto-loader's markers of proto3 `optional` fields (`_field: 'field'`), deeply. */
export function withoutOneofMarkers<T>(message: T): T {
  if (Array.isArray(message)) return message.map(withoutOneofMarkers) as T;
  if (!message || typeof message !== 'object' || Buffer.isBuffer(message)) return message;
  return Object.fromEntries(Object.entries(message).filter(([key]) => !key.startsWith('_')).map(([k, v]) => [k, withoutOneofMarkers(v)])) as T;
}
