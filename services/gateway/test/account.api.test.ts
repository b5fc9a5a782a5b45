import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';

const agentPayload = (name: string) => ({
  templateIndustry: 'property_management',
  templateType: 'maintenance',
  customName: name,
  language: 'en',
  customizations: {
    company: { name: 'Acme Property Management' },
    agent: { name },
    schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
    knowledgebase: '',
    voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
    features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
  },
});

/** The account page's and plan page's endpoints through the whole product in this process. */
describe('account API: profile, password, upgrade request, deletion, numbers (one process)', () => {
  let app: Landline | undefined;
  let n = 0;
  const api = async (route: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app!.url}/api${route}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  async function owner() {
    const email = `account${++n}@example.com`;
    const password = 'tenant-secret-1';
    const token = (await api('/auth/signup', { body: { email, password, displayName: 'Pat' } })).body.accessToken as string;
    await api('/completeOnboarding', { token, body: { companyName: 'Oak Lane', industry: 'landlord', timezone: 'America/Chicago' } });
    return { email, password, token };
  }

  beforeAll(async () => {
    app = await startLandline({
      ...process.env,
      PORT: '0',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-account-')),
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
    });
  }, 90_000);
  afterAll(() => app?.stop());

  it('answers 401 with a JSON error when signed out', async () => {
    for (const [route, method] of [
      ['/updateUserProfile', 'PATCH'],
      ['/changePassword', 'POST'],
      ['/deleteAccount', 'POST'],
      ['/requestUpgrade', 'POST'],
      ['/getUpgradeRequest', 'GET'],
    ] as const) {
      expect(await api(route, { method, body: method === 'GET' ? undefined : {} })).toEqual({ status: 401, body: { error: 'You must be signed in' } });
    }
  });

  it('updates the profile with validation', async () => {
    const { token } = await owner();
    expect(await api('/updateUserProfile', { method: 'PATCH', token, body: { displayName: 'Pat', companyName: '', timezone: 'America/Chicago' } })).toEqual({
      status: 400,
      body: { error: 'Company name is required' },
    });
    expect((await api('/updateUserProfile', { method: 'PATCH', token, body: { displayName: 'Pat', companyName: 'Oak', timezone: 'Europe/Paris' } })).status).toBe(400);
    const saved = await api('/updateUserProfile', { method: 'PATCH', token, body: { displayName: 'Pat Lee', companyName: 'Oak Lane Homes', timezone: 'America/Denver' } });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ displayName: 'Pat Lee', companyName: 'Oak Lane Homes', timezone: 'America/Denver' });
  });

  it('changes the password: the current one is checked, the old session ends, the new password signs in', async () => {
    const pat = await owner();
    expect(await api('/changePassword', { token: pat.token, body: { currentPassword: 'wrong-one-here', newPassword: 'brand-new-secret' } })).toEqual({
      status: 400,
      body: { error: 'Current password is incorrect' },
    });
    expect(await api('/changePassword', { token: pat.token, body: { currentPassword: pat.password, newPassword: 'abc' } })).toEqual({
      status: 400,
      body: { error: 'Password must be at least 6 characters' },
    });
    expect(await api('/changePassword', { token: pat.token, body: { currentPassword: pat.password, newPassword: 'brand-new-secret' } })).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await api('/getUserProfile', { token: pat.token })).status).toBe(401);
    expect((await api('/auth/login', { body: { email: pat.email, password: pat.password } })).status).toBe(401);
    expect((await api('/auth/login', { body: { email: pat.email, password: 'brand-new-secret' } })).status).toBe(200);
  });

  it('keeps one open upgrade request per owner, each owner seeing only their own', async () => {
    const pat = await owner();
    const sam = await owner();
    expect(await api('/getUpgradeRequest', { token: pat.token })).toEqual({ status: 200, body: { request: null } });
    const asked = await api('/requestUpgrade', { token: pat.token, body: { message: 'Five agents please' } });
    expect(asked.status).toBe(201);
    expect(asked.body.request).toMatchObject({ plan: 'trial', message: 'Five agents please', status: 'open', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await api('/requestUpgrade', { token: pat.token, body: {} })).toEqual({
      status: 409,
      body: { error: 'You already have an open upgrade request. We will be in touch soon.' },
    });
    expect((await api('/getUpgradeRequest', { token: pat.token })).body.request).toEqual(asked.body.request);
    expect(await api('/getUpgradeRequest', { token: sam.token })).toEqual({ status: 200, body: { request: null } });
  });

  it('never lets another owner release or take your number', async () => {
    const pat = await owner();
    const sam = await owner();
    const agent = (await api('/createAIEmployee', { token: pat.token, body: agentPayload('Riley') })).body.agent;
    const samAgent = (await api('/createAIEmployee', { token: sam.token, body: agentPayload('Sky') })).body.agent;
    const [offer] = (await api('/searchPhoneNumbers?areaCode=512', { token: pat.token })).body.numbers;
    const bought = (await api('/purchasePhoneNumber', { token: pat.token, body: { phoneNumber: offer.phoneNumber, agentId: agent.id } })).body.phoneNumber;
    expect(await api('/releasePhoneNumber', { token: sam.token, body: { phoneNumberId: bought.id } })).toEqual({ status: 404, body: { error: 'Phone number not found' } });
    expect(await api('/assignPhoneNumber', { token: sam.token, body: { phoneNumberId: bought.id, agentId: samAgent.id } })).toEqual({
      status: 404,
      body: { error: 'Phone number not found' },
    });
    expect(await api('/assignPhoneNumber', { token: sam.token, body: { phoneNumberId: bought.id, agentId: agent.id } })).toMatchObject({ status: 404 });
    expect(await api('/releasePhoneNumber', { token: pat.token, body: { phoneNumberId: bought.id } })).toEqual({ status: 200, body: { success: true } });
    expect((await api(`/getAIEmployee?agentId=${agent.id}`, { token: pat.token })).body.aiemployee.phoneNumber).toBeNull();
    expect(await api('/assignPhoneNumber', { token: pat.token, body: { phoneNumberId: bought.id, agentId: agent.id } })).toMatchObject({
      status: 200,
      body: { phoneNumber: { agentId: agent.id } },
    });
  });

  it('deletes the account only with the typed confirmation; its agents go, another owner keeps theirs', async () => {
    const pat = await owner();
    const sam = await owner();
    const agent = (await api('/createAIEmployee', { token: pat.token, body: agentPayload('Riley') })).body.agent;
    const samAgent = (await api('/createAIEmployee', { token: sam.token, body: agentPayload('Sky') })).body.agent;
    const refused = { status: 400, body: { error: 'Type DELETE to confirm deleting your account' } };
    expect(await api('/deleteAccount', { token: pat.token, body: {} })).toEqual(refused);
    expect(await api('/deleteAccount', { token: pat.token, body: { confirmation: 'delete' } })).toEqual(refused);
    expect((await api(`/getAIEmployee?agentId=${agent.id}`, { token: pat.token })).status).toBe(200);

    expect(await api('/deleteAccount', { token: pat.token, body: { confirmation: 'DELETE' } })).toEqual({ status: 200, body: { ok: true } });
    expect((await api('/getUserProfile', { token: pat.token })).status).toBe(401);
    expect((await api('/auth/login', { body: { email: pat.email, password: pat.password } })).status).toBe(401);
    expect((await api(`/getAIEmployee?agentId=${samAgent.id}`, { token: sam.token })).body.aiemployee).toMatchObject({ customName: 'Sky', status: 'active' });
    const again = await api('/auth/signup', { body: { email: pat.email, password: 'another-secret-9' } });
    expect(again.status).toBe(201);
    expect((await api('/listAIEmployees', { token: again.body.accessToken })).body.agents).toEqual([]);
  });
});
