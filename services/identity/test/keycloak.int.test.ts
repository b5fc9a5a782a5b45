import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { decodeJwt } from 'jose';
import { AppError, createLogger, createTokenVerifier, issuedAtMs, migrate, openDatabase, Outbox, type Db, type EventBus } from '@landline/platform';
import { defined } from '@landline/platform/testing';
import { Accounts } from '../src/accounts';
import { identityStore } from '../src/store';
import { createKeycloakProvider } from '../src/providers/keycloak';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const need = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not set: run through npm test, which starts scripts/infra`);
  return v;
};

/** Reads quoted-printable mail bodies well enough to find a link. */
const unQuote = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Follows Keycloak's reset link like a browser: proceed page, then the update-password form. */
async function completeReset(link: string, password: string): Promise<void> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers ?? {}), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const [k = '', ...v] = pair.split('=');
      cookies.set(k.trim(), v.join('='));
    }
    return res;
  };
  let url = link;
  for (let i = 0; i < 6; i++) {
    const res = await request(url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).toString();
      continue;
    }
    const html = (await res.text()).replace(/&amp;/g, '&');
    if (html.includes('password-new')) {
      const action = defined(/<form[^>]*action="([^"]+)"/.exec(html)?.[1], 'the update-password form');
      const done = await request(action, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'password-new': password, 'password-confirm': password }),
      });
      expect(done.status).toBeLessThan(500);
      return;
    }
    const proceed = html.match(/href="([^"]*action-token[^"]*)"/)?.[1];
    if (!proceed) throw new Error(`unexpected Keycloak page: ${html.slice(0, 300)}`);
    url = proceed;
  }
  throw new Error('did not reach the update-password form');
}

describe('identity with Keycloak: sign-up, login, refresh, logout and password reset', () => {
  const url = need('TEST_KEYCLOAK_URL');
  const settings = {
    url,
    realm: process.env.KEYCLOAK_REALM ?? 'landline',
    clientId: process.env.KEYCLOAK_CLIENT_ID ?? 'landline-backend',
    clientSecret: need('KEYCLOAK_CLIENT_SECRET'),
    webClientId: 'landline-web',
    publicUrl: 'http://localhost:8080',
  };
  let db: Db;
  let accounts: Accounts;
  let smtp: SMTPServer;
  const mails: { to: string; body: string }[] = [];

  beforeAll(async () => {
    db = await openDatabase({ url: need('TEST_DATABASE_URL'), schema: `identity_kc_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'kc-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    const store = identityStore(db);
    const bus: EventBus = { kind: 'embedded', publish: async () => undefined, subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };
    accounts = new Accounts(store, createKeycloakProvider(settings, db, logger), new Outbox(db, bus, 'identity', logger), logger);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body: unQuote(raw) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(Number(process.env.SMTP_PORT ?? 1025), '127.0.0.1', resolve);
    });
  });
  afterAll(async () => {
    await new Promise<void>((r) => smtp.close(() => r()));
    await db.exec(`drop schema if exists ${db.schema} cascade`);
    await db.close();
  });

  it('creates the Keycloak user and the user document; Keycloak tokens verify against the realm JWKS', async () => {
    const email = `kc-${randomUUID()}@example.com`;
    const session = await accounts.signUp({ email, password: 'tenant-secret-1', displayName: 'Kim Cloak' });
    expect(session.user).toMatchObject({ email, displayName: 'Kim Cloak', role: 'owner', onboardingCompleted: false, subscription: { plan: 'trial', maxAgents: 1, maxPhones: 1 } });
    const verify = createTokenVerifier({ jwksUrl: `${url}/realms/${settings.realm}/protocol/openid-connect/certs`, issuer: `${url}/realms/${settings.realm}` });
    const claims = await verify(session.accessToken);
    expect(claims.sub).toBe(session.user.userId);
    expect(claims.email).toBe(email);

    const dup = await accounts.signUp({ email, password: 'tenant-secret-1' }).catch((e: unknown) => e);
    expect((dup as AppError).code).toBe('already_exists');
  });

  it('logs in, refreshes, and logs out; bad passwords are refused', async () => {
    const email = `kc-${randomUUID()}@example.com`;
    await accounts.signUp({ email, password: 'tenant-secret-1' });
    expect(((await accounts.login({ email, password: 'wrong-pass' }).catch((e: unknown) => e)) as AppError).code).toBe('unauthenticated');
    const session = await accounts.login({ email, password: 'tenant-secret-1' });
    const refreshed = await accounts.refresh(session.refreshToken);
    expect(refreshed.user.email).toBe(email);
    await accounts.logout(refreshed.refreshToken);
    expect(((await accounts.refresh(refreshed.refreshToken).catch((e: unknown) => e)) as AppError).code).toBe('unauthenticated');
  });

  it('sends the reset email through Keycloak; the link sets a new password and ends the sessions before it', async () => {
    const email = `kc-${randomUUID()}@example.com`;
    const before = await accounts.signUp({ email, password: 'tenant-secret-1' });
    const userId = before.user.userId!;
    expect(issuedAtMs(decodeJwt(before.accessToken))).toBeGreaterThanOrEqual((await accounts.tokensValidAfter(userId))!.getTime());
    // Access tokens count from the end of their second: the reset comes in a later one.
    await new Promise((r) => setTimeout(r, 1_100));
    await accounts.forgotPassword({ email });
    const deadline = Date.now() + 20_000;
    while (!mails.some((m) => m.to === email) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const mail = mails.find((m) => m.to === email);
    expect(mail).toBeDefined();
    const link = mail!.body.match(/https?:\/\/[^\s"<>]+action-token[^\s"<>]+/)![0].replace(/&amp;/g, '&');
    await completeReset(link, 'reset-pass-2');
    // The gateway refuses access tokens issued before the reset, and the session's refresh token is over.
    const validAfter = (await accounts.tokensValidAfter(userId))!.getTime();
    expect(issuedAtMs(decodeJwt(before.accessToken))).toBeLessThan(validAfter);
    expect(((await accounts.refresh(before.refreshToken).catch((e: unknown) => e)) as AppError).code).toBe('unauthenticated');
    const after = await accounts.login({ email, password: 'reset-pass-2' });
    expect(after).toMatchObject({ user: { email } });
    expect(issuedAtMs(decodeJwt(after.accessToken))).toBeGreaterThanOrEqual(validAfter);
    await expect(accounts.refresh(after.refreshToken)).resolves.toMatchObject({ user: { email } });
    expect(((await accounts.login({ email, password: 'tenant-secret-1' }).catch((e: unknown) => e)) as AppError).code).toBe('unauthenticated');
  });
});
