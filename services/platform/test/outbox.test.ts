import { createEmbeddedBus, idempotentHandler, Outbox, registry, type BusMessage, type Db, type EventBus } from '@landline/platform';
import { eventually, quietLogger, testDb } from './helpers';

describe('embedded bus, transactional outbox and idempotent consumers', () => {
  let serviceDb: Db;
  let busDb: Db;
  let bus: EventBus;
  const logger = quietLogger();

  // PGlite takes a second or two to start: one pair for the file, emptied between tests.
  beforeAll(async () => {
    [serviceDb, busDb] = await Promise.all([testDb('svc', { embedded: true }), testDb('bus', { embedded: true })]);
    await Outbox.prepare(serviceDb);
    await serviceDb.exec('create table items (id text primary key)');
  });

  beforeEach(async () => {
    await serviceDb.exec('truncate items, outbox, processed_events');
    bus = await createEmbeddedBus(busDb, logger, 50);
    await busDb.exec('truncate bus_messages, bus_offsets');
  });

  afterEach(() => bus.close());

  afterAll(async () => {
    await serviceDb.close();
    await busDb.close();
  });

  it('publishes an event only when its transaction commits', async () => {
    const outbox = new Outbox(serviceDb, bus, 'test', logger, 50);
    await serviceDb.tx(async (q) => {
      await q.query(`insert into items values ('kept')`);
      await outbox.add(q, { topic: 't', key: 'k', type: 'ItemAdded', payload: Buffer.from('kept') });
    });
    await expect(
      serviceDb.tx(async (q) => {
        await q.query(`insert into items values ('lost')`);
        await outbox.add(q, { topic: 't', key: 'k', type: 'ItemAdded', payload: Buffer.from('lost') });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await outbox.flush();

    const seen: string[] = [];
    const sub = await bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) => void seen.push(m.value.toString()) });
    await eventually(() => seen.length === 1);
    await new Promise((r) => setTimeout(r, 150));
    expect(seen).toEqual(['kept']);
    await sub.stop();
  });

  it('keeps pending events across a restart of the relay (a crash after commit)', async () => {
    const first = new Outbox(serviceDb, bus, 'test', logger, 50);
    await serviceDb.tx((q) => first.add(q, { topic: 't', key: 'k', type: 'X', payload: Buffer.from('pending') }));
    // Never started: as if the process died right after the commit.
    const second = new Outbox(serviceDb, bus, 'test', logger, 50);
    second.start();
    const seen: string[] = [];
    const sub = await bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) => void seen.push(m.value.toString()) });
    await eventually(() => seen.length === 1);
    await second.stop();
    await sub.stop();
    const { rows } = await serviceDb.query<{ n: number }>('select count(*)::int as n from outbox where published_at is null');
    expect(rows[0]?.n).toBe(0);
  });

  it('reports the backlog while the broker is down: pending events and the age of the oldest', async () => {
    const down: EventBus = { ...bus, publish: async () => Promise.reject(new Error('broker unreachable')) };
    const outbox = new Outbox(serviceDb, down, 'backlog-test', logger, 50);
    for (let i = 0; i < 3; i++) await serviceDb.tx((q) => outbox.add(q, { topic: 't', key: 'k', type: 'X', payload: Buffer.from(String(i)) }));
    outbox.start();
    const gauge = async (name: string) => {
      const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === name);
      return (metric?.values as { value: number; labels: Record<string, string> }[] | undefined)?.find((v) => v.labels.service === 'backlog-test')?.value;
    };
    await eventually(async () => (await gauge('landline_outbox_pending')) === 3);
    await eventually(async () => ((await gauge('landline_outbox_oldest_pending_seconds')) ?? 0) > 0);
    await outbox.stop();
  });

  it("reports each consumer group's lag: what is published and not yet handled", async () => {
    const lag = async (group: string) => {
      const metric = (await registry.getMetricsAsJSON()).find((m) => m.name === 'landline_events_consumer_lag');
      return (metric?.values as { value: number; labels: Record<string, string> }[] | undefined)?.find((v) => v.labels.group === group && v.labels.topic === 'lagging')?.value;
    };
    await bus.publish(Array.from({ length: 250 }, (_, n) => ({ topic: 'lagging', key: 'k', value: Buffer.from(String(n)), headers: {} })));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let handled = 0;
    const sub = await bus.subscribe({
      group: 'slow',
      topics: ['lagging'],
      handler: async () => {
        if (++handled > 100) await gate;
      },
    });
    // The first page of 100 is handled; 150 wait behind it.
    await eventually(async () => (await lag('slow')) === 150);
    release();
    await eventually(async () => (await lag('slow')) === 0);
    await sub.stop();
  });

  it('redelivers a message whose handler failed, and a consumer group resumes where it committed', async () => {
    await bus.publish([1, 2, 3].map((n) => ({ topic: 't', key: 'k', value: Buffer.from(String(n)), headers: {} })));
    const seen: string[] = [];
    let failures = 0;
    const sub = await bus.subscribe({
      group: 'g',
      topics: ['t'],
      handler: async (m) => {
        if (m.value.toString() === '2' && failures++ === 0) throw new Error('transient');
        seen.push(m.value.toString());
      },
    });
    await eventually(() => seen.length === 3);
    expect(seen).toEqual(['1', '2', '3']);
    await sub.stop();

    await bus.publish([{ topic: 't', key: 'k', value: Buffer.from('4'), headers: {} }]);
    const later: string[] = [];
    const again = await bus.subscribe({ group: 'g', topics: ['t'], handler: async (m) => void later.push(m.value.toString()) });
    await eventually(() => later.length === 1);
    expect(later).toEqual(['4']);
    await again.stop();
  });

  it('applies each event id once, however often it is delivered', async () => {
    let applied = 0;
    const handler = idempotentHandler(serviceDb, 'test', 'counter', async (q, event) => {
      applied++;
      await q.query('insert into items values ($1)', [event.id]);
    });
    const message: BusMessage = { topic: 't', key: 'k', value: Buffer.from('x'), headers: { 'event-id': 'e-1', 'event-type': 'X' } };
    await handler(message);
    await handler(message);
    await Promise.all([handler(message), handler(message)]);
    expect(applied).toBe(1);
    const { rows } = await serviceDb.query<{ n: number }>('select count(*)::int as n from items');
    expect(rows[0]?.n).toBe(1);
  });

  it('rolls back the dedupe mark when the handler fails, so a redelivery applies it', async () => {
    let attempts = 0;
    const handler = idempotentHandler(serviceDb, 'test', 'flaky', async (q) => {
      attempts++;
      await q.query(`insert into items values ('once')`);
      if (attempts === 1) throw new Error('crash before commit');
    });
    const message: BusMessage = { topic: 't', key: 'k', value: Buffer.from('x'), headers: { 'event-id': 'e-2', 'event-type': 'X' } };
    await expect(handler(message)).rejects.toThrow('crash before commit');
    await handler(message);
    await handler(message);
    expect(attempts).toBe(2);
    const { rows } = await serviceDb.query<{ id: string }>('select id from items');
    expect(rows).toEqual([{ id: 'once' }]);
  });
});
