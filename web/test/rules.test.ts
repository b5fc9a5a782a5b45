import { isOnboardingExempt } from '../src/auth/guardRules';
import { validateCredentials } from '../src/auth/validation';
import { greetingName } from '../src/pages/dashboard/greeting';
import { toDate } from '../src/api/serverTime';
import { daysLeft, needsRepair, planLabel, usageColor, usagePercent } from '../src/pages/dashboard/subscriptionUsage';
import type { UserSubscription } from '@landline/api';
import { partial } from './partial';

describe('route guard rules', () => {
  test('only /onboarding and /test/* stay reachable before onboarding', () => {
    expect(isOnboardingExempt('/onboarding')).toBe(true);
    expect(isOnboardingExempt('/test/agent-1')).toBe(true);
    expect(isOnboardingExempt('/dashboard')).toBe(false);
    expect(isOnboardingExempt('/onboarding/extra')).toBe(false);
    expect(isOnboardingExempt('/testing')).toBe(false);
  });
});

describe('credential validation', () => {
  test('email and password are required; passwords need 6 characters', () => {
    expect(validateCredentials('', '')).toEqual({ email: 'Email is required', password: 'Password is required' });
    expect(validateCredentials('a@b.co', 'abc')).toEqual({ password: 'Password must be at least 6 characters' });
    expect(validateCredentials('a@b.co', 'abcdef')).toEqual({});
  });
});

describe('dashboard greeting', () => {
  test('company name, else display name, else "there"', () => {
    expect(greetingName({ companyName: 'Acme', displayName: 'Ann' })).toBe('Acme');
    expect(greetingName({ companyName: '', displayName: 'Ann' })).toBe('Ann');
    expect(greetingName({ companyName: null, displayName: '  ' })).toBe('there');
    expect(greetingName(undefined)).toBe('there');
  });
});

describe('subscription usage', () => {
  const now = Date.parse('2025-10-21T12:00:00Z');

  test('days left from ISO strings, 7 without an end date, never negative', () => {
    expect(daysLeft('2025-10-24T12:00:00Z', now)).toBe(3);
    expect(daysLeft('2025-10-28T12:00:00Z', now)).toBe(7);
    expect(daysLeft('2025-10-22T00:00:00Z', now)).toBe(1);
    expect(daysLeft(undefined, now)).toBe(7);
    expect(daysLeft('2025-10-01T00:00:00Z', now)).toBe(0);
    expect(toDate('not a date')).toBeNull();
  });

  test('usage bar: red at 90%+, amber at 75%+, green otherwise, capped at 100%', () => {
    expect(usageColor(usagePercent(54, 60))).toBe('red');
    expect(usageColor(usagePercent(45, 60))).toBe('yellow');
    expect(usageColor(usagePercent(10, 60))).toBe('green');
    expect(usagePercent(120, 60)).toBe(100);
  });

  test('plan label and repair detection', () => {
    expect(planLabel('trial')).toBe('Trial');
    expect(planLabel(undefined)).toBe('Trial');
    expect(needsRepair(null)).toBe(true);
    expect(needsRepair(partial<UserSubscription>({ plan: 'trial' }))).toBe(true);
    expect(needsRepair(partial<UserSubscription>({ plan: 'trial', endDate: '2025-10-28T00:00:00Z' }))).toBe(false);
  });
});
