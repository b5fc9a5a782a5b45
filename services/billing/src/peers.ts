import { dial, PeerError } from '@landline/platform';
import { landline } from '@landline/proto';
import type { NumberDirectory } from './billing';
import { termsOf, type SubscriptionDirectory } from './owners';

export const dialIdentity = (address: string) => dial(landline.identity.v1.IdentityService, address, 'billing');
export const dialTelephony = (address: string) => dial(landline.telephony.v1.TelephonyService, address, 'billing');

/** How long billing waits for a peer: the dashboard and entitlement checks stay quick when one is slow. */
const PEER_DEADLINE_MS = 2_000;

/** Identity's subscription terms; an owner identity does not know has none. */
export function subscriptionDirectory(identity: ReturnType<typeof dialIdentity>): SubscriptionDirectory {
  return {
    async terms(ownerId) {
      try {
        return termsOf(await identity.GetSubscription({ userId: ownerId }, { deadlineMs: PEER_DEADLINE_MS }));
      } catch (err) {
        if (err instanceof PeerError && err.is('not_found')) return undefined;
        throw err;
      }
    },
  };
}

/** The owner's numbers (owned and released to the pool: each is paid for) with their monthly prices. */
export function numberDirectory(telephony: ReturnType<typeof dialTelephony>): NumberDirectory {
  return {
    async numbers(actor) {
      const { numbers } = await telephony.ListOwnedNumbers({ actor }, { deadlineMs: PEER_DEADLINE_MS });
      return numbers
        .filter((n) => n.status === 'owned' || n.status === 'released' || n.status === '')
        .map((n) => ({ phoneNumber: n.phoneNumber, monthlyPrice: n.monthlyPrice || 0, agentId: n.agentId, status: n.status || 'owned' }));
    },
  };
}
