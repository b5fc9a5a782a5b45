import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startLandline, selectModules, startOrder, type Landline } from '@landline/landline';
import type { ServiceModule } from '@landline/platform';

/** The composed product in this process, on ephemeral ports and a fresh data dir. */
describe('Landline API (one process, embedded adapters)', () => {
  let app: Landline | undefined;
  const api = async (route: string, init: { method?: string; body?: unknown; token?: string; raw?: string } = {}) => {
    const res = await fetch(`${app!.url}${route}`, {
      method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
      headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
      body: init.raw ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    });
    const text = await res.text();
    return { status: res.status, body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text, headers: res.headers };
  };

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-api-'));
    app = await startLandline({
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      WAITLIST_RATE_LIMIT: '3',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
    });
  }, 60_000);
  afterAll(() => app?.stop());

  it('is alive, ready and exposes Prometheus metrics', async () => {
    expect((await api('/healthz')).status).toBe(200);
    expect((await api('/readyz')).body).toEqual({ status: 'ready' });
    const metrics = await api('/metrics');
    expect(metrics.body).toContain('landline_http_requests_total');
    expect(metrics.body).toMatch(/landline_http_requests_total\{service="landline",method="GET",route="\/readyz",status="200"\}/);
  });

  it('tells the web app which sign-in methods exist', async () => {
    expect((await api('/api/config')).body).toEqual({ auth: { provider: 'embedded', google: false } });
  });

  it('signs up, reads the profile, completes onboarding, refreshes and logs out', async () => {
    const short = await api('/api/auth/signup', { body: { email: 'new@example.com', password: '12345' } });
    expect(short).toMatchObject({ status: 400, body: { error: 'Password must be at least 6 characters' } });

    const signup = await api('/api/auth/signup', { body: { email: 'new@example.com', password: 'tenant-secret-1', displayName: 'Nia New' } });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ expiresIn: 900, user: { email: 'new@example.com', displayName: 'Nia New', photoURL: '', role: 'owner', onboardingCompleted: false } });
    expect(Object.keys(signup.body.user).filter((k) => k.startsWith('_'))).toEqual([]);
    const token = signup.body.accessToken as string;

    expect((await api('/api/auth/signup', { body: { email: 'NEW@example.com', password: 'tenant-secret-1' } })).status).toBe(409);

    const profile = await api('/api/getUserProfile', { token });
    expect(profile.body.subscription).toEqual({
      plan: 'trial',
      status: 'active',
      startDate: expect.any(String),
      endDate: expect.any(String),
      callMinutesIncluded: 60,
      callMinutesUsed: 0,
      maxAgents: 1,
      maxPhones: 1,
    });

    const bad = await api('/api/completeOnboarding', { token, body: { companyName: 'Acme', industry: 'landlord', timezone: 'America/New_York', propertyCount: 'many' } });
    expect(bad).toMatchObject({ status: 400, body: { error: 'Property count must be a number of at least 1' } });
    const done = await api('/api/completeOnboarding', { token, body: { companyName: 'Acme Rentals', industry: 'landlord', timezone: 'America/Denver', propertyCount: '4' } });
    expect(done.body).toMatchObject({ companyName: 'Acme Rentals', onboardingCompleted: true, propertyCount: 4, timezone: 'America/Denver' });

    const refreshed = await api('/api/auth/refresh', { body: { refreshToken: signup.body.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await api('/api/auth/refresh', { body: { refreshToken: signup.body.refreshToken } })).status).toBe(401);
    expect((await api('/api/auth/logout', { body: { refreshToken: refreshed.body.refreshToken } })).status).toBe(200);
    expect((await api('/api/auth/refresh', { body: { refreshToken: refreshed.body.refreshToken } })).status).toBe(401);
  });

  it('logs in with the right password and answers 401 with a JSON error otherwise', async () => {
    await api('/api/auth/signup', { body: { email: 'login@example.com', password: 'tenant-secret-1' } });
    expect((await api('/api/auth/login', { body: { email: 'login@example.com', password: 'tenant-secret-1' } })).status).toBe(200);
    expect(await api('/api/auth/login', { body: { email: 'login@example.com', password: 'nope-nope' } })).toMatchObject({
      status: 401,
      body: { error: 'Invalid email or password' },
    });
  });

  it('guards protected routes with the bearer token', async () => {
    expect(await api('/api/getUserProfile')).toMatchObject({ status: 401, body: { error: expect.any(String) } });
    expect((await api('/api/getUserProfile', { token: 'garbage' })).status).toBe(401);
    expect((await api('/api/completeOnboarding', { body: {} })).status).toBe(401);
    expect((await api('/api/fixUserDocument', { method: 'POST' })).status).toBe(401);
  });

  it('answers forgot-password the same whether or not the account exists', async () => {
    expect(await api('/api/auth/forgot-password', { body: { email: 'login@example.com' } })).toMatchObject({ status: 200, body: { ok: true } });
    expect(await api('/api/auth/forgot-password', { body: { email: 'ghost@example.com' } })).toMatchObject({ status: 200, body: { ok: true } });
    expect((await api('/api/auth/forgot-password', { body: { email: 'not an email' } })).status).toBe(400);
  });

  it('rejects malformed JSON and unknown API routes with JSON errors', async () => {
    expect(await api('/api/auth/login', { raw: '{"email":' })).toMatchObject({ status: 400, body: { error: 'Request body is not valid JSON' } });
    expect(await api('/api/nope')).toMatchObject({ status: 404, body: { error: 'Not found' } });
  });

  it('takes waitlist entries, requires name, email and phone, and rate-limits each client', async () => {
    expect(await api('/api/joinWaitlist', { body: { name: 'Ann', email: 'ann@example.com' } })).toMatchObject({
      status: 400,
      body: { error: 'Please fill in all required fields.' },
    });
    expect(await api('/api/joinWaitlist', { body: { name: 'Ann', company: 'Acme', email: 'ann@example.com', phone: '+14155550100' } })).toMatchObject({
      status: 201,
      body: { ok: true },
    });
    await api('/api/joinWaitlist', { body: { name: 'Ann', email: 'ann@example.com', phone: '1' } });
    const limited = await api('/api/joinWaitlist', { body: { name: 'Ann', email: 'ann@example.com', phone: '1' } });
    expect(limited.status).toBe(429);
    expect(limited.body).toHaveProperty('error');
  });

  it('serves the web app for client-side routes', async () => {
    const page = await api('/dashboard');
    expect([200, 503]).toContain(page.status);
  });
});

describe('targets', () => {
  it('selects all, one or several services, and refuses unknown names', () => {
    expect(selectModules('all').map((m) => m.name)).toEqual(['identity', 'agent', 'telephony', 'recording', 'conversation', 'billing', 'notification', 'gateway']);
    expect(selectModules('agent').map((m) => m.name)).toEqual(['agent']);
    expect(selectModules('gateway, identity').map((m) => m.name)).toEqual(['identity', 'gateway']);
    expect(() => selectModules('agents')).toThrow(/unknown target agents/);
  });

  it('starts each module after the ones it depends on, and refuses a dependency on no module or a cycle', () => {
    const mod = (name: string, dependsOn: string[]) => ({ name, dependsOn, start: () => Promise.reject(new Error('not started')) }) as unknown as ServiceModule;
    const names = (modules: ServiceModule[]) => modules.map((m) => m.name);
    expect(names(startOrder([mod('gateway', ['agent', 'identity']), mod('agent', ['identity']), mod('identity', [])]))).toEqual(['identity', 'agent', 'gateway']);
    // A dependency that runs in another process is no reason to wait.
    expect(names(startOrder([mod('agent', ['identity'])], ['agent', 'identity']))).toEqual(['agent']);
    expect(() => startOrder([mod('agent', ['identiy'])])).toThrow('Invalid module graph: agent depends on identiy, which is no module');
    expect(() => startOrder([mod('billing', ['telephony']), mod('telephony', ['billing'])])).toThrow('Invalid module graph: billing → telephony → billing is a cycle');
    for (const module of selectModules('all')) {
      const before = names(selectModules('all')).slice(0, names(selectModules('all')).indexOf(module.name));
      expect(module.dependsOn.filter((dep) => !before.includes(dep))).toEqual([]);
    }
  });
});
