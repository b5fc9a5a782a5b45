import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Kafka, logLevel } from 'kafkajs';
import { SMTPServer } from 'smtp-server';
import { decodeEvent, TOPICS } from '@landline/proto';
import { startPrometheus } from './prometheus';
// @ts-expect-error plain ESM script without types
import { freePort, startServices } from '../../../scripts/stack.mjs';

/** `npm run stack` as the tests run it: each service its own process, real Postgres, Kafka and Keycloak. */
describe('full stack: one process per service', () => {
  let stack: { url: string; ports: { http: Record<string, number> }; stop(): Promise<void> } | undefined;
  const required = ['KAFKA_BROKERS', 'KEYCLOAK_URL', 'KEYCLOAK_CLIENT_SECRET', 'DATABASE_URL_BASE'];
  /** A real SMTP server the notification service sends owners' summaries to. */
  const mailbox: Array<{ to: string[]; data: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString('utf8')));
      stream.on('end', () => {
        mailbox.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        cb();
      });
    },
  });

  beforeAll(async () => {
    const missing = required.filter((name) => !process.env[name]);
    if (missing.length) throw new Error(`${missing.join(', ')} not set: run through npm test, which starts scripts/infra`);
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    stack = await startServices(process.env, {
      logDir: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-stack-')),
      extraEnv: { LOG_LEVEL: 'warn', SMTP_URL: smtpUrl, MAIL_FROM: 'Landline <no-reply@landline.test>' },
    });
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }, 60_000);

  const api = async (route: string, body?: unknown, token?: string) => {
    const res = await fetch(`${stack!.url}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('a real Prometheus scrapes every service with the compose job, evaluates the shipped rules, and fires LandlineTargetDown', async () => {
    // Every service's /metrics, and one target where nothing listens: a process that is down.
    const targets = Object.fromEntries(Object.entries(stack!.ports.http).map(([name, port]) => [name, `127.0.0.1:${port}`]));
    const prometheus = await startPrometheus({ ...targets, ghost: `127.0.0.1:${await freePort()}` });
    try {
      type Target = { labels: Record<string, string>; health: string; lastError: string };
      let active: Target[] = [];
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && !(active.length === 9 && active.every((t) => t.health !== 'unknown'))) {
        active = (await prometheus.api<{ activeTargets: Target[] }>('targets')).activeTargets;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(Object.fromEntries(active.map((t) => [t.labels.target, t.health]))).toEqual({ ...Object.fromEntries(Object.keys(targets).map((t) => [t, 'up'])), ghost: 'down' });
      expect(active.every((t) => t.labels.job === 'landline')).toBe(true);

      type Alert = { labels: Record<string, string>; state: string };
      let alerts: Alert[] = [];
      while (Date.now() < deadline && !alerts.some((a) => a.labels.alertname === 'LandlineTargetDown' && a.state === 'firing')) {
        alerts = (await prometheus.api<{ alerts: Alert[] }>('alerts')).alerts;
        await new Promise((r) => setTimeout(r, 500));
      }
      expect(alerts.filter((a) => a.labels.alertname === 'LandlineTargetDown').map((a) => [a.labels.target, a.state])).toEqual([['ghost', 'firing']]);
      // Every shipped rule evaluates against the services' real series without an error.
      const { groups } = await prometheus.api<{ groups: Array<{ rules: Array<{ name: string; health: string; lastError?: string }> }> }>('rules');
      const unhealthy = groups.flatMap((g) => g.rules).filter((r) => r.health !== 'ok');
      expect(unhealthy).toEqual([]);
      expect(groups.flatMap((g) => g.rules).length).toBeGreaterThan(10);
    } finally {
      await prometheus.stop();
    }
  }, 120_000);

  it('every service process is ready and serves its own metrics', async () => {
    for (const [name, port] of Object.entries(stack!.ports.http)) {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toContain('landline_process_cpu_seconds_total');
      if (name === 'gateway') expect(metrics).toContain('landline_http_requests_total');
    }
  });

  it('signs up through Keycloak, is sent to onboarding, completes the company step, and the event reaches Kafka', async () => {
    expect((await api('/api/config')).body.auth.provider).toBe('keycloak');
    const email = `stack-${randomUUID()}@example.com`;
    const signup = await api('/api/auth/signup', { email, password: 'tenant-secret-1', displayName: 'Stack Owner' });
    expect(signup.status).toBe(201);
    const token = signup.body.accessToken as string;
    const profile = await api('/api/getUserProfile', undefined, token);
    expect(profile.body).toMatchObject({ email, onboardingCompleted: false, role: 'owner', subscription: { plan: 'trial', maxAgents: 1 } });

    const done = await api('/api/completeOnboarding', { companyName: 'Stack Properties', industry: 'property_management', timezone: 'America/Phoenix' }, token);
    expect(done.body).toMatchObject({ companyName: 'Stack Properties', onboardingCompleted: true });

    const login = await api('/api/auth/login', { email, password: 'tenant-secret-1' });
    expect(login.status).toBe(200);
    expect((await api('/api/auth/login', { email, password: 'wrong-one' })).status).toBe(401);
    expect((await api('/api/getUserProfile', undefined, login.body.accessToken)).body.companyName).toBe('Stack Properties');

    const kafka = new Kafka({ brokers: process.env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `stack-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [TOPICS.UserRegistered], fromBeginning: true });
    const found = await new Promise<ReturnType<typeof decodeEvent<'UserRegistered'>>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('UserRegistered not seen on Kafka')), 60_000);
      void consumer.run({
        eachMessage: async ({ message }) => {
          const event = decodeEvent('UserRegistered', message.value!);
          if (event.email === email) {
            clearTimeout(timer);
            resolve(event);
          }
        },
      });
    });
    await consumer.disconnect();
    expect(found.meta).toMatchObject({ type: 'UserRegistered', tenantId: signup.body.user.userId });
  });

  it('a call of an agent with email summaries on reaches the owner through the SMTP server', async () => {
    const email = `summary-${randomUUID()}@example.com`;
    const signup = await api('/api/auth/signup', { email, password: 'tenant-secret-1', displayName: 'Summary Owner' });
    expect(signup.status).toBe(201);
    const token = signup.body.accessToken as string;
    const created = await api(
      '/api/createAIEmployee',
      {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Quinn',
        language: 'en',
        customizations: {
          company: { name: 'Stack Properties', address: '1 Main St', phone: '+12125550100' },
          agent: { name: 'Quinn' },
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: true, smsNotifications: false },
        },
      },
      token,
    );
    expect(created.status).toBe(201);
    const start = Date.now() - 60_000;
    const callId = `web-test-quinn-${start}`;
    const saved = await api(
      '/api/saveWebTranscript',
      {
        callId,
        agentId: created.body.agent.id,
        agentName: 'Quinn',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 45_000).toISOString(),
        language: 'en',
        transcript: [
          { role: 'user', text: 'Hi, my dishwasher stopped draining. This is Lee Park at 9 Elm Road, unit 2.', timestamp: new Date(start).toISOString() },
          { role: 'model', text: 'Thanks Lee, I will pass this to the maintenance team.', timestamp: new Date(start + 3000).toISOString() },
        ],
      },
      token,
    );
    expect(saved.status).toBe(200);

    const deadline = Date.now() + 60_000;
    while (!mailbox.some((m) => m.to.includes(email)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    const mail = mailbox.find((m) => m.to.includes(email));
    // Quoted-printable, as mail clients read it: soft line breaks joined, =XX decoded.
    const body = Buffer.from(
      (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(body).toContain('This is Lee Park at 9 Elm Road');
    const listed = await api(`/api/getNotifications?callId=${callId}`, undefined, token);
    expect(listed.body.notifications).toEqual([expect.objectContaining({ channel: 'email', to: email, status: 'sent' })]);
  }, 120_000);

  it('an emergency on an agent without a transfer number is texted over Kafka while the call is still live', async () => {
    const email = `texts-${randomUUID()}@example.com`;
    const token = (await api('/api/auth/signup', { email, password: 'tenant-secret-1', displayName: 'Text Owner' })).body.accessToken as string;
    const created = await api(
      '/api/createAIEmployee',
      {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Quinn',
        language: 'en',
        customizations: {
          company: { name: 'Stack Properties', address: '1 Main St', phone: '+12125550100' },
          agent: { name: 'Quinn' },
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: true },
          notifications: { phones: ['+13125550166'] },
        },
      },
      token,
    );
    expect(created.status).toBe(201);
    const callId = `web-test-quinn-${Date.now()}`;
    const reply = await api('/api/chat', { agentId: created.body.agent.id, callId, message: 'I smell gas all through my apartment!', history: [] }, token);
    expect(reply.status).toBe(200);
    expect(reply.body.text).toMatch(/911/);

    let texts: Array<{ channel: string; to: string; status: string; body: string }> = [];
    const deadline = Date.now() + 60_000;
    while (!texts.some((n) => n.status === 'delivered') && Date.now() < deadline) {
      texts = (await api(`/api/getNotifications?callId=${callId}`, undefined, token)).body.notifications ?? [];
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(texts).toEqual([expect.objectContaining({ channel: 'sms', to: '+13125550166', status: 'delivered', body: expect.stringContaining('LIFE SAFETY (Quinn)') })]);
  }, 120_000);
});
