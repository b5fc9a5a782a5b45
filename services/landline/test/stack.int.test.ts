import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { decodeEvent, TOPICS } from '@landline/proto';
// @ts-expect-error plain ESM script without types
import { startServices } from '../../../scripts/stack.mjs';

/** `npm run stack` as the tests run it: each service its own process, real Postgres, Kafka and Keycloak. */
describe('full stack: one process per service', () => {
  let stack: { url: string; ports: { http: Record<string, number> }; stop(): Promise<void> };
  const required = ['KAFKA_BROKERS', 'KEYCLOAK_URL', 'KEYCLOAK_CLIENT_SECRET', 'DATABASE_URL_BASE'];

  beforeAll(async () => {
    const missing = required.filter((name) => !process.env[name]);
    if (missing.length) throw new Error(`${missing.join(', ')} not set: run through npm test, which starts scripts/infra`);
    stack = await startServices(process.env, { logDir: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-stack-')), extraEnv: { LOG_LEVEL: 'warn' } });
  }, 240_000);
  afterAll(() => stack?.stop(), 60_000);

  const api = async (route: string, body?: unknown, token?: string) => {
    const res = await fetch(`${stack.url}${route}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any };
  };

  it('every service process is ready and serves its own metrics', async () => {
    for (const [name, port] of Object.entries(stack.ports.http)) {
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
      const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      expect(metrics).toContain('landline_process_cpu_seconds_total');
      if (name === 'gateway') expect(metrics).toContain('landline_http_requests_total');
    }
  });

  it('signs up through Keycloak, is sent to onboarding, completes the company step, and the event reaches Kafka', async () => {
    expect((await api('/api/config')).body.auth.provider).toBe('keycloak');
    const email = `stack-${randomUUID()}@example.com`;
    const signup = await api('/api/auth/signup', { email, password: 'tenant-secret-1', displayName: 'Stack Owner' });
    expect(signup.status).toBe(201);
    const token = signup.body.accessToken as string;
    const profile = await api('/api/getUserProfile', undefined, token);
    expect(profile.body).toMatchObject({ email, onboardingCompleted: false, role: 'owner', subscription: { plan: 'trial', maxAgents: 1 } });

    const done = await api('/api/completeOnboarding', { companyName: 'Stack Properties', industry: 'property_management', timezone: 'America/Phoenix' }, token);
    expect(done.body).toMatchObject({ companyName: 'Stack Properties', onboardingCompleted: true });

    const login = await api('/api/auth/login', { email, password: 'tenant-secret-1' });
    expect(login.status).toBe(200);
    expect((await api('/api/auth/login', { email, password: 'wrong-one' })).status).toBe(401);
    expect((await api('/api/getUserProfile', undefined, login.body.accessToken)).body.companyName).toBe('Stack Properties');

    const kafka = new Kafka({ brokers: process.env.KAFKA_BROKERS!.split(','), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `stack-test-${randomUUID()}` });
    await consumer.connect();
    await consumer.subscribe({ topics: [TOPICS.UserRegistered], fromBeginning: true });
    const found = await new Promise<ReturnType<typeof decodeEvent<'UserRegistered'>>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('UserRegistered not seen on Kafka')), 60_000);
      void consumer.run({
        eachMessage: async ({ message }) => {
          const event = decodeEvent('UserRegistered', message.value!);
          if (event.email === email) {
            clearTimeout(timer);
            resolve(event);
          }
        },
      });
    });
    await consumer.disconnect();
    expect(found.meta).toMatchObject({ type: 'UserRegistered', tenantId: signup.body.user.userId });
  });
});
