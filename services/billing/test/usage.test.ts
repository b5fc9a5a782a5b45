import { randomUUID } from 'node:crypto';
import { decodeEvent } from '@landline/proto';
import { idempotentHandler, type Db } from '@landline/platform';
import { CONSUMERS } from '../src/events';
import { billableMinutes, usageOf } from '../src/usage';
import { actor, billingDb, callCompleted, dropDb, harness, onboardingCompleted, replayed, uniqueId, type Harness } from './helpers';

/** The usage ledger: CallCompleted counted exactly once per call, days in the owner's time zone. */
describe('billing: usage from CallCompleted', () => {
  let db: Db;
  let h: Harness;

  beforeAll(async () => {
    db = await billingDb('usage');
    h = harness(db);
  });
  afterAll(() => dropDb(db));

  const totals = (owner: string) => h.store.billedTotals(db, owner, { since: null, until: null });
  const ledgerRows = async (owner: string) => (await db.query<{ n: number }>(`select count(*)::int as n from call_usage where owner_id = $1`, [owner])).rows[0]?.n;

  it('rounds a call up to whole minutes, as carriers bill', () => {
    expect([0, 1, 59, 60, 61, 119, 120, 121, 3600].map(billableMinutes)).toEqual([0, 1, 1, 1, 2, 2, 2, 3, 60]);
    expect(billableMinutes(-5)).toBe(0);
    expect(billableMinutes(Number.NaN)).toBe(0);
  });

  it('counts billable minutes per call: 0 s, 59 s, 60 s and 61 s make 0 + 1 + 1 + 2', async () => {
    const owner = uniqueId('rounding');
    for (const seconds of [0, 59, 60, 61]) await h.onCallCompleted(callCompleted({ owner, seconds }));
    expect(await totals(owner)).toEqual({ minutes: 4, calls: 4 });
  });

  it('counts a CallCompleted delivered twice once', async () => {
    const owner = uniqueId('twice');
    const message = callCompleted({ owner, seconds: 150, transfers: 1, emergency: true });
    await h.onCallCompleted(message);
    await h.onCallCompleted(message);
    expect(await totals(owner)).toEqual({ minutes: 3, calls: 1 });
    h.clock.now = new Date();
    const stats = await h.billing.dashboard(actor(owner));
    expect(stats).toMatchObject({ todayCalls: 1, todayMinutes: 3, todayTransfers: 1, todayEmergencies: 1 });
  });

  it('counts a call replayed under a new event id once (the ledger is keyed by owner and call)', async () => {
    const owner = uniqueId('replay');
    const message = callCompleted({ owner, seconds: 61 });
    await h.onCallCompleted(message);
    await h.onCallCompleted(replayed(message));
    await h.onCallCompleted(replayed(message));
    expect(await totals(owner)).toEqual({ minutes: 2, calls: 1 });
    expect(await ledgerRows(owner)).toBe(1);
  });

  it('applies nothing when the consumer dies between its writes and the commit, and counts once on redelivery', async () => {
    const owner = uniqueId('crash');
    const message = callCompleted({ owner, seconds: 125 });
    // The same dedupe key as the real consumer; the handler writes the ledger row, then the process "dies".
    const dying = idempotentHandler(db, 'billing', CONSUMERS.usage.consumer, async (q, event) => {
      expect(await h.usage.record(q, decodeEvent('CallCompleted', event.value), event.id)).toBe(true);
      throw new Error('killed before commit');
    });
    await expect(dying(message)).rejects.toThrow('killed before commit');
    expect(await totals(owner)).toEqual({ minutes: 0, calls: 0 });
    const dedupe = await db.query(`select 1 from processed_events where consumer = $1 and event_id = $2`, [CONSUMERS.usage.consumer, message.headers['event-id']]);
    expect(dedupe.rowCount).toBe(0);

    // Kafka redelivers (the offset was never committed); then the committed message is delivered once more.
    await h.onCallCompleted(message);
    await h.onCallCompleted(message);
    expect(await totals(owner)).toEqual({ minutes: 3, calls: 1 });
  });

  it('ends a burst of 50 concurrent calls for one owner, each delivered twice and replayed, with exact totals', async () => {
    const owner = uniqueId('burst');
    const messages = Array.from({ length: 50 }, (_, i) => callCompleted({ owner, seconds: 30 + i * 7, transfers: i % 5 === 0 ? 1 : 0, emergency: i % 10 === 0 }));
    const expectedMinutes = messages.reduce((sum, _m, i) => sum + billableMinutes(30 + i * 7), 0);
    const t0 = Date.now();
    await Promise.all([...messages, ...messages, ...messages.map((m) => replayed(m))].map((m) => h.onCallCompleted(m)));
    const ms = Date.now() - t0;
    expect(await totals(owner)).toEqual({ minutes: expectedMinutes, calls: 50 });
    expect(await ledgerRows(owner)).toBe(50);
    h.clock.now = new Date();
    const stats = await h.billing.dashboard(actor(owner));
    expect(stats).toMatchObject({ todayCalls: 50, todayMinutes: expectedMinutes, todayTransfers: 10, todayEmergencies: 5 });
    expect(ms).toBeLessThan(20_000);
  });

  it('ignores landing-page demo calls (no tenant) and never bills a demo employee', async () => {
    const owner = uniqueId('demo');
    await h.onCallCompleted(callCompleted({ owner: '', callType: 'web_demo', agentId: 'sarah', seconds: 300 }));
    await h.onCallCompleted(callCompleted({ owner, callType: 'web_demo', agentId: 'sarah', seconds: 300 }));
    expect(await ledgerRows(owner)).toBe(0);

    // Signed in on the landing page: saved as a test call with the demo employee as its agent.
    await h.onCallCompleted(callCompleted({ owner, callType: 'web_test', agentId: 'Sarah', seconds: 300, transfers: 1 }));
    await h.onCallCompleted(callCompleted({ owner, callType: 'web_test', agentId: 'agent-7', seconds: 90 }));
    expect(await totals(owner)).toEqual({ minutes: 2, calls: 1 });
    h.clock.now = new Date();
    expect(await h.billing.dashboard(actor(owner))).toMatchObject({ todayCalls: 2, todayMinutes: 2, todayTransfers: 1 });
  });

  it('counts every owned source: phone calls, phone tests, web tests, failed calls too', async () => {
    const owner = uniqueId('sources');
    await h.onCallCompleted(callCompleted({ owner, callType: 'phone_customer', seconds: 61 }));
    await h.onCallCompleted(callCompleted({ owner, callType: 'phone_test', seconds: 60 }));
    await h.onCallCompleted(callCompleted({ owner, callType: 'web_test', seconds: 1 }));
    await h.onCallCompleted(callCompleted({ owner, callType: 'phone_customer', seconds: 10, status: 'failed' }));
    expect(await totals(owner)).toEqual({ minutes: 5, calls: 4 });
    const rows = (await db.query<{ call_source: string }>(`select call_source from call_usage where owner_id = $1 order by call_source`, [owner])).rows;
    expect(rows.map((r) => r.call_source)).toEqual(['phone', 'phone', 'phone', 'web']);
  });

  it('skips events without a call id and takes the call day from the start time', () => {
    const base = decodeEvent('CallCompleted', callCompleted({ owner: 'o', seconds: 5 }).value);
    expect(usageOf({ ...base, callId: '' }, 'e')).toBeUndefined();
    const noStart = usageOf({ ...base, startedAt: '', endedAt: '2025-01-15T10:00:00.000Z' }, 'e');
    expect(noStart?.startedAt.toISOString()).toBe('2025-01-15T10:00:00.000Z');
  });

  describe("days in the owner's time zone", () => {
    // 23:30 in New York on 15 January is 04:30 UTC on the 16th.
    const lateInNewYork = new Date('2025-01-16T04:30:00Z');
    let owner: string;

    beforeAll(async () => {
      owner = uniqueId('tz');
      await h.onOwnerEvent(onboardingCompleted(owner, 'America/New_York'));
      await h.onCallCompleted(callCompleted({ owner, startedAt: lateInNewYork, seconds: 120 }));
      await h.onCallCompleted(callCompleted({ owner, startedAt: new Date('2025-01-15T05:00:00Z'), seconds: 60 })); // 00:00 NY on the 15th
      await h.onCallCompleted(callCompleted({ owner, startedAt: new Date('2025-01-15T04:59:59Z'), seconds: 60 })); // 23:59:59 NY on the 14th
    });

    it('puts a call at 23:30 New York time on that New York day, not on the UTC day after', async () => {
      h.clock.now = new Date('2025-01-15T20:00:00Z'); // 15:00 in New York on the 15th
      expect(await h.billing.dashboard(actor(owner))).toMatchObject({ timezone: 'America/New_York', date: '2025-01-15', todayCalls: 2, todayMinutes: 3 });
      h.clock.now = new Date('2025-01-16T12:00:00Z'); // 07:00 in New York on the 16th
      expect(await h.billing.dashboard(actor(owner))).toMatchObject({ date: '2025-01-16', todayCalls: 0, todayMinutes: 0 });
      // The same call seen from UTC is on the 16th.
      expect(await h.billing.dashboard(actor(owner), 'UTC')).toMatchObject({ timezone: 'UTC', date: '2025-01-16', todayCalls: 1, todayMinutes: 2 });
    });

    it('follows the owner when they change their time zone; an older replayed choice changes nothing', async () => {
      await h.onOwnerEvent(onboardingCompleted(owner, 'America/Los_Angeles', new Date(Date.now() + 1000)));
      await h.onOwnerEvent(onboardingCompleted(owner, 'Pacific/Honolulu', new Date(Date.now() - 86_400_000)));
      h.clock.now = new Date('2025-01-16T07:00:00Z'); // 23:00 on the 15th in Los Angeles: only the 20:30 call is that day
      expect(await h.billing.dashboard(actor(owner))).toMatchObject({ timezone: 'America/Los_Angeles', date: '2025-01-15', todayCalls: 1, todayMinutes: 2 });
      await h.onOwnerEvent(onboardingCompleted(owner, 'America/New_York', new Date(Date.now() + 2000)));
    });

    it('gives 30 days of history, oldest first, today last, days without calls as zeros', async () => {
      h.clock.now = new Date('2025-01-16T15:00:00Z');
      const history = await h.billing.history(actor(owner), 30);
      expect(history.timezone).toBe('America/New_York');
      expect(history.days).toHaveLength(30);
      expect(history.days[0]?.date).toBe('2024-12-18');
      expect(history.days[29]).toEqual({ date: '2025-01-16', calls: 0, minutes: 0, transfers: 0, emergencies: 0 });
      expect(history.days[28]).toEqual({ date: '2025-01-15', calls: 2, minutes: 3, transfers: 0, emergencies: 0 });
      expect(history.days[27]).toEqual({ date: '2025-01-14', calls: 1, minutes: 1, transfers: 0, emergencies: 0 });
      expect((await h.billing.history(actor(owner), 0)).days).toHaveLength(30);
      expect((await h.billing.history(actor(owner), 500)).days).toHaveLength(90);
      expect((await h.billing.history(actor(owner), 1)).days.map((d) => d.date)).toEqual(['2025-01-16']);
    });

    it('keeps whole days across a daylight-saving change', async () => {
      const dst = uniqueId('dst');
      // 9 March 2025: New York springs forward; the day is 23 hours long.
      await h.onCallCompleted(callCompleted({ owner: dst, startedAt: new Date('2025-03-09T05:00:00Z'), seconds: 60 })); // 00:00 EST
      await h.onCallCompleted(callCompleted({ owner: dst, startedAt: new Date('2025-03-10T03:59:00Z'), seconds: 60 })); // 23:59 EDT
      await h.onCallCompleted(callCompleted({ owner: dst, startedAt: new Date('2025-03-10T04:00:00Z'), seconds: 60 })); // 00:00 EDT on the 10th
      h.clock.now = new Date('2025-03-10T16:00:00Z');
      const days = (await h.billing.history(actor(dst), 2)).days;
      expect(days).toEqual([
        { date: '2025-03-09', calls: 2, minutes: 2, transfers: 0, emergencies: 0 },
        { date: '2025-03-10', calls: 1, minutes: 1, transfers: 0, emergencies: 0 },
      ]);
    });
  });

  it('keeps one owner’s calls from another’s, even under the same call id', async () => {
    const [a, b] = [uniqueId('a'), uniqueId('b')];
    const callId = `web-test-max-${randomUUID()}`;
    await h.onCallCompleted(callCompleted({ owner: a, callId, seconds: 60 }));
    await h.onCallCompleted(callCompleted({ owner: b, callId, seconds: 120 }));
    expect(await totals(a)).toEqual({ minutes: 1, calls: 1 });
    expect(await totals(b)).toEqual({ minutes: 2, calls: 1 });
  });
});
