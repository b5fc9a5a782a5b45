import { express, httpStatusForGrpc, PeerError, type NextFunction, type Request, type Response } from '@landline/platform';
import type { PhoneNumber__Output } from '@landline/proto/generated/landline/telephony/v1/PhoneNumber';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, str } from './handle';

/** Buying a number talks to the carrier: give it longer than the default 5 s. */
const PROVIDER_DEADLINE_MS = 20_000;

/** A number the owner holds, in the contract's shape (agentId null when it serves no agent). */
export function phoneNumberJson(n: PhoneNumber__Output) {
  return {
    id: n.id,
    phoneNumber: n.phoneNumber,
    friendlyName: n.friendlyName,
    locality: n.locality,
    region: n.region,
    monthlyPrice: n.monthlyPrice,
    status: n.status,
    agentId: n.agentId || null,
    provider: n.provider,
    createdAt: n.createdAt,
  };
}

/** A number offered by a search (not bought yet: its id is the number itself). */
function offeredNumberJson(n: PhoneNumber__Output) {
  return { id: n.id, phoneNumber: n.phoneNumber, friendlyName: n.friendlyName, locality: n.locality, region: n.region, monthlyPrice: n.monthlyPrice, provider: n.provider };
}

/**
 * Provider and plan-limit errors carry `{code, details}` (Twilio's numeric code, e.g. 21404, or a name):
 * they answer `{error, code, details}` with a numeric code where it is one, and a provider outage is a
 * 502 that keeps its message ('Failed to purchase phone number') instead of the generic 503 text.
 */
function phoneErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if (!(err instanceof PeerError) || !err.details || !('details' in err.details || 'code' in err.details) || res.headersSent) return next(err);
  const status = httpStatusForGrpc(err.code);
  if (status >= 500 && status !== 503) return next(err);
  const { code, ...rest } = err.details;
  const body: Record<string, unknown> = { error: err.message, ...rest };
  if (code !== undefined) body.code = /^\d+$/.test(code) ? Number(code) : code;
  res.status(status === 503 ? 502 : status).json(body);
}

/** Phone numbers: search, purchase, assign, release (telephony service). */
export function phoneRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const { telephony } = peers;

  // The spec's message for searching signed out; a bad or expired token still gets the usual 401.
  const signedInToSearch = (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.authorization) return void res.status(401).json({ error: 'You must be logged in to search phone numbers' });
    return auth.required(req, res, next);
  };

  r.get('/searchPhoneNumbers', signedInToSearch, handle(async (req, res) => {
    const { numbers } = await telephony.SearchPhoneNumbers({ actor: res.locals.actor, areaCode: str(req.query.areaCode) }, { deadlineMs: PROVIDER_DEADLINE_MS });
    res.json({ numbers: numbers.map(offeredNumberJson) });
  }));

  r.get('/getAvailableNumbers', auth.required, handle(async (_req, res) => {
    const { numbers } = await telephony.GetAvailableNumbers({ actor: res.locals.actor });
    res.json({ numbers: numbers.map(phoneNumberJson) });
  }));

  r.post('/purchasePhoneNumber', auth.required, handle(async (req, res) => {
    const body = req.body ?? {};
    const number = await telephony.PurchasePhoneNumber(
      { actor: res.locals.actor, phoneNumber: str(body.phoneNumber), agentId: str(body.agentId), friendlyName: str(body.friendlyName) },
      { deadlineMs: PROVIDER_DEADLINE_MS },
    );
    res.status(201).json({ phoneNumber: phoneNumberJson(number) });
  }));

  r.post('/assignPhoneNumber', auth.required, handle(async (req, res) => {
    const body = req.body ?? {};
    const number = await telephony.AssignPhoneNumber({ actor: res.locals.actor, phoneNumberId: str(body.phoneNumberId), agentId: str(body.agentId) });
    res.json({ phoneNumber: phoneNumberJson(number) });
  }));

  r.post('/releasePhoneNumber', auth.required, handle(async (req, res) => {
    await telephony.ReleasePhoneNumber({ actor: res.locals.actor, phoneNumberId: str(req.body?.phoneNumberId) });
    res.json({ success: true });
  }));

  r.use(phoneErrors);
  return r;
}
