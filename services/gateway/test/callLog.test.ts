import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, type Landline } from '@landline/landline';
import { CALL_LOG_MESSAGES } from '@landline/platform/callLog';
import type { Call__Output } from '@landline/proto/generated/landline/conversation/v1/Call';
import { callLogQuery, recentCallsQuery } from '@landline/api';
import { csvCell, csvRow, filtersOf, localTime } from '../src/routes/callLog';

describe('unit: call log query parameters and CSV', () => {
  it('reads the filters into the gRPC request, empty when absent', () => {
    const query = callLogQuery.parse({
      q: 'maria 4b',
      from: '2025-10-01',
      to: '2025-10-07',
      tz: 'America/Chicago',
      urgency: 'emergency',
      outcome: 'transferred',
      source: 'phone',
      agentId: 'a1',
    });
    expect(filtersOf(query)).toEqual({
      q: 'maria 4b',
      fromDate: '2025-10-01',
      toDate: '2025-10-07',
      timeZone: 'America/Chicago',
      urgency: 'emergency',
      outcome: 'transferred',
      source: 'phone',
      agentId: 'a1',
      templateType: '',
    });
    expect(filtersOf(callLogQuery.parse({}))).toMatchObject({ q: '', urgency: '', timeZone: '' });
  });

  it('refuses bad values with the reason', () => {
    const problem = (query: Record<string, unknown>) => {
      const parsed = recentCallsQuery.safeParse(query);
      return parsed.success ? '' : parsed.error.issues[0]?.message;
    };
    expect(problem({ urgency: 'panic' })).toBe(CALL_LOG_MESSAGES.badUrgency);
    expect(problem({ outcome: 'maybe' })).toBe(CALL_LOG_MESSAGES.badOutcome);
    expect(problem({ source: 'fax' })).toBe(CALL_LOG_MESSAGES.badSource);
    expect(problem({ from: '2025-13-01' })).toBe(CALL_LOG_MESSAGES.badDate);
    expect(problem({ from: '2025-10-08', to: '2025-10-01' })).toBe(CALL_LOG_MESSAGES.badRange);
    expect(problem({ tz: 'Nowhere/Land' })).toBe(CALL_LOG_MESSAGES.badTimeZone);
    expect(problem({ q: 'x'.repeat(201) })).toBe(CALL_LOG_MESSAGES.tooLong);
    expect(problem({ q: ['a', 'b'] })).toBe('Invalid query parameter');
    expect(problem({ limit: '500', cursor: 'abc', paged: '1' })).toBe('');
  });

  it('escapes cells and defuses spreadsheet formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell('Lopez, Maria')).toBe('"Lopez, Maria"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+14155551234')).toBe("'+14155551234");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes a call as a row with local time, labels and the work order', () => {
    const call = {
      id: 'CA1',
      startTime: '2025-10-21T12:00:00.000Z',
      fromNumber: '+14155551234',
      durationSeconds: 95,
      agentName: 'Max',
      callSource: 'phone',
      urgency: 'emergency',
      outcomes: ['work_order', 'transferred'],
      request: { tenantName: 'José Núñez', unit: '7', propertyAddress: '3 Pine Road, Austin', callbackPhone: '+14155551234', issueSummary: 'Baño inundado' },
    } as unknown as Call__Output;
    expect(localTime(call.startTime, 'America/Chicago')).toBe('2025-10-21 07:00');
    expect(csvRow(call, 'America/Chicago')).toBe(
      `2025-10-21 07:00,José Núñez,7,"3 Pine Road, Austin",'+14155551234,'+14155551234,Baño inundado,Emergency,Work order; Transferred,95,Max,phone,CA1\r\n`,
    );
  });
});

/** The call log through the gateway, the whole product in this process (PGlite, embedded bus). */
describe('GET /api/getRecentCalls filters and GET /api/exportCalls', () => {
  let app: Landline | undefined;
  let owner: string;
  let other: string;
  let agentId: string;

  const request = async (route: string, init: { body?: unknown; token?: string } = {}) => {
    const res = await fetch(`${app!.url}${route}`, {
      method: init.body !== undefined ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    const json = res.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : undefined;
    return { status: res.status, body: json, text, headers: res.headers };
  };
  const signUp = async (email: string) => (await request('/api/auth/signup', { body: { email, password: 'tenant-secret-1', displayName: 'Owner' } })).body.accessToken as string;

  const now = Date.now();
  const save = (token: string, n: number, lines: string[], over: Record<string, unknown> = {}) => {
    const start = now - n * 3_600_000;
    return request('/api/saveWebTranscript', {
      token,
      body: {
        callId: `web-test-max-${start}`,
        agentId,
        agentName: 'Max',
        transcript: lines.map((text, i) => ({ role: i % 2 === 0 ? 'model' : 'user', text })),
        transfers: [],
        startTime: new Date(start).toISOString(),
        endTime: new Date(start + 65_000).toISOString(),
        language: 'en',
        ...over,
      },
    });
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-call-log-'));
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
    [owner, other] = await Promise.all([signUp('log-owner@example.com'), signUp('log-other@example.com')]);
    const created = await request('/api/createAIEmployee', {
      token: owner,
      body: {
        templateIndustry: 'property_management',
        templateType: 'maintenance',
        customName: 'Max',
        language: 'en',
        customizations: {
          company: { name: 'Acme Property Management' },
          agent: { name: 'Max' },
          schedule: { timezone: 'America/New_York', businessHours: { hours: '9:00 AM - 5:00 PM' } },
          voiceSettings: { provider: 'google', languageCode: 'en-US', name: 'en-US-Chirp3-HD-Achird', naturalGender: 'MALE', speed: 1 },
          features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
          afterHours: 'full',
        },
      },
    });
    agentId = created.body.agent.id;
    const greeting = 'Thank you for calling Acme Property Management, this is Max. How can I help you today?';
    const leak = await save(owner, 1, [
      greeting,
      'Hi, this is Dana Wu. My kitchen sink is leaking under the cabinet.',
      'I am sorry to hear that. What is the address?',
      '42 Oak Lane, unit 3',
      'And a callback number?',
      '312 555 0199',
    ]);
    const gas = await save(owner, 2, [
      greeting,
      'This is Omar Haddad, I smell gas in my apartment, =cmd at 9 Elm Street unit 5C',
      'Please leave now and call 911 from outside.',
      'My number is 312 555 0142',
    ]);
    const silent = await save(owner, 3, [greeting]);
    expect([leak.status, gas.status, silent.status]).toEqual([200, 200, 200]);
    [ids.leak, ids.gas, ids.silent] = [leak.body.callId, gas.body.callId, silent.body.callId];
  }, 120_000);
  afterAll(() => app?.stop());

  it('keeps the limit form as it was, and answers the paged log form with filters', async () => {
    const plain = await request('/api/getRecentCalls?limit=10', { token: owner });
    expect(Object.keys(plain.body)).toEqual(['calls']);
    expect(plain.body.calls.map((c: { id: string }) => c.id)).toEqual([ids.leak, ids.gas, ids.silent]);
    const first = plain.body.calls[0];
    expect(first).toMatchObject({ urgency: expect.any(String), outcomes: expect.arrayContaining(['work_order']) });

    const paged = await request('/api/getRecentCalls?limit=2&paged=1', { token: owner });
    expect(paged.body).toMatchObject({ totalCount: 3, hasMore: true, nextCursor: expect.any(String), templateTypes: ['maintenance'] });
    const rest = await request(`/api/getRecentCalls?limit=2&cursor=${encodeURIComponent(paged.body.nextCursor)}`, { token: owner });
    expect(rest.body).toMatchObject({ totalCount: 3, hasMore: false, nextCursor: null });
    expect(rest.body.calls.map((c: { id: string }) => c.id)).toEqual([ids.silent]);
  });

  it('searches and filters', async () => {
    const found = async (query: string) => (await request(`/api/getRecentCalls?${query}`, { token: owner })).body.calls.map((c: { id: string }) => c.id);
    expect(await found('q=dana')).toEqual([ids.leak]);
    expect(await found('q=Oak%20Lane')).toEqual([ids.leak]);
    expect(await found('q=5c')).toEqual([ids.gas]);
    expect(await found('urgency=emergency')).toEqual([ids.gas]);
    expect(await found('outcome=spam')).toEqual([ids.silent]);
    expect(await found('source=phone')).toEqual([]);
    expect(await found(`agentId=${agentId}&q=sink`)).toEqual([ids.leak]);
    const today = new Date(now).toISOString().slice(0, 10);
    expect((await found(`from=2000-01-01&to=${today}&tz=UTC&limit=100`)).length).toBeGreaterThan(0);
    expect(await found('from=2000-01-01&to=2000-01-02')).toEqual([]);
    // Another owner sees none of it.
    expect((await request('/api/getRecentCalls?q=dana', { token: other })).body).toMatchObject({ calls: [], totalCount: 0 });
  });

  it('answers 400 with an error for bad filters, 401 without a session', async () => {
    for (const [query, error] of [
      ['urgency=panic', CALL_LOG_MESSAGES.badUrgency],
      ['from=yesterday', CALL_LOG_MESSAGES.badDate],
      ['from=2025-10-08&to=2025-10-01', CALL_LOG_MESSAGES.badRange],
      ['tz=Nowhere%2FLand', CALL_LOG_MESSAGES.badTimeZone],
      ['q=a&q=b', 'Invalid query parameter'],
      ['cursor=nope', 'Invalid cursor'],
    ]) {
      expect(await request(`/api/getRecentCalls?${query}`, { token: owner })).toMatchObject({ status: 400, body: { error } });
    }
    expect(await request('/api/exportCalls?outcome=maybe', { token: owner })).toMatchObject({ status: 400, body: { error: CALL_LOG_MESSAGES.badOutcome } });
    expect((await request('/api/exportCalls')).status).toBe(401);
  });

  it('exports the filtered calls as CSV with a file name, formulas defused', async () => {
    const res = await request('/api/exportCalls?urgency=emergency&tz=America%2FChicago', { token: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="landline-calls-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Caller name,Unit,Address,Caller number,Callback number,Issue,Urgency,Outcomes,Duration (s),Agent,Source,Call ID');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Omar Haddad');
    expect(lines[1]).toContain(",'+13125550142,");
    expect(lines[1]).toMatch(/,(Life safety|Emergency),Work order,65,Max,web,/);
    expect(lines[1]?.endsWith(`,${ids.gas}`)).toBe(true);
    const all = await request('/api/exportCalls', { token: owner });
    expect(all.text.trimEnd().split('\r\n')).toHaveLength(4);
  });
});
