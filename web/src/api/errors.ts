/** The server answered with a 4xx/5xx status. `message` is the server's `error` field when present. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(status: number, serverMessage: string | undefined, body: unknown) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

/** The request never got an HTTP answer (server down, offline, CORS, proxy error). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Unable to connect to server');
    this.name = 'NetworkError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/** The session could not be refreshed; the user has been signed out. */
export class SessionExpiredError extends Error {
  constructor() {
    super('Your session has expired. Please sign in again.');
    this.name = 'SessionExpiredError';
  }
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

/** The server's `error` text when it sent one, otherwise the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** Text for an error shown to the user: the server's message, 'Unable to connect to server', or the fallback. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  return serverMessageOr(error, fallback);
}
