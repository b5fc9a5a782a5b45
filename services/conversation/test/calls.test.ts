import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, openDatabase, Outbox, registry, type Db } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { normalizeRequest, type AnalyzeTranscript, type CallRequest } from '../src/calls/analysis';
import { billableMinutes } from '../src/calls/events';
import { CallRecords, decodeCursor, MESSAGES, previewOf, statusOf, type CallInput } from '../src/calls/records';
import { conversationStore } from '../src/store';
import { recordingBus, rejection } from '@landline/platform/testing';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });

const T0 = Date.parse('2025-10-21T15:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

const request: CallRequest = {
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
  summary: 'Maria in 4B at 12 Oak Street reports a leaking kitchen sink.',
};

describe('call records', () => {
  let db: Db;
  let bus: ReturnType<typeof recordingBus>;
  let outbox: Outbox;
  let records: CallRecords;
  const analyses: { transcript: unknown; language: string; callerPhone?: string }[] = [];
  let analyze: AnalyzeTranscript = () => null;
  let n = 0;
  const id = (kind = 'test', employee = 'max') => `web-${kind}-${employee}-${T0 + ++n}`;

  /** A finished browser test call of `seconds`, Alice's agent-1 unless overridden. */
  const webCall = (over: Partial<CallInput> = {}, seconds = 95): CallInput => {
    const start = T0 + n * 1000;
    return {
      id: id(),
      callType: 'web_test',
      agentId: 'agent-1',
      agentName: 'Max',
      templateType: 'maintenance',
      language: 'en',
      startTime: iso(start),
      endTime: iso(start + seconds * 1000),
      transcript: [
        { role: 'model', text: 'Thank you for calling Acme Property Management, this is Max. How can I help you today?', timestamp: iso(start + 500) },
        { role: 'user', text: 'My kitchen sink is leaking.', timestamp: iso(start + 4000) },
      ],
      transfers: [],
      totalTokens: 321,
      ...over,
    };
  };

  /** The events the outbox holds for one call, decoded. */
  const eventsOf = async (callId: string) => {
    await outbox.flush();
    return bus.published
      .map((m) =>
        m.topic === TOPICS.CallCompleted
          ? { type: 'CallCompleted' as const, e: decodeEvent('CallCompleted', m.value), m }
          : { type: 'TransferRequested' as const, e: decodeEvent('TransferRequested', m.value), m },
      )
      .filter((x) => x.e.callId === callId);
  };

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `conversation_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'conversation-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    bus = recordingBus();
    outbox = new Outbox(db, bus, 'conversation', logger);
    records = new CallRecords(
      conversationStore(db),
      outbox,
      (transcript, language, callerPhone) => {
        analyses.push({ transcript, language, ...(callerPhone ? { callerPhone } : {}) });
        return analyze(transcript, language);
      },
      logger,
      300,
    );
  });
  afterAll(async () => {
    await outbox.stop();
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('saves a finished browser test call with derived duration, status, preview and counts', async () => {
    const input = webCall({}, 95);
    const call = await records.save('alice', input);
    expect(call).toMatchObject({
      id: input.id,
      ownerId: 'alice',
      agentId: 'agent-1',
      agentName: 'Max',
      callSource: 'web',
      callType: 'web_test',
      templateType: 'maintenance',
      status: 'completed',
      durationSeconds: 95,
      language: 'en',
      transferCount: 0,
      emergency: false,
      hasRecording: false,
      totalTokens: 321,
      firstMessagePreview: 'Thank you for calling Acme Property Management, this is Max. How can I help you today?',
      request: null,
    });
    expect(call.startTime.toISOString()).toBe(input.startTime);
    expect(call.transcript[1]).toEqual({ role: 'user', text: 'My kitchen sink is leaking.', timestamp: expect.any(String) });
  });

  it('applies the status rule: completed with an end time, else in-progress; a given status stands', async () => {
    expect(statusOf(undefined, new Date())).toBe('completed');
    expect(statusOf(undefined, null)).toBe('in-progress');
    expect(statusOf('failed', new Date())).toBe('failed');
    expect((await records.save('alice', webCall({ endTime: undefined }))).status).toBe('in-progress');
    expect((await records.save('alice', webCall({ endTime: '' }))).status).toBe('in-progress');
    expect((await records.save('alice', webCall({ status: 'failed' }))).status).toBe('failed');
    expect((await rejection(records.save('alice', webCall({ status: 'done' })))).message).toBe(MESSAGES.badStatus);
  });

  it('cuts the preview at 100 characters of the first message', () => {
    const long = 'é'.repeat(150);
    expect(
      previewOf([
        { role: 'model', text: '  ', timestamp: '' },
        { role: 'user', text: long, timestamp: '' },
      ]),
    ).toBe('é'.repeat(100));
    expect(previewOf([])).toBe('');
  });

  it('is idempotent per call id: a retry of a finished call changes nothing and publishes nothing new', async () => {
    const input = webCall();
    const first = await records.save('alice', input);
    const retry = await records.save('alice', {
      ...input,
      transcript: [{ role: 'user', text: 'something else entirely', timestamp: '' }],
      agentName: 'Changed',
      endTime: iso(T0 + 9_999_999),
    });
    expect(retry).toEqual(first);
    await records.save('alice', input);
    const events = await eventsOf(input.id);
    expect(events.map((e) => e.type)).toEqual(['CallCompleted']);
  });

  it('finalises an in-progress call once: CallCompleted when it finishes, never again', async () => {
    const input = webCall();
    const open = await records.save('alice', { ...input, endTime: undefined });
    expect(open.status).toBe('in-progress');
    expect(await eventsOf(input.id)).toEqual([]);
    const done = await records.save('alice', input);
    expect(done).toMatchObject({ status: 'completed', durationSeconds: 95 });
    await records.save('alice', input);
    await records.save('alice', { ...input, status: 'failed' });
    const events = await eventsOf(input.id);
    expect(events).toHaveLength(1);
    expect(events[0]?.e).toMatchObject({
      callId: input.id,
      durationSeconds: 95,
      billableMinutes: 2,
      status: 'completed',
      source: 'web',
      callType: 'web_test',
      agentId: 'agent-1',
      agentName: 'Max',
      meta: { tenantId: 'alice', type: 'CallCompleted' },
    });
    expect(events[0]?.m.key).toBe('alice');
  });

  it('counts a finished call once in the call metrics: outcome, length, transfers, emergencies, billed minutes', async () => {
    const value = async (name: string, labels: Record<string, string>) =>
      (await registry.getSingleMetric(name)?.get())?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l) && !('le' in v.labels))?.value ?? 0;
    const before = {
      finished: await value('landline_calls_finished_total', { source: 'web', type: 'web_test', outcome: 'completed' }),
      transfers: await value('landline_call_transfers_total', { reason: 'emergency' }),
      emergencies: await value('landline_call_emergencies_total', { tier: 'emergency' }),
      minutes: await value('landline_billable_minutes_total', { source: 'web' }),
    };
    const details = { clientName: 'Maria Lopez', address: '12 Oak Street', phone: '+12125550123', issueSummary: 'Water everywhere' };
    const input = webCall({ transfers: [{ type: 'outgoing', from: 'Sarah', to: 'Marcus', timestamp: iso(T0), details, reason: 'emergency' }] });
    await records.save('alice', { ...input, endTime: undefined });
    await records.save('alice', input);
    await records.save('alice', input);
    expect(await value('landline_calls_finished_total', { source: 'web', type: 'web_test', outcome: 'completed' })).toBe(before.finished + 1);
    expect(await value('landline_call_transfers_total', { reason: 'emergency' })).toBe(before.transfers + 1);
    expect(await value('landline_call_emergencies_total', { tier: 'emergency' })).toBe(before.emergencies + 1);
    expect(await value('landline_billable_minutes_total', { source: 'web' })).toBe(before.minutes + 2);
  });

  it('bills whole minutes rounded up: 59 s → 1, 60 s → 1, 61 s → 2', async () => {
    expect([0, 1, 59, 60, 61, 120, 121].map(billableMinutes)).toEqual([0, 1, 1, 1, 2, 2, 3]);
    for (const [seconds, minutes] of [
      [59, 1],
      [60, 1],
      [61, 2],
    ] as const) {
      const input = webCall({}, seconds);
      await records.save('alice', input);
      const [event] = await eventsOf(input.id);
      expect(event?.e).toMatchObject({ durationSeconds: seconds, billableMinutes: minutes });
    }
  });

  it('keeps demo calls ownerless: CallCompleted with an empty tenant, and no test call without an owner', async () => {
    const input = webCall({ id: id('demo', 'sarah'), callType: 'web_demo', agentId: 'sarah', agentName: 'Sarah', templateType: '', employee: 'sarah' });
    const call = await records.save(null, input);
    expect(call).toMatchObject({ ownerId: null, callType: 'web_demo', templateType: 'maintenance', callSource: 'web' });
    const [event] = await eventsOf(input.id);
    expect(event?.e.meta).toMatchObject({ tenantId: '' });
    expect(event?.m.key).toBe(input.id);
    // A signed-in caller's save of a demo call still has no owner.
    const again = webCall({ id: id('demo', 'emma'), callType: 'web_demo', employee: 'emma', templateType: '' });
    expect(await records.save('alice', again)).toMatchObject({ ownerId: null, templateType: 'leasing' });
    expect((await rejection(records.save(null, webCall()))).code).toBe('unauthenticated');
    expect((await rejection(records.save(null, webCall({ callType: 'phone_customer' })))).message).toBe(MESSAGES.needsOwner);
  });

  it("scopes calls to their owner: another owner's id is 'Call transcript not found' to save, read or update", async () => {
    const input = webCall();
    await records.save('alice', input);
    expect(await rejection(records.save('bob', input))).toMatchObject({ code: 'not_found', message: MESSAGES.notFound });
    expect(await rejection(records.recent('bob', { callId: input.id }))).toMatchObject({ code: 'not_found', message: MESSAGES.notFound });
    expect(await rejection(records.updateAudio('bob', input.id, `/api/recordings/${input.id}`))).toMatchObject({ code: 'not_found' });
    expect(await rejection(records.updateAudio(null, input.id, `/api/recordings/${input.id}`))).toMatchObject({ code: 'not_found' });
    expect(await rejection(records.recent('alice', { callId: 'web-test-nobody-1' }))).toMatchObject({ code: 'not_found' });
    expect(await rejection(records.recent(null, {}))).toMatchObject({ code: 'unauthenticated' });
    expect((await records.recent('alice', { callId: input.id })).calls.map((c) => c.id)).toEqual([input.id]);
    expect((await records.recent('bob', { limit: 100 })).calls).toEqual([]);
  });

  it('publishes TransferRequested once for an emergency transfer, and flags the call', async () => {
    const details = { clientName: 'Maria Lopez', address: '12 Oak Street', phone: '+12125550123', issueSummary: 'Gas smell in the kitchen' };
    const input = webCall({ transfers: [{ type: 'outgoing', from: 'Sarah', to: 'Marcus', timestamp: iso(T0), details, reason: 'emergency' }] });
    const call = await records.save('alice', input);
    expect(call).toMatchObject({ emergency: true, transferCount: 1, transfers: [{ type: 'outgoing', from: 'Sarah', to: 'Marcus', details, reason: 'emergency' }] });
    await records.save('alice', input);
    const events = await eventsOf(input.id);
    expect(events.map((e) => e.type).sort()).toEqual(['CallCompleted', 'TransferRequested']);
    const transfer = events.find((e) => e.type === 'TransferRequested')!;
    expect(transfer.e).toMatchObject({ callId: input.id, agentId: 'agent-1', from: 'Sarah', to: 'Marcus', reason: 'emergency', details, meta: { tenantId: 'alice' } });
    expect(events.find((e) => e.type === 'CallCompleted')!.e).toMatchObject({ emergency: true, transferCount: 1 });
  });

  it('recognises the emergency line of the maintenance employee (English and Spanish) for transfers without a reason', async () => {
    for (const [language, line] of [
      ['en', "Please get out of the building. I'm transferring you to our emergency team now."],
      ['es', 'Le voy a transferir con nuestro equipo de emergencias ahora.'],
    ] as const) {
      const input = webCall({
        language,
        transcript: [
          { role: 'user', text: 'I smell gas', timestamp: '' },
          { role: 'model', text: line, timestamp: '' },
        ],
        transfers: [{ type: 'outgoing', from: 'sarah', to: 'marcus', timestamp: iso(T0) }],
      });
      expect((await records.save('alice', input)).emergency).toBe(true);
      expect((await eventsOf(input.id)).map((e) => e.type).sort()).toEqual(['CallCompleted', 'TransferRequested']);
    }
  });

  it('publishes no TransferRequested for incoming or human transfers', async () => {
    const incoming = webCall({ transfers: [{ type: 'incoming', from: 'sarah', to: 'marcus', timestamp: iso(T0), reason: 'emergency' }] });
    expect((await records.save('alice', incoming)).emergency).toBe(true); // the emergency call the transfer started
    const human = webCall({ transfers: [{ type: 'outgoing', from: 'max', to: '+12125551234', timestamp: iso(T0), reason: 'human' }] });
    expect((await records.save('alice', human)).emergency).toBe(false);
    for (const c of [incoming, human]) expect((await eventsOf(c.id)).map((e) => e.type)).toEqual(['CallCompleted']);
    expect((await rejection(records.save('alice', webCall({ transfers: [{ type: 'sideways' }] })))).message).toBe(MESSAGES.badTransfer);
  });

  describe('post-call analysis', () => {
    afterEach(() => {
      analyze = () => null;
    });

    it('stores the request derived from the transcript, carries it in CallCompleted, and flags life-safety urgency', async () => {
      analyses.length = 0;
      analyze = async () => request;
      const input = webCall({ language: 'es' });
      const call = await records.save('alice', input);
      expect(call.request).toEqual(request);
      expect(analyses).toEqual([{ transcript: expect.arrayContaining([expect.objectContaining({ role: 'user' })]), language: 'es' }]);
      const [event] = await eventsOf(input.id);
      expect(event?.type === 'CallCompleted' && event.e.request).toMatchObject({ ...request, permissionToEnter: true });

      analyze = () => ({ ...request, urgency: 'life_safety' });
      expect(await records.save('alice', webCall())).toMatchObject({ emergency: true, request: { urgency: 'life_safety' } });
      // A retry of a finished call is not analysed again; an in-progress save is not analysed at all.
      analyses.length = 0;
      await records.save('alice', input);
      await records.save('alice', webCall({ endTime: undefined }));
      expect(analyses).toEqual([]);
    });

    it("gives the analysis a phone call's caller number (never a browser call's)", async () => {
      analyses.length = 0;
      await records.save('alice', webCall({ id: 'CA' + 'c'.repeat(32), callType: 'phone_customer', callSource: 'phone', fromNumber: '+15125550199', toNumber: '+12125550100' }));
      await records.save('alice', webCall({ fromNumber: '+15125550199' }));
      expect(analyses.map((a) => a.callerPhone)).toEqual(['+15125550199', undefined]);
    });

    it('saves the call without a request when analysis fails or takes too long', async () => {
      analyze = () => {
        throw new Error('model down');
      };
      expect((await records.save('alice', webCall())).request).toBeNull();
      analyze = () => new Promise((resolve) => setTimeout(() => resolve(request), 2000).unref());
      const started = Date.now();
      expect((await records.save('alice', webCall())).request).toBeNull();
      expect(Date.now() - started).toBeLessThan(1500);
    });

    it('takes a request given by the caller instead of analysing, normalised', async () => {
      analyses.length = 0;
      const call = await records.save('alice', webCall({ request: { ...request, urgency: 'Life Safety', permissionToEnter: 'no', pets: false } }));
      expect(call.request).toMatchObject({ urgency: 'life_safety', permissionToEnter: false, pets: 'no' });
      expect(analyses).toEqual([]);
      expect(normalizeRequest({})).toBeNull();
      expect(normalizeRequest({ urgency: 'whenever', tenantName: ' Ann ' })).toMatchObject({ urgency: '', tenantName: 'Ann', permissionToEnter: null });
    });
  });

  it('stores the recording reference for the owner (or a demo call), validating it', async () => {
    const input = webCall();
    await records.save('alice', input);
    await records.updateAudio('alice', input.id, `/api/recordings/${input.id}`, `recordings/${input.id}.webm`);
    expect((await records.recent('alice', { callId: input.id })).calls[0]).toMatchObject({
      hasRecording: true,
      recordingUrl: `/api/recordings/${input.id}`,
      recordingKey: `recordings/${input.id}.webm`,
    });
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'ftp://x/y']) {
      expect((await rejection(records.updateAudio('alice', input.id, bad))).message).toBe(MESSAGES.badAudio);
    }
    const demo = webCall({ id: id('demo', 'sarah'), callType: 'web_demo' });
    await records.save(null, demo);
    await records.updateAudio(null, demo.id, `/api/recordings/${demo.id}`);
    // A finished call keeps its recording when a retry of the save has none.
    await records.save('alice', { ...input, recordingUrl: '' });
    expect((await records.recent('alice', { callId: input.id })).calls[0]?.hasRecording).toBe(true);
    await records.updateAudio('alice', input.id, '');
    expect((await records.recent('alice', { callId: input.id })).calls[0]?.hasRecording).toBe(false);
  });

  describe('getRecentCalls', () => {
    const owner = 'carol';
    const made: { id: string; start: number }[] = [];

    beforeAll(async () => {
      // 25 calls with agent-7 (two share a start time: the id breaks the tie), 3 with another agent.
      for (let i = 0; i < 25; i++) {
        const start = T0 + (i === 24 ? 23 : i) * 60_000;
        const c = await records.save(owner, webCall({ id: `web-test-max-${T0 + 1000 + i}`, agentId: 'agent-7', startTime: iso(start), endTime: iso(start + 30_000) }));
        made.push({ id: c.id, start });
      }
      for (let i = 0; i < 3; i++)
        await records.save(owner, webCall({ id: `web-test-zed-${T0 + 5000 + i}`, agentId: 'agent-8', startTime: iso(T0 + 100 * 60_000 + i), endTime: iso(T0 + 101 * 60_000) }));
    });

    const newestFirst = () => [...made].sort((a, b) => b.start - a.start || (a.id < b.id ? 1 : -1)).map((c) => c.id);

    it('pages one agent’s calls newest first with an opaque keyset cursor: 10, 10, 5', async () => {
      const seen: string[] = [];
      const pages: { count: number; totalCount?: number; hasMore?: boolean }[] = [];
      let cursor = '';
      do {
        const page = await records.recent(owner, { agentId: 'agent-7', limit: 10, cursor });
        pages.push({ count: page.calls.length, totalCount: page.totalCount, hasMore: page.hasMore });
        seen.push(...page.calls.map((c) => c.id));
        cursor = page.nextCursor ?? '';
        if (page.hasMore) expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        else expect(cursor).toBe('');
      } while (cursor);
      expect(pages).toEqual([
        { count: 10, totalCount: 25, hasMore: true },
        { count: 10, totalCount: 25, hasMore: true },
        { count: 5, totalCount: 25, hasMore: false },
      ]);
      expect(seen).toEqual(newestFirst());
      expect(new Set(seen).size).toBe(25);
    });

    it('answers an exact last page with hasMore false, and an empty agent with a zero total', async () => {
      const first = await records.recent(owner, { agentId: 'agent-7', limit: 25 });
      expect(first).toMatchObject({ totalCount: 25, hasMore: false, nextCursor: '' });
      expect(await records.recent(owner, { agentId: 'agent-none', limit: 10 })).toEqual({ calls: [], totalCount: 0, hasMore: false, nextCursor: '' });
      expect(await records.recent('alice', { agentId: 'agent-7' })).toMatchObject({ calls: [], totalCount: 0 }); // Carol's agent, not Alice's calls
      expect((await rejection(records.recent(owner, { agentId: 'agent-7', cursor: 'not-a-cursor' }))).message).toBe(MESSAGES.badCursor);
      expect(() => decodeCursor(Buffer.from('["x","y"]').toString('base64url'))).toThrow(MESSAGES.badCursor);
    });

    it('keeps the per-agent total when an in-progress call is finalised with another agent', async () => {
      const input = webCall({ agentId: 'agent-a' });
      await records.save('dave', { ...input, endTime: undefined });
      expect((await records.recent('dave', { agentId: 'agent-a' })).totalCount).toBe(1);
      await records.save('dave', { ...input, agentId: 'agent-b' });
      expect((await records.recent('dave', { agentId: 'agent-a' })).totalCount).toBe(0);
      expect((await records.recent('dave', { agentId: 'agent-b' })).totalCount).toBe(1);
      await records.save('dave', { ...input, agentId: 'agent-c' }); // finished: a retry changes nothing
      expect((await records.recent('dave', { agentId: 'agent-b' })).totalCount).toBe(1);
    });

    it('lists the newest calls of the owner (limit form, default 10, at most 100)', async () => {
      const ten = await records.recent(owner, {});
      expect(ten.calls).toHaveLength(10);
      expect(ten.calls.slice(0, 3).every((c) => c.agentId === 'agent-8')).toBe(true);
      const times = ten.calls.map((c) => c.startTime.getTime());
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect((await records.recent(owner, { limit: 1000 })).calls).toHaveLength(28);
    });

    it('reads a page with one index range scan', async () => {
      const plan = await db.tx(async (q) => {
        await q.query('set local enable_seqscan = off');
        const { rows } = await q.query<{ 'QUERY PLAN': string }>(
          `explain select id from calls where owner_id = $1 and agent_id = $2 and (start_time, id) < ($3::timestamptz, $4::text) order by start_time desc, id desc limit 11`,
          [owner, 'agent-7', iso(T0 + 10 * 60_000), 'web-test-max-x'],
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index (Only )?Scan using calls_owner_agent_recent/);
      expect(plan).not.toMatch(/Sort/);
    });
  });
});
