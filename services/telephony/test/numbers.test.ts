import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import { AppError, createLogger, migrate, notFound, openDatabase, Outbox, type BusMessage, type Db } from '@landline/platform';
import { encodeEvent, TOPICS } from '@landline/proto';
import { defined } from '@landline/platform/testing';
import { MESSAGES, Numbers, type Actor, type AgentDirectory, type PlanDirectory } from '../src/numbers';
import { telephonyStore, type TelephonyStore } from '../src/store';
import { createSandboxProvider } from '../src/providers/sandbox';
import { agentDeletedHandler } from '../src/events';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });

const rejection = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

/** The agent service as numbers see it: which owner holds which agents. */
function fakeAgents(): AgentDirectory & { give(owner: Actor): string } {
  const owners = new Map<string, string>();
  return {
    give(owner) {
      const id = randomUUID();
      owners.set(id, owner.userId);
      return id;
    },
    async assertOwned(actor, agentId) {
      if (owners.get(agentId) !== actor.userId) throw notFound(MESSAGES.agentNotFound);
    },
  };
}

/** Identity's subscriptions: trial (maxPhones 1) unless set. */
function fakePlans(): PlanDirectory & { set(owner: Actor, limits: { plan: string; maxPhones: number | null }): void } {
  const plans = new Map<string, { plan: string; maxPhones: number | null }>();
  return {
    set: (owner, limits) => void plans.set(owner.userId, limits),
    limits: async (ownerId) => plans.get(ownerId) ?? { plan: 'trial', maxPhones: 1 },
  };
}

describe('telephony: phone numbers on the sandbox provider', () => {
  let db: Db;
  let store: TelephonyStore;
  let numbers: Numbers;
  const agents = fakeAgents();
  const plans = fakePlans();
  let n = 0;
  const owner = (limits?: { plan: string; maxPhones: number | null }): Actor => {
    const actor = { userId: `owner-${++n}-${randomUUID()}`, email: `o${n}@example.com`, displayName: '', photoUrl: '' };
    if (limits) plans.set(actor, limits);
    return actor;
  };
  const unlimited = { plan: 'trial', maxPhones: null };
  /** A free sandbox number in an area code, from a search. */
  const free = async (actor: Actor, areaCode = '212', index = 0) => defined((await numbers.search(actor, areaCode))[index], `free number ${index} in ${areaCode}`).phoneNumber;

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `telephony_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'telephony-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    store = telephonyStore(db);
    numbers = new Numbers(store, createSandboxProvider(store), agents, plans, logger);
  });
  afterAll(async () => {
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  describe('search', () => {
    it('needs an area code of exactly 3 digits', async () => {
      const actor = owner();
      for (const bad of ['', '21', '2125', 'abc', '21a', ' 212', '２１２', undefined, 212]) {
        expect((await rejection(numbers.search(actor, bad))).message).toBe('Area code must be exactly 3 digits');
      }
      expect((await rejection(numbers.search(actor, '21'))).code).toBe('invalid_argument');
    });

    it('offers a handful of clearly labelled sandbox numbers in the area code, at $1.00 a month', async () => {
      const found = await numbers.search(owner(), '415');
      expect(found).toHaveLength(10);
      expect(found[0]).toEqual({
        id: '+14155550100',
        phoneNumber: '+14155550100',
        friendlyName: '(415) 555-0100 (Sandbox)',
        locality: 'San Francisco (Sandbox)',
        region: 'CA',
        monthlyPrice: 1,
        provider: 'sandbox',
      });
      for (const number of found) expect(number.phoneNumber).toMatch(/^\+141555501\d\d$/);
      expect(await numbers.search(owner(), '415')).toEqual(found);
    });

    it('falls back to a plain Sandbox label for area codes it does not know, and finds none for codes that do not exist', async () => {
      const [first] = await numbers.search(owner(), '299');
      expect(first).toMatchObject({ phoneNumber: '+12995550100', locality: 'Sandbox', region: 'US' });
      expect(await numbers.search(owner(), '123')).toEqual([]);
      expect(await numbers.search(owner(), '911')).toEqual([]);
    });
  });

  describe('purchase', () => {
    it('buys a number into the owner’s numbers and takes it out of everyone’s search', async () => {
      const actor = owner();
      const phoneNumber = await free(actor, '303');
      const bought = await numbers.purchase(actor, { phoneNumber, friendlyName: '' });
      expect(bought).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        phoneNumber,
        friendlyName: '(303) 555-0100 (Sandbox)',
        locality: 'Denver (Sandbox)',
        region: 'CO',
        monthlyPrice: 1,
        agentId: '',
        status: 'owned',
        provider: 'sandbox',
      });
      expect((await numbers.search(owner(), '303')).map((x) => x.phoneNumber)).not.toContain(phoneNumber);
      expect(await numbers.listOwned(actor)).toEqual([bought]);
      expect(await numbers.available(actor)).toEqual([bought]);

      const other = owner();
      const taken = await rejection(numbers.purchase(other, { phoneNumber }));
      expect(taken).toMatchObject({ code: 'already_exists', message: MESSAGES.notAvailable });
      expect((await rejection(numbers.purchase(actor, { phoneNumber }))).message).toBe(MESSAGES.alreadyOwned);
    });

    it('keeps the friendly name given, and validates the number', async () => {
      const actor = owner(unlimited);
      const bought = await numbers.purchase(actor, { phoneNumber: await free(actor, '512'), friendlyName: '  Leasing line ' });
      expect(bought).toMatchObject({ friendlyName: 'Leasing line', locality: 'Austin (Sandbox)' });
      expect((await rejection(numbers.purchase(actor, { phoneNumber: '' }))).message).toBe(MESSAGES.phoneNumberRequired);
      expect((await rejection(numbers.purchase(actor, { phoneNumber: '212-555-0100' }))).message).toBe('Phone number must be in E.164 format (e.g., +12125551234)');
      expect((await rejection(numbers.purchase(actor, { phoneNumber: await free(actor, '512'), friendlyName: 'x'.repeat(65) }))).message).toBe(MESSAGES.friendlyName);
    });

    it('maps the provider’s refusal to {error, code, details}', async () => {
      const err = await rejection(numbers.purchase(owner(), { phoneNumber: '+12125550000' }));
      expect(err.message).toBe('Failed to purchase phone number');
      expect(err.code).toBe('invalid_argument');
      expect(err.details).toEqual({ code: '21422', details: expect.stringContaining('+12125550000 is not available') });
    });

    it('limits a trial account to one number with code 21404 and the detail the web recognises', async () => {
      const actor = owner();
      await numbers.purchase(actor, { phoneNumber: await free(actor, '617', 0) });
      const err = await rejection(numbers.purchase(actor, { phoneNumber: await free(actor, '617', 0) }));
      expect(err.code).toBe('permission_denied');
      expect(err.message).toBe('Trial accounts are limited to one phone number');
      expect(err.details).toEqual({ code: '21404', details: 'Trial accounts are allowed only one Twilio number. Upgrade your plan to add more.' });
      expect(await numbers.listOwned(actor)).toHaveLength(1);
    });

    it('has no cap when maxPhones is null, and names the plan’s cap for other plans', async () => {
      const actor = owner(unlimited);
      for (let i = 0; i < 3; i++) await numbers.purchase(actor, { phoneNumber: await free(actor, '718') });
      expect(await numbers.listOwned(actor)).toHaveLength(3);

      const pro = owner({ plan: 'pro', maxPhones: 2 });
      await numbers.purchase(pro, { phoneNumber: await free(pro, '718') });
      await numbers.purchase(pro, { phoneNumber: await free(pro, '718') });
      const err = await rejection(numbers.purchase(pro, { phoneNumber: await free(pro, '718') }));
      expect(err).toMatchObject({ code: 'permission_denied', message: 'Phone number limit reached. Your plan allows 2 phone number(s).', details: { code: 'phone_limit' } });
    });

    it('lets only one of several concurrent purchases through the trial cap', async () => {
      const actor = owner();
      const candidates = (await numbers.search(actor, '702')).slice(0, 5).map((x) => x.phoneNumber);
      const results = await Promise.allSettled(candidates.map((phoneNumber) => numbers.purchase(actor, { phoneNumber })));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
        expect(r.reason).toMatchObject({ message: MESSAGES.trialLimit, details: { code: '21404' } });
      }
      expect(await numbers.listOwned(actor)).toHaveLength(1);
      // The losers' numbers were never taken from the pool.
      expect((await numbers.search(owner(), '702')).length).toBe(10);
    });

    it('attaches the new number to the owner’s agent, and refuses another owner’s agent', async () => {
      const actor = owner(unlimited);
      const agent = agents.give(actor);
      const first = await numbers.purchase(actor, { phoneNumber: await free(actor, '305'), agentId: agent });
      expect(first).toMatchObject({ agentId: agent, status: 'owned' });
      // A second purchase for the same agent replaces its number; the first goes back to the pool.
      const second = await numbers.purchase(actor, { phoneNumber: await free(actor, '305'), agentId: agent });
      expect(second.agentId).toBe(agent);
      expect(await numbers.available(actor)).toEqual([expect.objectContaining({ id: first.id, status: 'released', agentId: '' })]);

      const stranger = owner(unlimited);
      const err = await rejection(numbers.purchase(stranger, { phoneNumber: await free(stranger, '305'), agentId: agent }));
      expect(err).toMatchObject({ code: 'not_found', message: 'AI employee not found' });
      expect(await numbers.listOwned(stranger)).toEqual([]);
    });
  });

  describe('assign and release', () => {
    it('gives each agent at most one number and each number at most one agent, moving atomically', async () => {
      const actor = owner(unlimited);
      const [g1, g2] = [agents.give(actor), agents.give(actor)];
      const a = await numbers.purchase(actor, { phoneNumber: await free(actor, '206') });
      const b = await numbers.purchase(actor, { phoneNumber: await free(actor, '206') });
      const agentOf = async () => Object.fromEntries((await numbers.listOwned(actor)).map((x) => [x.phoneNumber, `${x.agentId || '-'}/${x.status}`]));

      expect(await numbers.assign(actor, { phoneNumberId: a.id, agentId: g1 })).toMatchObject({ id: a.id, agentId: g1, status: 'owned' });
      // Same assignment again changes nothing.
      expect(await numbers.assign(actor, { phoneNumberId: a.id, agentId: g1 })).toMatchObject({ id: a.id, agentId: g1 });
      // b replaces a on g1: a goes back to the pool.
      await numbers.assign(actor, { phoneNumberId: b.id, agentId: g1 });
      expect(await agentOf()).toEqual({ [a.phoneNumber!]: '-/released', [b.phoneNumber!]: `${g1}/owned` });
      // b moves to g2: g1 is left without a number.
      await numbers.assign(actor, { phoneNumberId: b.id, agentId: g2 });
      expect(await agentOf()).toEqual({ [a.phoneNumber!]: '-/released', [b.phoneNumber!]: `${g2}/owned` });
      // a (released) reused for g2: b goes back to the pool, a is owned again.
      await numbers.assign(actor, { phoneNumberId: a.id, agentId: g2 });
      expect(await agentOf()).toEqual({ [a.phoneNumber!]: `${g2}/owned`, [b.phoneNumber!]: '-/released' });

      const { rows } = await db.query<{ agent_id: string; n: number }>(
        `select agent_id, count(*)::int as n from numbers where agent_id is not null group by agent_id having count(*) > 1`,
      );
      expect(rows).toEqual([]);
    });

    it('answers 404 for another owner’s number or agent, and validates the ids', async () => {
      const actor = owner(unlimited);
      const stranger = owner(unlimited);
      const mine = await numbers.purchase(actor, { phoneNumber: await free(actor, '404') });
      const theirs = await numbers.purchase(stranger, { phoneNumber: await free(stranger, '404') });
      const myAgent = agents.give(actor);
      expect((await rejection(numbers.assign(actor, { phoneNumberId: theirs.id, agentId: myAgent }))).message).toBe('Phone number not found');
      expect((await rejection(numbers.assign(actor, { phoneNumberId: mine.id, agentId: agents.give(stranger) }))).message).toBe('AI employee not found');
      expect((await rejection(numbers.assign(actor, { phoneNumberId: 'nope', agentId: myAgent }))).code).toBe('not_found');
      expect((await rejection(numbers.assign(actor, { phoneNumberId: '', agentId: myAgent }))).code).toBe('invalid_argument');
      expect((await rejection(numbers.assign(actor, { phoneNumberId: mine.id, agentId: '' }))).code).toBe('invalid_argument');
      expect((await rejection(numbers.release(actor, theirs.id))).code).toBe('not_found');
      expect((await numbers.listOwned(stranger))[0]).toMatchObject({ status: 'owned' });
    });

    it('releases a number to the owner’s pool, still held, counted and reusable, never offered to others', async () => {
      const actor = owner();
      const agent = agents.give(actor);
      const bought = await numbers.purchase(actor, { phoneNumber: await free(actor, '503'), agentId: agent });
      await numbers.release(actor, bought.id);
      await numbers.release(actor, bought.id);
      expect(await numbers.available(actor)).toEqual([expect.objectContaining({ id: bought.id, status: 'released', agentId: '', monthlyPrice: 1 })]);
      expect((await numbers.search(owner(), '503')).map((x) => x.phoneNumber)).not.toContain(bought.phoneNumber);

      // A released number stays bought, so it still counts: the trial owner reuses it instead of buying more.
      const err = await rejection(numbers.purchase(actor, { phoneNumber: await free(actor, '503') }));
      expect(err.details).toMatchObject({ code: '21404' });
      expect(await numbers.assign(actor, { phoneNumberId: bought.id, agentId: agent })).toMatchObject({ status: 'owned', agentId: agent });
    });
  });

  describe('AgentDeleted', () => {
    const deliver = (agentId: string, ownerId: string, eventId = randomUUID()): BusMessage => ({
      topic: TOPICS.AgentDeleted,
      key: agentId,
      value: Buffer.from(
        encodeEvent('AgentDeleted', { meta: { eventId, type: 'AgentDeleted', occurredAt: new Date().toISOString(), tenantId: ownerId }, agentId, phoneNumber: '' }),
      ),
      headers: { 'event-id': eventId, 'event-type': 'AgentDeleted' },
    });

    it('releases the deleted agent’s number to the pool once, however often the event is delivered', async () => {
      const actor = owner(unlimited);
      const agent = agents.give(actor);
      const keep = agents.give(actor);
      const bought = await numbers.purchase(actor, { phoneNumber: await free(actor, '801'), agentId: agent });
      const other = await numbers.purchase(actor, { phoneNumber: await free(actor, '801'), agentId: keep });
      const handler = agentDeletedHandler(db, numbers);
      const message = deliver(agent, actor.userId);

      await handler(message);
      const [after] = (await numbers.listOwned(actor)).filter((x) => x.id === bought.id);
      expect(after).toMatchObject({ status: 'released', agentId: '' });
      const { rows: first } = await db.query<{ updated_at: Date }>(`select updated_at from numbers where id = $1`, [bought.id]);

      await handler(message);
      await Promise.all([handler(message), handler(message)]);
      const { rows: again } = await db.query<{ updated_at: Date }>(`select updated_at from numbers where id = $1`, [bought.id]);
      expect(defined(again[0], 'the number').updated_at).toEqual(defined(first[0], 'the number').updated_at);
      const { rows: processed } = await db.query<{ n: number }>(`select count(*)::int as n from processed_events where consumer = 'telephony.agent-deleted' and event_id = $1`, [
        message.headers['event-id'],
      ]);
      expect(processed[0]?.n).toBe(1);

      expect((await numbers.listOwned(actor)).find((x) => x.id === other.id)).toMatchObject({ agentId: keep, status: 'owned' });
      expect(await numbers.available(actor)).toEqual([expect.objectContaining({ id: bought.id, status: 'released' })]);
      // The deleted agent can never be given a number again, even if its service still answered for it.
      expect((await rejection(numbers.assign(actor, { phoneNumberId: bought.id, agentId: agent }))).message).toBe('AI employee not found');
      // And the number is reusable for another agent.
      expect(await numbers.assign(actor, { phoneNumberId: bought.id, agentId: agents.give(actor) })).toMatchObject({ status: 'owned' });
    });

    it('ignores an agent without a number', async () => {
      const actor = owner();
      await agentDeletedHandler(db, numbers)(deliver(agents.give(actor), actor.userId));
      expect(await numbers.listOwned(actor)).toEqual([]);
    });
  });
});
