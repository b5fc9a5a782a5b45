import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, openDatabase, Outbox, type Db } from '@landline/platform';
import { Agents } from '../src/agents';
import { NOTIFICATION_MESSAGES } from '../src/notifications';
import type { Actor } from '../src/model';
import { agentHandlers, actorOf } from '../src/server';
import { agentStore } from '../src/store';
import { rejection } from '@landline/platform/testing';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const noBus = { kind: 'embedded' as const, publish: async () => undefined, subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };

const payload = (over: Record<string, unknown> = {}, notifications?: unknown) => ({
  templateIndustry: 'property_management',
  templateType: 'maintenance',
  customName: 'Max',
  language: 'en',
  customizations: {
    company: { name: 'Acme Property Management' },
    agent: { name: 'Max' },
    voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
    features: { callRecording: true, transcription: true, emailSummary: true, smsNotifications: true },
    ...(notifications === undefined ? {} : { notifications }),
  },
  ...over,
});
const transfer = (transferNumber: string, enabled = true) => ({ transferConfig: { enabled, transferNumber } });

describe('agent: notification recipients', () => {
  let db: Db;
  let agents: Agents;
  let n = 0;
  const owner = (email?: string): Actor => ({ userId: `notify-owner-${++n}`, email });

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `agent_notify_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'agent-notify-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    agents = new Agents(agentStore(db), new Outbox(db, noBus, 'agent', logger), { maxAgents: async () => 5 }, logger);
  });
  afterAll(async () => {
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it("defaults to the owner's email and the transfer number", async () => {
    const actor = owner('  Jane.Doe@Example.COM ');
    const a = await agents.create(actor, payload(transfer(' +12125551234 ')));
    expect(a.customizations.notifications).toEqual({ emails: ['jane.doe@example.com'], phones: ['+12125551234'] });
    expect((await agents.get(actor, a.id)).customizations.notifications).toEqual(a.customizations.notifications);

    expect((await agents.create(owner('sam@example.com'), payload())).customizations.notifications).toEqual({ emails: ['sam@example.com'], phones: [] });
    // an owner without an address (or with one that is not) gets no email recipient
    expect((await agents.create(owner(undefined), payload())).customizations.notifications).toEqual({ emails: [], phones: [] });
    expect((await agents.create(owner('not-an-email'), payload())).customizations.notifications.emails).toEqual([]);
    // only the list not sent is defaulted
    const onlyEmails = await agents.create(owner('me@example.com'), payload(transfer('+13125550199'), { emails: ['ops@example.com'] }));
    expect(onlyEmails.customizations.notifications).toEqual({ emails: ['ops@example.com'], phones: ['+13125550199'] });
    const none = await agents.create(owner('me@example.com'), payload(transfer('+13125550199'), { emails: [], phones: [] }));
    expect(none.customizations.notifications).toEqual({ emails: [], phones: [] });
  });

  it('trims, lower-cases and de-duplicates what is sent', async () => {
    const a = await agents.create(
      owner('ops@example.com'),
      payload(
        {},
        {
          emails: [' Ops@Example.com', 'ops@example.COM', '', 'night.desk+calls@acme-pm.co.uk  '],
          phones: [' +12125551234 ', '+12125551234', '   ', '+442071234567'],
        },
      ),
    );
    expect(a.customizations.notifications).toEqual({ emails: ['ops@example.com', 'night.desk+calls@acme-pm.co.uk'], phones: ['+12125551234', '+442071234567'] });
  });

  it('refuses bad recipients with messages naming them, and stores nothing', async () => {
    const actor = owner('ops@example.com');
    const emails = (k: number) => Array.from({ length: k }, (_, i) => `user${i}@example.com`);
    const phones = (k: number) => Array.from({ length: k }, (_, i) => `+1212555010${i}`);
    const cases: [unknown, string][] = [
      [{ emails: ['ops@example.com', 'x'] }, 'Notification email is not a valid email address: x'],
      [{ emails: ['ops@@example.com'] }, 'Notification email is not a valid email address: ops@@example.com'],
      [{ emails: ['Ops @example.com'] }, 'Notification email is not a valid email address: ops @example.com'],
      [{ emails: ['ops@example'] }, 'Notification email is not a valid email address: ops@example'],
      [{ emails: emails(11) }, 'At most 10 notification email addresses are allowed'],
      // the transfer number's rules: a number that can be read, no premium-rate area codes after country code 1
      [{ phones: ['12'] }, 'Phone number must be in E.164 format (e.g., +12125551234): 12'],
      [{ phones: [' (212) 555-123 '] }, 'Phone number must be in E.164 format (e.g., +12125551234): (212) 555-123'],
      [{ phones: ['+1 212 555 1234 ext 9'] }, 'Phone number must be in E.164 format (e.g., +12125551234): +1 212 555 1234 ext 9'],
      [{ phones: ['+12125551234', '+19005551234'] }, 'Premium-rate numbers are not allowed for notifications: +19005551234'],
      [{ phones: ['+18765551234'] }, 'Premium-rate numbers are not allowed for notifications: +18765551234'],
      [{ phones: phones(6) }, 'At most 5 notification phone numbers are allowed'],
      [{ emails: 'ops@example.com' }, 'customizations.notifications.emails is not valid'],
      [{ phones: [12125551234] }, 'customizations.notifications.phones.0 is not valid'],
    ];
    for (const [notifications, message] of cases) {
      const err = await rejection(agents.create(actor, payload({}, notifications)));
      expect({ notifications, message: err.message, code: err.code }).toEqual({ notifications, message, code: 'invalid_argument' });
    }
    expect(NOTIFICATION_MESSAGES.emailInvalid('y'.repeat(200))).toHaveLength('Notification email is not a valid email address: '.length + 81);
    expect(await agents.list(actor)).toEqual([]);

    const most = await agents.create(actor, payload({}, { emails: emails(10), phones: phones(5) }));
    expect(most.customizations.notifications).toEqual({ emails: emails(10), phones: phones(5) });
    const err = await rejection(agents.update(actor, most.id, { customizations: { notifications: { phones: ['+1 (212) 555-010'] } } }));
    expect(err.message).toBe('Phone number must be in E.164 format (e.g., +12125551234): +1 (212) 555-010');
    expect(await agents.get(actor, most.id)).toEqual(most);
  });

  it('updates: unset keeps the lists, a list sent replaces it', async () => {
    const actor = owner('boss@example.com');
    const a = await agents.create(actor, payload(transfer('+12125551234')));
    const kept = await agents.update(actor, a.id, { customName: 'Maxine', customizations: { notifications: null } });
    expect(kept.customizations.notifications).toEqual({ emails: ['boss@example.com'], phones: ['+12125551234'] });

    const emailsOnly = await agents.update(actor, a.id, { customizations: { notifications: { emails: ['Night@Example.com', 'boss@example.com'] } } });
    expect(emailsOnly.customizations.notifications).toEqual({ emails: ['night@example.com', 'boss@example.com'], phones: ['+12125551234'] });
    // typed the way people write them: stored in E.164, one number once however it is written
    const typed = await agents.update(actor, a.id, { customizations: { notifications: { phones: ['(415) 555-0199', '+1 415 555 0199', '212.555.1234'] } } });
    expect(typed.customizations.notifications.phones).toEqual(['+14155550199', '+12125551234']);
    const cleared = await agents.update(actor, a.id, { customizations: { notifications: { emails: [], phones: [] } } });
    expect(cleared.customizations.notifications).toEqual({ emails: [], phones: [] });
    expect((await agents.getInternal(a.id)).customizations.notifications).toEqual({ emails: [], phones: [] });
  });

  it('keeps phones at the default in step with a changed transfer number, and leaves chosen ones alone', async () => {
    const actor = owner('ops@example.com');
    const a = await agents.create(actor, payload(transfer('+12125551234')));
    const moved = await agents.update(actor, a.id, transfer('+13125550199'));
    expect(moved.customizations.notifications.phones).toEqual(['+13125550199']);
    // turning transfer off without a number keeps the number, and so the phones
    expect((await agents.update(actor, a.id, { transferConfig: { enabled: false } })).customizations.notifications.phones).toEqual(['+13125550199']);
    // the number and the phones in one request: the phones sent win
    const both = await agents.update(actor, a.id, { ...transfer('+14155550100'), customizations: { notifications: { phones: ['+13125550199'] } } });
    expect(both.customizations.notifications.phones).toEqual(['+13125550199']);
    expect((await agents.update(actor, a.id, transfer('+16175550123'))).customizations.notifications.phones).toEqual(['+13125550199']);

    const chosen = await agents.create(owner(), payload(transfer('+12125551234'), { phones: ['+12125551234', '+16175550123'] }));
    const chosenAfter = await agents.update({ userId: chosen.ownerId }, chosen.id, transfer('+13125550199'));
    expect(chosenAfter.customizations.notifications.phones).toEqual(['+12125551234', '+16175550123']);

    // no transfer number before: the empty list was not following one
    const b = await agents.create(owner(), payload());
    const withNumber = await agents.update({ userId: b.ownerId }, b.id, transfer('+13125550199'));
    expect(withNumber.customizations.notifications.phones).toEqual([]);
    // a removed number takes the phones that followed it along
    const c = await agents.create(owner(), payload(transfer('+12125551234', false)));
    expect(c.customizations.notifications.phones).toEqual(['+12125551234']);
    expect((await agents.update({ userId: c.ownerId }, c.id, transfer('', false))).customizations.notifications.phones).toEqual([]);
  });

  it('fills agents saved before notifications existed, and another owner cannot read or change them', async () => {
    const alice = owner('alice@example.com');
    const mallory = owner('mallory@example.com');
    const a = await agents.create(alice, payload(transfer('+12125551234'), { emails: ['alerts@example.com'] }));
    await db.query(`update agents set customizations = customizations - 'notifications' where id = $1`, [a.id]);
    expect((await agents.get(alice, a.id)).customizations.notifications).toEqual({ emails: [], phones: ['+12125551234'] });
    const saved = await agents.update(alice, a.id, { customizations: { notifications: { emails: ['alerts@example.com'] } } });
    expect(saved.customizations.notifications).toEqual({ emails: ['alerts@example.com'], phones: ['+12125551234'] });

    for (const attempt of [agents.get(mallory, a.id), agents.update(mallory, a.id, { customizations: { notifications: { emails: ['mallory@example.com'], phones: [] } } })]) {
      expect((await rejection(attempt)).message).toBe('AI employee not found');
    }
    expect(await agents.list(mallory)).toEqual([]);
    expect((await agents.get(alice, a.id)).customizations.notifications).toEqual({ emails: ['alerts@example.com'], phones: ['+12125551234'] });
  });

  it("takes the owner's email from the gRPC actor and answers both lists", async () => {
    expect(actorOf({ userId: 'u1', email: 'u1@example.com', displayName: '', photoUrl: '' })).toEqual({ userId: 'u1', email: 'u1@example.com' });
    expect(actorOf({ userId: 'u2', email: '', displayName: '', photoUrl: '' })).toEqual({ userId: 'u2', email: undefined });
    const handlers = agentHandlers(agents);
    const actor = { userId: `grpc-owner-${++n}`, email: 'Grpc@Example.com', displayName: '', photoUrl: '' };
    const request = { actor, ...payload(transfer('+12125551234')) };
    const created = await handlers.CreateAgent(request);
    expect(created.customizations?.notifications).toEqual({ emails: ['grpc@example.com'], phones: ['+12125551234'] });
    const fetched = await handlers.GetAgent({ actor, agentId: created.id! });
    expect(fetched.customizations?.notifications).toEqual({ emails: ['grpc@example.com'], phones: ['+12125551234'] });
  });
});
