import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKafkaBus, type EventBus } from '@landline/platform';
// @ts-expect-error plain ESM script without types
import { startServices } from '../../../scripts/stack.mjs';
import { callCompleted, logger } from './helpers';

/**
 * Usage and the trial on the full stack: a process per service, Keycloak, real Postgres, CallCompleted
 * travelling conversation → outbox → Kafka → billing.
 */
describe('billing on the full stack (a process per service, Kafka, Postgres, Keycloak)', () => {
  let stack: { url: string; stop(): Promise<void> } | undefined;
  let bus: EventBus | undefined;
  const required = ['KAFKA_BROKERS', 'KEYCLOAK_URL', 'KEYCLOAK_CLIENT_SECRET', 'DATABASE_URL_BASE'];

  beforeAll(async () => {
    const missing = required.filter((name) => !process.env[name]);
    if (missing.length) throw new Error(`${missing.join(', ')} not set: run through npm test, which starts scripts/infra`);
    stack = await startServices(process.env, {
      logDir: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-billing-stack-')),
      extraEnv: { LOG_LEVEL: 'warn', DIALOG_ENGINE: 'offline' },
    });
    bus = createKafkaBus({ brokers: process.env.KAFKA_BROKERS!.split(','), clientId: 'billing-stack-test', logger });
  }, 240_000);
  afterAll(async () => {
    await bus?.close();
    await stack?.stop();
  }, 60_000);

  const api = async (route: string, init: { body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${stack!.url}${route}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const eventually = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 60_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  it('counts test calls once through Kafka, matches the profile, and an exhausted trial refuses test calls', async () => {
    const email = `billing-stack-${randomUUID()}@example.com`;
    const signup = await api('/api/auth/signup', { body: { email, password: 'tenant-secret-1', displayName: 'Stack Biller' } });
    expect(signup.status).toBe(201);
    const token = signup.body.accessToken as string;
    const userId = signup.body.user.userId as string;
    expect((await api('/api/completeOnboarding', { token, body: { companyName: 'Stack Properties', industry: 'landlord', timezone: 'America/Phoenix' } })).status).toBe(200);
    const created = await api('/api/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'landlord',
        templateType: 'maintenance',
        customName: 'Max',
        language: 'en',
        customizations: {
          company: { name: 'Stack Properties', address: '1 Main St', phone: '+16025550100' },
          agent: { name: 'Max' },
          schedule: { timezone: 'America/Phoenix', businessHours: { hours: '9:00 AM - 5:00 PM' } },
          knowledgebase: '',
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        },
      },
    });
    expect(created.status).toBeLessThan(300);
    const agentId = created.body.agent.id as string;

    const save = async (seconds: number, emergency = false) => {
      const start = Date.now() - seconds * 1000 - Math.floor(Math.random() * 1000);
      const callId = `web-test-max-${start}`;
      const res = await api('/api/saveWebTranscript', {
        token,
        body: {
          callId,
          agentId,
          agentName: 'Max',
          startTime: new Date(start).toISOString(),
          endTime: new Date(start + seconds * 1000).toISOString(),
          transcript: [{ role: 'user', text: 'The hallway light is out' }],
          transfers: emergency
            ? [
                {
                  type: 'outgoing',
                  from: 'Max',
                  to: '+16025551234',
                  reason: 'emergency',
                  details: { clientName: 'Ann', address: '1 Elm St', phone: '+16025550111', issueSummary: 'Sparks' },
                },
              ]
            : [],
        },
      });
      expect(res.status).toBe(200);
      return { callId, start };
    };
    const stats = async () => (await api('/api/getDashboardStats', { token })).body;

    const t0 = Date.now();
    const first = await save(61, true);
    const s = await eventually(stats, (v) => v.todayCalls === 1);
    const deliveredMs = Date.now() - t0;
    expect(s).toMatchObject({
      todayCalls: 1,
      todayMinutes: 2,
      todayTransfers: 1,
      todayEmergencies: 1,
      timezone: 'America/Phoenix',
      costs: { callCost: 0.3, coveredByTrial: true, amountDue: 0 },
      subscription: { status: 'active', callMinutesUsed: 2 },
    });
    expect((await api('/api/getUserProfile', { token })).body.subscription).toMatchObject({ status: 'active', callMinutesUsed: 2 });
    expect(deliveredMs).toBeLessThan(30_000);

    // The same call replayed onto Kafka under a new event id: nothing more is counted.
    await bus!.publish([callCompleted({ owner: userId, callId: first.callId, agentId, startedAt: new Date(first.start), seconds: 61 })]);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await stats()).toMatchObject({ todayCalls: 1, todayMinutes: 2 });

    await save(58 * 60);
    const expired = await eventually(stats, (v) => v.subscription.status === 'expired');
    expect(expired.subscription).toMatchObject({ status: 'expired', expiredReason: 'minutes_used', callMinutesUsed: 60, allowed: false });
    expect((await api('/api/getUserProfile', { token })).body.subscription).toMatchObject({ status: 'expired', expiredReason: 'minutes_used', callMinutesUsed: 60 });
    const refused = await api('/api/chat', { token, body: { agentId, language: 'en', history: [], message: '__START__' } });
    expect(refused).toMatchObject({ status: 402, body: { code: 'subscription_expired', reason: 'minutes_used', error: expect.stringContaining('60 call minutes') } });
    expect((await api('/api/chat', { body: { agentId: 'sarah', language: 'en', history: [], message: '__START__' } })).status).toBe(200);
    console.log(`billing full stack: CallCompleted visible on the dashboard ${deliveredMs} ms after the save`);
  }, 180_000);
});
