import { chatBody, DEMO_EMPLOYEES, EXPIRED_CODE, EXPIRED_STATUS } from '@landline/api';
import { express, PeerError, type Logger, type NextFunction, type Request, type Response } from '@landline/platform';
import type { DashboardStats__Output } from '@landline/proto/generated/landline/billing/v1/DashboardStats';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

const orNull = (v: string) => v || null;

/** Dashboard stats with the costs' details and the subscription's state; unset dates as null. */
function dashboardStatsJson(s: DashboardStats__Output) {
  const c = s.costs;
  const sub = s.subscription;
  return {
    ...s,
    costs: {
      totalCost: 0,
      callCost: 0,
      phoneCost: 0,
      perMinuteRate: 0,
      billableMinutes: 0,
      coveredByTrial: false,
      amountDue: 0,
      phoneNumbersUnavailable: false,
      ...c,
      perAgent: c?.perAgent ?? [],
      phoneNumbers: (c?.phoneNumbers ?? []).map((n) => ({ ...n, agentId: orNull(n.agentId) })),
      currency: c?.currency || 'USD',
      periodStart: orNull(c?.periodStart ?? ''),
      periodEnd: orNull(c?.periodEnd ?? ''),
    },
    subscription: sub && { ...sub, expiredReason: orNull(sub.expiredReason), startDate: orNull(sub.startDate), endDate: orNull(sub.endDate) },
  };
}

/**
 * Refuses a signed-in browser test call of the caller's own agent while the subscription is expired (402
 * with billing's message, e.g. 'Your free trial has ended. Upgrade your plan to keep your AI employees
 * answering calls.'). Landing-page demo calls (anonymous, or a demo employee's id) are never refused; an
 * agentId that is not the caller's goes on to the conversation service's 404. When billing cannot answer
 * the call goes ahead.
 */
export function testCallEntitlement(peers: Peers, logger?: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const actor = res.locals.actor;
    const agentId = chatBody.shape.agentId.parse((req.body as { agentId?: unknown } | undefined)?.agentId).trim();
    if (!actor?.userId || !agentId || DEMO_EMPLOYEES.includes(agentId.toLowerCase())) {
      next();
      return;
    }
    let entitlement;
    try {
      entitlement = await peers.billing.CheckEntitlement({ userId: actor.userId }, { deadlineMs: 1_500 });
    } catch (err) {
      logger?.warn({ err }, 'billing could not check the entitlement; the test call goes ahead');
      next();
      return;
    }
    if (entitlement.allowed) {
      next();
      return;
    }
    try {
      await peers.agent.GetAgent({ actor, agentId });
    } catch (err) {
      if (err instanceof PeerError && (err.is('not_found') || err.is('invalid_argument'))) {
        next();
        return;
      }
    }
    res.status(EXPIRED_STATUS).json({ error: entitlement.message, code: EXPIRED_CODE, reason: entitlement.reason });
  };
}

/**
 * Usage and billing (billing service): the dashboard's Today's Activity and Usage & Billing cards, the
 * 30-day chart, and the entitlement the test page can show before a call.
 */
export function billingRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { billing } = peers;

  on('GET /getDashboardStats', async ({ actor }) => dashboardStatsJson(await billing.GetDashboardStats({ actor, timezone: '' })));
  on('GET /getUsageHistory', async ({ actor, query }) => billing.GetUsageHistory({ actor, days: query.days, timezone: '' }));
  on('GET /getEntitlement', async ({ actor }) => {
    const e = await billing.CheckEntitlement({ userId: actor.userId });
    return { ...e, reason: orNull(e.reason), endDate: orNull(e.endDate) };
  });

  return r;
}
