import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenCheck = 'valid' | 'expired' | 'invalid';

/** How long playback links live unless asked otherwise, and the longest they may. */
export const DEFAULT_TOKEN_TTL_SECONDS = 3600;
const MAX_TOKEN_TTL_SECONDS = 86_400;

export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Playback tokens: `<expiry in epoch seconds>.<HMAC-SHA256 of the call id and expiry>`, base64url. A token
 * opens one call's recording until it expires. The secret is made once and kept in the service's
 * database, so every replica (and every restart) signs and verifies alike with no configuration.
 */
export class PlaybackTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(secret);
  }

  sign(callId: string, ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS): { token: string; expiresAt: Date } {
    const ttl = Math.min(Math.max(1, Math.floor(ttlSeconds)), MAX_TOKEN_TTL_SECONDS);
    const exp = Math.floor(this.now() / 1000) + ttl;
    return { token: `${exp}.${this.mac(callId, exp)}`, expiresAt: new Date(exp * 1000) };
  }

  verify(callId: string, token: string): TokenCheck {
    const [, expiry, signature] = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token) ?? [];
    if (expiry === undefined || signature === undefined) return 'invalid';
    const exp = Number(expiry);
    const given = Buffer.from(signature);
    const expected = Buffer.from(this.mac(callId, exp));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return exp * 1000 > this.now() ? 'valid' : 'expired';
  }

  private mac(callId: string, exp: number): string {
    return createHmac('sha256', this.key).update(`landline-recording-playback:v1:${callId}:${exp}`).digest('base64url');
  }
}
