import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, openDatabase, Outbox, type Db } from '@landline/platform';
import { Agents } from '../src/agents';
import { LADDER_MESSAGES, type OnCallContact } from '../src/ladder';
import type { Actor } from '../src/model';
import { agentHandlers } from '../src/server';
import { agentStore } from '../src/store';
import { rejection } from '@landline/platform/testing';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const noBus = { kind: 'embedded' as const, publish: async () => undefined, subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };

const TRANSFER = '+12125551234';
const payload = (transferConfig: Record<string, unknown> = {}) => ({
  templateIndustry: 'property_management',
  templateType: 'maintenance',
  customName: 'Max',
  language: 'en',
  customizations: {
    company: { name: 'Acme Property Management' },
    agent: { name: 'Max' },
    voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
  },
  transferConfig: { enabled: true, transferNumber: TRANSFER, ...transferConfig },
});
const ladder = (...contacts: Partial<OnCallContact>[]) => ({ ladder: { contacts } });
const people = (k: number) => Array.from({ length: k }, (_, i) => ({ name: `Person ${i + 1}`, phone: `+1312555010${i}` }));

describe('agent: on-call ladder', () => {
  let db: Db;
  let agents: Agents;
  let n = 0;
  const owner = (): Actor => ({ userId: `ladder-owner-${++n}` });

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `agent_ladder_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'agent-ladder-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    agents = new Agents(agentStore(db), new Outbox(db, noBus, 'agent', logger), { maxAgents: async () => 10 }, logger);
  });
  afterAll(async () => {
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('defaults to no contacts and 20 seconds, on every read', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload());
    expect(a.transferConfig).toEqual({ enabled: true, transferNumber: TRANSFER, ladder: [], ringSeconds: 20 });
    expect((await agents.get(actor, a.id)).transferConfig).toEqual(a.transferConfig);
    expect((await agents.getInternal(a.id)).transferConfig).toEqual(a.transferConfig);
    expect((await agents.list(actor))[0]?.transferConfig).toEqual(a.transferConfig);
  });

  it('stores the contacts trimmed, phones in E.164, in order, with the ring time', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload({ ...ladder({ name: '  Dana Ruiz ', phone: ' (312) 555-0100 ' }, { name: 'Lee', phone: '+44 20 7123 4567' }), ringSeconds: 35 }));
    const expected = {
      enabled: true,
      transferNumber: TRANSFER,
      ladder: [
        { name: 'Dana Ruiz', phone: '+13125550100' },
        { name: 'Lee', phone: '+442071234567' },
      ],
      ringSeconds: 35,
    };
    expect(a.transferConfig).toEqual(expected);
    expect((await agents.get(actor, a.id)).transferConfig).toEqual(expected);
    const most = await agents.create(actor, payload({ ...ladder(...people(5)), ringSeconds: 10 }));
    expect(most.transferConfig).toMatchObject({ ladder: people(5), ringSeconds: 10 });
    expect((await agents.create(actor, payload({ ringSeconds: 60 }))).transferConfig.ringSeconds).toBe(60);
  });

  it('refuses bad ladders with messages naming the contact, and stores nothing', async () => {
    const actor = owner();
    const ok = { name: 'Dana', phone: '+13125550100' };
    const cases: [Record<string, unknown>, string][] = [
      [ladder(...people(6)), 'At most 5 on-call contacts are allowed'],
      [ladder(ok, { name: '   ', phone: '+13125550101' }), 'On-call contact 2 needs a name'],
      [ladder(ok, { phone: '+13125550101' }), 'On-call contact 2 needs a name'],
      [ladder({ name: 'x'.repeat(61), phone: '+13125550101' }), 'On-call contact 1: Name is too long (at most 60 characters)'],
      [ladder(ok, { name: 'Lee', phone: ' ' }), 'On-call contact 2 needs a phone number'],
      [ladder(ok, { name: 'Lee', phone: '12' }), 'On-call contact 2: Phone number must be in E.164 format (e.g., +12125551234)'],
      [ladder(ok, { name: 'Lee', phone: '+1 312 555 010' }), 'On-call contact 2: Phone number must be in E.164 format (e.g., +12125551234)'],
      [ladder(ok, { name: 'Lee', phone: '(900) 555-0101' }), 'On-call contact 2: Premium-rate numbers are not allowed for transfers'],
      [ladder(ok, { name: 'Lee', phone: '+19005550101' }), 'On-call contact 2: Premium-rate numbers are not allowed for transfers'],
      [ladder(ok, { name: 'Lee', phone: '+18765550101' }), 'On-call contact 2: Premium-rate numbers are not allowed for transfers'],
      [ladder(ok, { name: 'Lee', phone: ' +13125550100' }), 'On-call contacts must have different numbers'],
      [ladder(ok, { name: 'Lee', phone: '(312) 555-0100' }), 'On-call contacts must have different numbers'],
      [ladder(ok, { name: 'Lee', phone: TRANSFER }), 'On-call contact 2 has the transfer number, which already rings first'],
      [{ ringSeconds: 9 }, 'Ring time must be between 10 and 60 seconds'],
      [{ ringSeconds: 61 }, 'Ring time must be between 10 and 60 seconds'],
      [{ ringSeconds: 20.5 }, 'Ring time must be between 10 and 60 seconds'],
      [{ ringSeconds: Number.NaN }, 'Ring time must be between 10 and 60 seconds'],
      [{ ringSeconds: '20' }, 'transferConfig.ringSeconds is not valid'],
      [{ ladder: [ok] }, 'transferConfig.ladder is not valid'],
    ];
    for (const [transferConfig, message] of cases) {
      const err = await rejection(agents.create(actor, payload(transferConfig)));
      expect({ transferConfig, message: err.message, code: err.code }).toEqual({ transferConfig, message, code: 'invalid_argument' });
    }
    expect(LADDER_MESSAGES.nameRequired(3)).toBe('On-call contact 3 needs a name');
    expect(await agents.list(actor)).toEqual([]);
    // checked whether transfer is on or off
    const off = await rejection(agents.create(actor, payload({ enabled: false, ...ladder(ok, ok) })));
    expect(off.message).toBe('On-call contacts must have different numbers');
  });

  it('updates: unset keeps the ladder and ring time, a ladder sent replaces it, [] clears it', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload({ ...ladder(...people(2)), ringSeconds: 30 }));
    const renamed = await agents.update(actor, a.id, { customName: 'Maxine', transferConfig: { enabled: true, ladder: null } });
    expect(renamed.transferConfig).toEqual({ enabled: true, transferNumber: TRANSFER, ladder: people(2), ringSeconds: 30 });
    expect((await agents.update(actor, a.id, { transferConfig: { enabled: false } })).transferConfig).toMatchObject({ ladder: people(2), ringSeconds: 30 });
    expect((await agents.update(actor, a.id, { status: 'paused' })).transferConfig).toMatchObject({ ladder: people(2), ringSeconds: 30 });

    const replaced = await agents.update(actor, a.id, { transferConfig: { enabled: true, ...ladder({ name: 'Sam', phone: '+16175550123' }) } });
    expect(replaced.transferConfig).toMatchObject({ ladder: [{ name: 'Sam', phone: '+16175550123' }], ringSeconds: 30 });
    expect((await agents.update(actor, a.id, { transferConfig: { ringSeconds: 45 } })).transferConfig).toMatchObject({
      ladder: [{ name: 'Sam', phone: '+16175550123' }],
      ringSeconds: 45,
    });

    // a refused update changes nothing
    const before = await agents.get(actor, a.id);
    expect((await rejection(agents.update(actor, a.id, { transferConfig: { ringSeconds: 5 } }))).message).toBe('Ring time must be between 10 and 60 seconds');
    expect((await rejection(agents.update(actor, a.id, { transferConfig: { transferNumber: '+16175550123' } }))).message).toBe(
      'On-call contact 1 has the transfer number, which already rings first',
    );
    expect(await agents.get(actor, a.id)).toEqual(before);

    const cleared = await agents.update(actor, a.id, { transferConfig: { ladder: { contacts: [] } } });
    expect(cleared.transferConfig).toEqual({ enabled: true, transferNumber: TRANSFER, ladder: [], ringSeconds: 45 });
    expect((await agents.update(actor, a.id, { transferConfig: { ladder: {} } })).transferConfig.ladder).toEqual([]);
    expect((await agents.getInternal(a.id)).transferConfig).toEqual(cleared.transferConfig);
  });

  it('fills agents saved before the ladder existed, and another owner cannot read or change it', async () => {
    const alice = owner();
    const mallory = owner();
    const a = await agents.create(alice, payload(ladder(...people(1))));
    await db.query(`update agents set transfer_ladder = 'null'::jsonb where id = $1`, [a.id]);
    expect((await agents.get(alice, a.id)).transferConfig).toMatchObject({ ladder: [], ringSeconds: 20 });
    await agents.update(alice, a.id, { transferConfig: ladder(...people(1)) });

    for (const attempt of [agents.get(mallory, a.id), agents.update(mallory, a.id, { transferConfig: { ...ladder(), ringSeconds: 60 } })]) {
      expect((await rejection(attempt)).message).toBe('AI employee not found');
    }
    expect(await agents.list(mallory)).toEqual([]);
    expect((await agents.get(alice, a.id)).transferConfig).toMatchObject({ ladder: people(1), ringSeconds: 20 });
  });

  it('answers the ladder over gRPC as an OnCallLadder, to owners and peers alike', async () => {
    const handlers = agentHandlers(agents);
    const actor = { userId: `grpc-ladder-${++n}`, email: '', displayName: '', photoUrl: '' };
    const created = await handlers.CreateAgent({ actor, ...payload({ ...ladder(...people(2)), ringSeconds: 25 }) });
    const wire = { enabled: true, transferNumber: TRANSFER, ladder: { contacts: people(2) }, ringSeconds: 25 };
    expect(created.transferConfig).toEqual(wire);
    expect((await handlers.GetAgent({ actor, agentId: created.id! })).transferConfig).toEqual(wire);
    expect((await handlers.GetAgentInternal({ agentId: created.id! })).transferConfig).toEqual(wire);
    // an update request as the proto decodes it when no ladder is sent
    const kept = await handlers.UpdateAgent({ actor, agentId: created.id!, transferConfig: { ladder: null } } as never);
    expect(kept.transferConfig).toEqual(wire);
  });
});
