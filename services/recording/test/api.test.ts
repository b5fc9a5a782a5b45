import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { agentPayload } from '../../landline/test/fixtures';
import { audio } from './harness';

/**
 * Recordings and call history through the gateway, the whole product in this process (embedded adapters:
 * PGlite, file storage): upload → save transcript → recent calls → playback with Range → ownership.
 */
describe('recordings and call records API (one process)', () => {
  let app: Landline | undefined;
  let alice: string;
  let bob: string;
  let agentId: string;
  let dataDir: string;

  type Init = { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; raw?: Buffer };
  const request = async (route: string, init: Init = {}) => {
    const res = await fetch(`${app!.url}${route}`, {
      method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
      headers: {
        ...(init.raw === undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    const json = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(bytes.toString()) : undefined;
    return { status: res.status, body: json, bytes, headers: res.headers };
  };
  const put = (callId: string, raw: Buffer, token?: string, contentType = 'audio/webm;codecs=opus') =>
    request(`/api/recordings/${callId}`, { method: 'PUT', raw, token, headers: { 'content-type': contentType } });
  const signUp = async (email: string) => {
    const res = await request('/api/auth/signup', { body: { email, password: 'tenant-secret-1', displayName: email.split('@')[0] } });
    expect(res.status).toBe(201);
    return res.body.accessToken as string;
  };

  let t = 1_761_058_800_000;
  const transcriptBody = (callId: string, over: Record<string, unknown> = {}) => {
    const start = Number(callId.split('-').pop());
    return {
      callId,
      agentId,
      agentName: 'Max',
      transcript: [
        { role: 'model', text: 'Thank you for calling Acme Property Management, this is Max. How can I help you today?', timestamp: new Date(start + 500).toISOString() },
        { role: 'user', text: 'My kitchen sink is leaking under the cabinet.', timestamp: start + 4000 },
        { role: 'model', text: 'I am sorry to hear that. May I have your name?', timestamp: { seconds: Math.floor((start + 6000) / 1000), nanoseconds: 0 } },
      ],
      transfers: [],
      startTime: new Date(start).toISOString(),
      endTime: new Date(start + 125_000).toISOString(),
      audioUrl: '',
      tokenUsage: { totalTokens: 512 },
      language: 'en',
      ...over,
    };
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-recordings-api-'));
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
      S3_ENDPOINT: '',
    });
    [alice, bob] = await Promise.all([signUp('rec-alice@example.com'), signUp('rec-bob@example.com')]);
    const created = await request('/api/createAIEmployee', {
      token: alice,
      body: {
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
        },
      },
    });
    expect(created.status).toBe(201);
    agentId = created.body.agent.id;
  }, 120_000);
  afterAll(() => app?.stop());

  it('uploads a test call, saves its transcript, lists it with a recording, and plays it to the owner with Range', async () => {
    const callId = `web-test-max-${++t}`;
    const bytes = audio(300_000);
    const up = await put(callId, bytes, alice);
    expect(up.status).toBe(201);
    expect(up.body).toEqual({ key: `recordings/${callId}.webm`, audioUrl: expect.stringMatching(new RegExp(`^/api/recordings/${callId}\\?token=\\d+\\.[\\w-]{43}$`)) });
    expect(fs.existsSync(path.join(dataDir, 'recording/objects', up.body.key))).toBe(true);

    const saved = await request('/api/saveWebTranscript', { token: alice, body: transcriptBody(callId, { audioUrl: up.body.audioUrl }) });
    expect(saved).toMatchObject({ status: 200, body: { success: true, callId } });

    const recent = await request('/api/getRecentCalls?limit=10', { token: alice });
    expect(recent.status).toBe(200);
    expect(Object.keys(recent.body)).toEqual(['calls']);
    const call = recent.body.calls.find((c: { id: string }) => c.id === callId);
    expect(call).toMatchObject({
      id: callId,
      callSource: 'web',
      callType: 'web_test',
      templateType: 'maintenance',
      status: 'completed',
      duration: 125,
      metrics: { totalDuration: 125, transferCount: 0 },
      startTime: transcriptBody(callId).startTime,
      endTime: transcriptBody(callId).endTime,
      transfers: [],
      transferCount: 0,
      from: { phoneNumber: '' },
      to: { phoneNumber: '' },
      agentId,
      agentName: 'Max',
      firstMessagePreview: 'Thank you for calling Acme Property Management, this is Max. How can I help you today?',
      hasRecording: true,
      recordingUrl: expect.stringMatching(new RegExp(`^/api/recordings/${callId}\\?token=`)),
      emergency: false,
      language: 'en',
      // Post-call analysis (the dialog engine's offline rules): the work order from the transcript.
      request: expect.objectContaining({
        category: 'plumbing',
        issueSummary: expect.stringContaining('kitchen sink is leaking'),
        permissionToEnter: null,
        summary: expect.any(String),
      }),
    });
    expect(call.messages).toEqual([
      { role: 'assistant', content: expect.stringContaining('Thank you for calling'), timestamp: expect.any(String) },
      { role: 'user', content: 'My kitchen sink is leaking under the cabinet.', timestamp: new Date(Number(callId.split('-').pop()) + 4000).toISOString() },
      { role: 'assistant', content: 'I am sorry to hear that. May I have your name?', timestamp: expect.any(String) },
    ]);
    expect(call.transcript[0]).toMatchObject({ role: 'model', text: expect.any(String) });

    // The owner's bearer, a byte range: 206 with the window.
    const part = await request(`/api/recordings/${callId}`, { token: alice, headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${bytes.length}`);
    expect(part.headers.get('content-type')).toBe('audio/webm');
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.bytes.equals(bytes.subarray(1000, 2000))).toBe(true);
    const tail = await request(`/api/recordings/${callId}`, { token: alice, headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(tail.bytes.equals(bytes.subarray(bytes.length - 100))).toBe(true);
    const open = await request(`/api/recordings/${callId}`, { token: alice, headers: { range: 'bytes=299990-' } });
    expect(open.bytes.equals(bytes.subarray(299_990))).toBe(true);
    expect((await request(`/api/recordings/${callId}`, { token: alice, headers: { range: 'bytes=400000-' } })).status).toBe(416);

    // The listed link plays without a bearer (an <audio> element), whole.
    const linked = await request(call.recordingUrl);
    expect(linked.status).toBe(200);
    expect(linked.headers.get('content-length')).toBe(String(bytes.length));
    expect(linked.headers.get('content-disposition')).toBe(`inline; filename="${callId}.webm"`);
    expect(linked.bytes.equals(bytes)).toBe(true);

    const download = await request(`/api/recordings/${callId}?download=1`, { token: alice, method: 'HEAD' });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${callId}.webm"`);
    expect(download.bytes.length).toBe(0);
  });

  it("keeps every owner from another owner's audio and calls: 404", async () => {
    const callId = `web-test-max-${++t}`;
    const up = await put(callId, audio(5000), alice);
    await request('/api/saveWebTranscript', { token: alice, body: transcriptBody(callId, { audioUrl: up.body.audioUrl }) });
    const token = new URL(up.body.audioUrl, app!.url).searchParams.get('token')!;
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const attempt of [
      request(`/api/recordings/${callId}`, { token: bob }),
      request(`/api/recordings/${callId}`),
      request(`/api/recordings/${callId}?token=${forged}`),
      request(`/api/recordings/${callId}?token=${forged}`, { token: bob }),
      request(`/api/recordings/${callId}?token=garbage`, { headers: { range: 'bytes=0-10' } }),
      request(`/api/recordings/web-test-max-1?token=${token}`), // a token of another call
      request('/api/recordings/..%2F..%2Fetc%2Fpasswd'),
    ]) {
      expect(await attempt).toMatchObject({ status: 404, body: { error: 'Recording not found' } });
    }
    expect(await request(`/api/getRecentCalls?callId=${callId}`, { token: bob })).toMatchObject({ status: 404, body: { error: 'Call transcript not found' } });
    expect((await request('/api/getRecentCalls?limit=10', { token: bob })).body.calls).toEqual([]);
    expect((await request(`/api/getRecentCalls?agentId=${agentId}`, { token: bob })).body).toMatchObject({ calls: [], totalCount: 0, hasMore: false });
    expect((await request('/api/getRecentCalls')).status).toBe(401);
    // Bob can neither overwrite Alice's recording nor save a call over hers, nor claim her agent.
    expect(await put(callId, audio(10), bob)).toMatchObject({ status: 409 });
    expect(await request('/api/saveWebTranscript', { token: bob, body: transcriptBody(callId) })).toMatchObject({ status: 404, body: { error: 'AI employee not found' } });
    expect(await request('/api/saveWebTranscript', { token: bob, body: transcriptBody(callId, { agentId: 'sarah', employee: 'sarah' }) })).toMatchObject({
      status: 404,
      body: { error: 'Call transcript not found' },
    });
    expect(await request('/api/updateTranscriptAudio', { token: bob, body: { callId, audioUrl: `/api/recordings/${callId}` } })).toMatchObject({ status: 404 });
  });

  it('answers one call by id, and pages an agent’s history with a cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      const callId = `web-test-max-${++t}`;
      ids.push(callId);
      expect((await request('/api/saveWebTranscript', { token: alice, body: transcriptBody(callId) })).status).toBe(200);
    }
    const one = await request(`/api/getRecentCalls?callId=${ids[3]}`, { token: alice });
    expect(one.status).toBe(200);
    expect(one.body.calls.map((c: { id: string }) => c.id)).toEqual([ids[3]]);
    expect(one.body.calls[0]).toMatchObject({ hasRecording: false, recordingUrl: null });

    const first = await request(`/api/getRecentCalls?agentId=${agentId}&limit=10`, { token: alice });
    expect(first.body).toMatchObject({ totalCount: 14, hasMore: true, nextCursor: expect.any(String) });
    expect(first.body.calls).toHaveLength(10);
    expect(first.body.calls[0].id).toBe(ids[11]);
    const second = await request(`/api/getRecentCalls?agentId=${agentId}&limit=10&cursor=${encodeURIComponent(first.body.nextCursor)}`, { token: alice });
    expect(second.body).toMatchObject({ totalCount: 14, hasMore: false, nextCursor: null });
    expect(second.body.calls).toHaveLength(4);
    const all = [...first.body.calls, ...second.body.calls].map((c: { id: string }) => c.id);
    expect(new Set(all).size).toBe(14);
    expect(await request(`/api/getRecentCalls?agentId=${agentId}&cursor=nope`, { token: alice })).toMatchObject({ status: 400, body: { error: 'Invalid cursor' } });
  });

  it('saves idempotently: a retried save changes nothing', async () => {
    const callId = `web-test-max-${++t}`;
    await request('/api/saveWebTranscript', { token: alice, body: transcriptBody(callId) });
    const again = await request('/api/saveWebTranscript', {
      token: alice,
      body: transcriptBody(callId, { transcript: [{ role: 'user', text: 'changed' }], endTime: new Date().toISOString() }),
    });
    expect(again).toMatchObject({ status: 200, body: { success: true, callId } });
    const [call] = (await request(`/api/getRecentCalls?callId=${callId}`, { token: alice })).body.calls;
    expect(call).toMatchObject({ duration: 125, transcript: [expect.anything(), expect.anything(), expect.anything()] });
  });

  it('picks up a recording uploaded after the save, and takes updateTranscriptAudio', async () => {
    const callId = `web-test-max-${++t}`;
    await request('/api/saveWebTranscript', { token: alice, body: transcriptBody(callId) });
    const up = await put(callId, audio(2000, 31, 'mp4'), alice, 'audio/mp4');
    expect(up.body.key).toBe(`recordings/${callId}.mp4`);
    let [call] = (await request(`/api/getRecentCalls?callId=${callId}`, { token: alice })).body.calls;
    expect(call).toMatchObject({ hasRecording: true, recordingUrl: expect.stringContaining(`/api/recordings/${callId}?token=`) });

    expect(await request('/api/updateTranscriptAudio', { token: alice, body: { callId, audioUrl: 'https://evil.example/x.webm' } })).toMatchObject({
      status: 400,
      body: { error: 'Invalid audio URL' },
    });
    expect(await request('/api/updateTranscriptAudio', { token: alice, body: { callId, audioUrl: up.body.audioUrl } })).toMatchObject({ status: 200, body: { success: true } });
    [call] = (await request(`/api/getRecentCalls?callId=${callId}`, { token: alice })).body.calls;
    expect(call.hasRecording).toBe(true);
    expect(await request('/api/updateTranscriptAudio', { token: alice, body: { callId: 'web-test-max-404', audioUrl: '' } })).toMatchObject({
      status: 404,
      body: { error: 'Call transcript not found' },
    });
  });

  it('takes anonymous demo calls: the recording reachable only through its link, the call owned by nobody', async () => {
    const callId = `web-demo-sarah-${++t}`;
    const bytes = audio(4096);
    const up = await put(callId, bytes);
    expect(up.status).toBe(201);
    expect((await request(up.body.audioUrl)).bytes.equals(bytes)).toBe(true);
    expect((await request(`/api/recordings/${callId}`)).status).toBe(404);
    expect((await request(`/api/recordings/${callId}`, { token: alice })).status).toBe(404);
    expect((await put(callId, audio(10))).status).toBe(409); // demo recordings are written once

    const body = transcriptBody(callId, {
      agentId: 'sarah',
      agentName: 'Sarah',
      employee: 'sarah',
      audioUrl: up.body.audioUrl,
      transcript: [
        { role: 'user', text: 'I smell gas in my kitchen' },
        { role: 'model', text: "Please leave the building now. I'm transferring you to our emergency team now." },
      ],
      transfers: [
        {
          type: 'outgoing',
          from: 'Sarah',
          to: 'Marcus',
          timestamp: Date.now(),
          details: { clientName: 'Ann', address: '1 Elm St', phone: '+12125550111', issueSummary: 'Gas smell' },
        },
      ],
    });
    expect(await request('/api/saveWebTranscript', { body })).toMatchObject({ status: 200, body: { success: true, callId } });
    expect(await request('/api/saveWebTranscript', { body })).toMatchObject({ status: 200 });
    expect(await request('/api/updateTranscriptAudio', { body: { callId, audioUrl: up.body.audioUrl } })).toMatchObject({ status: 200 });
    expect((await request('/api/getRecentCalls?limit=100', { token: alice })).body.calls.some((c: { id: string }) => c.id === callId)).toBe(false);
  });

  it('validates uploads and saves: call id, content type, size, emptiness', async () => {
    const id = `web-test-max-${++t}`;
    expect(await put('not-a-call', audio(10), alice)).toMatchObject({ status: 400, body: { error: 'Invalid call id' } });
    expect(await put(id, audio(10), alice, 'audio/ogg')).toMatchObject({ status: 400, body: { error: 'Recordings must be audio/webm or audio/mp4' } });
    expect(await put(id, audio(10), alice, 'application/json')).toMatchObject({ status: 400 });
    expect(await put(id, Buffer.alloc(0), alice)).toMatchObject({ status: 400, body: { error: 'The recording is empty' } });
    expect(await put(id, Buffer.alloc(50 * 1024 * 1024 + 1), alice)).toMatchObject({ status: 413, body: { error: 'The recording is too large (the limit is 50 MB)' } });
    expect(await put('CA0123456789abcdef0123456789abcdef', audio(10))).toMatchObject({ status: 401 });

    expect(await request('/api/saveWebTranscript', { token: alice, body: transcriptBody('call-1') })).toMatchObject({ status: 400, body: { error: 'Invalid call id' } });
    expect(await request('/api/saveWebTranscript', { token: alice, body: transcriptBody(`web-test-max-${++t}`, { agentId: 'nope' }) })).toMatchObject({
      status: 404,
      body: { error: 'AI employee not found' },
    });
    // Unreadable transcript entries are dropped, never the call.
    const messy = `web-test-max-${++t}`;
    expect(
      (
        await request('/api/saveWebTranscript', {
          token: alice,
          body: transcriptBody(messy, { transcript: [null, { role: 'robot', text: 'x' }, { role: 'user', text: 'Hello there' }], transfers: 'none', startTime: 'garbage' }),
        })
      ).status,
    ).toBe(200);
    const [call] = (await request(`/api/getRecentCalls?callId=${messy}`, { token: alice })).body.calls;
    expect(call.transcript).toEqual([{ role: 'user', text: 'Hello there', timestamp: null }]);
  });
});

describe('the demo upload quota (one process)', () => {
  it('refuses anonymous uploads past DEMO_RECORDING_UPLOADS_PER_DAY from one client; signed-in owners are not counted', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-demo-quota-'));
    const app = await startLandline({
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
      DEMO_RECORDING_UPLOADS_PER_DAY: '3',
    });
    try {
      const put = (callId: string, token?: string) =>
        fetch(`${app.url}/api/recordings/${callId}`, {
          method: 'PUT',
          headers: { 'content-type': 'audio/webm', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: audio(2048),
        });
      const stamp = Date.now();
      for (let i = 0; i < 3; i++) expect((await put(`web-demo-sarah-${stamp + i}`)).status).toBe(201);
      const refused = await put(`web-demo-sarah-${stamp + 3}`);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'Too many recording uploads. Please try again later.' });
      expect(refused.headers.get('retry-after')).toBeTruthy();

      const signup = await fetch(`${app.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'quota@example.com', password: 'tenant-secret-1' }),
      });
      const { accessToken } = (await signup.json()) as { accessToken: string };
      const agent = await fetch(`${app.url}/api/createAIEmployee`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(agentPayload('Quota')),
      });
      const agentId = ((await agent.json()) as { agent?: { id: string }; id?: string }).agent?.id;
      expect((await put(`web-test-${agentId}-${stamp}`, accessToken)).status).toBe(201);
    } finally {
      await app.stop();
    }
  }, 60_000);
});
