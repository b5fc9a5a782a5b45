import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where a webhook may point. `allowPrivate` (local development, tests) lets http and private addresses through. */
export interface DestinationPolicy {
  allowPrivate: boolean;
  /** Every address a host name resolves to; the system resolver unless a test gives one. */
  resolve?: (hostname: string) => Promise<string[]>;
}

/** A webhook URL Landline will not send to, with the reason an owner can act on. */
export class UnsafeDestinationError extends Error {
  override name = 'UnsafeDestinationError';
}

const MAX_URL_LENGTH = 2048;

const DESTINATION_MESSAGES = {
  notUrl: 'Webhook URL must be a full web address, like https://example.com/landline',
  tooLong: `Webhook URL must be at most ${MAX_URL_LENGTH} characters`,
  notHttp: 'Webhook URL must start with https:// or http://',
  notHttps: 'Webhook URL must start with https://',
  credentials: 'Webhook URL must not contain a user name or password',
  notFound: (host: string) => `We could not find ${host}: check the address`,
  privateAddress: (host: string) => `${host} is a private or local address; webhooks go to public addresses only`,
} as const;

const systemResolve = async (hostname: string) => (await dns.promises.lookup(hostname, { all: true, order: 'verbatim' })).map((a) => a.address);

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Whether an address is on the public internet: loopback, private (RFC 1918, unique-local), CGNAT,
 * link-local (the cloud metadata address among them), unspecified, multicast and reserved ranges are not.
 * An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The URL's shape: http(s) only, https unless private destinations are allowed, no credentials. */
export function parseWebhookUrl(raw: string, policy: DestinationPolicy): URL {
  if (raw.length > MAX_URL_LENGTH) throw new UnsafeDestinationError(DESTINATION_MESSAGES.tooLong);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeDestinationError(DESTINATION_MESSAGES.notUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new UnsafeDestinationError(policy.allowPrivate ? DESTINATION_MESSAGES.notHttp : DESTINATION_MESSAGES.notHttps);
  if (url.protocol === 'http:' && !policy.allowPrivate) throw new UnsafeDestinationError(DESTINATION_MESSAGES.notHttps);
  if (url.username || url.password) throw new UnsafeDestinationError(DESTINATION_MESSAGES.credentials);
  if (!url.hostname) throw new UnsafeDestinationError(DESTINATION_MESSAGES.notUrl);
  return url;
}

/** Every address `hostname` stands for (itself when it is an address), refused unless all are allowed. */
export async function checkedAddresses(hostname: string, policy: DestinationPolicy): Promise<string[]> {
  const host = bare(hostname);
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolve)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new UnsafeDestinationError(DESTINATION_MESSAGES.notFound(host));
  }
  if (!policy.allowPrivate && !addresses.every(isPublicAddress)) throw new UnsafeDestinationError(DESTINATION_MESSAGES.privateAddress(host));
  return addresses;
}

/** Checks a webhook URL as it is saved: its shape, and every address its host resolves to. */
export async function checkWebhookUrl(raw: string, policy: DestinationPolicy): Promise<URL> {
  const url = parseWebhookUrl(raw, policy);
  await checkedAddresses(url.hostname, policy);
  return url;
}

/**
 * A DNS lookup for the HTTP client that resolves, checks every address and connects only to checked ones:
 * a host that resolved to a public address when saved cannot later lead the connection somewhere private.
 */
export function checkedLookup(policy: DestinationPolicy): LookupFunction {
  return (hostname, options, callback) => {
    checkedAddresses(hostname, policy).then(
      (addresses) => {
        const wanted =
          options.family === 4 || options.family === 6 ? addresses.filter((a) => ipaddr.parse(bare(a)).kind() === (options.family === 4 ? 'ipv4' : 'ipv6')) : addresses;
        const entries = wanted.map((address) => ({ address, family: ipaddr.parse(address).kind() === 'ipv4' ? 4 : 6 }));
        const [first] = entries;
        if (!first) {
          callback(new UnsafeDestinationError(DESTINATION_MESSAGES.notFound(hostname)), '', 4);
          return;
        }
        if (options.all) {
          (callback as unknown as (err: null, addresses: typeof entries) => void)(null, entries);
          return;
        }
        callback(null, first.address, first.family);
      },
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), '', 4),
    );
  };
}
