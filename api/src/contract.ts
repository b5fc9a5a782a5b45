import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: a signed-in owner, anyone (the bearer is used when sent), or anyone (no bearer read). */
export type Access = 'signed-in' | 'optional' | 'public';

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 416 | 422 | 429 | 502;

/** One HTTP route under /api: what it takes and what it answers. */
export interface Route {
  summary: string;
  access: Access;
  /** The answer (401) to a caller with no Authorization header, where the route words it its own way. */
  signedOut?: string;
  /** Path parameters, named as in the path (`/recordings/:callId`). */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A body of raw bytes instead of JSON: the media types it may have. */
  upload?: readonly string[];
  /** The JSON success answer. */
  response?: z.ZodType;
  /** The success status when not 200. */
  status?: 201 | 202;
  /** A success answer that is not JSON (audio, CSV, an event stream). */
  media?: { type: string; description: string; schema: z.ZodType };
  /** The failures the route itself answers, by status: when they happen. */
  errors?: Partial<Record<ErrorStatus, string>>;
}

export type RouteKey<M extends Method = Method> = `${M} /${string}`;

/** The method and Express path of a route key ('GET /recordings/:callId'). */
export function splitKey(key: string): { method: Method; path: string } {
  const [method, path] = key.split(' ') as [Method, string];
  return { method, path };
}
