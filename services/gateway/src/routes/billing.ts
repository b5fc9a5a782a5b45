import { express, PeerError, type Logger, type NextFunction, type Request, type Response } from '@landline/platform';
import type { DashboardStats__Output } from '@landline/proto/generated/landline/billing/v1/DashboardStats';
import type { SubscriptionState__Output } from '@landline/proto/generated/landline/billing/v1/SubscriptionState';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { DEMO_EMPLOYEES } from './calls';
import { handle, str } from './handle';

export const BILLING_MESSAGES = {
  badDays: 'days must be a whole number from 1 to 90',
} as const;

/** The answer to a test call while the subscription is expired: 402 Payment Required. */
export const EXPIRED_STATUS = 402;
export const EXPIRED_CODE = 'subscription_expired';

const orNull = (v: string) => v || null;

function subscriptionJson(s: SubscriptionState__Output | null) {
  if (!s) return null;
  return {
    plan: s.plan,
    status: s.status,
    expiredReason: orNull(s.expiredReason),
    message: s.message,
    callMinutesUsed: s.callMinutesUsed,
    callMinutesIncluded: s.callMinutesIncluded,
    startDate: orNull(s.startDate),
    endDate: orNull(s.endDate),
    daysLeft: s.daysLeft,
    allowed: s.allowed,
  };
}

/** Dashboard stats (spec section 3) plus the costs' details and the subscription's state (issue 6's contract). */
export function dashboardStatsJson(s: DashboardStats__Output) {
  const c = s.costs;
  return {
    todayCalls: s.todayCalls,
    todayMinutes: s.todayMinutes,
    todayTransfers: s.todayTransfers,
    todayEmergencies: s.todayEmergencies,
    timezone: s.timezone,
    date: s.date,
    costs: {
      totalCost: c?.totalCost ?? 0,
      callCost: c?.callCost ?? 0,
      phoneCost: c?.phoneCost ?? 0,
      perAgent: (c?.perAgent ?? []).map((a) => ({ agentId: a.agentId, agentName: a.agentName, callCount: a.callCount, minutes: a.minutes, customerCharge: a.customerCharge })),
      phoneNumbers: (c?.phoneNumbers ?? []).map((n) => ({ phoneNumber: n.phoneNumber, monthlyCost: n.monthlyCost, coveredByTrial: n.coveredByTrial, agentId: orNull(n.agentId), status: n.status })),
      currency: c?.currency || 'USD',
      perMinuteRate: c?.perMinuteRate ?? 0,
      billableMinutes: c?.billableMinutes ?? 0,
      coveredByTrial: c?.coveredByTrial ?? false,
      amountDue: c?.amountDue ?? 0,
      periodStart: orNull(c?.periodStart ?? ''),
      periodEnd: orNull(c?.periodEnd ?? ''),
      phoneNumbersUnavailable: c?.phoneNumbersUnavailable ?? false,
    },
    subscription: subscriptionJson(s.subscription),
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
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const agentId = str(body.agentId).trim();
    if (!actor?.userId || !agentId || DEMO_EMPLOYEES.includes(agentId.toLowerCase())) return next();
    let entitlement;
    try {
      entitlement = await peers.billing.CheckEntitlement({ userId: actor.userId }, { deadlineMs: 1_500 });
    } catch (err) {
      logger?.warn({ err }, 'billing could not check the entitlement; the test call goes ahead');
      return next();
    }
    if (entitlement.allowed) return next();
    try {
      await peers.agent.GetAgent({ actor, agentId });
    } catch (err) {
      if (err instanceof PeerError && (err.is('not_found') || err.is('invalid_argument'))) return next();
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
  const { billing } = peers;

  // GET /api/getDashboardStats → {todayCalls, todayMinutes, todayTransfers, todayEmergencies, timezone, date,
  //   costs: {totalCost, callCost, phoneCost, perAgent, phoneNumbers, ...}, subscription: {...}}
  r.get('/getDashboardStats', auth.required, handle(async (_req, res) => {
    res.json(dashboardStatsJson(await billing.GetDashboardStats({ actor: res.locals.actor, timezone: '' })));
  }));

  // GET /api/getUsageHistory?days=30 → {timezone, days: [{date, calls, minutes, transfers, emergencies}]}, today last.
  r.get('/getUsageHistory', auth.required, handle(async (req, res) => {
    const raw = str(req.query.days).trim();
    const days = raw === '' ? 30 : Number(raw);
    if (!Number.isInteger(days) || days < 1 || days > 90) return void res.status(400).json({ error: BILLING_MESSAGES.badDays });
    const history = await billing.GetUsageHistory({ actor: res.locals.actor, days, timezone: '' });
    res.json({ timezone: history.timezone, days: history.days.map((d) => ({ date: d.date, calls: d.calls, minutes: d.minutes, transfers: d.transfers, emergencies: d.emergencies })) });
  }));

  // GET /api/getEntitlement → {allowed, reason, message, callMinutesUsed, callMinutesIncluded, endDate}
  r.get('/getEntitlement', auth.required, handle(async (_req, res) => {
    const e = await billing.CheckEntitlement({ userId: res.locals.actor!.userId });
    res.json({ allowed: e.allowed, reason: orNull(e.reason), message: e.message, callMinutesUsed: e.callMinutesUsed, callMinutesIncluded: e.callMinutesIncluded, endDate: orNull(e.endDate) });
  }));

  return r;
}
