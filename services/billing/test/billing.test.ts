import type { Db } from '@landline/platform';
import { defined } from '@landline/platform/testing';
import { computeCosts, minutesCents, monthlyCents } from '../src/costs';
import { daysLeft, EXPIRED_MESSAGES, subscriptionState, TRIAL } from '../src/trial';
import { actor, billingDb, callCompleted, dropDb, harness, RATES, trialTerms, uniqueId, userRegistered, type Harness } from './helpers';

const DAY = 86_400_000;

describe('billing: the trial rule', () => {
  const start = new Date('2025-03-01T12:00:00Z');
  const terms = trialTerms(start);

  it('is active within 7 days and under 60 minutes, with the days left rounded up', () => {
    const s = subscriptionState(terms, 59, new Date(start.getTime() + 2.5 * DAY));
    expect(s).toMatchObject({ plan: 'trial', status: 'active', expiredReason: '', message: '', allowed: true, callMinutesUsed: 59, callMinutesIncluded: 60, daysLeft: 5 });
  });

  it('expires when the end date has passed: trial_ended', () => {
    const justBefore = subscriptionState(terms, 0, new Date(terms.endDate!.getTime() - 1));
    expect(justBefore).toMatchObject({ status: 'active', allowed: true, daysLeft: 1 });
    const atEnd = subscriptionState(terms, 0, terms.endDate!);
    expect(atEnd).toMatchObject({
      status: 'expired',
      expiredReason: 'trial_ended',
      allowed: false,
      daysLeft: 0,
      message: 'Your free trial has ended. Upgrade your plan to keep your AI employees answering calls.',
    });
    expect(subscriptionState(terms, 70, new Date(terms.endDate!.getTime() + DAY)).expiredReason).toBe('trial_ended');
  });

  it('expires when the included minutes are used: minutes_used', () => {
    const now = new Date(start.getTime() + DAY);
    expect(subscriptionState(terms, 59, now).allowed).toBe(true);
    const used = subscriptionState(terms, 60, now);
    expect(used).toMatchObject({ status: 'expired', expiredReason: 'minutes_used', allowed: false, callMinutesUsed: 60 });
    expect(used.message).toBe("You've used all 60 call minutes included in your free trial. Upgrade your plan to keep your AI employees answering calls.");
    expect(subscriptionState({ ...terms, callMinutesIncluded: 120 }, 100, now).allowed).toBe(true);
    expect(subscriptionState({ ...terms, callMinutesIncluded: null }, 60, now).expiredReason).toBe('minutes_used');
  });

  it('gives 7 days left without an end date, allows unknown owners and never expires other plans', () => {
    expect(daysLeft(null, new Date())).toBe(7);
    expect(subscriptionState({ ...terms, endDate: null }, 0, new Date(start.getTime() + 30 * DAY))).toMatchObject({ status: 'active', daysLeft: 7 });
    expect(subscriptionState(undefined, 500, new Date())).toMatchObject({ allowed: true, status: 'active', plan: '', callMinutesIncluded: TRIAL.callMinutesIncluded });
    expect(subscriptionState({ ...terms, plan: 'pro' }, 500, new Date(start.getTime() + 30 * DAY))).toMatchObject({ allowed: true, status: 'active' });
  });
});

describe('billing: cost maths', () => {
  it('charges billable minutes at the per-minute rate, in exact cents', () => {
    expect(minutesCents(7, 0.15)).toBe(105); // not 104.99999
    expect(minutesCents(0, 0.15)).toBe(0);
    expect(minutesCents(3, 0.0085)).toBe(3); // 2.55 cents, half up
    expect(minutesCents(1, 0.004)).toBe(0);
    expect(monthlyCents({ monthlyPrice: 1 }, RATES)).toBe(100);
    expect(monthlyCents({ monthlyPrice: 0 }, RATES)).toBe(500);
    expect(monthlyCents({ monthlyPrice: 1.15 }, RATES)).toBe(115);
  });

  it('adds calls and numbers, per agent and per number; the trial covers it all', () => {
    const costs = computeCosts({
      rates: RATES,
      agents: [
        { agentId: 'a1', agentName: 'Max', callCount: 3, minutes: 7 },
        { agentId: 'a2', agentName: 'Ana', callCount: 1, minutes: 2 },
      ],
      minutes: 9,
      numbers: [
        { phoneNumber: '+12125550100', monthlyPrice: 1, agentId: 'a1', status: 'owned' },
        { phoneNumber: '+12125550101', monthlyPrice: 0, agentId: '', status: 'released' },
      ],
      coveredByTrial: true,
      periodStart: null,
      periodEnd: null,
    });
    expect(costs).toMatchObject({
      callCost: 1.35,
      phoneCost: 6,
      totalCost: 7.35,
      amountDue: 0,
      coveredByTrial: true,
      currency: 'USD',
      perMinuteRate: 0.15,
      billableMinutes: 9,
      phoneNumbersUnavailable: false,
      perAgent: [
        { agentId: 'a1', agentName: 'Max', callCount: 3, minutes: 7, customerCharge: 1.05 },
        { agentId: 'a2', agentName: 'Ana', callCount: 1, minutes: 2, customerCharge: 0.3 },
      ],
      phoneNumbers: [
        { phoneNumber: '+12125550100', monthlyCost: 1, coveredByTrial: true, agentId: 'a1', status: 'owned' },
        { phoneNumber: '+12125550101', monthlyCost: 5, coveredByTrial: true, agentId: '', status: 'released' },
      ],
    });
  });

  it('makes the total due outside the trial, and says when the numbers are unknown', () => {
    const costs = computeCosts({ rates: RATES, agents: [], minutes: 10, numbers: undefined, coveredByTrial: false, periodStart: null, periodEnd: null });
    expect(costs).toMatchObject({ callCost: 1.5, phoneCost: 0, totalCost: 1.5, amountDue: 1.5, phoneNumbers: [], phoneNumbersUnavailable: true });
  });
});

describe('billing: entitlement, the dashboard and the usage identity shows', () => {
  let db: Db;
  let h: Harness;

  beforeAll(async () => {
    db = await billingDb('billing');
    h = harness(db);
  });
  afterAll(() => dropDb(db));

  it('expires a trial by date: allowed until the end date, refused with trial_ended after', async () => {
    const owner = uniqueId('date');
    const start = new Date('2025-03-01T12:00:00Z');
    await h.onOwnerEvent(userRegistered(owner, new Date(start.getTime() + 7 * DAY), start));
    h.clock.now = new Date(start.getTime() + 6 * DAY);
    expect(await h.billing.entitlement(owner)).toMatchObject({ allowed: true, reason: '', message: '' });
    h.clock.now = new Date(start.getTime() + 7 * DAY + 1000);
    expect(await h.billing.entitlement(owner)).toEqual({
      allowed: false,
      reason: 'trial_ended',
      message: EXPIRED_MESSAGES.trialEnded,
      callMinutesUsed: 0,
      callMinutesIncluded: 60,
      endDate: new Date(start.getTime() + 7 * DAY),
    });
    expect(h.identity.calls).toBe(0); // answered from billing's copy of the terms
  });

  it('expires a trial by minutes: the call that reaches 60 minutes ends it', async () => {
    const owner = uniqueId('minutes');
    const start = new Date();
    await h.onOwnerEvent(userRegistered(owner, new Date(start.getTime() + 7 * DAY), start));
    h.clock.now = new Date(start.getTime() + 60_000);
    await h.onCallCompleted(callCompleted({ owner, seconds: 58 * 60 + 1 })); // 59 minutes
    expect(await h.billing.entitlement(owner)).toMatchObject({ allowed: true, callMinutesUsed: 59 });
    await h.onCallCompleted(callCompleted({ owner, seconds: 1, callType: 'phone_customer' }));
    const refused = await h.billing.entitlement(owner);
    expect(refused).toMatchObject({ allowed: false, reason: 'minutes_used', callMinutesUsed: 60, callMinutesIncluded: 60 });
    expect(refused.message).toBe(EXPIRED_MESSAGES.minutesUsed(60));
    const stats = await h.billing.dashboard(actor(owner));
    expect(stats.subscription).toMatchObject({ status: 'expired', expiredReason: 'minutes_used', allowed: false, callMinutesUsed: 60, daysLeft: 7 });
  });

  it('asks identity when it has no copy of the terms, and allows when nobody knows', async () => {
    const owner = uniqueId('fallback');
    const start = new Date(Date.now() - 8 * DAY);
    h.clock.now = new Date();
    expect(await h.billing.entitlement(owner)).toMatchObject({ allowed: true, reason: '' });
    h.identity.terms_.set(owner, trialTerms(start));
    const before = h.identity.calls;
    expect(await h.billing.entitlement(owner)).toMatchObject({ allowed: false, reason: 'trial_ended' });
    expect(h.identity.calls).toBe(before + 1);
    h.identity.failing = true;
    try {
      expect(await h.billing.entitlement(uniqueId('nobody'))).toMatchObject({ allowed: true });
    } finally {
      h.identity.failing = false;
    }
    expect(await h.billing.entitlement('')).toMatchObject({ allowed: true });
  });

  it("follows identity's terms sent with each usage read (e.g. a repaired end date), and its time zone", async () => {
    const owner = uniqueId('sync');
    const start = new Date(Date.now() - 10 * DAY);
    h.clock.now = new Date();
    await h.onOwnerEvent(userRegistered(owner, new Date(start.getTime() + 7 * DAY), start));
    expect((await h.billing.entitlement(owner)).reason).toBe('trial_ended');

    const extended = trialTerms(start, { endDate: new Date(h.clock.now.getTime() + 3 * DAY) });
    await h.onCallCompleted(callCompleted({ owner, seconds: 125 }));
    const usage = await h.billing.usage(owner, extended, 'America/Chicago');
    expect(usage).toMatchObject({ callMinutesUsed: 3, calls: 1, subscription: { status: 'active', allowed: true, daysLeft: 3 } });
    expect(await h.billing.entitlement(owner)).toMatchObject({ allowed: true });
    expect((await h.billing.dashboard(actor(owner))).timezone).toBe('America/Chicago');

    // A UserRegistered replayed later does not undo identity's own terms.
    await h.onOwnerEvent(userRegistered(owner, new Date(start.getTime() + 7 * DAY), start));
    expect(await h.billing.entitlement(owner)).toMatchObject({ allowed: true });
    // Reads without terms use billing's copy.
    expect((await h.billing.usage(owner, undefined, '')).subscription).toMatchObject({ status: 'active', callMinutesUsed: 3 });
    // Unchanged terms write nothing.
    const before = defined((await db.query<{ updated_at: Date }>(`select updated_at from accounts where owner_id = $1`, [owner])).rows[0], 'the account').updated_at;
    await h.billing.usage(owner, extended, 'America/Chicago');
    const after = defined((await db.query<{ updated_at: Date }>(`select updated_at from accounts where owner_id = $1`, [owner])).rows[0], 'the account').updated_at;
    expect(new Date(after).getTime()).toBe(new Date(before).getTime());
  });

  it("shows today's activity and the period's costs per agent and per number", async () => {
    const owner = uniqueId('costs');
    h.clock.now = new Date('2025-06-10T18:00:00Z'); // 14:00 in New York
    const start = new Date(h.clock.now.getTime() - DAY);
    await h.billing.usage(owner, trialTerms(start), 'America/New_York');
    h.telephony.owned.set(owner, [
      { phoneNumber: '+12125550100', monthlyPrice: 1, agentId: 'agent-1', status: 'owned' },
      { phoneNumber: '+12125550199', monthlyPrice: 0, agentId: '', status: 'released' },
    ]);
    await h.onCallCompleted(
      callCompleted({ owner, agentId: 'agent-1', agentName: 'Max', seconds: 61, transfers: 1, emergency: true, startedAt: new Date('2025-06-10T13:00:00Z') }),
    );
    await h.onCallCompleted(
      callCompleted({ owner, agentId: 'agent-1', agentName: 'Maxine', seconds: 240, callType: 'phone_customer', startedAt: new Date('2025-06-10T15:00:00Z') }),
    );
    // 22:00 in New York the day before: in the trial's costs, not in today's activity.
    await h.onCallCompleted(callCompleted({ owner, agentId: 'agent-2', agentName: 'Ana', seconds: 30, startedAt: new Date('2025-06-10T02:00:00Z') }));
    await h.onCallCompleted(callCompleted({ owner: '', callType: 'web_demo', agentId: 'sarah', seconds: 600, startedAt: new Date('2025-06-10T14:00:00Z') }));

    const stats = await h.billing.dashboard(actor(owner));
    expect(stats).toMatchObject({
      todayCalls: 2,
      todayMinutes: 6,
      todayTransfers: 1,
      todayEmergencies: 1,
      timezone: 'America/New_York',
      date: '2025-06-10',
      subscription: { plan: 'trial', status: 'active', callMinutesUsed: 7, callMinutesIncluded: 60, daysLeft: 6, allowed: true },
    });
    expect(stats.costs).toMatchObject({
      callCost: 1.05,
      phoneCost: 6,
      totalCost: 7.05,
      amountDue: 0,
      coveredByTrial: true,
      billableMinutes: 7,
      perAgent: [
        { agentId: 'agent-1', agentName: 'Maxine', callCount: 2, minutes: 6, customerCharge: 0.9 },
        { agentId: 'agent-2', agentName: 'Ana', callCount: 1, minutes: 1, customerCharge: 0.15 },
      ],
      phoneNumbers: [
        { phoneNumber: '+12125550100', monthlyCost: 1, coveredByTrial: true },
        { phoneNumber: '+12125550199', monthlyCost: 5, coveredByTrial: true },
      ],
      phoneNumbersUnavailable: false,
    });
    expect(stats.costs.periodStart?.toISOString()).toBe(start.toISOString());

    h.telephony.failing = true;
    try {
      const degraded = await h.billing.dashboard(actor(owner));
      expect(degraded.costs).toMatchObject({ phoneNumbers: [], phoneCost: 0, callCost: 1.05, phoneNumbersUnavailable: true });
    } finally {
      h.telephony.failing = false;
    }
  });

  it('counts a paid plan by calendar month in the owner’s time zone, with the total due', async () => {
    const owner = uniqueId('monthly');
    await h.billing.usage(owner, { plan: 'pro', status: 'active', startDate: new Date('2024-01-01T00:00:00Z'), endDate: null, callMinutesIncluded: 500 }, 'America/New_York');
    await h.onCallCompleted(callCompleted({ owner, startedAt: new Date('2025-02-01T04:30:00Z'), seconds: 60 })); // 31 Jan, 23:30 in New York
    await h.onCallCompleted(callCompleted({ owner, startedAt: new Date('2025-02-01T05:30:00Z'), seconds: 120 })); // 1 Feb, 00:30
    h.clock.now = new Date('2025-02-10T12:00:00Z');
    const stats = await h.billing.dashboard(actor(owner));
    expect(stats.costs).toMatchObject({ billableMinutes: 2, callCost: 0.3, coveredByTrial: false, amountDue: 0.3 });
    expect(stats.costs.periodStart?.toISOString()).toBe('2025-02-01T05:00:00.000Z');
    expect(stats.costs.periodEnd?.toISOString()).toBe('2025-03-01T05:00:00.000Z');
    expect(stats.subscription).toMatchObject({ plan: 'pro', status: 'active', callMinutesUsed: 2, allowed: true });
  });
});
