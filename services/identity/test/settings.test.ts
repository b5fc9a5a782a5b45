import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, createLogger, migrate, openDatabase, Outbox, type Db, type EventBus } from '@landline/platform';
import { Accounts, MESSAGES, type Actor } from '../src/accounts';
import { AccountSettings, SETTINGS_MESSAGES } from '../src/settings';
import { identityStore } from '../src/store';
import { createEmbeddedProvider } from '../src/providers/embedded';
import { AUTH_MESSAGES } from '../src/providers/provider';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });
const silentBus: EventBus = { kind: 'embedded', publish: async () => undefined, subscribe: async () => ({ stop: async () => undefined }), close: async () => undefined };

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};

describe('identity: the account page (profile, password, upgrade request, deletion)', () => {
  let db: Db;
  let outbox: Outbox;
  let accounts: Accounts;
  let settings: AccountSettings;
  let n = 0;

  async function owner(password = 'tenant-secret-1'): Promise<Actor & { password: string }> {
    const email = `settings${++n}@example.com`;
    const session = await accounts.signUp({ email, password, displayName: 'Pat Owner' });
    return { userId: session.user.userId ?? '', email, displayName: 'Pat Owner', photoUrl: '', password };
  }

  beforeAll(async () => {
    db = await openDatabase({
      url: process.env.TEST_DATABASE_URL,
      schema: `identity_settings_${process.pid}`,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'identity-settings-')),
    });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    const store = identityStore(db);
    outbox = new Outbox(db, silentBus, 'identity', logger);
    const provider = await createEmbeddedProvider(store, 'http://localhost:8080', logger);
    accounts = new Accounts(store, provider, outbox, logger);
    settings = new AccountSettings(store, provider, (actor) => accounts.profile(actor), logger);
  });
  afterAll(async () => {
    await outbox.stop();
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('updates the name, company and time zone of the owner only', async () => {
    const pat = await owner();
    const other = await owner();
    const user = await settings.updateProfile(pat, { displayName: ' Pat Rivera ', companyName: 'Oak Lane Rentals', timezone: 'America/Denver' });
    expect(user).toMatchObject({ displayName: 'Pat Rivera', companyName: 'Oak Lane Rentals', timezone: 'America/Denver', email: pat.email });
    expect(await accounts.profile(other)).toMatchObject({ displayName: 'Pat Owner', companyName: '' });
  });

  it('refuses a blank name, a blank company and an unknown time zone', async () => {
    const pat = await owner();
    const ok = { displayName: 'Pat', companyName: 'Oak', timezone: 'America/Chicago' };
    expect((await failure(settings.updateProfile(pat, { ...ok, displayName: '  ' }))).message).toBe(SETTINGS_MESSAGES.nameRequired);
    expect((await failure(settings.updateProfile(pat, { ...ok, companyName: '' }))).message).toBe(MESSAGES.companyRequired);
    const zone = await failure(settings.updateProfile(pat, { ...ok, timezone: 'Mars/Olympus' }));
    expect([zone.code, zone.message]).toEqual(['invalid_argument', MESSAGES.timezone]);
  });

  it('changes the password after checking the current one, and ends every session', async () => {
    const pat = await owner();
    const wrong = await failure(settings.changePassword(pat, { currentPassword: 'not-it-at-all', newPassword: 'brand-new-secret' }));
    expect([wrong.code, wrong.message]).toEqual(['invalid_argument', AUTH_MESSAGES.wrongPassword]);
    expect((await failure(settings.changePassword(pat, { currentPassword: pat.password, newPassword: 'short' }))).message).toBe(MESSAGES.passwordTooShort);
    expect((await failure(settings.changePassword(pat, { currentPassword: pat.password, newPassword: 'password1' }))).message).toBe(MESSAGES.passwordCommon);
    expect((await failure(settings.changePassword(pat, { currentPassword: '', newPassword: 'brand-new-secret' }))).message).toBe(SETTINGS_MESSAGES.currentPasswordRequired);
    expect((await failure(settings.changePassword(pat, { currentPassword: pat.password, newPassword: pat.password }))).message).toBe(SETTINGS_MESSAGES.samePassword);

    const session = await accounts.login({ email: pat.email, password: pat.password });
    const before = Date.now();
    await settings.changePassword(pat, { currentPassword: pat.password, newPassword: 'brand-new-secret' });
    expect((await accounts.tokensValidAfter(pat.userId))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await failure(accounts.refresh(session.refreshToken))).code).toBe('unauthenticated');
    expect((await failure(accounts.login({ email: pat.email, password: pat.password }))).message).toBe(AUTH_MESSAGES.badCredentials);
    expect((await accounts.login({ email: pat.email, password: 'brand-new-secret' })).user.userId).toBe(pat.userId);
  });

  it('keeps one open upgrade request per owner, with the time it was received', async () => {
    const pat = await owner();
    const other = await owner();
    expect(await settings.upgradeRequest(pat)).toBeUndefined();
    const request = await settings.requestUpgrade(pat, { message: ' Need 5 agents ' });
    expect(request).toMatchObject({ plan: 'trial', message: 'Need 5 agents', status: 'open' });
    expect(Math.abs(Date.parse(request.createdAt as string) - Date.now())).toBeLessThan(60_000);
    const again = await failure(settings.requestUpgrade(pat, {}));
    expect([again.code, again.message]).toEqual(['already_exists', SETTINGS_MESSAGES.upgradeOpen]);
    expect(await settings.upgradeRequest(pat)).toEqual(request);
    expect(await settings.upgradeRequest(other)).toBeUndefined();
    expect((await failure(settings.requestUpgrade(other, { message: 'x'.repeat(1001) }))).message).toBe(SETTINGS_MESSAGES.messageTooLong);
  });

  it('deletes the account: no sign-in, no resurrection by an old token, the email free again, others untouched', async () => {
    const pat = await owner();
    const other = await owner();
    await settings.requestUpgrade(pat, {});
    const before = Date.now();
    await settings.deleteAccount(pat);
    expect((await failure(accounts.login({ email: pat.email, password: pat.password }))).message).toBe(AUTH_MESSAGES.badCredentials);
    expect((await failure(accounts.profile(pat))).code).toBe('unauthenticated');
    expect((await failure(settings.requestUpgrade(pat, {}))).code).toBe('unauthenticated');
    expect((await accounts.tokensValidAfter(pat.userId))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await accounts.profile(other)).toMatchObject({ email: other.email });
    const again = await accounts.signUp({ email: pat.email, password: 'another-secret-9' });
    expect(again.user.userId).not.toBe(pat.userId);
  });
});
