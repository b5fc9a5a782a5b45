import type { AuthSession, KeycloakConfig } from '@landline/api';

/** Who is signed in, as the session remembers it (from the gateway's user document or Keycloak's profile). */
export interface AuthUser {
  userId?: string;
  id?: string;
  email?: string;
  displayName?: string | null;
  photoURL?: string | null;
}

/** Tokens issued by the gateway's `/api/auth/*` (email + password), refreshed through `/api/auth/refresh`. */
export interface GatewaySession {
  kind: 'gateway';
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
  user?: AuthUser;
}

/** Tokens obtained from Keycloak through keycloak-js (Google sign-in). */
export interface KeycloakSession {
  kind: 'keycloak';
  accessToken: string;
  refreshToken?: string;
  idToken?: string;
  expiresAt: number;
  keycloak: KeycloakConfig;
  user?: AuthUser;
}

export type Session = GatewaySession | KeycloakSession;

const STORAGE_KEY = 'landline.session';
type Listener = () => void;

function readStoredSession(): Session | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    // Stored by an earlier visit, maybe by an older version, maybe edited: not trusted to be a session.
    const parsed = JSON.parse(raw) as Partial<Session> | null;
    if (!parsed || typeof parsed.accessToken !== 'string') return null;
    return parsed as Session;
  } catch {
    return null;
  }
}

function writeStoredSession(session: Session | null): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory copy still works.
  }
}

let current: Session | null = readStoredSession();
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** The single source of truth for the signed-in session: memory first, mirrored to localStorage. */
export const sessionStore = {
  get: (): Session | null => current,
  set(session: Session | null): void {
    current = session;
    writeStoredSession(session);
    emit();
  },
  clear(): void {
    sessionStore.set(null);
  },
  /** Re-reads localStorage (another tab may have refreshed the tokens) and returns the result. */
  reload(): Session | null {
    const stored = readStoredSession();
    if (stored?.accessToken !== current?.accessToken) {
      current = stored;
      emit();
    }
    return current;
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Keep several tabs in step: signing out in one tab signs out the others.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY) return;
    current = readStoredSession();
    emit();
  });
}

export function sessionFromTokens(tokens: AuthSession, previousUser?: AuthUser): GatewaySession {
  const lifetimeSeconds = Number.isFinite(tokens.expiresIn) && tokens.expiresIn > 0 ? tokens.expiresIn : 300;
  return {
    kind: 'gateway',
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: Date.now() + lifetimeSeconds * 1000,
    user: tokens.user ?? previousUser,
  };
}

/** True when the access token expires within `marginMs` (default 30 s). */
export function isNearExpiry(session: Session, marginMs = 30_000): boolean {
  return session.expiresAt - Date.now() < marginMs;
}
