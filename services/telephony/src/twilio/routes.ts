/**
 * The webhooks Twilio calls (served under /twilio on the telephony target's HTTP server, not through the
 * gateway): every request's X-Twilio-Signature is checked against the account's auth token and the sandbox
 * line's token; an unsigned or forged request gets 403 and changes nothing. The answers are TwiML.
 */
import { express, refuseNulText, type Logger, type Request, type Response } from '@landline/platform';
import type { Calls } from '../calls/calls';
import type { Params } from '../calls/webhooks';
import { verifySignature, type Signer, type SigningKey } from './signature';

declare module 'express-serve-static-core' {
  interface Locals {
    signer?: Signer;
  }
}

export interface TwilioRouteOptions {
  publicUrl: string;
  /** Texts to the owners' numbers (STOP and START). */
  texts: (p: Params) => Promise<string>;
  /** The keys a webhook may be signed with (read per request: the sandbox token is loaded at start). */
  keys: () => SigningKey[];
  logger: Logger;
}

const params = (v: unknown): Params => {
  const out: Params = {};
  if (!v || typeof v !== 'object') return out;
  for (const [k, value] of Object.entries(v as Record<string, unknown>)) {
    const one: unknown = Array.isArray(value) ? value[0] : value;
    out[k] = typeof one === 'string' ? one : typeof one === 'number' || typeof one === 'boolean' ? String(one) : one && typeof one === 'object' ? JSON.stringify(one) : undefined;
  }
  return out;
};

/** Who signed the webhook: the signature check before every handler has set it. */
function signerOf(res: Response): Signer {
  const { signer } = res.locals;
  if (!signer) throw new Error('a Twilio webhook reached its handler without the signature check');
  return signer;
}

export function twilioRoutes(calls: Calls, options: TwilioRouteOptions) {
  const r = express.Router();
  r.use(express.urlencoded({ extended: false, limit: '64kb', parameterLimit: 200 }));
  // Twilio documents the <Connect action> callback's fields as JSON as well as a form.
  r.use(express.json({ limit: '64kb', verify: (req, _res, buf) => void ((req as { rawBody?: string }).rawBody = buf.toString('utf8')) }));
  r.use(refuseNulText);

  // Signature first: nothing runs for a request Twilio (or the sandbox line) did not sign.
  r.use((req, res, next) => {
    if (req.method !== 'POST') return void res.status(405).type('text/plain').send('Method Not Allowed');
    const signer = verifySignature(req as Request & { rawBody?: string }, options.publicUrl, options.keys());
    if (!signer) {
      options.logger.warn({ path: req.path, signed: Boolean(req.headers['x-twilio-signature']) }, 'webhook with a missing or invalid Twilio signature refused');
      return void res.status(403).type('text/plain').send('Forbidden');
    }
    res.locals.signer = signer;
    next();
  });

  const twiml = (fn: (p: Params, q: Params, signer: Signer) => Promise<string>) => (req: Request, res: Response) => {
    fn(params(req.body), params(req.query), signerOf(res))
      .then((xml) => res.status(200).type('text/xml').send(xml))
      .catch((err: unknown) => {
        options.logger.error({ err, path: req.path }, 'webhook failed');
        res.status(500).type('text/plain').send('Error');
      });
  };
  const done = (fn: (p: Params, signer: Signer) => Promise<void>) => (req: Request, res: Response) => {
    fn(params(req.body), signerOf(res))
      .then(() => res.status(204).end())
      .catch((err: unknown) => {
        // A 5xx asks Twilio to try again; the work is idempotent.
        options.logger.error({ err, path: req.path }, 'callback failed');
        res.status(500).type('text/plain').send('Error');
      });
  };

  r.post(
    '/voice',
    twiml((p, _q, signer) => calls.voice(p, signer)),
  );
  r.post(
    '/relay-action',
    twiml((p) => calls.relayAction(p)),
  );
  r.post(
    '/dial-result',
    twiml((p, q) => calls.dialResult(p, q)),
  );
  r.post(
    '/whisper',
    twiml((p, q) => calls.whisper(p, q)),
  );
  r.post(
    '/whisper-answer',
    twiml((p, q) => calls.whisperAnswer(p, q)),
  );
  r.post(
    '/sms',
    twiml((p) => options.texts(p)),
  );
  r.post(
    '/status',
    done((p) => calls.status(p)),
  );
  r.post(
    '/recording',
    done((p, signer) => calls.records.recording(p, signer)),
  );
  r.use((_req, res) => {
    res.status(404).type('text/plain').send('Not Found');
  });
  return r;
}
