/**
 * The trial's rule: a trial subscription is
 * expired once its end date has passed ('trial_ended') or its included minutes are used ('minutes_used').
 * An expired subscription's agents take no calls: phone callers hear a short message, test calls are
 * refused, the dashboard says why. The state is derived on every read from identity's terms and billing's
 * minutes, never stored, so time passing expires a trial without any job.
 */

/** 7 days and 60 call minutes; days left default to 7 when there is no end date. */
export const TRIAL = { plan: 'trial', days: 7, callMinutesIncluded: 60 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

type ExpiredReason = '' | 'trial_ended' | 'minutes_used';

const UPGRADE = 'Upgrade your plan to keep your AI employees answering calls.';

export const EXPIRED_MESSAGES = {
  trialEnded: `Your free trial has ended. ${UPGRADE}`,
  minutesUsed: (included: number) => `You've used all ${included} call minutes included in your free trial. ${UPGRADE}`,
} as const;

/** The subscription's terms, as identity stores them. */
export interface Terms {
  plan: string;
  status: string;
  startDate: Date | null;
  endDate: Date | null;
  /** null when unknown (the trial's 60 then). */
  callMinutesIncluded: number | null;
}

export interface SubscriptionState {
  plan: string;
  status: 'active' | 'expired';
  expiredReason: ExpiredReason;
  message: string;
  callMinutesUsed: number;
  callMinutesIncluded: number;
  startDate: Date | null;
  endDate: Date | null;
  daysLeft: number;
  allowed: boolean;
}

/** Whole days until the end date, rounded up, never below 0; 7 when there is no end date (spec). */
export function daysLeft(endDate: Date | null, now: Date): number {
  if (!endDate) return TRIAL.days;
  return Math.max(0, Math.ceil((endDate.getTime() - now.getTime()) / DAY_MS));
}

/**
 * The state of an owner's subscription now. Unknown terms (identity cannot say, and billing has no copy)
 * are allowed: an outage must not silence everyone's agents. Only trials expire; other plans are active.
 */
export function subscriptionState(terms: Terms | undefined, minutesUsed: number, now: Date): SubscriptionState {
  const included = terms?.callMinutesIncluded ?? TRIAL.callMinutesIncluded;
  const base = {
    plan: terms?.plan ?? '',
    callMinutesUsed: minutesUsed,
    callMinutesIncluded: included,
    startDate: terms?.startDate ?? null,
    endDate: terms?.endDate ?? null,
    daysLeft: daysLeft(terms?.endDate ?? null, now),
  };
  let reason: ExpiredReason = '';
  if (terms?.plan === TRIAL.plan) {
    if (terms.endDate && now.getTime() >= terms.endDate.getTime()) reason = 'trial_ended';
    else if (minutesUsed >= included) reason = 'minutes_used';
  }
  if (!reason) return { ...base, status: 'active', expiredReason: '', message: '', allowed: true };
  return {
    ...base,
    status: 'expired',
    expiredReason: reason,
    message: reason === 'trial_ended' ? EXPIRED_MESSAGES.trialEnded : EXPIRED_MESSAGES.minutesUsed(included),
    allowed: false,
  };
}
