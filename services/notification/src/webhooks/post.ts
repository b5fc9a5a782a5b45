import http from 'node:http';
import https from 'node:https';
import { checkedAddresses, checkedLookup, parseWebhookUrl, UnsafeDestinationError, type DestinationPolicy } from './ssrf';

export const USER_AGENT = 'Landline-Webhooks/1.0 (+https://landline.app)';
const DELIVERY_TIMEOUT_MS = 10_000;
/** How much of an endpoint's answer is read (and the start of it kept with a failure). */
const MAX_ANSWER_BYTES = 64 * 1024;
const ANSWER_EXCERPT = 200;

export interface PostResult {
  /** A 2xx answer. */
  ok: boolean;
  statusCode: number | null;
  /** Why it failed, for the owner; '' when delivered. */
  error: string;
  /** Trying again cannot help (the address is refused). */
  permanent: boolean;
}

export interface PostRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
}

/** Posts one delivery: DNS checked on the way to the socket, redirects not followed, any 2xx is success. */
export async function postWebhook(request: PostRequest, policy: DestinationPolicy): Promise<PostResult> {
  let url: URL;
  try {
    url = parseWebhookUrl(request.url, policy);
    // An address in the URL itself never reaches the lookup below.
    await checkedAddresses(url.hostname, policy);
  } catch (err) {
    return { ok: false, statusCode: null, error: (err as Error).message, permanent: err instanceof UnsafeDestinationError };
  }
  const timeoutMs = request.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) },
        lookup: checkedLookup(policy),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_ANSWER_BYTES) res.destroy();
        });
        const done = () => finish(resultOf(status, res.headers.location, Buffer.concat(chunks).toString('utf8')));
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ ok: false, statusCode: null, error: `No answer within ${timeoutMs / 1000} s`, permanent: false });
    }, timeoutMs);
    req.on('error', (err: NodeJS.ErrnoException) => {
      finish({ ok: false, statusCode: null, error: connectionError(err, url.host), permanent: err instanceof UnsafeDestinationError });
    });
    req.end(request.body);
  });
}

function resultOf(status: number, location: string | undefined, answer: string): PostResult {
  if (status >= 200 && status < 300) return { ok: true, statusCode: status, error: '', permanent: false };
  if (status >= 300 && status < 400) {
    return {
      ok: false,
      statusCode: status,
      error: `The endpoint answered HTTP ${status} with a redirect${location ? ` to ${location}` : ''}; redirects are not followed`,
      permanent: false,
    };
  }
  const excerpt = answer.replace(/\s+/g, ' ').trim().slice(0, ANSWER_EXCERPT);
  return { ok: false, statusCode: status, error: `The endpoint answered HTTP ${status}${excerpt ? `: ${excerpt}` : ''}`, permanent: false };
}

function connectionError(err: NodeJS.ErrnoException, host: string): string {
  if (err instanceof UnsafeDestinationError) return err.message;
  switch (err.code) {
    case 'ECONNREFUSED':
      return `${host} refused the connection`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `We could not find ${host}`;
    case 'ECONNRESET':
      return `${host} closed the connection before answering`;
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return `${host}'s certificate is not valid (${err.code})`;
    default:
      return err.message || `Could not reach ${host}`;
  }
}
