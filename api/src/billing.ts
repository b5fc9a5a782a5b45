/** Usage and billing: today's activity and costs, the usage chart, and the subscription's entitlement. */
import { z } from 'zod';
import { isoTime, oneOf } from './common';
import { text } from './read';
import { BILLING_MESSAGES, EXPIRED_CODE, EXPIRED_REASONS } from './constants';

/** The subscription as billing sees it (its minutes and its trial rule). */
export const subscriptionState = z.object({
  plan: z.string(),
  status: oneOf(['active', 'expired']),
  expiredReason: oneOf(EXPIRED_REASONS).nullable(),
  /** What to do when expired (billing's words). */
  message: z.string(),
  callMinutesUsed: z.number(),
  callMinutesIncluded: z.number(),
  startDate: isoTime().nullable(),
  endDate: isoTime().nullable(),
  daysLeft: z.number(),
  allowed: z.boolean(),
});

export const agentCost = z.object({ agentId: z.string(), agentName: z.string(), callCount: z.number(), minutes: z.number(), customerCharge: z.number() });
export const phoneNumberCost = z.object({ phoneNumber: z.string(), monthlyCost: z.number(), coveredByTrial: z.boolean(), agentId: z.string().nullable(), status: z.string() });

export const dashboardCosts = z.object({
  totalCost: z.number(),
  callCost: z.number(),
  phoneCost: z.number(),
  perAgent: z.array(agentCost),
  phoneNumbers: z.array(phoneNumberCost),
  currency: z.string(),
  perMinuteRate: z.number(),
  billableMinutes: z.number(),
  coveredByTrial: z.boolean(),
  amountDue: z.number(),
  periodStart: isoTime().nullable(),
  periodEnd: isoTime().nullable(),
  phoneNumbersUnavailable: z.boolean(),
});

/** The owner's today in their time zone, costs and the subscription's state. */
export const dashboardStats = z.object({
  todayCalls: z.number(),
  todayMinutes: z.number(),
  todayTransfers: z.number(),
  todayEmergencies: z.number(),
  timezone: z.string(),
  /** YYYY-MM-DD in the owner's time zone. */
  date: z.string(),
  costs: dashboardCosts,
  subscription: subscriptionState.nullable(),
});

export const usageHistoryQuery = z.object({
  days: text()
    .transform((v) => (v.trim() === '' ? 30 : Number(v.trim())))
    .pipe(z.number({ error: BILLING_MESSAGES.badDays }).int(BILLING_MESSAGES.badDays).min(1, BILLING_MESSAGES.badDays).max(90, BILLING_MESSAGES.badDays))
    .meta({ description: 'Days back, today included (30 unless given)' }),
});

/** Oldest first, today last, days without calls as zeros. */
export const usageHistory = z.object({
  timezone: z.string(),
  days: z.array(z.object({ date: z.string(), calls: z.number(), minutes: z.number(), transfers: z.number(), emergencies: z.number() })),
});

export const entitlement = z.object({
  allowed: z.boolean(),
  reason: oneOf(EXPIRED_REASONS).nullable(),
  message: z.string(),
  callMinutesUsed: z.number(),
  callMinutesIncluded: z.number(),
  endDate: isoTime().nullable(),
});

/** A signed-in test call of the owner's own agent while the subscription is expired. */
export const expiredError = z.object({ error: z.string(), code: z.literal(EXPIRED_CODE), reason: z.string() });
