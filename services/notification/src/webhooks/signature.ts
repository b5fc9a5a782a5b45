import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret: 32 random bytes, shown to the owner as `whsec_` and hex. */
export const newSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the whole secret (its `whsec_`
 * prefix included). The timestamp is signed too, so a receiver can refuse old deliveries replayed at it.
 */
export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
