import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, createLogger, migrate, openDatabase, Outbox, type Db } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { Agents } from '../src/agents';
import { MESSAGES, type Actor } from '../src/model';
import { PREMIUM_AREA_CODES, transferNumberProblem } from '../src/phones';
import { agentStore } from '../src/store';
import { recordingBus, rejection } from '@landline/platform/testing';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });

/** The create payload of spec section 3, as the onboarding Customize step sends it. */
const payload = (over: Record<string, unknown> = {}) => ({
  templateIndustry: 'property_management',
  templateType: 'maintenance',
  customName: 'Max',
  language: 'en',
  customizations: {
    company: { name: 'Acme Property Management', address: '1 Main St, Springfield', phone: '+12125550100' },
    agent: { name: 'Max' },
    schedule: { timezone: 'America/New_York', businessHours: { hours: 'Mon-Fri 8:00 AM - 6:00 PM' } },
    knowledgebase: 'Office closed on public holidays. Rent is due on the 1st.',
    voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
    features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
  },
  ...over,
});

/** payload() with customizations merged one level deep. */
const withCustom = (custom: Record<string, unknown>, over: Record<string, unknown> = {}) => {
  const p = payload(over);
  return { ...p, customizations: { ...p.customizations, ...custom } };
};

describe('agent: templates and AI employees', () => {
  let db: Db;
  let agents: Agents;
  let outbox: Outbox;
  let bus: ReturnType<typeof recordingBus>;
  const maxAgents = new Map<string, number>();
  let n = 0;
  /** A fresh owner allowed `max` agents (the default 1, like a trial). */
  const owner = (max?: number): Actor => {
    const userId = `owner-${++n}`;
    if (max !== undefined) maxAgents.set(userId, max);
    return { userId };
  };
  const liveCount = async (actor: Actor) => (await agents.list(actor)).length;

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `agent_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'agent-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    bus = recordingBus();
    outbox = new Outbox(db, bus, 'agent', logger);
    agents = new Agents(agentStore(db), outbox, { maxAgents: async (ownerId) => maxAgents.get(ownerId) ?? 1 }, logger);
  });
  afterAll(async () => {
    await outbox.stop();
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('creates an agent from the spec payload, with its template and an active status', async () => {
    const actor = owner();
    const before = Date.now();
    const a = await agents.create(actor, payload());
    expect(a).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ownerId: actor.userId,
      customName: 'Max',
      status: 'active',
      language: 'en',
      templateType: 'maintenance',
      templateIndustry: 'property_management',
      customizations: {
        company: { name: 'Acme Property Management', address: '1 Main St, Springfield', phone: '+12125550100' },
        agent: { name: 'Max' },
        schedule: { timezone: 'America/New_York', businessHours: { hours: 'Mon-Fri 8:00 AM - 6:00 PM' } },
        knowledgebase: 'Office closed on public holidays. Rent is due on the 1st.',
        voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'voicemail',
        bilingual: false,
      },
      transferConfig: { enabled: false, transferNumber: '' },
    });
    expect(a.template).toMatchObject({ name: 'maintenance', title: 'Maintenance Coordinator', avatarUrl: '/avatars/maintenance.svg', voiceId: 'en-US-Chirp3-HD-Achird' });
    expect(a.template.systemPrompts.en).toContain('{agentName}');
    expect(a.template.systemPrompts.es).toContain('{companyName}');
    expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(await agents.get(actor, a.id)).toEqual(a);
  });

  it('fills the spec defaults for what the payload leaves out', async () => {
    const actor = owner();
    const a = await agents.create(actor, {
      templateIndustry: 'landlord',
      templateType: 'leasing',
      customizations: { company: { name: ' Oak Rentals ' }, agent: { name: ' Lena ' }, voiceSettings: { name: 'en-US-Chirp3-HD-Aoede' } },
    });
    expect(a).toMatchObject({
      customName: 'Lena', // the agent's name when no employee name is given
      language: 'en',
      status: 'active',
      customizations: {
        company: { name: 'Oak Rentals', address: '', phone: '' },
        agent: { name: 'Lena' },
        schedule: { timezone: 'America/Los_Angeles', businessHours: { hours: '9:00 AM - 5:00 PM' } },
        knowledgebase: '',
        voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Aoede', naturalGender: '', speed: 1 },
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'voicemail',
        bilingual: false,
      },
      transferConfig: { enabled: false, transferNumber: '' },
    });
    expect(a.template).toMatchObject({ name: 'leasing', industry: 'landlord', type: 'leasing' });
  });

  it('keeps the after-hours behaviour, and takes onboarding\'s "both" as English plus Spanish', async () => {
    for (const afterHours of ['voicemail', 'emergency', 'limited', 'full']) {
      const a = await agents.create(owner(), withCustom({ afterHours }));
      expect(a.customizations.afterHours).toBe(afterHours);
    }
    const both = await agents.create(owner(), payload({ language: 'both' }));
    expect(both.language).toBe('en');
    expect(both.customizations.bilingual).toBe(true);
    const es = await agents.create(owner(), withCustom({ voiceSettings: { name: 'es-US-Chirp3-HD-Achird' } }, { language: 'es' }));
    expect(es).toMatchObject({ language: 'es', customizations: { voiceSettings: { languageCode: 'es-US', name: 'es-US-Chirp3-HD-Achird' } } });
  });

  it('validates a create with the spec messages and stores nothing', async () => {
    const actor = owner(50);
    const cases: [unknown, string][] = [
      [payload({ templateType: '' }), 'Please choose a template'],
      [payload({ templateType: 'gardening' }), 'Please choose a template'],
      [payload({ templateIndustry: 'retail' }), 'Please choose a template'],
      [payload({ templateIndustry: undefined, templateType: undefined }), 'Please choose a template'],
      [withCustom({ agent: { name: '  ' } }), 'Agent name is required'],
      [withCustom({ agent: undefined }), 'Agent name is required'],
      [withCustom({ company: { name: '' } }), 'Company name is required'],
      [withCustom({ voiceSettings: { provider: 'google', languageCode: 'en-US', name: '' } }), 'Cannot create agent without a valid voice selection.'],
      [withCustom({ voiceSettings: undefined }), 'Cannot create agent without a valid voice selection.'],
      [payload({ language: 'fr' }), 'Language must be en, es or both'],
      [withCustom({ afterHours: 'never' }), 'After-hours behaviour must be voicemail, emergency, limited or full'],
      [payload({ transferConfig: { enabled: true } }), 'Transfer number is required when call transfer is enabled'],
      [payload({ transferConfig: { enabled: true, transferNumber: '   ' } }), 'Transfer number is required when call transfer is enabled'],
      [payload({ transferConfig: { enabled: true, transferNumber: '12' } }), 'Phone number must be in E.164 format (e.g., +12125551234)'],
      [payload({ transferConfig: { enabled: true, transferNumber: '212-555-123' } }), 'Phone number must be in E.164 format (e.g., +12125551234)'],
      [payload({ transferConfig: { enabled: true, transferNumber: '+19005551234' } }), 'Premium-rate numbers are not allowed for transfers'],
      // beyond the spec's list: the voice must speak the agent's language, and settings must be sane
      [withCustom({ voiceSettings: { name: 'es-US-Chirp3-HD-Achird' } }), MESSAGES.voiceMismatch],
      // a voice the phone line cannot speak would drop every call: refused when the agent is saved
      [withCustom({ voiceSettings: { name: 'en-US-Chirp3-HD-Bogus' } }), 'Cannot create agent without a valid voice selection.'],
      [withCustom({ voiceSettings: { name: 'en-US-Neural2-F' } }), 'Cannot create agent without a valid voice selection.'],
      [withCustom({ voiceSettings: { name: 'en-US-Chirp3-HD-Achird', languageCode: 'fr-FR' } }), MESSAGES.voiceLocale],
      [withCustom({ voiceSettings: { name: 'en-US-Chirp3-HD-Achird', speed: 9 } }), MESSAGES.voiceSpeed],
      [withCustom({ voiceSettings: { name: 'en-US-Chirp3-HD-Achird', speed: Number.NaN } }), MESSAGES.voiceSpeed],
      [withCustom({ schedule: { timezone: 'Mars/Olympus_Mons' } }), MESSAGES.timezone],
      [withCustom({ knowledgebase: 'x'.repeat(20_001) }), 'Knowledge base is too long (at most 20000 characters)'],
      [payload({ customName: 42 }), 'customName is not valid'],
    ];
    for (const [input, message] of cases) {
      const err = await rejection(agents.create(actor, input));
      expect({ input, message: err.message, code: err.code }).toEqual({ input, message, code: 'invalid_argument' });
    }
    expect(await liveCount(actor)).toBe(0);
  });

  it('checks transfer numbers: any way a number is typed, and no premium-rate area codes after country code 1', async () => {
    expect(PREMIUM_AREA_CODES).toEqual([
      '900',
      '976',
      '242',
      '246',
      '264',
      '268',
      '284',
      '345',
      '441',
      '473',
      '649',
      '664',
      '721',
      '758',
      '767',
      '784',
      '809',
      '829',
      '849',
      '868',
      '869',
      '876',
    ]);
    for (const code of PREMIUM_AREA_CODES) {
      expect(transferNumberProblem(`+1${code}5551234`)).toBe('Premium-rate numbers are not allowed for transfers');
      expect(transferNumberProblem(`(${code}) 555-1234`)).toBe('Premium-rate numbers are not allowed for transfers');
    }
    for (const ok of ['+12125551234', '+18005551234', '+442071234567', '+525512345678', '12125551234', '(212) 555-1234', '212.555.1234', '+1-212-555-1234', '001 212 555 1234']) {
      expect([ok, transferNumberProblem(ok)]).toEqual([ok, undefined]);
    }
    for (const bad of ['12', '+12', '+02125551234', '+1', '+1234567890123456', '+1 555 555 0100', '212 555 1234 ext 5', 'call 212 555 1234']) {
      expect([bad, transferNumberProblem(bad)]).toEqual([bad, 'Phone number must be in E.164 format (e.g., +12125551234)']);
    }
    // country code 1 only: +44 900… is someone else's numbering plan
    expect(transferNumberProblem('+449005551234')).toBeUndefined();

    const a = await agents.create(owner(), payload({ transferConfig: { enabled: true, transferNumber: ' +12125551234 ' } }));
    expect(a.transferConfig).toEqual({ enabled: true, transferNumber: '+12125551234', ladder: [], ringSeconds: 20 });
    // typed the way people write it, stored as E.164 (and texted by default)
    const typed = await agents.create(owner(), payload({ transferConfig: { enabled: true, transferNumber: '(415) 555-0199' } }));
    expect(typed.transferConfig.transferNumber).toBe('+14155550199');
    expect(typed.customizations.notifications.phones).toEqual(['+14155550199']);
    // a disabled transfer is not checked
    const b = await agents.create(owner(), payload({ transferConfig: { enabled: false, transferNumber: '' } }));
    expect(b.transferConfig).toEqual({ enabled: false, transferNumber: '', ladder: [], ringSeconds: 20 });
  });

  it('updates partially: what is not sent keeps its value', async () => {
    const actor = owner();
    const a = await agents.create(actor, withCustom({ afterHours: 'emergency' }, { transferConfig: { enabled: true, transferNumber: '+12125551234' } }));

    const renamed = await agents.update(actor, a.id, { customizations: { company: { name: 'Acme PM LLC' } } });
    expect(renamed.customizations.company).toEqual({ name: 'Acme PM LLC', address: '1 Main St, Springfield', phone: '+12125550100' });
    expect({ ...renamed, customizations: { ...renamed.customizations, company: a.customizations.company }, updatedAt: a.updatedAt }).toEqual(a);
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(a.updatedAt));

    const edited = await agents.update(actor, a.id, {
      customName: 'Maxine',
      customizations: {
        agent: { name: 'Maxine' },
        schedule: { businessHours: { hours: '24/7' } },
        knowledgebase: 'Gate code is given by the office only.',
        features: { emailSummary: true },
      },
      transferConfig: { enabled: false },
    });
    expect(edited).toMatchObject({
      customName: 'Maxine',
      customizations: {
        agent: { name: 'Maxine' },
        schedule: { timezone: 'America/New_York', businessHours: { hours: '24/7' } },
        knowledgebase: 'Gate code is given by the office only.',
        features: { callRecording: true, transcription: true, emailSummary: true, smsNotifications: false },
        afterHours: 'emergency',
      },
      // turning transfer off keeps the number for when it is turned back on
      transferConfig: { enabled: false, transferNumber: '+12125551234' },
    });

    // changing the language needs a voice of that language
    expect((await rejection(agents.update(actor, a.id, { language: 'es' }))).message).toBe(MESSAGES.voiceMismatch);
    const spanish = await agents.update(actor, a.id, { language: 'es', customizations: { voiceSettings: { name: 'es-US-Chirp3-HD-Achird', naturalGender: 'MALE' } } });
    expect(spanish).toMatchObject({ language: 'es', customizations: { voiceSettings: { languageCode: 'es-US', name: 'es-US-Chirp3-HD-Achird', provider: 'google', speed: 1 } } });
    expect((await agents.get(actor, a.id)).language).toBe('es');
  });

  it('validates an update with the same rules and changes nothing when it fails', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload());
    const cases: [unknown, string][] = [
      [{ customName: ' ' }, 'Employee name is required'],
      [{ customizations: { agent: { name: '' } } }, 'Agent name is required'],
      [{ customizations: { company: { name: '' } } }, 'Company name is required'],
      [{ customizations: { voiceSettings: { name: '' } } }, 'Cannot save: Please select a voice.'],
      [{ customizations: { voiceSettings: { name: 'en-US-Journey-Q' } } }, MESSAGES.voiceUnknown],
      [{ language: 'de' }, 'Language must be en, es or both'],
      [{ customizations: { afterHours: 'sometimes' } }, 'After-hours behaviour must be voicemail, emergency, limited or full'],
      [{ status: 'deleted' }, 'Status must be active or paused'],
      [{ status: 'archived' }, 'Status must be active or paused'],
      [{ transferConfig: { enabled: true } }, 'Transfer number is required when call transfer is enabled'],
      [{ transferConfig: { enabled: true, transferNumber: '12' } }, 'Phone number must be in E.164 format (e.g., +12125551234)'],
      [{ transferConfig: { enabled: true, transferNumber: '+18765551234' } }, 'Premium-rate numbers are not allowed for transfers'],
    ];
    for (const [input, message] of cases) {
      expect({ input, message: (await rejection(agents.update(actor, a.id, input))).message }).toEqual({ input, message });
    }
    expect(await agents.get(actor, a.id)).toEqual(a);
  });

  it('pauses and resumes an agent', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload());
    expect((await agents.update(actor, a.id, { status: 'paused' })).status).toBe('paused');
    expect((await agents.get(actor, a.id)).status).toBe('paused');
    expect((await agents.list(actor)).map((x) => x.status)).toEqual(['paused']);
    expect((await agents.update(actor, a.id, { status: 'active' })).status).toBe('active');
    expect((await agents.getInternal(a.id)).status).toBe('active');
  });

  it('deletes softly: the agent leaves lists, counts and reads, and AgentDeleted is written once', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload());
    await agents.delete(actor, a.id);

    expect(await agents.list(actor)).toEqual([]);
    expect((await rejection(agents.get(actor, a.id))).message).toBe('AI employee not found');
    expect((await rejection(agents.update(actor, a.id, { status: 'active' }))).message).toBe('AI employee not found');
    expect((await rejection(agents.delete(actor, a.id))).code).toBe('not_found');
    // kept for call history; peers see it as deleted
    expect(await agents.getInternal(a.id)).toMatchObject({ id: a.id, status: 'deleted', customName: 'Max' });

    const { rows } = await db.query<{ event_type: string; topic: string; key: string; payload: Uint8Array }>(
      `select event_type, topic, key, payload from outbox where event_type = 'AgentDeleted'`,
    );
    const mine = rows.map((r) => ({ ...r, event: decodeEvent('AgentDeleted', Buffer.from(r.payload)) })).filter((r) => r.event.agentId === a.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ topic: TOPICS.AgentDeleted, key: actor.userId });
    expect(mine[0]?.event.meta).toMatchObject({ type: 'AgentDeleted', tenantId: actor.userId, eventId: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    await outbox.flush();
    const published = bus.published
      .filter((m) => m.topic === TOPICS.AgentDeleted)
      .map((m) => decodeEvent('AgentDeleted', m.value))
      .filter((e) => e.agentId === a.id);
    expect(published).toHaveLength(1);
  });

  it('publishes nothing when a delete fails, and deletes once under concurrent deletes', async () => {
    const actor = owner();
    const a = await agents.create(actor, payload());
    const results = await Promise.allSettled([agents.delete(actor, a.id), agents.delete(actor, a.id), agents.delete(actor, a.id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const { rows } = await db.query<{ payload: Uint8Array }>(`select payload from outbox where event_type = 'AgentDeleted'`);
    expect(rows.map((r) => decodeEvent('AgentDeleted', Buffer.from(r.payload))).filter((e) => e.agentId === a.id)).toHaveLength(1);
  });

  it("answers 'AI employee not found' for another owner's agent on every operation", async () => {
    const alice = owner();
    const mallory = owner();
    const a = await agents.create(alice, payload());
    for (const attempt of [agents.get(mallory, a.id), agents.update(mallory, a.id, { status: 'paused', customName: 'Hacked' }), agents.delete(mallory, a.id)]) {
      const err = await rejection(attempt);
      expect([err.code, err.message]).toEqual(['not_found', 'AI employee not found']);
    }
    for (const id of ['', 'no-such-agent', '00000000-0000-0000-0000-000000000000']) {
      expect((await rejection(agents.get(alice, id))).message).toBe('AI employee not found');
    }
    expect(await agents.list(mallory)).toEqual([]);
    expect(await agents.get(alice, a.id)).toEqual(a);
  });

  it('enforces the plan limit on non-deleted agents with the spec message', async () => {
    const actor = owner(); // default allowance: 1
    const first = await agents.create(actor, payload());
    const err = await rejection(agents.create(actor, payload()));
    expect(err.message).toBe('Agent limit reached. Your plan allows 1 AI employee(s). Please delete an existing agent or upgrade your plan.');
    expect(err.code).toBe('permission_denied');
    expect(err.details).toEqual({ code: 'agent_limit' });

    // a paused agent still counts; a deleted one does not
    await agents.update(actor, first.id, { status: 'paused' });
    await rejection(agents.create(actor, payload()));
    await agents.delete(actor, first.id);
    await agents.create(actor, payload());

    const two = owner(2);
    await agents.create(two, payload());
    await agents.create(two, payload());
    expect((await rejection(agents.create(two, payload()))).message).toBe(
      'Agent limit reached. Your plan allows 2 AI employee(s). Please delete an existing agent or upgrade your plan.',
    );
  });

  it('holds the limit under concurrent creates: exactly one of five succeeds with maxAgents 1', async () => {
    const actor = owner(1);
    const results = await Promise.allSettled(Array.from({ length: 5 }, (_, i) => agents.create(actor, payload({ customName: `Agent ${i}` }))));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect((r.reason as AppError).details).toEqual({ code: 'agent_limit' });
    expect(await liveCount(actor)).toBe(1);

    const three = owner(3);
    const more = await Promise.allSettled(Array.from({ length: 6 }, () => agents.create(three, payload())));
    expect(more.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await liveCount(three)).toBe(3);
  });

  it('lists templates by context and refuses an unknown context', () => {
    expect(agents.templates('all')).toHaveLength(17);
    expect(agents.templates('')).toHaveLength(17);
    expect(agents.templates('all', 'landlord')).toHaveLength(8);
    expect(agents.templates('demo').map((t) => t.type)).toEqual(['maintenance', 'emergency', 'contractor', 'leasing', 'collections']);
    expect(() => agents.templates('everything')).toThrow('Template context must be demo or all');
  });
});
