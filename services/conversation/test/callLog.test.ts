import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, createLogger, migrate, openDatabase, Outbox, type Db, type EventBus } from '@landline/platform';
import { defined } from '@landline/platform/testing';
import { CallRecords, type CallInput, type RecentPage } from '../src/calls/records';
import { callLogFilter, LOG_MESSAGES, searchQuery } from '../src/calls/log';
import { conversationStore } from '../src/store';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const quietBus: EventBus = { kind: 'embedded', publish: async () => undefined, subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };

const DAY = 86_400_000;
/** Noon UTC on 2025-10-21: 07:00 in Chicago, the same calendar day. */
const NOON = Date.parse('2025-10-21T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('unit: the call log search text', () => {
  it('makes every word a required prefix, ignoring case, accents and punctuation', () => {
    expect(searchQuery('María  LÓPEZ')).toBe('maria:* & lopez:*');
    expect(searchQuery('Apt. 4B')).toBe('apt:* & 4b:*');
    expect(searchQuery('inundación')).toBe('inundacion:*');
  });

  it('reads phone-like text as one number', () => {
    expect(searchQuery('(415) 555-1234')).toBe('4155551234:*');
    expect(searchQuery('+1 415')).toBe('1415:*');
  });

  it("lets no tsquery syntax through and drops what isn't searchable", () => {
    expect(searchQuery("a' | b:* & !c <-> (d)")).toBe('a:* & b:* & c:* & d:*');
    expect(searchQuery('  ¿?!  ')).toBe('');
    expect(searchQuery('one two three four five six seven eight nine ten').split(' & ')).toHaveLength(8);
  });

  it('validates the filters, naming the problem', () => {
    const problem = (input: Record<string, string>) => {
      try {
        callLogFilter(input, '');
        return '';
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        return (err as AppError).message;
      }
    };
    expect(problem({ urgency: 'panic' })).toBe(LOG_MESSAGES.badUrgency);
    expect(problem({ outcome: 'voicemail' })).toBe(LOG_MESSAGES.badOutcome);
    expect(problem({ source: 'fax' })).toBe(LOG_MESSAGES.badSource);
    expect(problem({ fromDate: '2025-02-30' })).toBe(LOG_MESSAGES.badDate);
    expect(problem({ toDate: '21/10/2025' })).toBe(LOG_MESSAGES.badDate);
    expect(problem({ fromDate: '2025-10-22', toDate: '2025-10-21' })).toBe(LOG_MESSAGES.badRange);
    expect(problem({ timeZone: 'Mars/Olympus' })).toBe(LOG_MESSAGES.badTimeZone);
    expect(problem({ q: 'x'.repeat(201) })).toBe(LOG_MESSAGES.tooLong);
    expect(problem({ urgency: 'emergency', outcome: 'work_order', source: 'phone', fromDate: '2025-10-01', toDate: '2025-10-01', timeZone: 'America/Chicago' })).toBe('');
  });
});

describe('the call log (search, filters, tags, paging)', () => {
  let db: Db;
  let records: CallRecords;
  let n = 0;

  const request = (over: Record<string, unknown> = {}) => ({
    tenantName: 'Maria Lopez',
    propertyAddress: '12 Oak Street',
    unit: '4B',
    callbackPhone: '+12125550123',
    issueSummary: 'Kitchen sink leaking under the cabinet',
    category: 'plumbing',
    urgency: 'urgent',
    summary: 'A leaking sink.',
    ...over,
  });
  /** A finished call `daysAgo` days before NOON, of agent-1 unless overridden. */
  const call = (over: Partial<CallInput> = {}, daysAgo = 0): CallInput => {
    const start = NOON - daysAgo * DAY + ++n * 1000;
    return {
      id: `web-test-log-${NOON + n}`,
      callType: 'web_test',
      agentId: 'agent-1',
      agentName: 'Max',
      templateType: 'maintenance',
      startTime: iso(start),
      endTime: iso(start + 95_000),
      transcript: [
        { role: 'model', text: 'Thank you for calling Acme Property Management, this is Max. How can I help you today?' },
        { role: 'user', text: 'My kitchen sink is leaking.' },
      ],
      request: request(),
      ...over,
    };
  };
  const page = (owner: string, filter: Record<string, string> = {}, more: { limit?: number; cursor?: string; agentId?: string } = {}) => records.recent(owner, { filter, ...more });
  const ids = (p: RecentPage) => p.calls.map((c) => c.id);

  const saved: Record<string, string> = {};

  beforeAll(async () => {
    db = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      schema: `conversation_log_${process.pid}`,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'conversation-log-')),
    });
    // A database made before the search arrived: its calls are searchable once the new migration runs.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'conversation-migrations-'));
    for (const file of fs.readdirSync(migrations).filter((f) => f < '003')) fs.copyFileSync(path.join(migrations, file), path.join(before, file));
    await migrate(db, before);
    await Outbox.prepare(db);
    records = new CallRecords(conversationStore(db), new Outbox(db, quietBus, 'conversation', logger), () => null, logger);
    saved.old = (await records.save('owner', call({ request: request({ tenantName: 'Olga Petrova', unit: '9C', issueSummary: 'Broken window latch' }) }, 20))).id;
    await migrate(db, migrations);

    saved.maria = (await records.save('owner', call())).id;
    saved.gas = (
      await records.save(
        'owner',
        call(
          {
            transcript: [{ role: 'user', text: 'I smell gas in the hallway' }],
            request: request({ tenantName: 'Ann Lee', unit: '2A', issueSummary: 'Gas smell in the hallway', urgency: 'life_safety' }),
          },
          1,
        ),
      )
    ).id;
    saved.flood = (
      await records.save(
        'owner',
        call(
          {
            callType: 'phone_customer',
            fromNumber: '+14155551234',
            language: 'es',
            transcript: [
              { role: 'user', text: 'Hay una inundación en el baño' },
              { role: 'model', text: 'Le voy a transferir con nuestro equipo de emergencias.' },
            ],
            transfers: [{ type: 'outgoing', from: 'Max', to: '+12125550000', reason: 'emergency', details: { clientName: 'José Núñez' } }],
            request: request({ tenantName: 'José Núñez', unit: '7', propertyAddress: '3 Pine Road', issueSummary: 'Baño inundado', urgency: 'emergency' }),
          },
          3,
        ),
      )
    ).id;
    saved.message = (
      await records.save(
        'owner',
        call(
          {
            agentId: 'agent-2',
            agentName: 'Sol',
            templateType: 'leasing',
            transcript: [
              { role: 'user', text: 'Can I talk to the manager about my lease?' },
              { role: 'model', text: "I'm not able to transfer you to a person right now, but I'll take a message and make sure the team gets it." },
            ],
            request: null,
          },
          5,
        ),
      )
    ).id;
    saved.hangup = (
      await records.save('owner', call({ callType: 'phone_test', fromNumber: '+13125550000', transcript: [{ role: 'model', text: 'Thank you for calling.' }], request: null }, 10))
    ).id;
    saved.routine = (
      await records.save('owner', call({ request: request({ tenantName: 'Sam Ortiz', unit: '1', issueSummary: 'Closet door squeaks', urgency: 'routine' }) }, 40))
    ).id;
    saved.someoneElse = (await records.save('other-owner', call())).id;
  }, 60_000);
  afterAll(async () => {
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('tags each call with its urgency and outcomes', async () => {
    const all = await page('owner', {}, { limit: 100 });
    const tags = Object.fromEntries(all.calls.map((c) => [c.id, { urgency: c.urgency, outcomes: c.outcomes }]));
    const tagsOf = (call: string) => tags[defined(saved[call], `the call saved as ${call}`)];
    expect(tagsOf('maria')).toEqual({ urgency: 'urgent', outcomes: ['work_order'] });
    expect(tagsOf('gas')).toEqual({ urgency: 'life_safety', outcomes: ['work_order'] });
    expect(tagsOf('flood')).toEqual({ urgency: 'emergency', outcomes: ['work_order', 'transferred'] });
    expect(tagsOf('message')).toEqual({ urgency: '', outcomes: ['message_taken'] });
    expect(tagsOf('hangup')).toEqual({ urgency: '', outcomes: ['spam'] });
    expect(tagsOf('routine')).toEqual({ urgency: 'routine', outcomes: ['work_order'] });
    // The tags come with every read of a call, a save's answer included.
    expect((await records.recent('owner', { callId: saved.flood })).calls[0]).toMatchObject({ urgency: 'emergency', outcomes: ['work_order', 'transferred'] });
  });

  it('pages every call of the owner newest first with a total and the template types, and only theirs', async () => {
    const first = await page('owner', {}, { limit: 3 });
    expect(ids(first)).toEqual([saved.maria, saved.gas, saved.flood]);
    expect(first).toMatchObject({ totalCount: 7, hasMore: true, templateTypes: ['leasing', 'maintenance'] });
    const second = await page('owner', {}, { limit: 3, cursor: first.nextCursor });
    expect(ids(second)).toEqual([saved.message, saved.hangup, saved.old]);
    const third = await page('owner', {}, { limit: 3, cursor: second.nextCursor });
    expect(ids(third)).toEqual([saved.routine]);
    expect(third).toMatchObject({ hasMore: false, nextCursor: '' });
    expect(ids(await page('other-owner'))).toEqual([saved.someoneElse]);
  });

  it('finds calls by caller name, unit, address, issue, transcript and number, accents or not', async () => {
    expect(ids(await page('owner', { q: 'maria' }))).toEqual([saved.maria]);
    expect(ids(await page('owner', { q: 'Mar Lop' }))).toEqual([saved.maria]);
    expect(ids(await page('owner', { q: '4b' }))).toEqual([saved.maria]);
    expect(ids(await page('owner', { q: 'pine road' }))).toEqual([saved.flood]);
    expect(ids(await page('owner', { q: 'closet' }))).toEqual([saved.routine]);
    expect(ids(await page('owner', { q: 'hallway' }))).toEqual([saved.gas]);
    expect(ids(await page('owner', { q: 'lease manager' }))).toEqual([saved.message]);
    expect(ids(await page('owner', { q: 'inundacion' }))).toEqual([saved.flood]);
    expect(ids(await page('owner', { q: 'Núñez' }))).toEqual([saved.flood]);
    expect(ids(await page('owner', { q: 'nunez jose' }))).toEqual([saved.flood]);
    expect(ids(await page('owner', { q: '(415) 555-1234' }))).toEqual([saved.flood]);
    expect(ids(await page('owner', { q: '13125550000' }))).toEqual([saved.hangup]);
    // A call saved before the search column existed.
    expect(ids(await page('owner', { q: 'olga 9c' }))).toEqual([saved.old]);
    expect(await page('owner', { q: 'maria pine' })).toMatchObject({ calls: [], totalCount: 0, hasMore: false });
    expect(ids(await page('other-owner', { q: 'hallway' }))).toEqual([]);
  });

  it('filters by urgency (emergency takes in life safety), outcome, source, agent and type', async () => {
    expect(ids(await page('owner', { urgency: 'emergency' }))).toEqual([saved.gas, saved.flood]);
    expect(ids(await page('owner', { urgency: 'life_safety' }))).toEqual([saved.gas]);
    expect(ids(await page('owner', { urgency: 'urgent' }))).toEqual([saved.maria, saved.old]);
    expect(ids(await page('owner', { outcome: 'transferred' }))).toEqual([saved.flood]);
    expect(ids(await page('owner', { outcome: 'message_taken' }))).toEqual([saved.message]);
    expect(ids(await page('owner', { outcome: 'spam' }))).toEqual([saved.hangup]);
    expect((await page('owner', { outcome: 'work_order' })).totalCount).toBe(5);
    expect(ids(await page('owner', { source: 'phone' }))).toEqual([saved.flood, saved.hangup]);
    expect(ids(await page('owner', { templateType: 'leasing' }))).toEqual([saved.message]);
    expect(ids(await page('owner', { source: 'web' }, { agentId: 'agent-2' }))).toEqual([saved.message]);
    // An agent alone keeps the agent's history form (counted by call_counts).
    expect(await page('owner', {}, { agentId: 'agent-2' })).toMatchObject({ totalCount: 1, hasMore: false });
  });

  it('filters by calendar days in the given time zone, inclusive', async () => {
    const week = { fromDate: '2025-10-15', toDate: '2025-10-21', timeZone: 'America/Chicago' };
    expect(ids(await page('owner', week))).toEqual([saved.maria, saved.gas, saved.flood, saved.message]);
    expect(ids(await page('owner', { ...week, urgency: 'emergency' }))).toEqual([saved.gas, saved.flood]);
    expect(ids(await page('owner', { fromDate: '2025-10-21', toDate: '2025-10-21' }))).toEqual([saved.maria]);
    // 12:00 UTC on the 21st is already the 22nd on Kiritimati (UTC+14).
    expect(ids(await page('owner', { fromDate: '2025-10-22', timeZone: 'Pacific/Kiritimati' }))).toEqual([saved.maria]);
    expect(ids(await page('owner', { toDate: '2025-09-30' }))).toEqual([saved.routine]);
  });

  it('pages a filtered list with the keyset, the total standing on every page', async () => {
    const first = await page('owner', { outcome: 'work_order' }, { limit: 2 });
    expect(first).toMatchObject({ totalCount: 5, hasMore: true });
    const second = await page('owner', { outcome: 'work_order' }, { limit: 2, cursor: first.nextCursor });
    const third = await page('owner', { outcome: 'work_order' }, { limit: 2, cursor: second.nextCursor });
    expect([...ids(first), ...ids(second), ...ids(third)]).toEqual([saved.maria, saved.gas, saved.flood, saved.old, saved.routine]);
    expect(third).toMatchObject({ totalCount: 5, hasMore: false, nextCursor: '' });
  });

  it('can answer a search from the GIN index', async () => {
    const plan = await db.tx(async (q) => {
      await q.query('set local enable_seqscan = off');
      const { rows } = await q.query<Record<string, string>>(`explain select id from calls where search @@ to_tsquery('simple', 'maria:*')`);
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('calls_search');
  });
});
