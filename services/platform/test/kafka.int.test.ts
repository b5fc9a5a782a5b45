import { randomUUID } from 'node:crypto';
import { createKafkaBus, idempotentHandler, Outbox, openDatabase, registry, type BusMessage, type Db, type EventBus } from '@landline/platform';
import { eventually, quietLogger, requireEnv, tempDir } from './helpers';

describe('Kafka event bus with the outbox and idempotent consumers', () => {
  const brokers = requireEnv('TEST_KAFKA_BROKERS').split(',');
  const logger = quietLogger();
  let bus: EventBus;
  let db: Db;

  beforeAll(async () => {
    bus = createKafkaBus({ brokers, clientId: 'kit-test', logger, partitions: 2 });
    db = await openDatabase({ url: requireEnv('TEST_DATABASE_URL'), schema: `bus_${process.pid}`, dataDir: tempDir() });
    await Outbox.prepare(db);
    await db.exec('create table applied (event_id text primary key)');
  });
  afterAll(async () => {
    await bus.close();
    await db.exec(`drop schema if exists ${db.schema} cascade`);
    await db.close();
  });

  const topic = () => `test.${randomUUID()}`;

  it('delivers published messages with their key and headers', async () => {
    const t = topic();
    const seen: BusMessage[] = [];
    const sub = await bus.subscribe({ group: `g-${randomUUID()}`, topics: [t], handler: async (m) => void seen.push(m) });
    await bus.publish([
      { topic: t, key: 'owner-1', value: Buffer.from('hello'), headers: { 'event-id': 'e1', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' } },
    ]);
    await eventually(() => seen.length === 1, 30_000);
    expect(seen[0]).toMatchObject({ topic: t, key: 'owner-1', headers: { 'event-id': 'e1', traceparent: expect.stringMatching(/^00-0af7/) } });
    expect(seen[0]?.value.toString()).toBe('hello');
    await sub.stop();
  });

  it('stops an idle subscription without waiting out a long fetch, so a shutdown stays short', async () => {
    const sub = await bus.subscribe({ group: `g-${randomUUID()}`, topics: [topic()], handler: async () => undefined });
    // Let the consumer settle into its wait for records on the empty topic.
    await new Promise((r) => setTimeout(r, 500));
    const t0 = Date.now();
    await sub.stop();
    // KafkaJS holds an idle fetch open for 5 s by default, and a disconnect waits for it.
    expect(Date.now() - t0).toBeLessThan(3_000);
  });

  it("reports the group's lag per partition after each batch: none once everything is handled", async () => {
    const t = topic();
    const group = `g-${randomUUID()}`;
    let seen = 0;
    const sub = await bus.subscribe({
      group,
      topics: [t],
      handler: async () => {
        seen++;
      },
    });
    await bus.publish(Array.from({ length: 20 }, (_, n) => ({ topic: t, key: `k${n}`, value: Buffer.from(String(n)), headers: {} })));
    await eventually(() => seen === 20, 30_000);
    const lags = async () => {
      const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'landline_events_consumer_lag');
      return ((metric?.values ?? []) as { value: number; labels: Record<string, string> }[]).filter((v) => v.labels.group === group && v.labels.topic === t);
    };
    await eventually(async () => (await lags()).length > 0, 10_000);
    expect((await lags()).every((v) => v.value === 0)).toBe(true);
    await sub.stop();
  });

  it('redelivers a message whose handler failed (at least once)', async () => {
    const t = topic();
    const seen: string[] = [];
    let failed = false;
    const sub = await bus.subscribe({
      group: `g-${randomUUID()}`,
      topics: [t],
      handler: async (m) => {
        if (!failed) {
          failed = true;
          throw new Error('transient');
        }
        seen.push(m.value.toString());
      },
    });
    await bus.publish([{ topic: t, key: 'k', value: Buffer.from('retry-me'), headers: {} }]);
    await eventually(() => seen.length === 1, 60_000);
    expect(seen).toEqual(['retry-me']);
    await sub.stop();
  });

  it('applies an event once when Kafka delivers it twice', async () => {
    const t = topic();
    let calls = 0;
    const handler = idempotentHandler(db, 'test', 'once', async (q, event) => {
      calls++;
      await q.query('insert into applied values ($1)', [event.id]);
    });
    const sub = await bus.subscribe({ group: `g-${randomUUID()}`, topics: [t], handler });
    const message = { topic: t, key: 'k', value: Buffer.from('x'), headers: { 'event-id': `dup-${randomUUID()}`, 'event-type': 'X' } };
    await bus.publish([message]);
    await bus.publish([message]);
    await eventually(async () => (await db.query('select 1 from applied where event_id = $1', [message.headers['event-id']])).rowCount === 1, 30_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(calls).toBe(1);
    await sub.stop();
  });

  it('relays committed outbox events to Kafka in order', async () => {
    const t = topic();
    const outbox = new Outbox(db, bus, 'test', logger, 100);
    for (const n of [1, 2, 3]) await db.tx((q) => outbox.add(q, { topic: t, key: 'same-key', type: 'N', payload: Buffer.from(String(n)) }));
    const seen: string[] = [];
    const sub = await bus.subscribe({ group: `g-${randomUUID()}`, topics: [t], handler: async (m) => void seen.push(m.value.toString()) });
    outbox.start();
    await eventually(() => seen.length === 3, 30_000);
    expect(seen).toEqual(['1', '2', '3']);
    await outbox.stop();
    await sub.stop();
  });
});

describe('outbox across a killed process', () => {
  it('publishes an event committed by a process that was killed before relaying it', async () => {
    const { spawnSync } = await import('node:child_process');
    const path = await import('node:path');
    const { fileURLToPath } = await import('node:url');
    const url = requireEnv('TEST_DATABASE_URL');
    const schema = `crash_${process.pid}`;
    const t = `test.crash.${randomUUID()}`;
    const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/commit-then-die.ts');
    const child = spawnSync(process.execPath, ['--import', 'tsx', fixture, url, schema, t], { encoding: 'utf8', timeout: 60_000 });
    expect(child.signal).toBe('SIGKILL');

    const logger = quietLogger();
    const db = await openDatabase({ url, schema, dataDir: tempDir() });
    const bus = createKafkaBus({ brokers: requireEnv('TEST_KAFKA_BROKERS').split(','), clientId: 'crash-test', logger });
    try {
      const pending = await db.query('select 1 from outbox where published_at is null');
      expect(pending.rowCount).toBe(1);
      const seen: string[] = [];
      const sub = await bus.subscribe({ group: `g-${randomUUID()}`, topics: [t], handler: async (m) => void seen.push(m.value.toString()) });
      const outbox = new Outbox(db, bus, 'crash-test', logger, 100);
      outbox.start();
      await eventually(() => seen.length === 1, 30_000);
      expect(seen).toEqual(['order-1']);
      await outbox.stop();
      await sub.stop();
    } finally {
      await bus.close();
      await db.exec(`drop schema if exists ${schema} cascade`);
      await db.close();
    }
  });
});
