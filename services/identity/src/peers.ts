import { dial, type Logger } from '@landline/platform';
import { landline } from '@landline/proto';
import type { Subscription } from '@landline/proto/generated/landline/identity/v1/Subscription';
import type { UsageSource } from './accounts';

/** How long a profile read waits for billing's figures before showing the last known ones. */
const USAGE_DEADLINE_MS = 1_000;
const WARN_EVERY_MS = 30_000;

/**
 * Billing's usage for the profile (billing is the one source of callMinutesUsed and of the trial's
 * expiry). Billing starts after identity and its address may only be known then (ephemeral ports in one
 * process), so the client is dialled on first use, from wherever `address()` points at that moment.
 */
export function billingUsage(address: () => string, logger: Logger): UsageSource & { close(): void } {
  let client: ReturnType<typeof dialBilling> | undefined;
  let dialled = '';
  let lastWarning = 0;
  const billing = () => {
    const target = address();
    if (!client || dialled !== target) {
      client?.close();
      client = dialBilling(target);
      dialled = target;
    }
    return client;
  };
  return {
    async usage(userId: string, s: Subscription, timezone: string) {
      try {
        const u = await billing().GetUsage(
          {
            userId,
            terms: { plan: s.plan, status: s.status, startDate: s.startDate, endDate: s.endDate, callMinutesIncluded: s.callMinutesIncluded },
            timezone,
          },
          { deadlineMs: USAGE_DEADLINE_MS },
        );
        return { callMinutesUsed: u.callMinutesUsed, status: u.subscription?.status ?? '', expiredReason: u.subscription?.expiredReason ?? '' };
      } catch (err) {
        const now = Date.now();
        if (now - lastWarning > WARN_EVERY_MS) {
          lastWarning = now;
          logger.warn({ err }, 'billing did not answer; the profile shows the last known minutes');
        }
        return undefined;
      }
    },
    close() {
      client?.close();
    },
  };
}

const dialBilling = (address: string) => dial(landline.billing.v1.BillingService, address, 'identity');
