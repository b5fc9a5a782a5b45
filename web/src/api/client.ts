import type { ApiRouteKey, RequestBody, RequestParams, RequestQuery, ResponseBody, AuthSession } from '@landline/api';
import { ApiError, NetworkError, SessionExpiredError } from './errors';
import { isNearExpiry, sessionFromTokens, sessionStore, type Session } from '../auth/session';
import { refreshKeycloakSession } from '../auth/keycloak';

const API_BASE = '/api';

/** 'required': send the bearer token (sign out if it cannot be refreshed); 'optional': send it when available; 'none': never. */
type AuthMode = 'required' | 'optional' | 'none';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  auth?: AuthMode;
  signal?: AbortSignal;
  /** Send `Content-Type: application/json` even without a body (e.g. fixUserDocument). */
  jsonWithoutBody?: boolean;
  /** 'blob' reads a successful answer as bytes (speech audio); errors are still read as JSON. */
  responseType?: 'json' | 'blob';
  /** Raw bytes sent as they are (a call recording), with `contentType`. */
  rawBody?: Blob;
  contentType?: string;
  /** Overrides the Accept header (e.g. text/event-stream). */
  accept?: string;
  /** Extra headers (e.g. the chat's no-cache headers). */
  headers?: Record<string, string>;
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.accept ?? (options.responseType === 'blob' ? 'audio/mpeg, application/json;q=0.9' : 'application/json'),
    ...options.headers,
  };
  if (options.rawBody !== undefined) headers['Content-Type'] = options.contentType ?? 'application/octet-stream';
  else if (options.body !== undefined || options.jsonWithoutBody) headers['Content-Type'] = 'application/json';
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  try {
    return await fetch(`${API_BASE}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      signal: options.signal,
      cache: options.headers?.['Cache-Control'] === 'no-cache' ? 'no-store' : undefined,
    });
  } catch (error) {
    if ((error as Partial<Error> | null | undefined)?.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const message = body && typeof body === 'object' && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : undefined;
  return new ApiError(status, message, body);
}

async function parse<T>(response: Response, responseType: RequestOptions['responseType'] = 'json'): Promise<T> {
  if (response.ok && responseType === 'blob') return (await response.blob()) as T;
  const body = await readBody(response);
  // A dev proxy with the backend down answers 502/503/504 without our JSON error shape.
  if (!response.ok && [502, 503, 504].includes(response.status) && typeof body !== 'object') throw new NetworkError();
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

// ---------------------------------------------------------------------------------------------
// Token refresh: one refresh in flight at a time, shared by every request that needs it.

let refreshInFlight: Promise<Session> | null = null;

async function refreshGatewaySession(refreshToken: string, previous: Session): Promise<Session> {
  const response = await send('/auth/refresh', { method: 'POST', body: { refreshToken } }, null);
  if (!response.ok) {
    await readBody(response);
    if (response.status >= 500) throw new NetworkError();
    throw new SessionExpiredError();
  }
  const tokens = (await readBody(response)) as AuthSession;
  return sessionFromTokens(tokens, previous.user);
}

async function runRefresh(force: boolean): Promise<Session> {
  const session = sessionStore.get();
  if (!session) throw new SessionExpiredError();
  let next: Session;
  try {
    next = session.kind === 'keycloak' ? await refreshKeycloakSession(session, force) : await refreshGatewaySession(session.refreshToken, session);
  } catch (error) {
    if (error instanceof NetworkError) throw error;
    // Refresh tokens work once: another tab may have just used ours and stored fresh tokens.
    const latest = sessionStore.reload();
    if (latest && latest.accessToken !== session.accessToken) return latest;
    // The refresh token is no longer accepted: the session is over.
    if (sessionStore.get() === session || sessionStore.get() === latest) sessionStore.clear();
    throw new SessionExpiredError();
  }
  // Don't resurrect a session the user signed out of while the refresh was running.
  if (sessionStore.get() === session) sessionStore.set(next);
  return next;
}

/** Refreshes the access token (deduplicated). Signs out when the refresh token is rejected. */
function refreshSession(force = true): Promise<Session> {
  if (!refreshInFlight) {
    refreshInFlight = runRefresh(force).finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

async function currentAccessToken(mode: AuthMode): Promise<string | null> {
  if (mode === 'none') return null;
  const session = sessionStore.get();
  if (!session) {
    if (mode === 'required') throw new SessionExpiredError();
    return null;
  }
  if (!isNearExpiry(session)) return session.accessToken;
  try {
    return (await refreshSession(false)).accessToken;
  } catch (error) {
    if (mode === 'optional' && error instanceof SessionExpiredError) return null;
    throw error;
  }
}

/**
 * Like apiRequest, but answers the raw Response of a successful request (a streamed body the caller
 * reads itself); errors are thrown as ApiError / NetworkError like apiRequest's.
 */
async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const mode = options.auth ?? 'required';
  const token = await currentAccessToken(mode);
  let response = await send(path, options, token);
  if (response.status === 401 && token) {
    await readBody(response);
    let refreshed: Session | null = null;
    try {
      const current = sessionStore.get();
      refreshed = current && current.accessToken !== token ? current : await refreshSession(true);
    } catch (error) {
      if (!(mode === 'optional' && error instanceof SessionExpiredError)) throw error;
    }
    response = await send(path, options, refreshed?.accessToken ?? null);
  }
  if (response.ok) return response;
  return parse<Response>(response);
}

/**
 * Calls the Landline gateway. Adds the bearer token, refreshes it when it is about to expire or
 * when the server answers 401 (then retries once), and throws ApiError / NetworkError /
 * SessionExpiredError.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const mode = options.auth ?? 'required';
  const token = await currentAccessToken(mode);
  const response = await send(path, options, token);
  if (response.status === 401 && token) {
    await readBody(response);
    let refreshed: Session;
    try {
      // A parallel request may already have refreshed the token we sent: then just use the new one.
      const current = sessionStore.get();
      refreshed = current && current.accessToken !== token ? current : await refreshSession(true);
    } catch (error) {
      if (mode === 'optional' && error instanceof SessionExpiredError) return parse<T>(await send(path, options, null), options.responseType);
      throw error;
    }
    return parse<T>(await send(path, options, refreshed.accessToken), options.responseType);
  }
  return parse<T>(response, options.responseType);
}

// ---------------------------------------------------------------------------------------------
// Calls typed by the route table of @landline/api: the key gives the method and path, the schemas the types.

/** A part the route has is required, unless every field of it may be left out (an object whose every field is absent is one). */
type Part<T, Name extends string> = [T] extends [undefined] ? { [P in Name]?: undefined } : Record<PropertyKey, never> extends T ? { [P in Name]?: T } : { [P in Name]: T };

/** What one route is sent: its path parameters, query and body as its schemas take them, and the request's options. */
export type RouteRequest<K extends ApiRouteKey> = Part<RequestParams<K>, 'params'> &
  Partial<Part<RequestQuery<K>, 'query'>> &
  Part<RequestBody<K>, 'body'> &
  Omit<RequestOptions, 'method' | 'body'>;

/** The method, and the path with its parameters and query filled in. */
function target(key: ApiRouteKey, params: object | undefined, query: object | undefined) {
  const [method, template] = key.split(' ') as [NonNullable<RequestOptions['method']>, string];
  const values = (params ?? {}) as Record<string, string>;
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  const entries = Object.entries(query ?? {}).filter(([, value]) => value !== undefined);
  const search = entries.length ? `?${new URLSearchParams(entries.map(([name, value]) => [name, String(value)]))}` : '';
  return { method, path: `${path}${search}` };
}

/** Calls a route of the contract and answers its JSON, typed by the route's schema. */
export function callRoute<K extends ApiRouteKey>(key: K, request: RouteRequest<K>): Promise<ResponseBody<K>> {
  const { params, query, ...options } = request;
  const { method, path } = target(key, params as object | undefined, query as object | undefined);
  return apiRequest<ResponseBody<K>>(path, { ...options, method });
}

/** Calls a route whose answer is not JSON (audio, CSV, an event stream): the Response, read by the caller. */
export function routeResponse<K extends ApiRouteKey>(key: K, request: RouteRequest<K>): Promise<Response> {
  const { params, query, ...options } = request;
  const { method, path } = target(key, params as object | undefined, query as object | undefined);
  return apiResponse(path, { ...options, method });
}
