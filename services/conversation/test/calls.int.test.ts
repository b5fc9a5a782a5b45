import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createKafkaBus, createLogger, migrate, openDatabase, Outbox, type BusMessage, type Db, type EventBus } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { CallRecords } from '../src/calls/records';
import { conversationStore } from '../src/store';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: start the services with scripts/infra (npm test does) or set it to a running one`);
  return value;
}

async function eventually<T>(fn: () => T | undefined | false, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = fn();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Call records on real Postgres, their events through the outbox onto real Kafka. */
describe('call events on Kafka (Postgres + Kafka)', () => {
  let db: Db | undefined;
  let bus: EventBus | undefined;
  let outbox: Outbox | undefined;
  let records: CallRecords;
  const seen: BusMessage[] = [];
  let stopSub: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    db = await openDatabase({ url: requireEnv('TEST_DATABASE_URL'), schema: `conversation_int_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'conv-int-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    bus = createKafkaBus({ brokers: requireEnv('TEST_KAFKA_BROKERS').split(','), clientId: 'conversation-int-test', logger });
    outbox = new Outbox(db, bus, 'conversation', logger, 200);
    records = new CallRecords(conversationStore(db), outbox, () => null, logger);
    const sub = await bus.subscribe({ group: `calls-${randomUUID()}`, topics: [TOPICS.CallCompleted, TOPICS.TransferRequested], handler: async (m) => void seen.push(m) });
    stopSub = () => sub.stop();
    outbox.start();
  }, 60_000);
  afterAll(async () => {
    await stopSub?.();
    await outbox?.stop();
    await bus?.close();
    await db?.exec(`drop schema if exists ${db.schema} cascade`);
    await db?.close();
  });

  it('publishes CallCompleted and TransferRequested once per call, however often the save is retried', async () => {
    const start = Date.now() - 61_000;
    const callId = `web-test-max-${start}-${process.pid}`.slice(0, 120);
    const input = {
      id: callId,
      callType: 'web_test',
      agentId: 'agent-1',
      agentName: 'Max',
      templateType: 'maintenance',
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 61_000).toISOString(),
      transcript: [
        { role: 'user', text: 'There is smoke coming from the outlet' },
        { role: 'model', text: "I'm transferring you to our emergency team now." },
      ],
      transfers: [
        {
          type: 'outgoing',
          from: 'Max',
          to: '+12125551234',
          reason: 'emergency',
          details: { clientName: 'Ann', address: '1 Elm St', phone: '+12125550111', issueSummary: 'Smoke from an outlet' },
        },
      ],
    };
    await Promise.all([records.save('owner-int', input), records.save('owner-int', input)]);
    await records.save('owner-int', input);

    const mine = () => seen.filter((m) => (m.topic === TOPICS.CallCompleted ? decodeEvent('CallCompleted', m.value) : decodeEvent('TransferRequested', m.value)).callId === callId);
    await eventually(() => mine().length >= 2 || undefined);
    await new Promise((r) => setTimeout(r, 1500)); // nothing more arrives
    const events = mine();
    expect(events.map((m) => m.topic).sort()).toEqual([TOPICS.CallCompleted, TOPICS.TransferRequested].sort());
    const completed = decodeEvent('CallCompleted', events.find((m) => m.topic === TOPICS.CallCompleted)!.value);
    expect(completed).toMatchObject({ durationSeconds: 61, billableMinutes: 2, emergency: true, transferCount: 1, meta: { tenantId: 'owner-int' } });
    const transfer = decodeEvent('TransferRequested', events.find((m) => m.topic === TOPICS.TransferRequested)!.value);
    expect(transfer).toMatchObject({ callId, reason: 'emergency', to: '+12125551234', details: { clientName: 'Ann' } });
    expect(events.every((m) => m.key === 'owner-int')).toBe(true);
  }, 60_000);
});
