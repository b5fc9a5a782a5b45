import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { receiver } from './receiver';

/** Owners' webhooks through the gateway, with the whole product in this process (`npm start`'s adapters). */
describe('webhook API (one process, embedded adapters)', () => {
  let app: Landline | undefined;
  let endpoint: Awaited<ReturnType<typeof receiver>> | undefined;
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
  const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 150));
    }
  };

  beforeAll(async () => {
    endpoint = await receiver();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-webhooks-'));
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
      WEBHOOK_ALLOW_PRIVATE: 'true',
    });
  }, 120_000);
  afterAll(async () => {
    await app?.stop();
    await endpoint?.close();
  });

  it('an owner saves a webhook, tests it, gets call.completed; bad input is a 400 with the reason; others see nothing', async () => {
    const owner = await signUp('hooks-owner@example.com');
    expect((await api('/api/getWebhook')).status).toBe(401);
    expect(await api('/api/getWebhook', { token: owner })).toMatchObject({ status: 200, body: { webhook: null } });
    expect(await api('/api/testWebhook', { token: owner, body: {} })).toMatchObject({ status: 404, body: { error: 'There is no webhook yet: save a webhook URL first' } });

    for (const [body, error] of [
      [{}, 'Webhook URL is required'],
      [{ url: '   ' }, 'Webhook URL is required'],
      [{ url: 'ftp://example.com/x' }, 'Webhook URL must start with https://'],
      [{ url: 'example.com/hook' }, 'Webhook URL must start with https://'],
      [{ url: `https://example.com/${'a'.repeat(2100)}` }, 'Webhook URL must be at most 2048 characters'],
      [{ url: 'https://example.com/x', enabled: 'yes' }, 'enabled must be true or false'],
      [{ url: 'http://nowhere.invalid/x' }, 'We could not find nowhere.invalid: check the address'],
      [['https://example.com'], 'Send a JSON object with url and enabled'],
    ] as const) {
      expect([body, await api('/api/saveWebhook', { token: owner, body })]).toEqual([body, { status: 400, body: { error } }]);
    }

    const saved = await api('/api/saveWebhook', { token: owner, body: { url: `${endpoint!.url}/hook`, enabled: true } });
    expect(saved).toMatchObject({ status: 200, body: { webhook: { url: `${endpoint!.url}/hook`, enabled: true, secret: expect.stringMatching(/^whsec_/) } } });
    const secret = saved.body.webhook.secret as string;

    const test = await api('/api/testWebhook', { token: owner, body: {} });
    expect(test).toMatchObject({ status: 202, body: { delivery: { type: 'ping', status: expect.stringMatching(/^(pending|delivered)$/), url: `${endpoint!.url}/hook` } } });
    const log = await eventually(
      () => api('/api/getWebhookDeliveries', { token: owner }),
      (r) => r.body.deliveries?.[0]?.status === 'delivered',
    );
    expect(log.body).toEqual({
      deliveries: [
        expect.objectContaining({
          id: test.body.delivery.id,
          type: 'ping',
          status: 'delivered',
          attempts: 1,
          lastStatusCode: 200,
          error: null,
          url: `${endpoint!.url}/hook`,
          deliveredAt: expect.any(String),
        }),
      ],
      nextCursor: null,
    });
    const ping = endpoint!.received.find((r) => r.headers['landline-event'] === 'ping')!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(ping.headers['landline-signature']))!;
    expect(createHmac('sha256', secret).update(`${t}.${ping.body}`).digest('hex')).toBe(v1);
    expect(ping.headers['landline-delivery']).toBe(test.body.delivery.id);

    for (const query of ['limit=0', 'limit=abc', 'limit=101', `cursor=${'x'.repeat(600)}`]) {
      expect((await api(`/api/getWebhookDeliveries?${query}`, { token: owner })).status).toBe(400);
    }
    expect(await api('/api/getWebhookDeliveries?cursor=abc', { token: owner })).toMatchObject({ status: 400, body: { error: expect.stringContaining('cursor') } });

    // A call of the owner: call.completed, signed.
    const created = await api('/api/createAIEmployee', {
      token: owner,
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
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        },
      },
    });
    expect(created.status).toBeLessThan(300);
    const agentId = created.body.agent.id as string;
    const start = Date.now() - 60_000;
    const callId = `web-test-riley-${start}`;
    const at = (s: number) => new Date(start + s * 1000).toISOString();
    const call = await api('/api/saveWebTranscript', {
      token: owner,
      body: {
        callId,
        agentId,
        agentName: 'Riley',
        startTime: at(0),
        endTime: at(30),
        language: 'en',
        transcript: [
          { role: 'model', text: 'Thanks for calling Acme, this is Riley.', timestamp: at(0) },
          { role: 'user', text: 'My sink is leaking under the cabinet.', timestamp: at(5) },
        ],
      },
    });
    expect(call.status).toBe(200);
    const completed = await eventually(
      async () => endpoint!.received.find((r) => r.headers['landline-event'] === 'call.completed'),
      (r) => Boolean(r),
    );
    expect(JSON.parse(completed!.body)).toMatchObject({
      type: 'call.completed',
      data: { callId, agentId, agentName: 'Riley', transcript: [{ speaker: 'agent' }, { speaker: 'caller', text: 'My sink is leaking under the cabinet.' }] },
    });

    // Another owner sees and changes nothing of it.
    const stranger = await signUp('hooks-stranger@example.com');
    expect(await api('/api/getWebhook', { token: stranger })).toMatchObject({ status: 200, body: { webhook: null } });
    expect(await api('/api/getWebhookDeliveries', { token: stranger })).toMatchObject({ status: 200, body: { deliveries: [] } });
    expect((await api('/api/rotateWebhookSecret', { token: stranger, body: {} })).status).toBe(404);
    expect(await api('/api/deleteWebhook', { token: stranger, body: {} })).toMatchObject({ status: 200 });
    expect((await api('/api/getWebhook', { token: owner })).body.webhook.secret).toBe(secret);

    const rotated = await api('/api/rotateWebhookSecret', { token: owner, body: {} });
    expect(rotated.body.webhook.secret).not.toBe(secret);
    expect(await api('/api/deleteWebhook', { token: owner, body: {} })).toMatchObject({ status: 200, body: { success: true } });
    expect(await api('/api/getWebhook', { token: owner })).toMatchObject({ status: 200, body: { webhook: null } });
    expect((await api('/api/getWebhookDeliveries', { token: owner })).body.deliveries).toEqual([]);
  }, 120_000);
});
