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
  /** Ends the refresh token's session; the account it belonged to, when known. */
  logout(refreshToken: string): Promise<string | undefined>;
  sendPasswordReset(userId: string, email: string): Promise<void>;
  /** Sets the new password; the account whose password it was. */
  resetPassword(token: string, password: string): Promise<string>;
  /** Sets a new password after checking the current one; throws invalid(AUTH_MESSAGES.wrongPassword) when it is wrong. */
  changePassword(account: { userId: string; email: string }, currentPassword: string, newPassword: string): Promise<void>;
  /** Removes the account's credentials at the provider (a missing account is already gone). */
  deleteAccount(userId: string): Promise<void>;
  /** When the account's password was last set, where the provider sets passwords itself (Keycloak's reset pages). */
  passwordChangedAt?(userId: string): Promise<Date | undefined>;
}

export const AUTH_MESSAGES = {
  badCredentials: 'Invalid email or password',
  sessionExpired: 'Session expired. Please sign in again.',
  badResetLink: 'The reset link is invalid or has expired',
  wrongPassword: 'Current password is incorrect',
} as const;
