import { decodeJwt } from 'jose';
import { AppError, conflict, invalid, issuedAtMs, type Db, type Logger } from '@landline/platform';
import { AUTH_MESSAGES, type IdentityProvider, type Tokens } from './provider';

export interface KeycloakSettings {
  url: string;
  realm: string;
  clientId: string;
  clientSecret: string;
  /** The public SPA client, whose login page the reset email leads back to. */
  webClientId?: string;
  publicUrl: string;
}

interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

function claimsOf(token: string): { sub?: string; iat?: number } {
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
}
const subjectOf = (token: string) => claimsOf(token).sub;

/**
 * Keycloak as the identity provider: accounts are created through the admin API with the backend
 * client's service account, sign-in uses the backend client's password grant, and password resets
 * use Keycloak's execute-actions email.
 */
export function createKeycloakProvider(settings: KeycloakSettings, db: Db, logger: Logger): IdentityProvider {
  const base = settings.url.replace(/\/$/, '');
  const tokenUrl = `${base}/realms/${settings.realm}/protocol/openid-connect/token`;
  const adminUrl = `${base}/admin/realms/${settings.realm}`;
  let adminToken: { value: string; expiresAt: number } | undefined;

  async function form(url: string, params: Record<string, string>): Promise<Response> {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...params }),
      signal: AbortSignal.timeout(10_000),
    });
  }

  async function tokens(params: Record<string, string>, failure: string): Promise<Tokens> {
    const res = await form(tokenUrl, params);
    if (res.status === 400 || res.status === 401) throw new AppError('unauthenticated', failure);
    if (!res.ok) throw new AppError('unavailable', 'Sign-in is unavailable right now. Please try again.');
    const body = (await res.json()) as TokenResponse;
    const sub = decodeJwt(body.access_token).sub;
    if (!sub) throw new AppError('internal', 'Keycloak returned a token without a subject');
    return { userId: sub, accessToken: body.access_token, refreshToken: body.refresh_token, expiresIn: body.expires_in };
  }

  async function admin(path: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}): Promise<Response> {
    if (!adminToken || adminToken.expiresAt < Date.now() + 10_000) {
      const res = await form(tokenUrl, { grant_type: 'client_credentials' });
      if (!res.ok) throw new AppError('unavailable', 'Account service is unavailable right now. Please try again.');
      const body = (await res.json()) as TokenResponse;
      adminToken = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    }
    return fetch(`${adminUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${adminToken.value}`, 'content-type': 'application/json', ...(init.headers ?? {}) },
      signal: AbortSignal.timeout(10_000),
    });
  }

  /** Keycloak dates the password credential when the password is set, on its reset pages as anywhere. */
  async function passwordChangedAt(userId: string): Promise<Date | undefined> {
    const res = await admin(`/users/${encodeURIComponent(userId)}/credentials`);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`keycloak credentials answered ${res.status}`);
    const credentials = (await res.json()) as { type?: string; createdDate?: number }[];
    const at = Math.max(0, ...credentials.filter((c) => c.type === 'password').map((c) => c.createdDate ?? 0));
    return at ? new Date(at) : undefined;
  }

  return {
    name: 'keycloak',
    passwordChangedAt,
    async register(account, createUserDocument) {
      const [firstName, ...rest] = account.displayName.split(/\s+/).filter(Boolean);
      const res = await admin('/users', {
        method: 'POST',
        body: JSON.stringify({
          username: account.email,
          email: account.email,
          enabled: true,
          emailVerified: false,
          firstName: firstName ?? '',
          lastName: rest.join(' '),
          credentials: [{ type: 'password', value: account.password, temporary: false }],
        }),
      });
      if (res.status === 409) throw conflict('An account with this email already exists');
      if (res.status === 400) {
        const body = (await res.json().catch(() => ({}))) as { errorMessage?: string; error_description?: string };
        throw invalid(body.errorMessage ?? body.error_description ?? 'Failed to create account');
      }
      if (!res.ok) throw new AppError('unavailable', 'Failed to create account');
      const userId = res.headers.get('location')?.split('/').pop();
      if (!userId) throw new AppError('internal', 'Keycloak did not return the new user id');
      try {
        await db.tx((q) => createUserDocument(q, userId));
      } catch (err) {
        // Undo the Keycloak account so a retry of the sign-up can succeed.
        await admin(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE' }).catch(() => undefined);
        throw err;
      }
      return userId;
    },
    login: (email, password) => tokens({ grant_type: 'password', username: email, password, scope: 'openid profile email' }, AUTH_MESSAGES.badCredentials),
    async refresh(refreshToken) {
      // A session that began before the password was last set (a reset on Keycloak's pages) is over.
      const claims = claimsOf(refreshToken);
      const changed = claims.sub ? await passwordChangedAt(claims.sub).catch(() => undefined) : undefined;
      if (changed && issuedAtMs(claims) < changed.getTime()) throw new AppError('unauthenticated', AUTH_MESSAGES.sessionExpired);
      return tokens({ grant_type: 'refresh_token', refresh_token: refreshToken }, AUTH_MESSAGES.sessionExpired);
    },
    async logout(refreshToken) {
      const res = await form(`${base}/realms/${settings.realm}/protocol/openid-connect/logout`, { refresh_token: refreshToken });
      if (!res.ok) {
        if (res.status !== 400) logger.warn({ status: res.status }, 'keycloak logout failed');
        return undefined;
      }
      // Keycloak accepted the token, so its subject is the account: end that account's other sessions too.
      const userId = subjectOf(refreshToken);
      if (userId) {
        const all = await admin(`/users/${encodeURIComponent(userId)}/logout`, { method: 'POST' });
        if (!all.ok) logger.warn({ status: all.status }, 'keycloak could not end the account sessions');
      }
      return userId;
    },
    async sendPasswordReset(userId) {
      const params = new URLSearchParams({ lifespan: '3600' });
      if (settings.webClientId) {
        params.set('client_id', settings.webClientId);
        params.set('redirect_uri', `${settings.publicUrl.replace(/\/$/, '')}/login`);
      }
      const res = await admin(`/users/${encodeURIComponent(userId)}/execute-actions-email?${params}`, { method: 'PUT', body: JSON.stringify(['UPDATE_PASSWORD']) });
      if (!res.ok) throw new Error(`keycloak execute-actions-email answered ${res.status}: ${await res.text()}`);
    },
    async changePassword(account, currentPassword, newPassword) {
      try {
        await tokens({ grant_type: 'password', username: account.email, password: currentPassword, scope: 'openid' }, AUTH_MESSAGES.wrongPassword);
      } catch (err) {
        if (err instanceof AppError && err.code === 'unauthenticated') throw invalid(AUTH_MESSAGES.wrongPassword);
        throw err;
      }
      const id = encodeURIComponent(account.userId);
      const res = await admin(`/users/${id}/reset-password`, { method: 'PUT', body: JSON.stringify({ type: 'password', value: newPassword, temporary: false }) });
      if (res.status === 400) {
        const body = (await res.json().catch(() => ({}))) as { errorMessage?: string; error_description?: string };
        throw invalid(body.errorMessage ?? body.error_description ?? 'This password is not allowed');
      }
      if (!res.ok) throw new AppError('unavailable', 'Account service is unavailable right now. Please try again.');
      const ended = await admin(`/users/${id}/logout`, { method: 'POST' });
      if (!ended.ok) logger.warn({ status: ended.status }, 'keycloak could not end the account sessions after a password change');
    },
    async deleteAccount(userId) {
      const res = await admin(`/users/${encodeURIComponent(userId)}`, { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw new AppError('unavailable', 'Account service is unavailable right now. Please try again.');
    },
    resetPassword(): Promise<string> {
      throw invalid('Use the link in the reset email to choose a new password.');
    },
  };
}
