import type Keycloak from 'keycloak-js';
import type { KeycloakConfig } from '@landline/api';
import type { KeycloakSession } from './session';

// keycloak-js is loaded lazily: most visitors (and the embedded provider) never need it.
let instance: Keycloak | null = null;
let instanceKey = '';
let initPromise: Promise<boolean> | null = null;

const PENDING_FLAG = 'landline.keycloakPending';

async function getInstance(config: KeycloakConfig): Promise<Keycloak> {
  const key = `${config.url}|${config.realm}|${config.clientId}`;
  if (instance && instanceKey === key) return instance;
  const { default: KeycloakClass } = await import('keycloak-js');
  instance = new KeycloakClass({ url: config.url, realm: config.realm, clientId: config.clientId });
  instanceKey = key;
  initPromise = null;
  return instance;
}

async function ensureInit(config: KeycloakConfig, tokens?: Pick<KeycloakSession, 'accessToken' | 'refreshToken' | 'idToken'>): Promise<Keycloak> {
  const kc = await getInstance(config);
  if (!initPromise) {
    initPromise = kc.init({
      pkceMethod: 'S256',
      checkLoginIframe: false,
      ...(tokens ? { token: tokens.accessToken, refreshToken: tokens.refreshToken, idToken: tokens.idToken } : {}),
    });
  }
  await initPromise;
  return kc;
}

function toSession(kc: Keycloak, config: KeycloakConfig): KeycloakSession {
  const parsed = (kc.tokenParsed ?? {}) as { exp?: number; email?: string; name?: string; sub?: string; picture?: string };
  return {
    kind: 'keycloak',
    accessToken: kc.token ?? '',
    refreshToken: kc.refreshToken,
    idToken: kc.idToken,
    expiresAt: parsed.exp ? parsed.exp * 1000 : Date.now() + 60_000,
    keycloak: config,
    user: { userId: parsed.sub, email: parsed.email, displayName: parsed.name ?? null, photoURL: parsed.picture ?? null },
  };
}

/** Redirects the browser to Keycloak's Google broker. Resolves only if the redirect fails. */
export async function startGoogleSignIn(config: KeycloakConfig, redirectPath: string): Promise<void> {
  const kc = await ensureInit(config);
  sessionStorage.setItem(PENDING_FLAG, '1');
  await kc.login({ idpHint: 'google', redirectUri: `${window.location.origin}${redirectPath}` });
}

/** True when the current URL is Keycloak redirecting back to us after a sign-in we started. */
export function isReturningFromKeycloak(): boolean {
  const hash = window.location.hash;
  const pending = sessionStorage.getItem(PENDING_FLAG) === '1';
  return pending && hash.includes('state=') && (hash.includes('code=') || hash.includes('error='));
}

/** Finishes the authorization-code exchange (keycloak-js reads and clears the URL fragment). */
export async function completeGoogleSignIn(config: KeycloakConfig): Promise<KeycloakSession | null> {
  sessionStorage.removeItem(PENDING_FLAG);
  const kc = await ensureInit(config);
  if (!kc.authenticated || !kc.token) return null;
  return toSession(kc, config);
}

/** Gets a fresh Keycloak access token (forced when `force`), resuming keycloak-js from stored tokens after a reload. */
export async function refreshKeycloakSession(session: KeycloakSession, force: boolean): Promise<KeycloakSession> {
  const kc = await ensureInit(session.keycloak, session);
  await kc.updateToken(force ? -1 : 30);
  if (!kc.token) throw new Error('Keycloak returned no token');
  return toSession(kc, session.keycloak);
}

/** Ends the Keycloak SSO session and comes back to the home page. */
export async function keycloakLogout(session: KeycloakSession): Promise<void> {
  const kc = await ensureInit(session.keycloak, session);
  await kc.logout({ redirectUri: `${window.location.origin}/` });
}
