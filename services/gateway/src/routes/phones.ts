import { express, httpStatusForGrpc, PeerError, type NextFunction, type Request, type Response } from '@landline/platform';
import type { PhoneNumber__Output } from '@landline/proto/generated/landline/telephony/v1/PhoneNumber';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

/** Buying a number talks to the carrier: give it longer than the default 5 s. */
const PROVIDER_DEADLINE_MS = 20_000;

/** A number the owner holds, in the contract's shape (agentId null when it serves no agent). */
export const phoneNumberJson = (n: PhoneNumber__Output) => ({ ...n, agentId: n.agentId || null });

/**
 * Provider and plan-limit errors carry `{code, details}` (Twilio's numeric code, e.g. 21404, or a name):
 * they answer `{error, code, details}` with a numeric code where it is one, and a provider outage is a
 * 502 that keeps its message ('Failed to purchase phone number') instead of the generic 503 text.
 */
function phoneErrors(err: unknown, _req: Request, res: Response, next: NextFunction) {
  if (!(err instanceof PeerError) || !err.details || !('details' in err.details || 'code' in err.details) || res.headersSent) {
    next(err);
    return;
  }
  const status = httpStatusForGrpc(err.code);
  if (status >= 500 && status !== 503) {
    next(err);
    return;
  }
  const { code, ...rest } = err.details;
  const body: Record<string, unknown> = { error: err.message, ...rest };
  if (code !== undefined) body.code = /^\d+$/.test(code) ? Number(code) : code;
  res.status(status === 503 ? 502 : status).json(body);
}

/** Phone numbers: search, purchase, assign, release (telephony service). */
export function phoneRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { telephony } = peers;

  on('GET /searchPhoneNumbers', async ({ actor, query }) => telephony.SearchPhoneNumbers({ actor, ...query }, { deadlineMs: PROVIDER_DEADLINE_MS }));
  on('GET /getAvailableNumbers', async ({ actor }) => ({ numbers: (await telephony.GetAvailableNumbers({ actor })).numbers.map(phoneNumberJson) }));
  on('POST /purchasePhoneNumber', async ({ actor, body }) => ({
    phoneNumber: phoneNumberJson(await telephony.PurchasePhoneNumber({ actor, ...body }, { deadlineMs: PROVIDER_DEADLINE_MS })),
  }));
  on('POST /assignPhoneNumber', async ({ actor, body }) => ({ phoneNumber: phoneNumberJson(await telephony.AssignPhoneNumber({ actor, ...body })) }));
  on('POST /releasePhoneNumber', async ({ actor, body }) => {
    await telephony.ReleasePhoneNumber({ actor, ...body });
    return { success: true as const };
  });

  r.use(phoneErrors);
  return r;
}
