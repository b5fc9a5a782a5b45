import type { Queryable } from '@landline/platform';

export interface Tokens {
  userId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

/** Where credentials live and tokens come from: the embedded provider, or Keycloak. */
export interface IdentityProvider {
  readonly name: 'embedded' | 'keycloak';
  /** Creates the account and lets the caller write its user document with the new user id. */
  register(account: { email: string; password: string; displayName: string }, createUserDocument: (q: Queryable, userId: string) => Promise<void>): Promise<string>;
  login(email: string, password: string): Promise<Tokens>;
  refresh(refreshToken: string): Promise<Tokens>;
  logout(refreshToken: string): Promise<void>;
  sendPasswordReset(userId: string, email: string): Promise<void>;
  resetPassword(token: string, password: string): Promise<void>;
}

export const AUTH_MESSAGES = {
  badCredentials: 'Invalid email or password',
  sessionExpired: 'Session expired. Please sign in again.',
  badResetLink: 'The reset link is invalid or has expired',
} as const;
