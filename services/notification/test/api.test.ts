import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { defined } from '@landline/platform/testing';

/** Email summaries and emergency texts with the whole product in this process (`npm start`'s adapters). */
describe('notification API (one process, embedded adapters)', () => {
  let app: Landline | undefined;
  let dataDir: string;
  const api = async (route: string, init: { body?: unknown; token?: string; method?: string } = {}) => {
    const res = await fetch(`${app!.url}${route}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  const signUp = async (email: string) => {
    const res = await api('/api/auth/signup', { body: { email, password: 'tenant-secret-1', displayName: email.split('@')[0] } });
    expect(res.status).toBe(201);
    return res.body.accessToken as string;
  };
  const features = (on: boolean) => ({ callRecording: true, transcription: true, emailSummary: on, smsNotifications: on });
  const createAgent = async (token: string) => {
    const res = await api('/api/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Riley',
        language: 'en',
        customizations: {
          company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
          agent: { name: 'Riley' },
          schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: features(true),
        },
        transferConfig: { enabled: true, transferNumber: '+12125551234' },
      },
    });
    expect(res.status).toBeLessThan(300);
    return res.body.agent.id as string;
  };
  let calls = 0;
  const saveCall = async (token: string, agentId: string) => {
    const start = Date.now() - 90_000 - ++calls * 10;
    const callId = `web-test-riley-${start}`;
    const at = (s: number) => new Date(start + s * 1000).toISOString();
    const res = await api('/api/saveWebTranscript', {
      token,
      body: {
        callId,
        agentId,
        agentName: 'Riley',
        startTime: at(0),
        endTime: at(90),
        language: 'en',
        transcript: [
          { role: 'model', text: 'Thanks for calling Acme, this is Riley. How can I help?', timestamp: at(0) },
          { role: 'user', text: 'Water is pouring through my kitchen ceiling right now!', timestamp: at(5) },
          { role: 'model', text: 'I understand, that is an emergency. Could you tell me your name and address?', timestamp: at(8) },
          { role: 'user', text: 'Jordan Rivera, 42 Oak Street, apartment 3B.', timestamp: at(15) },
          { role: 'model', text: 'What is the best number to reach you?', timestamp: at(18) },
          { role: 'user', text: '212 555 0147', timestamp: at(22) },
        ],
      },
    });
    expect(res).toMatchObject({ status: 200, body: { success: true } });
    return callId;
  };
  const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const outbox = () => path.join(dataDir, 'mail', 'outbox');
  const mails = () => (fs.existsSync(outbox()) ? fs.readdirSync(outbox()).filter((f) => f.endsWith('.eml')) : []);
  const summaries = () => mails().filter((f) => !fs.readFileSync(path.join(outbox(), f), 'utf8').includes('Reset your Landline password'));

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-notify-'));
    app = await startLandline({
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
      SMTP_URL: '',
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
    });
  }, 60_000);
  afterAll(() => app?.stop());

  it('an emergency call: a summary in the local outbox and a text to the transfer number, both listed for the call', async () => {
    const owner = await signUp('notify-owner@example.com');
    const agentId = await createAgent(owner);
    const callId = await saveCall(owner, agentId);

    const listed = await eventually(
      () => api(`/api/getNotifications?callId=${callId}`, { token: owner }),
      (r) => r.body.notifications?.length === 2 && r.body.notifications.every((n: { status: string }) => n.status !== 'queued'),
    );
    expect(listed.status).toBe(200);
    const byChannel = Object.fromEntries(listed.body.notifications.map((n: { channel: string }) => [n.channel, n]));
    expect(byChannel.email).toMatchObject({
      callId,
      to: 'notify-owner@example.com',
      status: 'sent',
      subject: expect.stringMatching(/^(Life safety|Emergency) · Plumbing · 42 Oak Street 3B — Jordan Rivera$/),
    });
    expect(byChannel.sms).toMatchObject({ callId, to: '+12125551234', status: 'delivered', body: expect.stringContaining('Jordan Rivera, 42 Oak Street 3B') });
    expect(byChannel.sms.body).toContain(`/dashboard/calls/${callId}`);

    expect(summaries()).toHaveLength(1);
    // Quoted-printable, as mail clients read it: soft line breaks joined, =XX decoded.
    const eml = Buffer.from(
      fs
        .readFileSync(path.join(outbox(), defined(summaries()[0], 'the summary mail')), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
    expect(eml).toContain('To: notify-owner@example.com');
    expect(eml).toContain('Water is pouring through my kitchen ceiling right now!');

    const all = await api('/api/getNotifications?limit=1', { token: owner });
    expect(all.body.notifications).toHaveLength(1);
    expect(all.body.nextCursor).toEqual(expect.any(String));
    const next = await api(`/api/getNotifications?limit=1&cursor=${encodeURIComponent(all.body.nextCursor)}`, { token: owner });
    expect(next.body.notifications).toHaveLength(1);
    expect(next.body.notifications[0].id).not.toBe(all.body.notifications[0].id);

    const stranger = await signUp('notify-stranger@example.com');
    expect(await api(`/api/getNotifications?callId=${callId}`, { token: stranger })).toMatchObject({ status: 200, body: { notifications: [] } });
    expect((await api(`/api/getNotifications?callId=${callId}`)).status).toBe(401);
    expect(await api('/api/getNotifications?limit=500', { token: owner })).toMatchObject({ status: 400, body: { error: expect.any(String) } });
    expect(await api('/api/getNotifications?cursor=abc', { token: owner })).toMatchObject({ status: 400, body: { error: expect.any(String) } });

    // Switched off: the next call sends nothing.
    const off = await api('/api/updateAIEmployee', { token: owner, method: 'PATCH', body: { agentId, customizations: { features: features(false) } } });
    expect(off.status).toBe(200);
    const quiet = await saveCall(owner, agentId);
    const dashboard = await eventually(
      () => api('/api/getDashboardStats', { token: owner }),
      (r) => r.body.todayCalls === 2,
    );
    expect(dashboard.body.todayCalls).toBe(2);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await api(`/api/getNotifications?callId=${quiet}`, { token: owner })).body.notifications).toEqual([]);
    expect(summaries()).toHaveLength(1);
  }, 90_000);

  it('the reset-password mail takes the same path: an .eml in the local outbox', async () => {
    await signUp('notify-reset@example.com');
    expect((await api('/api/auth/forgot-password', { body: { email: 'notify-reset@example.com' } })).status).toBe(200);
    const reset = await eventually(
      async () =>
        mails()
          .map((f) => fs.readFileSync(path.join(outbox(), f), 'utf8'))
          .find((m) => m.includes('To: notify-reset@example.com')),
      (m) => Boolean(m),
    );
    expect(reset).toContain('Subject: Reset your Landline password');
    expect(reset?.replace(/=\r?\n/g, '')).toMatch(/reset-password\?token=3D[\w-]+|reset-password\?token=[\w-]+/);
  });

  it('recipients: defaults on create, validated, and a list left out of an update is kept', async () => {
    const owner = await signUp('notify-lists@example.com');
    const agentId = await createAgent(owner);
    const read = async () => (await api(`/api/getAIEmployee?agentId=${agentId}`, { token: owner })).body.aiemployee.customizations.notifications;
    expect(await read()).toEqual({ emails: ['notify-lists@example.com'], phones: ['+12125551234'] });

    const bad = await api('/api/updateAIEmployee', { token: owner, method: 'PATCH', body: { agentId, customizations: { notifications: { emails: ['not-an-email'] } } } });
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringContaining('not-an-email') } });
    expect(await read()).toEqual({ emails: ['notify-lists@example.com'], phones: ['+12125551234'] });

    const emailsOnly = await api('/api/updateAIEmployee', {
      token: owner,
      method: 'PATCH',
      body: { agentId, customizations: { notifications: { emails: ['ops@example.com', 'owner2@example.com'] } } },
    });
    expect(emailsOnly.status).toBe(200);
    expect(await read()).toEqual({ emails: ['ops@example.com', 'owner2@example.com'], phones: ['+12125551234'] });

    const premium = await api('/api/updateAIEmployee', { token: owner, method: 'PATCH', body: { agentId, customizations: { notifications: { phones: ['+19005550100'] } } } });
    expect(premium.status).toBe(400);
    expect(await read()).toEqual({ emails: ['ops@example.com', 'owner2@example.com'], phones: ['+12125551234'] });
  }, 60_000);
});
