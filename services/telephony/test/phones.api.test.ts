import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';

/** The phone endpoints through the whole product in this process (sandbox numbers, embedded adapters). */
describe('phone number API (one process, sandbox provider)', () => {
  let app: Landline | undefined;
  const api = async (route: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app!.url}/api${route}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') ? JSON.parse(text) : text };
  };
  let n = 0;
  const signUp = async () =>
    (await api('/auth/signup', { body: { email: `phones${++n}@example.com`, password: 'tenant-secret-1', displayName: 'Pat' } })).body.accessToken as string;
  const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error('condition not met in time');
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-phones-'));
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
      TWILIO_ACCOUNT_SID: '',
      TWILIO_AUTH_TOKEN: '',
    });
  }, 90_000);
  afterAll(() => app?.stop());

  it('searches sandbox numbers by area code for signed-in owners', async () => {
    expect(await api('/searchPhoneNumbers?areaCode=212')).toEqual({ status: 401, body: { error: 'You must be logged in to search phone numbers' } });
    expect((await api('/searchPhoneNumbers?areaCode=212', { token: 'garbage' })).status).toBe(401);
    const token = await signUp();
    for (const bad of ['', '21', '2125', 'abc']) {
      expect(await api(`/searchPhoneNumbers?areaCode=${bad}`, { token })).toEqual({ status: 400, body: { error: 'Area code must be exactly 3 digits' } });
    }
    const found = await api('/searchPhoneNumbers?areaCode=212', { token });
    expect(found.status).toBe(200);
    expect(found.body.numbers).toHaveLength(10);
    expect(found.body.numbers[0]).toEqual({
      id: '+12125550100',
      phoneNumber: '+12125550100',
      friendlyName: '(212) 555-0100 (Sandbox)',
      locality: 'New York (Sandbox)',
      region: 'NY',
      monthlyPrice: 1,
      provider: 'sandbox',
    });
    expect(await api('/searchPhoneNumbers?areaCode=123', { token })).toEqual({ status: 200, body: { numbers: [] } });
  });

  it('purchases within the trial’s one number, then answers 403 with code 21404; releases to the pool', async () => {
    const token = await signUp();
    expect(await api('/getAvailableNumbers', { token })).toEqual({ status: 200, body: { numbers: [] } });
    const [first, second] = (await api('/searchPhoneNumbers?areaCode=415', { token })).body.numbers;

    const bought = await api('/purchasePhoneNumber', { token, body: { phoneNumber: first.phoneNumber, friendlyName: 'Main line' } });
    expect(bought.status).toBe(201);
    expect(bought.body).toEqual({
      phoneNumber: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        phoneNumber: first.phoneNumber,
        friendlyName: 'Main line',
        locality: 'San Francisco (Sandbox)',
        region: 'CA',
        monthlyPrice: 1,
        status: 'owned',
        agentId: null,
        provider: 'sandbox',
        createdAt: expect.any(String),
      },
    });

    const limited = await api('/purchasePhoneNumber', { token, body: { phoneNumber: second.phoneNumber, friendlyName: '' } });
    expect(limited).toEqual({
      status: 403,
      body: {
        error: 'Trial accounts are limited to one phone number',
        code: 21404,
        details: 'Trial accounts are allowed only one Twilio number. Upgrade your plan to add more.',
      },
    });
    const failed = await api('/purchasePhoneNumber', { token, body: { phoneNumber: '+12125550000' } });
    expect(failed).toEqual({ status: 403, body: expect.objectContaining({ code: 21404 }) });

    const available = await api('/getAvailableNumbers', { token });
    expect(available.body.numbers).toEqual([bought.body.phoneNumber]);

    expect(await api('/releasePhoneNumber', { token, body: { phoneNumberId: bought.body.phoneNumber.id } })).toEqual({ status: 200, body: { success: true } });
    expect((await api('/getAvailableNumbers', { token })).body.numbers).toEqual([{ ...bought.body.phoneNumber, status: 'released' }]);
    // A released number is still held: the cap still applies.
    expect((await api('/purchasePhoneNumber', { token, body: { phoneNumber: second.phoneNumber } })).body.code).toBe(21404);
    expect((await api('/releasePhoneNumber', { token, body: { phoneNumberId: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);

    for (const route of ['/getAvailableNumbers']) expect((await api(route)).status).toBe(401);
    for (const route of ['/purchasePhoneNumber', '/assignPhoneNumber', '/releasePhoneNumber']) expect((await api(route, { body: {} })).status).toBe(401);
  });

  it('passes the provider’s own refusal on as {error, code, details}', async () => {
    const token = await signUp();
    const refused = await api('/purchasePhoneNumber', { token, body: { phoneNumber: '+12125550000' } });
    expect(refused).toEqual({ status: 400, body: { error: 'Failed to purchase phone number', code: 21422, details: expect.stringContaining('not available') } });
  });

  it('assigns a number to the owner’s agent, shows it on the agent, and frees it when the agent is deleted', async () => {
    const token = await signUp();
    const created = await api('/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Max',
        language: 'en',
        customizations: {
          agent: { name: 'Max' },
          company: { name: 'Acme Rentals', address: '', phone: '' },
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
        },
      },
    });
    expect(created.status).toBe(201);
    const agentId = created.body.agent.id as string;
    const [offer] = (await api('/searchPhoneNumbers?areaCode=312', { token })).body.numbers;
    const bought = await api('/purchasePhoneNumber', { token, body: { phoneNumber: offer.phoneNumber, agentId, friendlyName: '' } });
    expect(bought).toMatchObject({ status: 201, body: { phoneNumber: { agentId, status: 'owned' } } });
    const numberId = bought.body.phoneNumber.id as string;
    expect((await api(`/getAIEmployee?agentId=${agentId}`, { token })).body.aiemployee.phoneNumber).toEqual({ id: numberId, phoneNumber: offer.phoneNumber });
    expect((await api('/getAvailableNumbers', { token })).body.numbers).toEqual([]);

    // Release, then reuse through assign.
    await api('/releasePhoneNumber', { token, body: { phoneNumberId: numberId } });
    expect((await api(`/getAIEmployee?agentId=${agentId}`, { token })).body.aiemployee.phoneNumber).toBeNull();
    const assigned = await api('/assignPhoneNumber', { token, body: { phoneNumberId: numberId, agentId } });
    expect(assigned).toEqual({
      status: 200,
      body: {
        phoneNumber: expect.objectContaining({
          id: numberId,
          phoneNumber: offer.phoneNumber,
          agentId,
          status: 'owned',
          monthlyPrice: 1,
          locality: 'Chicago (Sandbox)',
          region: 'IL',
        }),
      },
    });

    // Another owner can neither use this agent nor this number.
    const stranger = await signUp();
    expect(await api('/assignPhoneNumber', { token: stranger, body: { phoneNumberId: numberId, agentId } })).toMatchObject({ status: 404 });
    const [theirs] = (await api('/searchPhoneNumbers?areaCode=312', { token: stranger })).body.numbers;
    expect(theirs.phoneNumber).not.toBe(offer.phoneNumber);
    expect(await api('/purchasePhoneNumber', { token: stranger, body: { phoneNumber: theirs.phoneNumber, agentId } })).toEqual({
      status: 404,
      body: { error: 'AI employee not found' },
    });

    // Deleting the agent releases its number to the pool (AgentDeleted, through the outbox and the bus).
    expect((await api(`/deleteAIEmployee?agentId=${agentId}`, { token, method: 'DELETE' })).status).toBe(200);
    await eventually(async () => (await api('/getAvailableNumbers', { token })).body.numbers.length === 1);
    expect((await api('/getAvailableNumbers', { token })).body.numbers[0]).toMatchObject({ id: numberId, status: 'released', agentId: null });
  });
});
