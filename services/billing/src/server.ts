import { invalid, unauthenticated } from '@landline/platform';
import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { DashboardStats } from '@landline/proto/generated/landline/billing/v1/DashboardStats';
import type { DashboardStatsRequest__Output } from '@landline/proto/generated/landline/billing/v1/DashboardStatsRequest';
import type { Entitlement } from '@landline/proto/generated/landline/billing/v1/Entitlement';
import type { EntitlementRequest__Output } from '@landline/proto/generated/landline/billing/v1/EntitlementRequest';
import type { GetUsageRequest__Output } from '@landline/proto/generated/landline/billing/v1/GetUsageRequest';
import type { SubscriptionState as StateMessage } from '@landline/proto/generated/landline/billing/v1/SubscriptionState';
import type { Usage } from '@landline/proto/generated/landline/billing/v1/Usage';
import type { UsageHistory } from '@landline/proto/generated/landline/billing/v1/UsageHistory';
import type { UsageHistoryRequest__Output } from '@landline/proto/generated/landline/billing/v1/UsageHistoryRequest';
import type { Actor, Billing } from './billing';
import { termsOf } from './owners';
import type { SubscriptionState } from './trial';

function actorOf(actor: Actor__Output | null | undefined): Actor {
  if (!actor?.userId) throw unauthenticated('You must be signed in');
  return { userId: actor.userId, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl };
}

const iso = (d: Date | null) => (d ? d.toISOString() : '');

function stateMessage(s: SubscriptionState): StateMessage {
  return { ...s, startDate: iso(s.startDate), endDate: iso(s.endDate) };
}

/** gRPC handlers of BillingService: translate messages, nothing more. */
export function billingHandlers(billing: Billing) {
  return {
    GetDashboardStats: async (req: DashboardStatsRequest__Output): Promise<DashboardStats> => {
      const s = await billing.dashboard(actorOf(req.actor), req.timezone);
      return {
        ...s,
        costs: { ...s.costs, periodStart: iso(s.costs.periodStart), periodEnd: iso(s.costs.periodEnd) },
        subscription: stateMessage(s.subscription),
      };
    },
    GetUsageHistory: async (req: UsageHistoryRequest__Output): Promise<UsageHistory> => billing.history(actorOf(req.actor), req.days, req.timezone),
    GetUsage: async (req: GetUsageRequest__Output): Promise<Usage> => {
      if (!req.userId) throw invalid('userId is required');
      const u = await billing.usage(req.userId, termsOf(req.terms), req.timezone);
      return { ...u, subscription: stateMessage(u.subscription) };
    },
    CheckEntitlement: async (req: EntitlementRequest__Output): Promise<Entitlement> => {
      const e = await billing.entitlement(req.userId);
      return { ...e, endDate: iso(e.endDate) };
    },
  };
}
