import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { WORK_ORDER_MESSAGES } from '@landline/platform/workOrders';

/** Work orders through the gateway, in the one-process product: the board, changes, forwards, isolation. */
describe('work orders through the gateway (one process)', () => {
  let app: Landline | undefined;
  const api = async (route: string, init: { body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app!.url}/api${route}`, {
      method: init.body !== undefined ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  async function owner(email: string) {
    const token = (await api('/auth/signup', { body: { email, password: 'tenant-secret-1', displayName: 'Pat Owner' } })).body.accessToken as string;
    const created = await api('/createAIEmployee', {
      token,
      body: {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Max',
        language: 'en',
        customizations: {
          company: { name: 'Acme Property Management' },
          agent: { name: 'Max' },
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
        },
      },
    });
    expect(created).toEqual({ status: 201, body: expect.objectContaining({ agent: expect.anything() }) });
    return { token, agentId: created.body.agent.id as string };
  }

  async function call(o: { token: string; agentId: string }, caller: string) {
    const start = Date.now() - 120_000 - Math.floor(Math.random() * 60_000);
    const callId = `web-test-max-${start}`;
    const saved = await api('/saveWebTranscript', {
      token: o.token,
      body: {
        callId,
        agentId: o.agentId,
        agentName: 'Max',
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 60_000).toISOString(),
        language: 'en',
        transcript: [
          { role: 'model', text: 'Thank you for calling Acme Property Management, this is Max. How can I help you today?', timestamp: new Date(start).toISOString() },
          { role: 'user', text: caller, timestamp: new Date(start + 3000).toISOString() },
        ],
      },
    });
    expect(saved.status).toBe(200);
    return callId;
  }

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-workorders-'));
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
      OPENAI_API_KEY: '',
    });
  }, 90_000);
  afterAll(() => app?.stop());

  it('lists the call as a new work order, moves it to Done with a note, forwards it by email, and keeps it from other owners', async () => {
    const alice = await owner('wo-alice@example.com');
    const callId = await call(alice, 'Hi, this is Lee Park at 9 Elm Road, unit 2. My dishwasher stopped draining and there is water on the floor.');

    const board = await api('/getWorkOrders', { token: alice.token });
    expect(board.status).toBe(200);
    expect(board.body.workOrders).toEqual([expect.objectContaining({ callId, status: 'new', tenantName: 'Lee Park', unit: '2', agentName: 'Max' })]);
    expect(board.body.counts.map((c: { urgency: string }) => c.urgency)).toEqual(['life_safety', 'emergency', 'urgent', 'routine']);
    expect(board.body.totalCount).toBe(1);

    let changed = await api('/updateWorkOrder', { token: alice.token, body: { callId, assignee: 'Carlos' } });
    expect(changed.body.workOrder).toMatchObject({ status: 'assigned', assignee: 'Carlos' });
    changed = await api('/updateWorkOrder', { token: alice.token, body: { callId, status: 'done', note: 'Cleared the drain hose.' } });
    expect(changed.status).toBe(200);
    expect(changed.body.workOrder).toMatchObject({ status: 'done', notes: 1 });
    expect(changed.body.workOrder.history.map((h: { kind: string; to: string; actor: string }) => [h.kind, h.to, h.actor])).toEqual([
      ['assignee', 'Carlos', 'Pat Owner'],
      ['status', 'assigned', 'Pat Owner'],
      ['status', 'done', 'Pat Owner'],
      ['note', '', 'Pat Owner'],
    ]);
    expect((await api('/getWorkOrders', { token: alice.token })).body.workOrders).toEqual([]);
    expect((await api('/getWorkOrders?status=done', { token: alice.token })).body.workOrders).toHaveLength(1);

    const forwarded = await api('/forwardWorkOrder', { token: alice.token, body: { callId, to: 'carlos@example.com, office@example.com', note: 'FYI' } });
    expect(forwarded.status).toBe(200);
    expect(forwarded.body.workOrder.history.at(-1)).toMatchObject({ kind: 'forwarded', to: 'carlos@example.com, office@example.com', note: 'FYI' });

    const bob = await owner('wo-bob@example.com');
    expect(await api(`/getWorkOrder?callId=${callId}`, { token: bob.token })).toEqual({ status: 404, body: { error: WORK_ORDER_MESSAGES.notFound } });
    expect((await api('/updateWorkOrder', { token: bob.token, body: { callId, status: 'cancelled' } })).status).toBe(404);
    expect((await api('/getWorkOrders', { token: bob.token })).body.workOrders).toEqual([]);
    expect((await api(`/getWorkOrder?callId=${callId}`, { token: alice.token })).body.workOrder.status).toBe('done');
  }, 60_000);

  it('answers bad input with 400 and the reason, and asks for a sign-in', async () => {
    const { token } = await owner('wo-carol@example.com');
    expect(await api('/getWorkOrders')).toMatchObject({ status: 401 });
    expect(await api('/getWorkOrders?status=finished', { token })).toEqual({ status: 400, body: { error: WORK_ORDER_MESSAGES.badStatus } });
    expect(await api('/updateWorkOrder', { token, body: { callId: 'web-test-x-1', status: 'finished' } })).toEqual({ status: 400, body: { error: WORK_ORDER_MESSAGES.badStatus } });
    expect(await api('/updateWorkOrder', { token, body: { status: 'done' } })).toEqual({ status: 400, body: { error: 'callId is required' } });
    expect(await api('/forwardWorkOrder', { token, body: { callId: 'web-test-x-1', to: 'nobody' } })).toEqual({ status: 400, body: { error: WORK_ORDER_MESSAGES.badEmail } });
    expect((await api('/updateWorkOrder', { token, body: { callId: 'web-test-x-1', note: 'hello' } })).status).toBe(404);
  }, 30_000);
});
