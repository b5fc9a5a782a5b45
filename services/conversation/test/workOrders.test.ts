import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, createLogger, migrate, openDatabase, Outbox, type BusMessage, type Db, type EventBus } from '@landline/platform';
import { WORK_ORDER_MESSAGES } from '@landline/platform/workOrders';
import { decodeEvent, TOPICS } from '@landline/proto';
import type { CallRequest } from '../src/calls/analysis';
import { CallRecords, type CallInput } from '../src/calls/records';
import { conversationStore } from '../src/store';
import { workOrderStore } from '../src/workorders/store';
import { WorkOrders } from '../src/workorders/work-orders';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const T0 = Date.parse('2025-10-21T15:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const request = (over: Partial<CallRequest> = {}): CallRequest => ({
  tenantName: 'Maria Lopez',
  propertyAddress: '12 Oak Street',
  unit: '4B',
  callbackPhone: '+12125550123',
  issueSummary: 'Kitchen sink leaking under the cabinet',
  category: 'plumbing',
  urgency: 'urgent',
  permissionToEnter: true,
  pets: 'one cat',
  accessNotes: 'Key with the doorman',
  summary: 'Maria in 4B reports a leaking kitchen sink.',
  ...over,
});

const reason = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).message;
};

describe('work orders', () => {
  let db: Db;
  const published: BusMessage[] = [];
  const bus: EventBus = {
    kind: 'embedded',
    publish: async (m) => void published.push(...m),
    subscribe: async () => ({ stop: async () => undefined }),
    close: async () => undefined,
  };
  let outbox: Outbox;
  let records: CallRecords;
  let workOrders: WorkOrders;
  let n = 0;

  const saveCall = async (owner: string, req: CallRequest | null, over: Partial<CallInput> = {}) => {
    const start = T0 + ++n * 60_000;
    const call = await records.save(owner, {
      id: `web-test-max-${start}`,
      callType: 'web_test',
      agentId: 'agent-1',
      agentName: 'Max',
      templateType: 'maintenance',
      language: 'en',
      startTime: iso(start),
      endTime: iso(start + 90_000),
      transcript: [{ role: 'user', text: 'My sink leaks.', timestamp: iso(start + 1000) }],
      transfers: [],
      ...(req ? { request: req } : {}),
      ...over,
    });
    return call.id;
  };

  const changesPublished = async () => {
    await outbox.flush();
    return published.filter((m) => m.topic === TOPICS.WorkOrderChanged).map((m) => decodeEvent('WorkOrderChanged', m.value));
  };

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `workorders_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'workorders-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    outbox = new Outbox(db, bus, 'conversation', logger);
    records = new CallRecords(conversationStore(db), outbox, () => null, logger, 300);
    workOrders = new WorkOrders(workOrderStore(db), outbox, logger);
  });
  afterAll(async () => {
    await outbox.stop();
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('every call with a request is a new work order; the board counts open ones by urgency and pages them', async () => {
    const sink = await saveCall('alice', request());
    const flood = await saveCall('alice', request({ tenantName: 'Sam Ortiz', urgency: 'emergency', issueSummary: 'Water pouring through the ceiling' }));
    await saveCall('alice', null); // no request: no work order
    await saveCall('bob', request()); // another owner's

    const page = await workOrders.list('alice', { limit: 1 });
    expect(page.totalCount).toBe(2);
    expect(page.counts).toEqual([
      { urgency: 'life_safety', count: 0 },
      { urgency: 'emergency', count: 1 },
      { urgency: 'urgent', count: 1 },
      { urgency: 'routine', count: 0 },
    ]);
    expect(page.workOrders.map((w) => [w.call_id, w.status])).toEqual([[flood, 'new']]);
    const next = await workOrders.list('alice', { limit: 1, cursor: page.nextCursor });
    expect(next.workOrders.map((w) => w.call_id)).toEqual([sink]);
    expect(next.nextCursor).toBe('');
    expect((await workOrders.list('alice', { urgency: 'emergency' })).workOrders.map((w) => w.call_id)).toEqual([flood]);
  });

  it('moves New → Assigned → In progress → Done with notes, each change one history line and one event', async () => {
    const id = await saveCall('alice', request({ tenantName: 'Lee Park' }));
    published.length = 0;

    let view = await workOrders.update('alice', id, { assignee: 'Carlos (plumber)' }, 'Pat Owner');
    expect(view.row).toMatchObject({ status: 'assigned', assignee: 'Carlos (plumber)' });
    await workOrders.update('alice', id, { status: 'in_progress', note: 'Carlos is on his way, ETA 3pm.' }, 'Pat Owner');
    view = await workOrders.update('alice', id, { status: 'done', note: 'Replaced the trap; no more leak.' }, 'Pat Owner');
    expect(view.row).toMatchObject({ status: 'done', notes: 2 });
    expect(view.history.map((c) => [c.kind, c.from_value, c.to_value, c.note, c.actor])).toEqual([
      ['assignee', '', 'Carlos (plumber)', '', 'Pat Owner'],
      ['status', 'new', 'assigned', '', 'Pat Owner'],
      ['status', 'assigned', 'in_progress', '', 'Pat Owner'],
      ['note', '', '', 'Carlos is on his way, ETA 3pm.', 'Pat Owner'],
      ['status', 'in_progress', 'done', '', 'Pat Owner'],
      ['note', '', '', 'Replaced the trap; no more leak.', 'Pat Owner'],
    ]);

    const events = await changesPublished();
    expect(events.map((e) => [e.change, e.previousStatus, e.status])).toEqual([
      ['assignee', 'new', 'new'],
      ['status', 'new', 'assigned'],
      ['status', 'assigned', 'in_progress'],
      ['note', 'in_progress', 'in_progress'],
      ['status', 'in_progress', 'done'],
      ['note', 'done', 'done'],
    ]);
    expect(events[0]).toMatchObject({ callId: id, agentId: 'agent-1', meta: { tenantId: 'alice' }, workOrder: { tenantName: 'Lee Park', unit: '4B', urgency: 'urgent' } });
    expect(new Set(events.map((e) => e.changeId)).size).toBe(6);

    // Done ones leave the open board and show under done.
    expect((await workOrders.list('alice', {})).workOrders.map((w) => w.call_id)).not.toContain(id);
    expect((await workOrders.list('alice', { statuses: ['done'] })).workOrders.map((w) => w.call_id)).toEqual([id]);
  });

  it('forwards by email to up to five addresses, recorded and published', async () => {
    const id = await saveCall('alice', request());
    published.length = 0;
    const view = await workOrders.forward('alice', id, { to: ['Carlos@Example.com', 'carlos@example.com', 'office@example.com'], note: 'Please call Maria.' }, 'Pat');
    expect(view.history.at(-1)).toMatchObject({ kind: 'forwarded', to_value: 'carlos@example.com, office@example.com', note: 'Please call Maria.' });
    const [event] = await changesPublished();
    expect(event).toMatchObject({ change: 'forwarded', forwardTo: ['carlos@example.com', 'office@example.com'], note: 'Please call Maria.', status: 'new' });
  });

  it('refuses bad input with a clear reason and changes nothing; another owner never sees or changes it', async () => {
    const id = await saveCall('alice', request());
    expect(await reason(workOrders.update('alice', id, { status: 'finished' }, 'Pat'))).toBe(WORK_ORDER_MESSAGES.badStatus);
    expect(await reason(workOrders.update('alice', id, {}, 'Pat'))).toBe(WORK_ORDER_MESSAGES.nothingToChange);
    expect(await reason(workOrders.update('alice', id, { note: 'x'.repeat(2001) }, 'Pat'))).toBe(WORK_ORDER_MESSAGES.noteTooLong);
    expect(await reason(workOrders.forward('alice', id, { to: ['not-an-email'] }, 'Pat'))).toBe(WORK_ORDER_MESSAGES.badEmail);
    expect(await reason(workOrders.forward('alice', id, { to: [] }, 'Pat'))).toBe(WORK_ORDER_MESSAGES.forwardTo);
    expect(await reason(workOrders.list('alice', { statuses: ['open'] }))).toBe(WORK_ORDER_MESSAGES.badStatus);
    expect((await workOrders.get('alice', id)).history).toEqual([]);

    expect(await reason(workOrders.get('bob', id))).toBe(WORK_ORDER_MESSAGES.notFound);
    expect(await reason(workOrders.update('bob', id, { status: 'done' }, 'Bob'))).toBe(WORK_ORDER_MESSAGES.notFound);
    expect((await workOrders.get('alice', id)).row.status).toBe('new');
    expect(await reason(workOrders.get('alice', await saveCall('alice', null)))).toBe(WORK_ORDER_MESSAGES.notFound);
  });

  it('a change to what it already is records nothing', async () => {
    const id = await saveCall('alice', request());
    await workOrders.update('alice', id, { status: 'new', assignee: '' }, 'Pat');
    expect((await workOrders.get('alice', id)).history).toEqual([]);
  });
});
