import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { NUL_MESSAGE } from '@landline/platform';
import { startLandline, type Landline } from '@landline/landline';

/** What an outside probe tried against `npm start`, kept as tests: each fails without its fix. */
describe('the HTTP surface holds against an outside probe', () => {
  let app: Landline | undefined;
  let dataDir: string;

  /** A raw request (fetch would fix up headers and bodies a probe sends as they are). */
  const raw = (route: string, o: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}) =>
    new Promise<{ status: number; text: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = request(`${app!.url}${route}`, { method: o.method ?? (o.body !== undefined ? 'POST' : 'GET'), headers: o.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString(), headers: res.headers }));
      });
      req.on('error', reject);
      req.end(o.body);
    });
  const json = (route: string, body: unknown, token?: string, method = 'POST') =>
    raw(route, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const signUp = async (email: string) =>
    JSON.parse((await json('/api/auth/signup', { email, password: 'tenant-secret-1' })).text) as { accessToken: string; refreshToken: string };

  /** Nothing a client sees may reveal how the server is built. */
  const expectNoInternals = (text: string) => {
    expect(text).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\/|\/tmp\/|ENOENT|<pre>|<!DOCTYPE/i);
    expect(text.length).toBeLessThan(200);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-security-'));
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
      NODE_ENV: 'development',
    });
  }, 60_000);
  afterAll(() => app?.stop());

  it('refuses a present but invalid bearer token with 401 on routes where sign-in is optional', async () => {
    const expired = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjoxfQ.c2ln';
    const routes: [string, string, unknown][] = [
      ['POST', '/api/saveWebTranscript', { agentId: 'a', transcript: [] }],
      ['POST', '/api/chat', { agentId: 'a', messages: [{ role: 'user', text: 'hi' }] }],
      ['PUT', '/api/recordings/some-id', {}],
    ];
    for (const [method, route, body] of routes) {
      for (const authorization of [`Bearer ${expired}`, 'Bearer ', 'Basic dXNlcjpwYXNz']) {
        const res = await raw(route, { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json', authorization } });
        expect([route, authorization, res.status]).toEqual([route, authorization, 401]);
        expect(JSON.parse(res.text)).toEqual({ error: 'Your session has expired. Please sign in again.' });
      }
    }
    // No header at all is still a visitor's demo.
    expect((await json('/api/chat', { agentId: 'nope', messages: [{ role: 'user', text: 'hi' }] })).status).not.toBe(401);
  });

  it('refuses access tokens issued before a logout or a password reset', async () => {
    const { accessToken, refreshToken } = await signUp('leaver@example.com');
    expect((await raw('/api/getUserProfile', { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(200);
    expect((await json('/api/auth/logout', { refreshToken })).status).toBe(200);
    expect((await raw('/api/getUserProfile', { headers: { authorization: `Bearer ${accessToken}` } })).status).toBe(401);
    const again = JSON.parse((await json('/api/auth/login', { email: 'leaver@example.com', password: 'tenant-secret-1' })).text) as { accessToken: string };
    expect((await raw('/api/getUserProfile', { headers: { authorization: `Bearer ${again.accessToken}` } })).status).toBe(200);
  });

  it('refuses common and blank passwords with a clear message', async () => {
    for (const password of ['123456', 'password', '      ']) {
      const res = await json('/api/auth/signup', { email: `weak${password.length}${password.trim()}@example.com`, password });
      expect(res.status).toBe(400);
      expect(JSON.parse(res.text).error).toMatch(/too common|only spaces/);
    }
  });

  it('answers undecodable bodies with the client error the parser found, as JSON under /api and short text elsewhere', async () => {
    const body = JSON.stringify({ name: 'A', email: 'a@example.com', phone: '1' });
    const apiCases: [Record<string, string>, Buffer | string, number][] = [
      [{ 'content-type': 'application/json', 'content-encoding': 'bogus' }, body, 415],
      [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }, Buffer.from('not gzip at all'), 400],
      [{ 'content-type': 'application/json; charset=latin1' }, body, 415],
      [{ 'content-type': 'application/json' }, '{"name": ', 400],
      [{ 'content-type': 'application/json' }, JSON.stringify({ name: 'x'.repeat(1_100_000) }), 413],
    ];
    for (const [headers, payload, status] of apiCases) {
      const res = await raw('/api/joinWaitlist', { headers, body: payload });
      expect([headers, res.status]).toEqual([headers, status]);
      expect(JSON.parse(res.text).error).toEqual(expect.any(String));
      expectNoInternals(res.text);
    }
    const form = 'CallSid=CA1&From=%2B15555550100';
    const twilioCases: [Record<string, string>, Buffer | string, number][] = [
      [{ 'content-type': 'application/x-www-form-urlencoded; charset=ebcdic' }, form, 415],
      [{ 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'bogus' }, form, 415],
      [{ 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' }, zlib.gzipSync(form).subarray(0, 12), 400],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, Array.from({ length: 400 }, (_, i) => `p${i}=1`).join('&'), 413],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, `Body=${'x'.repeat(70_000)}`, 413],
    ];
    for (const [headers, payload, status] of twilioCases) {
      const res = await raw('/twilio/voice', { headers, body: payload });
      expect([headers, res.status]).toEqual([headers, status]);
      expect(String(res.headers['content-type'])).toMatch(/^text\/plain/);
      expectNoInternals(res.text);
    }
  });

  it('serves static files without paths or stacks in errors', async () => {
    for (const route of ['/assets/nope.js', '/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/%c0%ae%c0%ae/x']) {
      const res = await raw(route);
      expect([route, res.status >= 500 && res.status !== 503]).toEqual([route, false]);
      expect(res.text).not.toContain('"workspaces"');
      if (res.status >= 400) expectNoInternals(res.text);
    }
    const post = await raw('/no-such-page', { method: 'POST', body: 'x' });
    expect(post.status).toBe(404);
    expectNoInternals(post.text);
  });

  it('refuses NUL characters at the edge with 400, and saves nothing', async () => {
    const nul = '\u0000';
    const cases: [string, unknown][] = [
      ['/api/joinWaitlist', { name: `A${nul}`, company: '', email: 'nul@example.com', phone: '5555550100' }],
      ['/api/auth/signup', { email: 'nul@example.com', password: `tenant${nul}secret`, displayName: 'N' }],
      ['/api/chat', { agentId: 'x', messages: [{ role: 'user', text: `hello${nul}` }] }],
      ['/api/saveWebTranscript', { agentId: 'x', transcript: [{ role: 'user', text: `a${nul}b` }] }],
    ];
    for (const [route, body] of cases) {
      const res = await json(route, body);
      expect([route, res.status, JSON.parse(res.text)]).toEqual([route, 400, { error: NUL_MESSAGE }]);
    }
    expect((await raw('/api/getAIEmployee?id=%00')).status).toBe(400);
    expect((await raw('/api/recordings/ab%00cd')).status).toBe(400);
    // The account was never created.
    expect((await json('/api/auth/login', { email: 'nul@example.com', password: 'tenant-secret' })).status).toBe(401);
  });

  it('keeps anonymous demo recordings small and stores nothing that is not audio', async () => {
    const demoId = () => `web-demo-sarah-${Date.now()}${Math.floor(Math.random() * 900 + 100)}`;
    const put = (callId: string, body: Buffer) => raw(`/api/recordings/${callId}`, { method: 'PUT', body, headers: { 'content-type': 'audio/webm' } });
    const big = await put(demoId(), Buffer.alloc(11 * 1024 * 1024));
    expect([big.status, JSON.parse(big.text)]).toEqual([413, { error: 'The recording is too large (the limit is 10 MB)' }]);
    const page = await put(demoId(), Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(30)));
    expect([page.status, JSON.parse(page.text)]).toEqual([400, { error: 'The recording is not WebM, MP4, MP3 or WAV audio' }]);
  });

  it('serves /metrics on the main port to this machine only', async () => {
    expect((await raw('/metrics')).text).toContain('landline_http_requests_total');
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && i.family === 'IPv4' && !i.internal);
    if (lan) {
      const res = await fetch(`http://${lan.address}:${app!.port}/metrics`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('landline_');
    }
  });

  it('sends browser hardening headers with the web app and the API', async () => {
    for (const route of ['/', '/dashboard', '/api/config']) {
      const { headers } = await raw(route);
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Served over plain http here: no HSTS, no upgrade of requests.
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(csp).not.toContain('upgrade-insecure-requests');
    }
  });
});

describe('METRICS_PORT', () => {
  it('moves /metrics to its own port, off the main one', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'landline-metrics-'));
    const app = await startLandline({
      ...process.env,
      PORT: '0',
      METRICS_PORT: '0',
      DATA_DIR: dataDir,
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
    });
    try {
      expect(app.metricsPort).toEqual(expect.any(Number));
      const metrics = await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`);
      expect(await metrics.text()).toContain('landline_outbox_pending');
      // The main port has no /metrics (the web app's page, or its not-built notice, answers instead).
      expect(await (await fetch(`${app.url}/metrics`)).text()).not.toContain('landline_');
      expect((await fetch(`http://127.0.0.1:${app.metricsPort}/api/config`)).status).toBe(404);
    } finally {
      await app.stop();
    }
  }, 60_000);
});
