/**
 * Twilio's request signatures (X-Twilio-Signature: HMAC-SHA1 of the full URL plus the sorted POST
 * parameters, keyed with the auth token, base64), checked with the twilio library. The URL Twilio signed
 * is the public one: PUBLIC_URL plus the path and query, or what a proxy in front says it was
 * (X-Forwarded-Proto / X-Forwarded-Host), or this server's own Host.
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

/** The URLs the request may have been signed for, most likely first (no duplicates). */
export function candidateUrls(req: Pick<Request, 'originalUrl' | 'headers' | 'protocol'>, publicUrl: string): string[] {
  const path = req.originalUrl;
  const urls = [`${publicUrl.replace(/\/+$/, '')}${path}`];
  const fHost = first(req.headers['x-forwarded-host']);
  const fProto = first(req.headers['x-forwarded-proto']);
  const host = first(req.headers.host);
  if (fHost) urls.push(`${fProto || req.protocol || 'https'}://${fHost}${path}`);
  if (host) {
    if (fProto) urls.push(`${fProto}://${host}${path}`);
    urls.push(`${req.protocol || 'http'}://${host}${path}`);
  }
  return [...new Set(urls)];
}

/** Which key signed the request, or undefined (a missing, forged or replayed-elsewhere signature). */
export function verifySignature(req: Pick<Request, 'originalUrl' | 'headers' | 'protocol' | 'body'>, publicUrl: string, keys: SigningKey[]): Signer | undefined {
  const signature = first(req.headers['x-twilio-signature']);
  if (!signature) return undefined;
  const params = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
  for (const url of candidateUrls(req, publicUrl)) {
    for (const key of keys) {
      if (!key.token) continue;
      try {
        if (twilio.validateRequest(key.token, signature, url, params)) return key.signer;
      } catch {
        // a URL the library cannot parse: not this one
      }
    }
  }
  return undefined;
}

/** The signature Twilio would send for a POST of `params` to `url` (the sandbox line signs its own webhooks). */
export function sign(token: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(token, url, params);
}
