import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';

/** The agent endpoints through the gateway, with the whole product in this process. */
describe('AI employee API (one process, embedded adapters)', () => {
  let app: Landline | undefined;
  const api = async (route: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
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
  const createPayload = (over: Record<string, unknown> = {}) => ({
    templateIndustry: 'property_management',
    templateType: 'maintenance',
    customName: 'Max',
    language: 'en',
    customizations: {
      company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
      agent: { name: 'Max' },
      schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
      knowledgebase: '',
      voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
      features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
      afterHours: 'emergency',
    },
    transferConfig: { enabled: true, transferNumber: '+12125551234' },
    ...over,
  });

  let alice: string;
  let bob: string;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-agent-api-'));
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
    });
    [alice, bob] = await Promise.all([signUp('alice@example.com'), signUp('bob@example.com')]);
  }, 90_000);
  afterAll(() => app?.stop());

  it('lists templates with or without a bearer, by context', async () => {
    const all = await api('/api/listAvailableTemplates?context=all');
    expect(all.status).toBe(200);
    expect(all.body.templates).toHaveLength(17);
    expect(Object.keys(all.body.templates[0]).sort()).toEqual([
      'avatarUrl',
      'description',
      'features',
      'industry',
      'name',
      'systemPrompts',
      'title',
      'type',
      'voiceId',
      'voiceIds',
    ]);
    expect(all.body.templates[0]).toMatchObject({
      name: 'maintenance',
      industry: 'property_management',
      type: 'maintenance',
      avatarUrl: '/avatars/maintenance.svg',
      voiceId: 'en-US-Chirp3-HD-Achird',
    });
    expect(all.body.templates[0].systemPrompts.en).toContain('{agentName}');
    expect(all.body.templates[0].systemPrompts.es).toContain('{agentName}');

    const demo = await api('/api/listAvailableTemplates?context=demo', { token: alice });
    expect(demo.body.templates.map((t: { type: string }) => t.type)).toEqual(['maintenance', 'emergency', 'contractor', 'leasing', 'collections']);
    // A bearer that does not verify is refused, even where signing in is optional.
    expect(await api('/api/listAvailableTemplates', { token: 'garbage' })).toMatchObject({ status: 401, body: { error: 'Your session has expired. Please sign in again.' } });
    expect((await api('/api/listAvailableTemplates')).body.templates).toHaveLength(17);
    expect((await api('/api/listAvailableTemplates?industry=landlord')).body.templates).toHaveLength(8);
    expect(await api('/api/listAvailableTemplates?context=nope')).toMatchObject({ status: 400, body: { error: 'Template context must be demo or all' } });
  });

  it('requires a signed-in user, with the spec message on create', async () => {
    expect(await api('/api/createAIEmployee', { body: createPayload() })).toEqual({ status: 401, body: { error: 'You must be logged in to create an AI employee' } });
    expect((await api('/api/createAIEmployee', { body: createPayload(), token: 'garbage' })).status).toBe(401);
    for (const [method, route] of [
      ['GET', '/api/listAIEmployees'],
      ['GET', '/api/getAIEmployee?agentId=x'],
      ['PATCH', '/api/updateAIEmployee'],
      ['DELETE', '/api/deleteAIEmployee?agentId=x'],
    ] as const) {
      expect({ route, status: (await api(route, { method })).status }).toEqual({ route, status: 401 });
    }
  });

  it('creates, lists, reads, updates and deletes an AI employee; another owner gets 404 for every verb', async () => {
    expect(await api('/api/listAIEmployees', { token: alice })).toEqual({ status: 200, body: { agents: [], subscription: { maxAgents: 1, maxPhones: 1, plan: 'trial' } } });

    const bad = await api('/api/createAIEmployee', { token: alice, body: createPayload({ transferConfig: { enabled: true, transferNumber: '+18095551234' } }) });
    expect(bad).toEqual({ status: 400, body: { error: 'Premium-rate numbers are not allowed for transfers' } });
    const noVoice = createPayload();
    (noVoice.customizations as { voiceSettings: unknown }).voiceSettings = { provider: 'google', languageCode: 'en-US' };
    expect(await api('/api/createAIEmployee', { token: alice, body: noVoice })).toEqual({ status: 400, body: { error: 'Cannot create agent without a valid voice selection.' } });
    expect(await api('/api/createAIEmployee', { token: alice, body: createPayload({ templateType: 'astronaut' }) })).toEqual({
      status: 400,
      body: { error: 'Please choose a template' },
    });

    const created = await api('/api/createAIEmployee', { token: alice, body: createPayload() });
    expect(created.status).toBe(201);
    const agent = created.body.agent;
    expect(agent).toEqual({
      id: expect.any(String),
      customName: 'Max',
      status: 'active',
      language: 'en',
      template: expect.objectContaining({ name: 'maintenance', title: 'Maintenance Coordinator', avatarUrl: '/avatars/maintenance.svg', voiceId: 'en-US-Chirp3-HD-Achird' }),
      templateType: 'maintenance',
      templateIndustry: 'property_management',
      phoneNumber: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      customizations: {
        company: { name: 'Acme Property Management', address: '1 Main St', phone: '+12125550100' },
        agent: { name: 'Max' },
        schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
        knowledgebase: '',
        voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
        features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        afterHours: 'emergency',
        bilingual: false,
        // the owner's email and the transfer number, as none were sent
        notifications: { emails: ['alice@example.com'], phones: ['+12125551234'] },
      },
      transferConfig: { enabled: true, transferNumber: '+12125551234', ladder: [], ringSeconds: 20 },
    });
    expect(JSON.stringify(created.body)).not.toMatch(/"_[a-zA-Z]+"/);
    expect(Date.parse(agent.createdAt)).toBeGreaterThan(0);

    // the trial allows one
    expect(await api('/api/createAIEmployee', { token: alice, body: createPayload() })).toEqual({
      status: 403,
      body: { error: 'Agent limit reached. Your plan allows 1 AI employee(s). Please delete an existing agent or upgrade your plan.', code: 'agent_limit' },
    });

    const list = await api('/api/listAIEmployees', { token: alice });
    expect(list.body).toEqual({ agents: [agent], subscription: { maxAgents: 1, maxPhones: 1, plan: 'trial' } });
    expect(await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: alice })).toEqual({ status: 200, body: { aiemployee: agent } });

    // Bob sees none of it, for every verb, and changes nothing
    const notFound = { error: 'AI employee not found' };
    expect(await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: bob })).toEqual({ status: 404, body: notFound });
    expect(await api('/api/updateAIEmployee', { method: 'PATCH', token: bob, body: { agentId: agent.id, status: 'paused' } })).toEqual({ status: 404, body: notFound });
    expect(await api(`/api/deleteAIEmployee?agentId=${agent.id}`, { method: 'DELETE', token: bob })).toEqual({ status: 404, body: notFound });
    expect((await api('/api/listAIEmployees', { token: bob })).body.agents).toEqual([]);
    expect((await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: alice })).body.aiemployee).toEqual(agent);
    expect(await api('/api/getAIEmployee?agentId=unknown', { token: alice })).toEqual({ status: 404, body: notFound });

    // the edit form: partial update, status toggle, validation
    const update = (body: Record<string, unknown>) => api('/api/updateAIEmployee', { method: 'PATCH', token: alice, body: { agentId: agent.id, ...body } });
    expect(await update({ customName: '' })).toEqual({ status: 400, body: { error: 'Employee name is required' } });
    expect(await update({ transferConfig: { enabled: true, transferNumber: '12' } })).toEqual({
      status: 400,
      body: { error: 'Phone number must be in E.164 format (e.g., +12125551234)' },
    });
    // a transfer number typed the way people write it is saved in E.164
    const typed = await update({ transferConfig: { enabled: true, transferNumber: '(415) 555-0199' } });
    expect(typed.status).toBe(200);
    expect(typed.body.aiemployee.transferConfig).toMatchObject({ enabled: true, transferNumber: '+14155550199' });
    expect((await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: alice })).body.aiemployee.transferConfig.transferNumber).toBe('+14155550199');
    const back = await update({ transferConfig: { enabled: true, transferNumber: '212.555.1234' } });
    expect(back.body.aiemployee.transferConfig.transferNumber).toBe('+12125551234');
    expect(back.body.aiemployee.customizations.notifications.phones).toEqual(['+12125551234']);
    const saved = await update({
      customName: 'Maxine',
      status: 'paused',
      language: 'es',
      customizations: {
        agent: { name: 'Maxine' },
        voiceSettings: { provider: 'google', languageCode: 'es-US', name: 'es-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1.1 },
        knowledgebase: 'Horario de oficina: 9 a 5.',
      },
      transferConfig: { enabled: false },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.success).toBe(true);
    expect(saved.body.aiemployee).toMatchObject({
      id: agent.id,
      customName: 'Maxine',
      status: 'paused',
      language: 'es',
      phoneNumber: null,
      customizations: {
        company: agent.customizations.company,
        agent: { name: 'Maxine' },
        voiceSettings: { languageCode: 'es-US', name: 'es-US-Chirp3-HD-Achird', speed: 1.1 },
        knowledgebase: 'Horario de oficina: 9 a 5.',
        afterHours: 'emergency',
      },
      transferConfig: { enabled: false, transferNumber: '+12125551234' },
    });
    expect((await update({ status: 'active' })).body.aiemployee.status).toBe('active');

    // notification recipients: mapped both ways, refused with the bad value named, invisible to Bob
    expect(await update({ customizations: { notifications: { emails: ['ops@example.com', 'nope'], phones: [] } } })).toEqual({
      status: 400,
      body: { error: 'Notification email is not a valid email address: nope' },
    });
    expect(await update({ customizations: { notifications: { emails: [], phones: ['+18095551234'] } } })).toEqual({
      status: 400,
      body: { error: 'Premium-rate numbers are not allowed for notifications: +18095551234' },
    });
    const notified = await update({ customizations: { notifications: { emails: [' Ops@Example.com ', 'alice@example.com'], phones: ['+13125550199'] } } });
    expect(notified.body.aiemployee.customizations.notifications).toEqual({ emails: ['ops@example.com', 'alice@example.com'], phones: ['+13125550199'] });
    expect((await update({ customizations: { features: { smsNotifications: true } } })).body.aiemployee.customizations.notifications).toEqual(
      notified.body.aiemployee.customizations.notifications,
    );
    expect((await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: bob })).status).toBe(404);
    expect(
      await api('/api/updateAIEmployee', {
        method: 'PATCH',
        token: bob,
        body: { agentId: agent.id, customizations: { notifications: { emails: ['bob@example.com'], phones: [] } } },
      }),
    ).toEqual({ status: 404, body: notFound });
    expect((await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: alice })).body.aiemployee.customizations.notifications).toEqual({
      emails: ['ops@example.com', 'alice@example.com'],
      phones: ['+13125550199'],
    });

    // the on-call ladder: mapped both ways, kept when not sent, cleared by [], invisible to Bob
    const dana = { name: 'Dana Ruiz', phone: '+13125550100' };
    const lee = { name: 'Lee', phone: '+16175550123' };
    expect(await update({ transferConfig: { enabled: true, transferNumber: '+12125551234', ladder: [dana, { name: '', phone: '+16175550123' }] } })).toEqual({
      status: 400,
      body: { error: 'On-call contact 2 needs a name' },
    });
    expect(await update({ transferConfig: { ladder: [dana, { name: 'Lee', phone: '+18095551234' }] } })).toEqual({
      status: 400,
      body: { error: 'On-call contact 2: Premium-rate numbers are not allowed for transfers' },
    });
    expect(await update({ transferConfig: { ladder: [dana, 'Lee'] } })).toEqual({ status: 400, body: { error: 'On-call contact 2 needs a name' } });
    for (const ringSeconds of [5, 61, 20.5, 2 ** 32 + 20, 'soon']) {
      expect({ ringSeconds, ...(await update({ transferConfig: { ringSeconds } })) }).toEqual({
        ringSeconds,
        status: 400,
        body: { error: 'Ring time must be between 10 and 60 seconds' },
      });
    }
    const laddered = await update({
      transferConfig: { enabled: true, transferNumber: '+12125551234', ladder: [{ name: ' Dana Ruiz ', phone: '+13125550100' }, lee], ringSeconds: '30' },
    });
    expect(laddered.status).toBe(200);
    expect(laddered.body.aiemployee.transferConfig).toEqual({ enabled: true, transferNumber: '+12125551234', ladder: [dana, lee], ringSeconds: 30 });
    expect((await update({ customName: 'Maxine', transferConfig: { enabled: true, transferNumber: '+12125551234' } })).body.aiemployee.transferConfig).toEqual(
      laddered.body.aiemployee.transferConfig,
    );
    expect((await update({ transferConfig: { ladder: null, ringSeconds: null } })).body.aiemployee.transferConfig).toEqual(laddered.body.aiemployee.transferConfig);
    expect(await update({ transferConfig: { ladder: [lee], ringSeconds: 15 } })).toMatchObject({
      status: 200,
      body: { aiemployee: { transferConfig: { ladder: [lee], ringSeconds: 15 } } },
    });
    expect(await api('/api/updateAIEmployee', { method: 'PATCH', token: bob, body: { agentId: agent.id, transferConfig: { ladder: [] } } })).toEqual({
      status: 404,
      body: notFound,
    });
    expect((await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: alice })).body.aiemployee.transferConfig).toMatchObject({ ladder: [lee], ringSeconds: 15 });
    expect((await update({ transferConfig: { ladder: [] } })).body.aiemployee.transferConfig).toEqual({
      enabled: true,
      transferNumber: '+12125551234',
      ladder: [],
      ringSeconds: 15,
    });

    // delete: gone from reads and lists, and the slot is free again
    expect(await api(`/api/deleteAIEmployee?agentId=${agent.id}`, { method: 'DELETE', token: alice })).toEqual({ status: 200, body: { success: true } });
    expect(await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: alice })).toEqual({ status: 404, body: notFound });
    expect(await api(`/api/deleteAIEmployee?agentId=${agent.id}`, { method: 'DELETE', token: alice })).toEqual({ status: 404, body: notFound });
    expect((await api('/api/listAIEmployees', { token: alice })).body.agents).toEqual([]);
    expect((await api('/api/createAIEmployee', { token: alice, body: createPayload({ language: 'both' }) })).body.agent).toMatchObject({
      language: 'en',
      customizations: { bilingual: true },
    });
  });

  it("joins the agent's number from telephony, and deleting the agent returns the number to the pool", async () => {
    const carol = await signUp('carol@example.com');
    const agent = (await api('/api/createAIEmployee', { token: carol, body: createPayload() })).body.agent;
    const offered = await api('/api/searchPhoneNumbers?areaCode=212', { token: carol });
    expect(offered.status).toBe(200);
    const bought = await api('/api/purchasePhoneNumber', { token: carol, body: { phoneNumber: offered.body.numbers[0].phoneNumber, agentId: agent.id, friendlyName: 'Max' } });
    expect(bought.status).toBe(201);
    const number = { id: bought.body.phoneNumber.id, phoneNumber: bought.body.phoneNumber.phoneNumber };

    expect((await api(`/api/getAIEmployee?agentId=${agent.id}`, { token: carol })).body.aiemployee.phoneNumber).toEqual(number);
    expect((await api('/api/listAIEmployees', { token: carol })).body.agents.map((a: { phoneNumber: unknown }) => a.phoneNumber)).toEqual([number]);
    const paused = await api('/api/updateAIEmployee', { method: 'PATCH', token: carol, body: { agentId: agent.id, status: 'paused' } });
    expect(paused.body.aiemployee).toMatchObject({ status: 'paused', phoneNumber: number });

    // AgentDeleted travels through the agent outbox and the bus to telephony, which frees the number
    expect((await api(`/api/deleteAIEmployee?agentId=${agent.id}`, { method: 'DELETE', token: carol })).status).toBe(200);
    let pool: { id: string; agentId: string | null }[] = [];
    for (let i = 0; i < 50; i++) {
      pool = (await api('/api/getAvailableNumbers', { token: carol })).body.numbers;
      if (pool.some((n) => n.id === number.id && !n.agentId)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(pool).toEqual([expect.objectContaining({ id: number.id, agentId: null })]);
  });
});
