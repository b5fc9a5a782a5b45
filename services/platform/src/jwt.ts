import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { LRUCache } from 'lru-cache';

export interface VerifiedToken {
  sub: string;
  email: string;
  name: string;
  picture: string;
  claims: JWTPayload;
}

export interface TokenVerifierOptions {
  jwksUrl: string;
  issuer: string;
  audience?: string;
}

/**
 * When a token was issued, in milliseconds. Tokens without `iat_ms` (Keycloak's) count from the end of their
 * second, so a sign-in right after a logout or reset is not refused; one issued in that same second before
 * it survives it.
 */
export function issuedAtMs(claims: { iat?: number; iat_ms?: unknown }): number {
  return typeof claims.iat_ms === 'number' ? claims.iat_ms : (claims.iat ?? 0) * 1000 + 999;
}

const CLOCK_TOLERANCE_S = 5;

/**
 * Verifies bearer tokens (signature against the JWKS, issuer, expiry). Keys are cached and refetched on
 * rotation. A token verified once is remembered until it expires: its signature cannot change, and a
 * browser sends the same token with every request for its 15 minutes, so each costs one signature check.
 */
export function createTokenVerifier(options: TokenVerifierOptions): (token: string) => Promise<VerifiedToken> {
  const jwks: JWTVerifyGetKey = createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 5_000, timeoutDuration: 5_000 });
  const verified = new LRUCache<string, VerifiedToken>({ max: 10_000 });
  return async (token) => {
    const known = verified.get(token);
    if (known) return known;
    const { payload } = await jwtVerify(token, jwks, { issuer: options.issuer, audience: options.audience, clockTolerance: CLOCK_TOLERANCE_S });
    if (!payload.sub) throw new Error('token has no subject');
    const str = (v: unknown) => (typeof v === 'string' ? v : '');
    const result = {
      sub: payload.sub,
      email: str(payload.email),
      name: str(payload.name) || [str(payload.given_name), str(payload.family_name)].filter(Boolean).join(' '),
      picture: str(payload.picture),
      claims: payload,
    };
    const ttl = payload.exp === undefined ? 0 : (payload.exp + CLOCK_TOLERANCE_S) * 1000 - Date.now();
    if (ttl > 0) verified.set(token, result, { ttl });
    return result;
  };
}
