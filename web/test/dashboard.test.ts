import { toDate } from '../src/api/serverTime';
import { ApiError } from '../src/api/errors';
import { refusalOf } from '../src/calls/chat';
import { periodLabel } from '../src/pages/dashboard/CostBreakdown';
import { formatMoney, minutesAtRate } from '../src/pages/dashboard/money';
import { EXPIRED_MESSAGES, daysLeft, expiredNotice, needsRepair, usageColor, usagePercent } from '../src/pages/dashboard/subscriptionUsage';
import { dayLabel, toChartData, usageTotals } from '../src/pages/dashboard/usageHistory';
import type { UserSubscription } from '@landline/api';
import { partial } from './partial';

const DAY = 24 * 60 * 60 * 1000;

describe('usage bar', () => {
  test('red at 90% or more, amber (yellow) at 75% or more, green otherwise', () => {
    expect(usageColor(usagePercent(74, 100))).toBe('green');
    expect(usageColor(usagePercent(75, 100))).toBe('yellow');
    expect(usageColor(usagePercent(89, 100))).toBe('yellow');
    expect(usageColor(usagePercent(90, 100))).toBe('red');
    expect(usageColor(usagePercent(100, 100))).toBe('red');
    expect(usageColor(0)).toBe('green');
    expect(usageColor(74.99)).toBe('green');
    expect(usageColor(89.99)).toBe('yellow');
  });

  test('width is capped at 100%', () => {
    expect(usagePercent(45, 60)).toBe(75);
    expect(usagePercent(61, 60)).toBe(100);
    expect(usagePercent(600, 60)).toBe(100);
    expect(usagePercent(0, 60)).toBe(0);
    expect(usagePercent(5, 0)).toBe(100);
    expect(usagePercent(0, 0)).toBe(0);
  });
});

describe('trial days left', () => {
  const now = Date.parse('2025-06-10T12:00:00.000Z');

  test('7 when there is no end date', () => {
    expect(daysLeft(undefined, now)).toBe(7);
    expect(daysLeft('not a date', now)).toBe(7);
  });

  test('whole days rounded up, never negative', () => {
    expect(daysLeft(new Date(now + 7 * DAY).toISOString(), now)).toBe(7);
    expect(daysLeft(new Date(now + 2.5 * DAY).toISOString(), now)).toBe(3);
    expect(daysLeft(new Date(now + 3 * DAY).toISOString(), now)).toBe(3);
    expect(daysLeft(new Date(now + 3 * DAY + 1000).toISOString(), now)).toBe(4);
    expect(daysLeft(new Date(now - DAY).toISOString(), now)).toBe(0);
  });

  test('ISO end dates', () => {
    const end = new Date(now + 2 * DAY).toISOString();
    expect(daysLeft(end, now)).toBe(2);
    expect(toDate(end)?.toISOString()).toBe('2025-06-12T12:00:00.000Z');
  });

  test('a missing subscription or end date needs the repair call', () => {
    expect(needsRepair(null)).toBe(true);
    expect(needsRepair(undefined)).toBe(true);
    expect(needsRepair(partial<UserSubscription>({ plan: 'trial' }))).toBe(true);
    expect(needsRepair(partial<UserSubscription>({ plan: 'trial', endDate: '2025-06-17T12:00:00.000Z' }))).toBe(false);
  });
});

describe('expired subscription', () => {
  test('billing message when the stats carry it, the reason decides the title', () => {
    expect(expiredNotice({ status: 'active' }, null)).toBeNull();
    expect(expiredNotice(undefined, { status: 'active', expiredReason: null, message: '' })).toBeNull();
    expect(expiredNotice({ status: 'expired', expiredReason: 'minutes_used' }, { status: 'expired', expiredReason: 'minutes_used', message: 'From billing.' })).toEqual({
      reason: 'minutes_used',
      title: 'All included call minutes used',
      message: 'From billing.',
    });
  });

  test("without the stats, the profile's status and billing's words for its reason", () => {
    expect(expiredNotice({ status: 'expired', expiredReason: 'trial_ended' }, null)).toEqual({
      reason: 'trial_ended',
      title: 'Your free trial has ended',
      message: 'Your free trial has ended. Upgrade your plan to keep your AI employees answering calls.',
    });
    expect(expiredNotice({ status: 'expired', expiredReason: 'minutes_used' }, null)?.message).toBe(EXPIRED_MESSAGES.minutes_used);
  });

  test('billing decides when it answered (a profile that is still active is overruled)', () => {
    expect(expiredNotice({ status: 'active' }, { status: 'expired', expiredReason: 'trial_ended', message: 'Ended.' })?.message).toBe('Ended.');
    expect(expiredNotice({ status: 'expired', expiredReason: 'trial_ended' }, { status: 'active', expiredReason: null, message: '' })).toBeNull();
  });

  test('the 402 of a refused test call gives its message; other errors give none', () => {
    const message = EXPIRED_MESSAGES.trial_ended;
    expect(refusalOf(new ApiError(402, message, { error: message, code: 'subscription_expired', reason: 'trial_ended' }))).toBe(message);
    expect(refusalOf(new ApiError(402, message, { error: message }))).toBeNull();
    expect(refusalOf(new ApiError(500, 'boom', { error: 'boom' }))).toBeNull();
    expect(refusalOf(new Error('offline'))).toBeNull();
  });
});

describe('money', () => {
  test('dollars with cents and thousands separators', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1)).toBe('$1.00');
    expect(formatMoney(1.05)).toBe('$1.05');
    expect(formatMoney(9.15)).toBe('$9.15');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
    expect(formatMoney(2, 'EUR')).toBe('€2.00');
  });

  test("the billing period's days are the owner's days", () => {
    expect(periodLabel('2025-11-22T00:35:00.000Z', '2025-11-29T00:35:00.000Z', 'America/Chicago')).toBe('Nov 21 – Nov 28');
    expect(periodLabel('2025-11-22T00:35:00.000Z', '2025-11-29T00:35:00.000Z', 'Asia/Tokyo')).toBe('Nov 22 – Nov 29');
    expect(periodLabel(null, '2025-11-29T00:35:00.000Z', 'America/Chicago')).toBeNull();
    expect(periodLabel('2025-11-22T00:35:00.000Z', '2025-11-29T00:35:00.000Z', 'Not/AZone')).toMatch(/^Nov \d+ – Nov \d+$/);
  });

  test('billable minutes at the rate', () => {
    expect(minutesAtRate(7, 0.15)).toBe('7 min × $0.15');
  });
});

describe('usage chart data', () => {
  const days = [
    { date: '2025-05-12', calls: 0, minutes: 0, transfers: 0, emergencies: 0 },
    { date: '2025-06-01', calls: 2, minutes: 5, transfers: 1, emergencies: 0 },
    { date: '2025-06-10', calls: 3, minutes: 61, transfers: 0, emergencies: 1 },
  ];

  test("days keep the server's order and the owner's date as written (no time-zone shift)", () => {
    expect(toChartData(days)).toEqual([
      { date: '2025-05-12', label: 'May 12', calls: 0, minutes: 0 },
      { date: '2025-06-01', label: 'Jun 1', calls: 2, minutes: 5 },
      { date: '2025-06-10', label: 'Jun 10', calls: 3, minutes: 61 },
    ]);
    expect(dayLabel('2025-01-01')).toBe('Jan 1');
    expect(dayLabel('2025-12-31')).toBe('Dec 31');
    expect(dayLabel('garbage')).toBe('garbage');
  });

  test('totals decide the empty state', () => {
    expect(usageTotals(days)).toEqual({ calls: 5, minutes: 66 });
    expect(usageTotals([])).toEqual({ calls: 0, minutes: 0 });
  });
});
