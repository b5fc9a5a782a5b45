/**
 * Twilio's request signatures (X-Twilio-Signature: HMAC-SHA1 of the full URL plus the sorted POST
 * parameters, keyed with the auth token, base64), checked with the twilio library. The URL Twilio signed
 * is the public one: PUBLIC_URL plus the path and query.
 */
import twilio from 'twilio';
import type { Request } from '@landline/platform';

/** Who signed a request: the Twilio account (real calls) or the sandbox line (the web phone simulator). */
export type Signer = 'twilio' | 'sandbox';

export interface SigningKey {
  signer: Signer;
  token: string;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim() ?? '';

/**
 * The one URL a webhook can have been signed for: PUBLIC_URL (the address this service gives Twilio for
 * every number and call) plus the path and query. Host and X-Forwarded-* come from the client, so letting
 * them into the signed URL would accept a request signed for any host the sender controls.
 */
function signedUrl(req: Pick<Request, 'originalUrl'>, publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${req.originalUrl}`;
}

/**
 * Which key signed the request, or undefined (a missing, forged or replayed-elsewhere signature). A JSON
 * body (`rawBody`) is signed as Twilio signs one: the URL alone, carrying the body's SHA-256 in `bodySHA256`.
 */
export function verifySignature(req: Pick<Request, 'originalUrl' | 'headers' | 'body'> & { rawBody?: string }, publicUrl: string, keys: SigningKey[]): Signer | undefined {
  const signature = first(req.headers['x-twilio-signature']);
  if (!signature) return undefined;
  const params = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  const url = signedUrl(req, publicUrl);
  for (const key of keys) {
    if (!key.token) continue;
    try {
      if (req.rawBody !== undefined ? twilio.validateRequestWithBody(key.token, signature, url, req.rawBody) : twilio.validateRequest(key.token, signature, url, params))
        return key.signer;
    } catch {
      // a URL the library cannot parse: not signed by anyone
    }
  }
  return undefined;
}

/**
 * Which key signed a relay socket's handshake (Twilio signs it as it signs a webhook, with no body), or
 * undefined. The URL is the relay's public one, as the TwiML gave it (wss://), or its https form.
 */
export function verifyUpgradeSignature(signature: string, path: string, publicUrl: string, keys: SigningKey[]): Signer | undefined {
  const base = publicUrl.replace(/\/+$/, '');
  const urls = [`${base.replace(/^http/, 'ws')}${path}`, `${base}${path}`];
  for (const key of keys) {
    if (!key.token) continue;
    if (urls.some((url) => twilio.validateRequest(key.token, signature, url, {}))) return key.signer;
  }
  return undefined;
}

/** The signature Twilio would send for a POST of `params` to `url` (the sandbox line signs its own webhooks). */
export function sign(token: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(token, url, params);
}
