import type { ExpiredReason, SubscriptionState } from '@landline/api';
import { toDate } from '../../api/serverTime';
import type { UserSubscription } from '@landline/api';

const DEFAULT_TRIAL_DAYS = 7;
export const DEFAULT_INCLUDED_MINUTES = 60;
export const TRIAL_WARNING_DAYS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until the end date (never negative); 7 when there is no end date. */
export function daysLeft(endDate: UserSubscription['endDate'] | undefined, now = Date.now()): number {
  const end = toDate(endDate);
  if (!end) return DEFAULT_TRIAL_DAYS;
  return Math.max(0, Math.ceil((end.getTime() - now) / DAY_MS));
}

export function planLabel(plan: string | undefined): string {
  if (!plan) return 'Trial';
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** Usage bar colour: red at 90% or more, amber at 75% or more, green otherwise. */
export function usageColor(percent: number): 'red' | 'yellow' | 'green' {
  if (percent >= 90) return 'red';
  if (percent >= 75) return 'yellow';
  return 'green';
}

export function usagePercent(used: number, included: number): number {
  if (included <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, (used / included) * 100);
}

/** A document lacking a subscription or an end date needs the repair call. */
export function needsRepair(subscription: UserSubscription | null | undefined): boolean {
  return !subscription || !subscription.endDate;
}

/** Billing's words for an expired trial, used when the dashboard stats (which carry them) are unavailable. */
export const EXPIRED_MESSAGES: Record<ExpiredReason, string> = {
  trial_ended: 'Your free trial has ended. Upgrade your plan to keep your AI employees answering calls.',
  minutes_used: "You've used all 60 call minutes included in your free trial. Upgrade your plan to keep your AI employees answering calls.",
};

const EXPIRED_TITLES: Record<ExpiredReason, string> = {
  trial_ended: 'Your free trial has ended',
  minutes_used: 'All included call minutes used',
};

export interface ExpiredNotice {
  reason: ExpiredReason;
  title: string;
  message: string;
}

/**
 * Why the subscription is expired, or null while it is active: billing's state from the dashboard stats
 * (with its message) when known, else the profile's status and reason.
 */
export function expiredNotice(
  profile: Pick<UserSubscription, 'status' | 'expiredReason'> | null | undefined,
  billing: Pick<SubscriptionState, 'status' | 'expiredReason' | 'message'> | null | undefined,
): ExpiredNotice | null {
  const source = billing ?? profile;
  if (source?.status !== 'expired') return null;
  const reason: ExpiredReason = source.expiredReason === 'minutes_used' ? 'minutes_used' : 'trial_ended';
  const message = (billing?.status === 'expired' && billing.message) || EXPIRED_MESSAGES[reason];
  return { reason, title: EXPIRED_TITLES[reason], message };
}
