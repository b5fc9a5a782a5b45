import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';

/** Usage, costs and the trial through the gateway, with the whole product in this process (embedded bus). */
describe('billing API (one process, embedded adapters)', () => {
  let app: Landline | undefined;
  const api = async (route: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app!.url}${route}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text, type: res.headers.get('content-type') ?? '' };
  };
  const signUp = async (email: string) => {
    const res = await api('/api/auth/signup', { body: { email, password: 'tenant-secret-1', displayName: email.split('@')[0] } });
    expect(res.status).toBe(201);
    return res.body.accessToken as string;
  };
  const createAgent = async (token: string, name: string) => {
    const res = await api('/api/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: name,
        language: 'en',
        customizations: {
          company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
          agent: { name },
          schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
          knowledgebase: '',
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        },
      },
    });
    expect(res.status).toBeLessThan(300);
    return res.body.agent as { id: string };
  };
  let calls = 0;
  /** A browser call saved as the web app saves it; signed in: a test call, anonymous: a demo call. */
  const saveCall = async (token: string | undefined, o: { employee: string; agentId?: string; seconds: number; emergency?: boolean }) => {
    const start = Date.now() - o.seconds * 1000 - ++calls * 10;
    const callId = `web-${token ? 'test' : 'demo'}-${o.employee}-${start}`;
    const res = await api('/api/saveWebTranscript', {
      token,
      body: {
        callId,
        agentId: o.agentId ?? o.employee,
        agentName: o.employee,
        employee: o.employee,
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + o.seconds * 1000).toISOString(),
        transcript: [
          { role: 'user', text: 'My kitchen sink is leaking', timestamp: new Date(start).toISOString() },
          { role: 'model', text: 'I can help with that. What is your address?', timestamp: new Date(start + 1000).toISOString() },
        ],
        transfers: o.emergency
          ? [
              {
                type: 'outgoing',
                from: o.employee,
                to: '+12125551234',
                reason: 'emergency',
                timestamp: new Date(start + 2000).toISOString(),
                details: { clientName: 'Ann', address: '1 Elm St', phone: '+12125550111', issueSummary: 'Gas smell' },
              },
            ]
          : [],
        language: 'en',
      },
    });
    expect(res).toMatchObject({ status: 200, body: { success: true, callId } });
    return callId;
  };
  /** Waits for the embedded bus to deliver CallCompleted to billing. */
  const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await read();
      if (ok(value) || Date.now() > deadline) return value;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const stats = async (token: string) => (await api('/api/getDashboardStats', { token })).body;

  let owner: string;
  let agentId: string;
  let other: string;
  let otherAgentId: string;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-billing-api-'));
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
      DIALOG_ENGINE: 'offline',
      OPENAI_API_KEY: '',
    });
    [owner, other] = await Promise.all([signUp('billing-owner@example.com'), signUp('billing-other@example.com')]);
    expect((await api('/api/completeOnboarding', { token: owner, body: { companyName: 'Acme', industry: 'property_management', timezone: 'America/Chicago' } })).status).toBe(200);
    [agentId, otherAgentId] = [(await createAgent(owner, 'Max')).id, (await createAgent(other, 'Olga')).id];
  }, 90_000);
  afterAll(() => app?.stop());

  it('requires a signed-in owner', async () => {
    for (const route of ['/api/getDashboardStats', '/api/getUsageHistory', '/api/getEntitlement']) {
      expect({ route, status: (await api(route)).status }).toEqual({ route, status: 401 });
    }
  });

  it('starts a new owner at zero, in their time zone, on the trial with its costs covered', async () => {
    const s = await stats(owner);
    expect(s).toMatchObject({
      todayCalls: 0,
      todayMinutes: 0,
      todayTransfers: 0,
      todayEmergencies: 0,
      timezone: 'America/Chicago',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      costs: {
        totalCost: 0,
        callCost: 0,
        phoneCost: 0,
        perAgent: [],
        phoneNumbers: [],
        currency: 'USD',
        perMinuteRate: 0.15,
        coveredByTrial: true,
        amountDue: 0,
        phoneNumbersUnavailable: false,
      },
      subscription: { plan: 'trial', status: 'active', expiredReason: null, callMinutesUsed: 0, callMinutesIncluded: 60, daysLeft: 7, allowed: true },
    });
    expect(Object.keys(s).filter((k) => k.startsWith('_'))).toEqual([]);
    expect(await api('/api/getEntitlement', { token: owner })).toMatchObject({
      status: 200,
      body: { allowed: true, reason: null, message: '', callMinutesUsed: 0, callMinutesIncluded: 60 },
    });
  });

  it('counts test calls once, never the landing-page demo calls, and the profile shows the same minutes', async () => {
    const offered = await api('/api/searchPhoneNumbers?areaCode=212', { token: owner });
    const bought = await api('/api/purchasePhoneNumber', { token: owner, body: { phoneNumber: offered.body.numbers[0].phoneNumber, agentId, friendlyName: 'Max' } });
    expect(bought.status).toBe(201);

    const t0 = Date.now();
    const callId = await saveCall(owner, { employee: 'max', agentId, seconds: 61, emergency: true });
    const s = await eventually(
      () => stats(owner),
      (v) => v.todayCalls === 1,
    );
    const deliveredMs = Date.now() - t0;
    expect(s).toMatchObject({
      todayCalls: 1,
      todayMinutes: 2,
      todayTransfers: 1,
      todayEmergencies: 1,
      costs: {
        callCost: 0.3,
        phoneCost: 1,
        totalCost: 1.3,
        amountDue: 0,
        billableMinutes: 2,
        perAgent: [{ agentId, agentName: 'max', callCount: 1, minutes: 2, customerCharge: 0.3 }],
        phoneNumbers: [{ phoneNumber: bought.body.phoneNumber.phoneNumber, monthlyCost: 1, coveredByTrial: true, agentId, status: 'owned' }],
      },
      subscription: { callMinutesUsed: 2 },
    });
    expect(deliveredMs).toBeLessThan(10_000);
    expect((await api('/api/getUserProfile', { token: owner })).body.subscription).toMatchObject({ status: 'active', callMinutesUsed: 2, callMinutesIncluded: 60 });

    // The same save again (a retry) and a demo call: nothing more is counted for anyone.
    await api('/api/saveWebTranscript', { token: owner, body: { callId, agentId, transcript: [], startTime: new Date().toISOString(), endTime: new Date().toISOString() } });
    await saveCall(undefined, { employee: 'sarah', seconds: 300 });
    // Signed in on the landing page: a test call with a demo employee: activity, never billed.
    await saveCall(owner, { employee: 'sarah', seconds: 120 });
    const after = await eventually(
      () => stats(owner),
      (v) => v.todayCalls === 2,
    );
    await new Promise((r) => setTimeout(r, 1500));
    expect(await stats(owner)).toMatchObject({ todayCalls: 2, todayMinutes: 2, costs: { callCost: 0.3, billableMinutes: 2 } });
    expect(after.subscription.callMinutesUsed).toBe(2);
    expect((await api('/api/getUserProfile', { token: owner })).body.subscription.callMinutesUsed).toBe(2);
    expect((await stats(other)).todayCalls).toBe(0);
  });

  it('gives the 30-day history for the chart, today last', async () => {
    const history = await api('/api/getUsageHistory?days=30', { token: owner });
    expect(history.status).toBe(200);
    expect(history.body.timezone).toBe('America/Chicago');
    expect(history.body.days).toHaveLength(30);
    const today = history.body.days[29];
    expect(today).toEqual({ date: (await stats(owner)).date, calls: 2, minutes: 2, transfers: 1, emergencies: 1 });
    expect((await api('/api/getUsageHistory', { token: owner })).body.days).toHaveLength(30);
    expect((await api('/api/getUsageHistory?days=7', { token: owner })).body.days).toHaveLength(7);
    for (const bad of ['0', '91', 'x', '2.5'])
      expect(await api(`/api/getUsageHistory?days=${bad}`, { token: owner })).toMatchObject({ status: 400, body: { error: 'days must be a whole number from 1 to 90' } });
  });

  it('keeps the repair call working', async () => {
    const fixed = await api('/api/fixUserDocument', { token: owner, method: 'POST' });
    expect(fixed).toMatchObject({ status: 200, body: { subscription: { plan: 'trial', endDate: expect.any(String), callMinutesUsed: 2 } } });
  });

  it('expires the trial when the 60 minutes are used: test calls refused, demo calls never, the dashboard says why', async () => {
    const chat = (token: string | undefined, body: Record<string, unknown>, stream = false) =>
      api(stream ? '/api/chat/stream' : '/api/chat', { token, body: { language: 'en', history: [], message: '__START__', ...body } });
    expect((await chat(owner, { agentId })).status).toBe(200);

    await saveCall(owner, { employee: 'max', agentId, seconds: 58 * 60 }); // 2 + 58 = 60 minutes
    const s = await eventually(
      () => stats(owner),
      (v) => v.subscription.status === 'expired',
    );
    const message = "You've used all 60 call minutes included in your free trial. Upgrade your plan to keep your AI employees answering calls.";
    expect(s.subscription).toMatchObject({ status: 'expired', expiredReason: 'minutes_used', message, callMinutesUsed: 60, allowed: false });
    expect(s.costs).toMatchObject({ callCost: 9, billableMinutes: 60, amountDue: 0 });
    expect((await api('/api/getUserProfile', { token: owner })).body.subscription).toMatchObject({ status: 'expired', expiredReason: 'minutes_used', callMinutesUsed: 60 });
    expect(await api('/api/getEntitlement', { token: owner })).toMatchObject({ status: 200, body: { allowed: false, reason: 'minutes_used', message, callMinutesUsed: 60 } });

    // The owner's test calls: refused with the reason, as JSON, before any stream opens.
    expect(await chat(owner, { agentId })).toEqual({
      status: 402,
      body: { error: message, code: 'subscription_expired', reason: 'minutes_used' },
      type: expect.stringContaining('application/json'),
    });
    expect(await chat(owner, { agentId }, true)).toMatchObject({ status: 402, body: { error: message, reason: 'minutes_used' } });
    // Demo employees, anonymous or signed in, still talk; another owner's agent is still a 404.
    expect((await chat(undefined, { agentId: 'sarah' })).status).toBe(200);
    expect((await chat(owner, { agentId: 'sarah' })).status).toBe(200);
    expect((await chat(owner, { employee: 'marcus' })).status).toBe(200);
    expect((await chat(owner, { agentId: otherAgentId })).status).toBe(404);
    // Another owner is not affected.
    expect((await chat(other, { agentId: otherAgentId })).status).toBe(200);
    expect((await api('/api/getUserProfile', { token: other })).body.subscription).toMatchObject({ status: 'active', callMinutesUsed: 0 });
    expect((await api('/api/getUserProfile', { token: other })).body.subscription).not.toHaveProperty('expiredReason');
  });
});
