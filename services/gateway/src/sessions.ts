import { issuedAtMs, type Logger } from '@landline/platform';
import type { Peers } from './clients';

/** How long the gateway trusts what it last heard about an account's sessions. */
const FRESH_MS = 5_000;

/**
 * Whether an access token was issued before its account's sessions were ended (logout, password reset),
 * asked of identity and remembered briefly so a busy owner costs one lookup per few seconds. If identity
 * cannot answer, the last known answer stands (or the token is let through): a sign-in service outage
 * must not stop live calls and the dashboard; the token's own 15-minute expiry still bounds it.
 */
export function createSessionCheck(peers: Pick<Peers, 'identity'>, logger: Logger) {
  const known = new Map<string, { validAfterMs: number; at: number }>();

  async function validAfter(userId: string): Promise<number> {
    const hit = known.get(userId);
    if (hit && Date.now() - hit.at < FRESH_MS) return hit.validAfterMs;
    try {
      const { validAfterMs } = await peers.identity.GetTokensValidAfter({ userId }, { deadlineMs: 2_000 });
      const value = Number(validAfterMs) || 0;
      if (known.size > 50_000) known.clear();
      known.set(userId, { validAfterMs: value, at: Date.now() });
      return value;
    } catch (err) {
      logger.warn({ err }, 'could not check whether the session was ended; using the last known answer');
      return hit?.validAfterMs ?? 0;
    }
  }

  return {
    /** True when the token is still good: issued after the account's sessions were last ended. */
    async current(userId: string, claims: { iat?: number; iat_ms?: unknown }): Promise<boolean> {
      return issuedAtMs(claims) >= (await validAfter(userId));
    },
    /** After a logout or reset through this gateway, ask again rather than remember. */
    forget(): void {
      known.clear();
    },
  };
}

export type SessionCheck = ReturnType<typeof createSessionCheck>;
