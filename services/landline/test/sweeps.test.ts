import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { startLandline, type Landline } from '@landline/landline';
import { defined } from '@landline/platform/testing';
import { agentPayload, webm } from './fixtures';

/**
 * Sweeps over the whole HTTP surface: another owner's ids on every route that takes one, and property-
 * based garbage on every JSON route. Neither may answer 5xx, reveal or change the first owner's data.
 */
describe('sweeps over every route', () => {
  let app: Landline | undefined;
  let alice: string;
  let bob: string;
  const mine = { agentId: '', bobAgentId: '', phoneNumberId: '', phoneNumber: '', callId: '' };

  const api = async (route: string, o: { method?: string; body?: unknown; token?: string; raw?: string } = {}) => {
    const res = await fetch(`${app!.url}${route}`, {
      method: o.method ?? (o.body !== undefined || o.raw !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
      body: o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body: body as Record<string, unknown> & { error?: string } };
  };
  const signUp = async (email: string) => (await api('/api/auth/signup', { body: { email, password: 'tenant-secret-1' } })).body.accessToken as string;
  /** Everything of Alice's that the sweeps must leave as it was (playback links are signed afresh each time). */
  const aliceState = async () =>
    JSON.stringify({
      agents: (await api('/api/listAIEmployees', { token: alice })).body,
      numbers: (await api('/api/getAvailableNumbers', { token: alice })).body,
      calls: (await api('/api/getRecentCalls?limit=50', { token: alice })).body,
    }).replace(/token=[\w.-]+/g, 'token=…');

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-sweeps-'));
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
      AUTH_RATE_LIMIT: '10000',
    });
    alice = await signUp('alice-sweep@example.com');
    bob = await signUp('bob-sweep@example.com');
    mine.agentId = ((await api('/api/createAIEmployee', { token: alice, body: agentPayload('Max') })).body.agent as { id: string }).id;
    mine.bobAgentId = ((await api('/api/createAIEmployee', { token: bob, body: agentPayload('Bo') })).body.agent as { id: string }).id;
    const offers = (await api('/api/searchPhoneNumbers?areaCode=415', { token: alice })).body.numbers as { phoneNumber: string }[];
    const offer = defined(offers[0], 'a number on offer in 415');
    const bought = await api('/api/purchasePhoneNumber', { token: alice, body: { phoneNumber: offer.phoneNumber, agentId: mine.agentId, friendlyName: 'Main' } });
    mine.phoneNumberId = (bought.body.phoneNumber as { id: string }).id;
    mine.phoneNumber = offer.phoneNumber;
    mine.callId = `web-test-${mine.agentId}-${Date.now()}`;
    const now = new Date().toISOString();
    expect(
      (
        await api('/api/saveWebTranscript', {
          token: alice,
          body: { callId: mine.callId, agentId: mine.agentId, transcript: [{ role: 'user', text: 'My sink leaks.', timestamp: now }], startTime: now, endTime: now },
        })
      ).status,
    ).toBeLessThan(300);
    const upload = await fetch(`${app.url}/api/recordings/${mine.callId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'audio/webm' },
      body: webm(500),
    });
    expect(upload.status).toBe(201);
  }, 90_000);
  afterAll(() => app?.stop());

  it("answers another owner's ids as if they did not exist, and changes nothing of theirs", async () => {
    const before = await aliceState();
    const { agentId, bobAgentId, phoneNumberId, callId } = mine;
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/getAIEmployee?agentId=${agentId}`],
      ['PATCH', '/api/updateAIEmployee', { agentId, status: 'paused', customName: 'Hijacked' }],
      ['DELETE', `/api/deleteAIEmployee?agentId=${agentId}`],
      ['POST', '/api/assignPhoneNumber', { phoneNumberId, agentId: bobAgentId }],
      ['POST', '/api/assignPhoneNumber', { phoneNumberId, agentId }],
      ['POST', '/api/releasePhoneNumber', { phoneNumberId }],
      ['POST', '/api/purchasePhoneNumber', { phoneNumber: '+14155550123', agentId }],
      ['GET', `/api/recordings/${callId}`],
      ['GET', `/api/recordings/${callId}?download=1`],
      ['PUT', `/api/recordings/${callId}`],
      ['POST', '/api/updateTranscriptAudio', { callId, audioUrl: `/api/recordings/${callId}` }],
      ['POST', '/api/saveWebTranscript', { callId, agentId, transcript: [{ role: 'user', text: 'overwrite' }] }],
      ['POST', '/api/chat', { agentId, messages: [{ role: 'user', text: 'hello' }] }],
      ['POST', '/api/chat/stream', { agentId, messages: [{ role: 'user', text: 'hello' }] }],
      ['POST', `/api/sandbox/calls/CA${'0'.repeat(32)}/hangup`, {}],
      ['POST', `/api/sandbox/calls/CA${'0'.repeat(32)}/reconnect`, { handoffData: '{"kind":"handover"}' }],
      ['POST', '/api/sandbox/calls', { to: mine.phoneNumber }],
      ['GET', `/api/getWorkOrder?callId=${callId}`],
      ['POST', '/api/updateWorkOrder', { callId, status: 'cancelled', note: 'mine now' }],
      ['POST', '/api/forwardWorkOrder', { callId, to: 'bob@example.com' }],
    ];
    for (const [method, route, body] of attempts) {
      const res =
        method === 'PUT'
          ? await fetch(`${app!.url}${route}`, { method, headers: { authorization: `Bearer ${bob}`, 'content-type': 'audio/webm' }, body: webm(50) }).then(async (r) => ({
              status: r.status,
              body: await r.text(),
            }))
          : await api(route, { method, body, token: bob });
      expect([method, route, res.status >= 400 && res.status < 500]).toEqual([method, route, true]);
      expect(JSON.stringify(res.body)).not.toContain('My sink leaks');
    }
    // Bob's own lists hold nothing of Alice's.
    expect(JSON.stringify((await api(`/api/getRecentCalls?callId=${callId}`, { token: bob })).body)).not.toContain(callId);
    expect(JSON.stringify((await api('/api/getAvailableNumbers', { token: bob })).body)).not.toContain(phoneNumberId);
    expect(await aliceState()).toEqual(before);
  }, 120_000);

  it('answers garbage on every JSON route with a 4xx or a success, never a 5xx, and changes nothing of the owner', async () => {
    const before = await aliceState();
    const now = () => new Date().toISOString();
    // What the fuzz found first: times decades apart made a duration that overflowed the call record.
    const decades = await api('/api/saveWebTranscript', {
      token: bob,
      body: { callId: `web-test-${mine.bobAgentId}-${Date.now()}`, agentId: mine.bobAgentId, transcript: [], startTime: -351933219, endTime: now() },
    });
    expect(decades).toEqual({ status: 400, body: { error: 'A call cannot last more than a day' } });
    // Each JSON route with a body it accepts; the fuzz spoils some of its fields (or all of it).
    const routes: [string, string, () => Record<string, unknown>][] = [
      ['POST', '/api/auth/signup', () => ({ email: `fuzz${Math.random().toString(36).slice(2)}@example.com`, password: 'tenant-secret-1' })],
      ['POST', '/api/auth/login', () => ({ email: 'bob-sweep@example.com', password: 'tenant-secret-1' })],
      ['POST', '/api/auth/refresh', () => ({ refreshToken: 'x' })],
      ['POST', '/api/auth/forgot-password', () => ({ email: 'bob-sweep@example.com' })],
      ['POST', '/api/auth/reset-password', () => ({ token: 'x', password: 'brand-new-secret' })],
      ['POST', '/api/completeOnboarding', () => ({ companyName: 'Bo Homes', industry: 'landlord', timezone: 'America/Chicago', propertyCount: 3 })],
      ['POST', '/api/joinWaitlist', () => ({ name: 'Fuzz', company: 'Co', email: 'fuzz@example.com', phone: '+12125550100' })],
      ['POST', '/api/createAIEmployee', () => agentPayload('Fz')],
      ['PATCH', '/api/updateAIEmployee', () => ({ agentId: mine.bobAgentId, customName: 'Bo', status: 'active' })],
      ['POST', '/api/purchasePhoneNumber', () => ({ phoneNumber: '+14155550123', agentId: mine.bobAgentId })],
      ['POST', '/api/assignPhoneNumber', () => ({ phoneNumberId: 'x', agentId: mine.bobAgentId })],
      [
        'POST',
        '/api/saveWebTranscript',
        () => ({
          callId: `web-test-${mine.bobAgentId}-${Date.now()}`,
          agentId: mine.bobAgentId,
          transcript: [{ role: 'user', text: 'hi', timestamp: now() }],
          startTime: now(),
          endTime: now(),
        }),
      ],
      ['POST', '/api/updateTranscriptAudio', () => ({ callId: `web-test-${mine.bobAgentId}-${Date.now()}`, audioUrl: '/api/recordings/x' })],
      ['POST', '/api/chat', () => ({ agentId: mine.bobAgentId, messages: [{ role: 'user', text: 'my sink leaks' }] })],
      ['POST', '/api/extractTransferDetails', () => ({ agentId: mine.bobAgentId, transcript: [{ role: 'user', text: 'gas smell at 1 Main St' }] })],
      ['POST', '/api/tts', () => ({ text: 'Hello there', voiceId: 'en-US-Chirp3-HD-Achird' })],
      ['POST', '/api/updateWorkOrder', () => ({ callId: `web-test-${mine.bobAgentId}-1`, status: 'done', assignee: 'Carlos', note: 'fixed' })],
      ['POST', '/api/forwardWorkOrder', () => ({ callId: `web-test-${mine.bobAgentId}-1`, to: 'office@example.com', note: 'fyi' })],
      ['POST', '/api/saveWebhook', () => ({ url: 'https://93.184.216.34/hooks/landline', enabled: true })],
    ];
    // Wrong types, huge and deeply nested values, NUL and odd Unicode.
    const nasty = fc.oneof(
      fc.constantFrom('\u0000', 'a\u0000b', 'a'.repeat(20_000), '\ud800', '👩‍🔧'.repeat(500), '-1', 'NaN', '1e309', '__proto__', '', ' '),
      fc.anything({ maxDepth: 4 }),
      fc.string({ unit: 'binary', maxLength: 64 }),
      fc.integer(),
      fc.double(),
      fc.constant(null),
    );
    const extraKeys = ['__proto__', 'constructor', 'actor', 'userId', 'id', 'ownerId'];
    for (const [method, route, valid] of routes) {
      const keys = [...Object.keys(valid()), ...extraKeys];
      const spoilt = fc.oneof(
        { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...keys), nasty, { minKeys: 1, maxKeys: 3 }).map((over) => ({ ...valid(), ...over })) },
        { weight: 1, arbitrary: nasty },
      );
      await fc.assert(
        fc.asyncProperty(spoilt, fc.boolean(), async (payload, signedIn) => {
          // JSON.stringify gives undefined for undefined, which fc.anything() makes; its type says string.
          const raw = (JSON.stringify(payload) as string | undefined) ?? 'null';
          const res = await api(route, { method, raw, token: signedIn ? bob : undefined });
          if (res.status >= 500) throw new Error(`${method} ${route} answered ${res.status} to ${raw.slice(0, 200)}`);
          // The body is whatever the server sent (JSON null, text), not the object `api` casts it to.
          const answer = res.body as { error?: unknown } | null;
          if (res.status >= 400 && typeof answer?.error !== 'string') throw new Error(`${method} ${route} answered ${res.status} without an error field`);
        }),
        { numRuns: 30 },
      );
    }
    expect(await aliceState()).toEqual(before);
  }, 300_000);
});
