import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, openDatabase, Outbox, type Db } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import { Accounts, MESSAGES, RESET_LINKS_PER_HOUR, TIMEZONES } from '../src/accounts';
import { identityStore, type IdentityStore } from '../src/store';
import { createEmbeddedProvider } from '../src/providers/embedded';
import { MAIL_ATTEMPTS, MailDelivery } from '../src/mail';
import { SendError, type Mailer } from '@landline/platform/mail';
import os from 'node:os';
import fs from 'node:fs';
import { recordingBus, rejection, defined } from '@landline/platform/testing';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
const logger = createLogger({ level: 'silent' });

/** Collects what the outbox relays, so tests can read the events. */
describe('identity: accounts, the user document, onboarding and the waitlist', () => {
  let db: Db;
  let store: IdentityStore;
  let accounts: Accounts;
  let outbox: Outbox;
  let bus: ReturnType<typeof recordingBus>;
  let n = 0;
  const email = () => `owner${++n}@example.com`;

  beforeAll(async () => {
    db = await openDatabase({ url: process.env.TEST_DATABASE_URL, schema: `identity_${process.pid}`, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'identity-')) });
    await migrate(db, migrations);
    await Outbox.prepare(db);
    store = identityStore(db);
    bus = recordingBus();
    outbox = new Outbox(db, bus, 'identity', logger);
    accounts = new Accounts(store, await createEmbeddedProvider(store, 'http://localhost:8080', logger), outbox, logger);
  });
  afterAll(async () => {
    await outbox.stop();
    if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
    await db.close();
  });

  it('signs up an owner with the spec trial: 7 days, 60 minutes, 1 agent, 1 phone, not onboarded', async () => {
    const address = email();
    const before = Date.now();
    const session = await accounts.signUp({ email: address, password: 'tenant-secret-1', displayName: 'Pat Owner' });
    expect(session.accessToken).toBeTruthy();
    expect(session.refreshToken).toBeTruthy();
    expect(session.expiresIn).toBe(900);
    const user = session.user;
    expect(user).toMatchObject({ email: address, displayName: 'Pat Owner', role: 'owner', onboardingCompleted: false, companyName: '' });
    const s = user.subscription!;
    expect(s).toMatchObject({ plan: 'trial', status: 'active', callMinutesIncluded: 60, callMinutesUsed: 0, maxAgents: 1, maxPhones: 1 });
    const start = Date.parse(s.startDate as string);
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(s.endDate as string) - start).toBe(7 * 24 * 3600 * 1000);
    expect(Date.parse(user.createdAt as string)).toBeGreaterThan(0);
    expect(Date.parse(user.lastLogin as string)).toBeGreaterThan(0);
  });

  it('publishes UserRegistered through the outbox, once per account', async () => {
    const address = email();
    await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    await accounts.login({ email: address, password: 'tenant-secret-1' });
    await outbox.flush();
    const events = bus.published
      .filter((m) => m.topic === TOPICS.UserRegistered)
      .map((m) => decodeEvent('UserRegistered', m.value))
      .filter((e) => e.email === address);
    expect(events).toHaveLength(1);
    const event = defined(events[0], 'the UserRegistered event');
    expect(event.meta).toMatchObject({ type: 'UserRegistered', tenantId: event.userId });
    expect(event.meta!.eventId).toMatch(/[0-9a-f-]{36}/);
  });

  it('validates sign-up with the spec messages and changes nothing', async () => {
    expect((await rejection(accounts.signUp({ email: email(), password: '12345' }))).message).toBe('Password must be at least 6 characters');
    expect((await rejection(accounts.signUp({ email: '', password: '' }))).message).toBe(MESSAGES.credentialsRequired);
    expect((await rejection(accounts.signUp({ email: 'not-an-email', password: 'tenant-secret-1' }))).message).toBe(MESSAGES.invalidEmail);
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from users where email = 'not-an-email'`);
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const address = email();
    await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    const err = await rejection(accounts.signUp({ email: address.toUpperCase(), password: 'tenant-secret-1' }));
    expect(err.code).toBe('already_exists');
  });

  it('signs in with the right password only, and records the sign-in', async () => {
    const address = email();
    const first = await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    expect((await rejection(accounts.login({ email: address, password: 'wrong-password' }))).code).toBe('unauthenticated');
    expect((await rejection(accounts.login({ email: 'nobody@example.com', password: 'tenant-secret-1' }))).code).toBe('unauthenticated');
    await new Promise((r) => setTimeout(r, 10));
    const again = await accounts.login({ email: address, password: 'tenant-secret-1' });
    expect(Date.parse(again.user.lastLogin as string)).toBeGreaterThan(Date.parse(first.user.lastLogin as string));
  });

  it('rotates refresh tokens: each works once, and logout ends the session', async () => {
    const session = await accounts.signUp({ email: email(), password: 'tenant-secret-1' });
    const next = await accounts.refresh(session.refreshToken);
    expect(next.accessToken).toBeTruthy();
    expect((await rejection(accounts.refresh(session.refreshToken))).code).toBe('unauthenticated');
    await accounts.logout(next.refreshToken);
    expect((await rejection(accounts.refresh(next.refreshToken))).code).toBe('unauthenticated');
  });

  it('delivers the reset mail from its outbox, retries a failure and gives up on a refused address', async () => {
    const sent: Array<{ to: string; subject: string; text: string }> = [];
    const failures: Error[] = [new SendError('421 Try again later', false)];
    const mailer: Mailer = {
      kind: 'smtp',
      async send(m) {
        const failure = failures.shift();
        if (failure) throw failure;
        if (m.to.startsWith('refused')) throw new SendError('550 No such user', true);
        sent.push(m);
        return `<${sent.length}@test>`;
      },
      close() {},
    };
    const delivery = new MailDelivery(store, mailer, logger, 60_000);
    const address = email();
    await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    await accounts.forgotPassword({ email: address });
    delivery.wake();
    await delivery.idle();
    expect(sent).toEqual([]);
    await db.query(`update mail_outbox set claimed_until = now() - interval '1 second' where lower(recipient) = lower($1)`, [address]);
    delivery.wake();
    await delivery.idle();
    expect(sent).toEqual([expect.objectContaining({ to: address, subject: 'Reset your Landline password', text: expect.stringContaining('/reset-password?token=') })]);
    delivery.wake();
    await delivery.idle();
    expect(sent).toHaveLength(1);

    await db.query(`insert into mail_outbox (id, recipient, subject, body) values (gen_random_uuid(), 'refused@example.com', 's', 'b')`);
    delivery.wake();
    await delivery.idle();
    const { rows } = await db.query<{ attempts: number; error: string; sent_at: Date | null }>(
      `select attempts, error, sent_at from mail_outbox where recipient = 'refused@example.com'`,
    );
    expect(rows[0]).toMatchObject({ error: '550 No such user', sent_at: null });
    expect(rows[0]?.attempts).toBeGreaterThanOrEqual(MAIL_ATTEMPTS);
    await delivery.stop();
  });

  it('resets a password through the emailed single-use link', async () => {
    const address = email();
    const session = await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    await accounts.forgotPassword({ email: address });
    await accounts.forgotPassword({ email: 'unknown@example.com' });
    const mail = await store.latestMail(address);
    const token = mail!.body.match(/reset-password\?token=([\w-]+)/)![1];
    expect((await rejection(accounts.resetPassword({ token, password: '123' }))).message).toBe('Password must be at least 6 characters');
    await accounts.resetPassword({ token, password: 'brand-new' });
    expect((await rejection(accounts.resetPassword({ token, password: 'another1' }))).message).toBe('The reset link is invalid or has expired');
    expect((await rejection(accounts.login({ email: address, password: 'tenant-secret-1' }))).code).toBe('unauthenticated');
    await expect(accounts.login({ email: address, password: 'brand-new' })).resolves.toBeTruthy();
    // A reset signs out every existing session.
    expect((await rejection(accounts.refresh(session.refreshToken))).code).toBe('unauthenticated');
  });

  it('keeps only the newest reset link alive, and limits how many an account is sent', async () => {
    const address = email();
    await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    const link = async () => {
      await accounts.forgotPassword({ email: address });
      return (await store.latestMail(address))!.body.match(/reset-password\?token=([\w-]+)/)![1];
    };
    const older = await link();
    const newer = await link();
    expect(newer).not.toBe(older);
    expect((await rejection(accounts.resetPassword({ token: older, password: 'brand-new-1' }))).message).toBe('The reset link is invalid or has expired');
    // Completing a reset revokes the account's other links too.
    const third = await link();
    await accounts.resetPassword({ token: third, password: 'brand-new-2' });
    expect((await rejection(accounts.resetPassword({ token: newer, password: 'brand-new-3' }))).message).toBe('The reset link is invalid or has expired');

    // At most RESET_LINKS_PER_HOUR links an hour, however often it is asked (the answer stays the same).
    const before = await store.countPasswordResetsSince(db, (await store.findUserByEmail(db, address))!.user_id, new Date(0));
    for (let i = 0; i < RESET_LINKS_PER_HOUR + 3; i++) await accounts.forgotPassword({ email: address });
    const after = await store.countPasswordResetsSince(db, (await store.findUserByEmail(db, address))!.user_id, new Date(Date.now() - 3_600_000));
    expect(before).toBe(3);
    expect(after).toBe(RESET_LINKS_PER_HOUR);
  });

  it('ends every session on logout and reset: tokens issued before are refused, a new sign-in works at once', async () => {
    const address = email();
    const session = await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    const userId = session.user.userId!;
    expect(await accounts.tokensValidAfter(userId)).toBeUndefined();
    const other = await accounts.login({ email: address, password: 'tenant-secret-1' });
    await accounts.logout(session.refreshToken);
    const after = (await accounts.tokensValidAfter(userId))!.getTime();
    const issued = (token: string) => JSON.parse(Buffer.from(defined(token.split('.')[1], 'a JWT payload'), 'base64url').toString()).iat_ms as number;
    expect(issued(session.accessToken)).toBeLessThan(after);
    // Logout signs the account out everywhere: the other device's refresh token is gone too.
    expect((await rejection(accounts.refresh(other.refreshToken))).code).toBe('unauthenticated');
    const again = await accounts.login({ email: address, password: 'tenant-secret-1' });
    expect(issued(again.accessToken)).toBeGreaterThanOrEqual(after);
  });

  it('refuses the most common passwords and blank ones, keeping the spec minimum first', async () => {
    const tries: [string, string][] = [
      ['12345', MESSAGES.passwordTooShort],
      ['123456', MESSAGES.passwordCommon],
      ['password', MESSAGES.passwordCommon],
      ['Qwerty123', MESSAGES.passwordCommon],
      ['iloveyou', MESSAGES.passwordCommon],
      ['      ', MESSAGES.passwordBlank],
    ];
    for (const [password, message] of tries) {
      expect((await rejection(accounts.signUp({ email: email(), password }))).message).toBe(message);
    }
    const address = email();
    await accounts.signUp({ email: address, password: 'tenant-secret-1' });
    await accounts.forgotPassword({ email: address });
    const token = (await store.latestMail(address))!.body.match(/reset-password\?token=([\w-]+)/)![1];
    expect((await rejection(accounts.resetPassword({ token, password: 'letmein' }))).message).toBe(MESSAGES.passwordCommon);
    // Signing in with an existing password is never judged: only new passwords are.
    await expect(accounts.login({ email: address, password: 'tenant-secret-1' })).resolves.toBeTruthy();
  });

  it('completes onboarding with the spec validation', async () => {
    const { user } = await accounts.signUp({ email: email(), password: 'tenant-secret-1' });
    const actor = { userId: user.userId!, email: user.email!, displayName: '', photoUrl: '' };
    const base = { companyName: 'Acme Property Co', industry: 'property_management', timezone: 'America/New_York' };
    expect((await rejection(accounts.completeOnboarding(actor, { ...base, companyName: '  ' }))).message).toBe(MESSAGES.companyRequired);
    expect((await rejection(accounts.completeOnboarding(actor, { ...base, industry: 'retail' }))).message).toBe(MESSAGES.industry);
    expect((await rejection(accounts.completeOnboarding(actor, { ...base, timezone: 'Europe/London' }))).message).toBe(MESSAGES.timezone);
    expect((await rejection(accounts.completeOnboarding(actor, { ...base, propertyCount: 0 }))).message).toBe(MESSAGES.propertyCount);
    expect((await accounts.profile(actor)).onboardingCompleted).toBe(false);

    for (const timezone of TIMEZONES) await accounts.completeOnboarding(actor, { ...base, timezone });
    const done = await accounts.completeOnboarding(actor, { ...base, industry: 'landlord', propertyCount: 12 });
    expect(done).toMatchObject({ companyName: 'Acme Property Co', industry: 'landlord', timezone: 'America/New_York', propertyCount: 12, onboardingCompleted: true });
    expect(done.subscription).toMatchObject({ maxAgents: 1, maxPhones: 1 });
  });

  it('creates the user document on first sight (a first Google login), once', async () => {
    const actor = { userId: 'google-oauth-sub-1', email: 'g@example.com', displayName: 'Gina Google', photoUrl: 'https://example.com/g.png' };
    const [a, b] = await Promise.all([accounts.profile(actor), accounts.profile(actor)]);
    expect(a.userId).toBe(actor.userId);
    expect(b).toMatchObject({ displayName: 'Gina Google', photoUrl: 'https://example.com/g.png', role: 'owner', onboardingCompleted: false });
    expect(a.subscription).toMatchObject({ plan: 'trial', maxAgents: 1, maxPhones: 1 });
  });

  it('onboarding without a user document uses the fallback profile: 2 agents, no phone cap', async () => {
    const actor = { userId: 'fallback-user', email: 'fallback@example.com', displayName: '', photoUrl: '' };
    const user = await accounts.completeOnboarding(actor, { companyName: 'Fallback LLC', industry: 'landlord', timezone: 'Pacific/Honolulu' });
    expect(user.subscription).toMatchObject({ maxAgents: 2 });
    expect(user.subscription!.maxPhones).toBeUndefined();
  });

  it('repairs a missing subscription or end date', async () => {
    const { user } = await accounts.signUp({ email: email(), password: 'tenant-secret-1' });
    const actor = { userId: user.userId!, email: user.email!, displayName: '', photoUrl: '' };
    await db.query('update subscriptions set end_date = null where user_id = $1', [actor.userId]);
    expect((await accounts.profile(actor)).subscription!.endDate).toBe('');
    const fixed = await accounts.fixUserDocument(actor);
    expect(Date.parse(fixed.subscription!.endDate as string) - Date.parse(fixed.subscription!.startDate as string)).toBe(7 * 86_400_000);
    await db.query('delete from subscriptions where user_id = $1', [actor.userId]);
    expect((await accounts.fixUserDocument(actor)).subscription).toMatchObject({ plan: 'trial', maxAgents: 1 });
  });

  it('joins the waitlist with name, email and phone required', async () => {
    for (const missing of ['name', 'email', 'phone']) {
      const entry: Record<string, string> = { name: 'Ann', company: 'Acme', email: 'ann@example.com', phone: '+14155550199' };
      entry[missing] = '';
      expect((await rejection(accounts.joinWaitlist(entry))).message).toBe('Please fill in all required fields.');
    }
    await accounts.joinWaitlist({ name: 'Ann', email: 'ann@example.com', phone: '+14155550199' });
    const { rows } = await db.query<{ name: string; company: string }>(`select name, company from waitlist where email = 'ann@example.com'`);
    expect(rows).toEqual([{ name: 'Ann', company: '' }]);
  });

  it('takes waitlist phones the way people type them, stores them in E.164 and refuses what is no number', async () => {
    const join = (email: string, phone: unknown) => accounts.joinWaitlist({ name: 'Ann', email, phone });
    const stored = async (email: string) => (await db.query<{ phone: string }>(`select phone from waitlist where email = $1`, [email])).rows.map((r) => r.phone);
    const typed: [string, string][] = [
      ['(415) 555-0199', '+14155550199'],
      ['415.555.0199', '+14155550199'],
      ['+1 415 555 0199', '+14155550199'],
      ['001 415 555 0199', '+14155550199'],
      ['+52 55 1234 5678', '+525512345678'],
    ];
    for (const [i, [phone, e164]] of typed.entries()) {
      await join(`typed${i}@example.com`, phone);
      expect([phone, await stored(`typed${i}@example.com`)]).toEqual([phone, [e164]]);
    }
    for (const bad of ['12', '555-0199', 'call me', '+1 415 555 0199 ext 2', '4'.repeat(41)]) {
      const err = await rejection(join('bad@example.com', bad));
      expect({ bad, message: err.message, code: err.code }).toEqual({ bad, message: 'Please enter a valid phone number', code: 'invalid_argument' });
    }
    expect(await stored('bad@example.com')).toEqual([]);
    // a missing field still outranks a bad number
    expect((await rejection(accounts.joinWaitlist({ name: '', email: 'x@example.com', phone: '12' }))).message).toBe('Please fill in all required fields.');
  });
});
