import { randomUUID } from 'node:crypto';
import { createKafkaBus, EVENT_ID_HEADER, type BusMessage, type Db, type EventBus, type Subscription } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { defined } from '@landline/platform/testing';
import { CONSUMERS } from '../src/events';
import { billableMinutes } from '../src/usage';
import { billingDb, callCompleted, dropDb, harness, logger, replayed, trialTerms, uniqueId, userRegistered, type Harness } from './helpers';

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: start the services with scripts/infra (npm test does) or set it to a running one`);
  return value;
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** CallCompleted on real Kafka into billing's ledger on real Postgres: redelivery and replay count nothing twice. */
describe('billing consumes CallCompleted from Kafka exactly once per call (Postgres + Kafka)', () => {
  let db: Db;
  let bus: EventBus | undefined;
  let h: Harness;
  const subscriptions: Subscription[] = [];
  const owner = uniqueId('kafka-owner');
  const attempts = new Map<string, number>();

  beforeAll(async () => {
    db = await billingDb('int', requireEnv('TEST_DATABASE_URL'));
    h = harness(db);
    bus = createKafkaBus({ brokers: requireEnv('TEST_KAFKA_BROKERS').split(','), clientId: 'billing-int-test', logger, sessionTimeout: 10_000 });
  }, 60_000);
  afterAll(async () => {
    for (const s of subscriptions) await s.stop().catch(() => undefined);
    await bus?.close();
    await dropDb(db);
  });

  const totals = () => h.store.billedTotals(db, owner, { since: null, until: null });
  const rows = async () => (await db.query<{ n: number }>(`select count(*)::int as n from call_usage where owner_id = $1`, [owner])).rows[0]?.n;

  it('counts each call once through redelivery, replays under new event ids, a consumer dying before commit, and a new consumer group re-reading the topic', async () => {
    const calls = Array.from({ length: 20 }, (_, i) => callCompleted({ owner, seconds: 45 + i * 13, transfers: i % 4 === 0 ? 1 : 0 }));
    // Committed to the database, then the process dies before Kafka's offset commit: Kafka redelivers it.
    const call = (i: number) => defined(calls[i], `call ${i}`);
    const diesAfterCommit = call(3);
    // Dies inside its transaction (after the ledger insert, before commit): nothing applied; Kafka redelivers it.
    const diesBeforeCommit = call(7);
    const idOf = (m: BusMessage) => defined(m.headers[EVENT_ID_HEADER], 'an event id header');

    const real = h.onCallCompleted;
    const handler = async (message: BusMessage) => {
      const id = idOf(message);
      const n = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, n);
      if (id === idOf(diesBeforeCommit) && n === 1) {
        await db.tx(async (q) => {
          await h.usage.record(q, decodeEvent('CallCompleted', message.value), id);
          throw new Error('killed before commit');
        });
      }
      await real(message);
      if (id === idOf(diesAfterCommit) && n === 1) throw new Error('killed after commit, before the offset commit');
    };
    subscriptions.push(await bus!.subscribe({ group: `billing-int-${randomUUID()}`, topics: [...CONSUMERS.usage.topics], handler }));

    const expectedMinutes = calls.reduce((sum, _m, i) => sum + billableMinutes(45 + i * 13), 0);
    const t0 = Date.now();
    await bus!.publish(calls);
    await bus!.publish([call(0), call(1), replayed(call(2)), replayed(call(5)), replayed(call(5))]); // a producer retry and replays
    await eventually(async () => (await totals()).calls >= 20);
    const consumedMs = Date.now() - t0;
    await eventually(async () => (attempts.get(idOf(diesAfterCommit)) ?? 0) >= 2 && (attempts.get(idOf(diesBeforeCommit)) ?? 0) >= 2);
    await new Promise((r) => setTimeout(r, 2000)); // nothing more arrives
    expect(await totals()).toEqual({ minutes: expectedMinutes, calls: 20 });
    expect(await rows()).toBe(20);
    expect(consumedMs).toBeLessThan(60_000);

    // A new consumer group (a new deployment, a reset offset) reads the whole topic again: nothing changes.
    let reread = 0;
    subscriptions.push(
      await bus!.subscribe({
        group: `billing-int-replay-${randomUUID()}`,
        topics: [TOPICS.CallCompleted],
        handler: async (m) => {
          if (decodeEvent('CallCompleted', m.value).meta?.tenantId === owner) reread++;
          await real(m);
        },
      }),
    );
    await eventually(async () => reread >= 25);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await totals()).toEqual({ minutes: expectedMinutes, calls: 20 });
    expect(await rows()).toBe(20);
  }, 120_000);

  it('expires a trial by minutes from calls consumed off Kafka, and by date', async () => {
    const trialist = uniqueId('kafka-trial');
    const start = new Date();
    h.clock.now = new Date(start.getTime() + 60_000);
    await h.onOwnerEvent(userRegistered(trialist, new Date(start.getTime() + 7 * 86_400_000), start));
    await bus!.publish([callCompleted({ owner: trialist, seconds: 30 * 60, callType: 'phone_customer' })]);
    await eventually(async () => (await h.store.billedTotals(db, trialist, { since: null, until: null })).minutes === 30);
    expect(await h.billing.entitlement(trialist)).toMatchObject({ allowed: true, callMinutesUsed: 30 });
    const last = callCompleted({ owner: trialist, seconds: 29 * 60 + 1, callType: 'phone_test' });
    await bus!.publish([last, last, replayed(last)]);
    await eventually(async () => (await h.store.billedTotals(db, trialist, { since: null, until: null })).minutes >= 60);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await h.billing.entitlement(trialist)).toMatchObject({ allowed: false, reason: 'minutes_used', callMinutesUsed: 60 });

    // Identity extends the included minutes (its terms travel with a profile read): allowed until the end date.
    await h.billing.usage(trialist, trialTerms(start, { callMinutesIncluded: 120 }), 'America/Denver');
    expect(await h.billing.entitlement(trialist)).toMatchObject({ allowed: true });
    h.clock.now = new Date(start.getTime() + 7 * 86_400_000);
    expect(await h.billing.entitlement(trialist)).toMatchObject({ allowed: false, reason: 'trial_ended' });
  }, 120_000);
});
