import { randomUUID } from 'node:crypto';
import { AppError, conflict, invalid, notFound, unauthenticated, z, type Logger, type Outbox, type Queryable } from '@landline/platform';
import { DEFAULT_COUNTRY, PHONE_INVALID_MESSAGE, toE164 } from '@landline/platform/phone';
import type { User } from '@landline/proto/generated/landline/identity/v1/User';
import type { Subscription } from '@landline/proto/generated/landline/identity/v1/Subscription';
import type { IdentityStore, NewSubscription, UserRow } from './store';
import type { IdentityProvider, Tokens } from './providers/provider';
import { onboardingCompletedEvent, userRegisteredEvent } from './events';
import { isCommonPassword } from './passwords';

/** The trial, and the fallback profile created during onboarding. */
const TRIAL = { plan: 'trial', days: 7, callMinutesIncluded: 60, maxAgents: 1, maxPhones: 1 } as const;
const FALLBACK_MAX_AGENTS = 2;
export const RESET_LINKS_PER_HOUR = 5;

const INDUSTRIES = ['property_management', 'landlord'] as const;
export const TIMEZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix', 'America/Anchorage', 'Pacific/Honolulu'] as const;

export const MESSAGES = {
  credentialsRequired: 'Email and password are required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordBlank: 'Password cannot be only spaces',
  passwordCommon: 'This password is too common and easy to guess. Please choose another one.',
  emailTaken: 'An account with this email already exists',
  waitlistRequired: 'Please fill in all required fields.',
  invalidPhone: PHONE_INVALID_MESSAGE,
  companyRequired: 'Company name is required',
  industry: 'Industry must be property_management or landlord',
  timezone: `Timezone must be one of ${TIMEZONES.join(', ')}`,
  propertyCount: 'Property count must be a number of at least 1',
} as const;

// The email format is a check after the trim (z.email() on its own would test the untrimmed text).
const email = z
  .string()
  .trim()
  .min(1, MESSAGES.credentialsRequired)
  .check(z.email({ error: MESSAGES.invalidEmail }))
  .max(254, MESSAGES.invalidEmail);
/** The spec's minimum length and message first, then what any attacker would try first. */
const newPassword = z
  .string()
  .min(1, MESSAGES.credentialsRequired)
  .min(6, MESSAGES.passwordTooShort)
  .max(256, 'Password is too long')
  .refine((p) => p.trim() !== '', MESSAGES.passwordBlank)
  .refine((p) => !isCommonPassword(p), MESSAGES.passwordCommon);
const credentials = z.object({ email, password: newPassword });
const signUpInput = credentials.extend({ displayName: z.string().trim().max(120).default('') });
const onboardingInput = z.object({
  companyName: z.string().trim().min(1, MESSAGES.companyRequired).max(200, 'Company name is too long'),
  industry: z.enum(INDUSTRIES, { error: MESSAGES.industry }),
  timezone: z.enum(TIMEZONES, { error: MESSAGES.timezone }),
  propertyCount: z.number({ error: MESSAGES.propertyCount }).int(MESSAGES.propertyCount).min(1, MESSAGES.propertyCount).max(1_000_000, MESSAGES.propertyCount).nullish(),
});
const waitlistInput = z.object({
  name: z.string().trim().min(1, MESSAGES.waitlistRequired).max(200),
  company: z.string().trim().max(200).default(''),
  email: z
    .string()
    .trim()
    .min(1, MESSAGES.waitlistRequired)
    .check(z.email({ error: MESSAGES.invalidEmail }))
    .max(254),
  phone: z
    .string()
    .trim()
    .min(1, MESSAGES.waitlistRequired)
    .max(40, MESSAGES.invalidPhone)
    .transform((typed, ctx) => {
      const e164 = toE164(typed, DEFAULT_COUNTRY);
      if (!e164) ctx.addIssue({ code: 'custom', message: MESSAGES.invalidPhone });
      return e164 ?? z.NEVER;
    }),
});

/** Validates with zod and turns the first problem into a 400 carrying the spec's message. */
export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  // Missing required fields outrank format problems, so the spec's message shows first.
  const issues = result.error.issues;
  const required = issues.find((i) => i.message === MESSAGES.credentialsRequired || i.message === MESSAGES.waitlistRequired);
  throw invalid((required ?? issues[0])?.message ?? 'Invalid request');
}

function trialSubscription(start: Date, fallback = false): NewSubscription {
  return {
    plan: TRIAL.plan,
    status: 'active',
    startDate: start,
    endDate: new Date(start.getTime() + TRIAL.days * 24 * 60 * 60 * 1000),
    callMinutesIncluded: TRIAL.callMinutesIncluded,
    maxAgents: fallback ? FALLBACK_MAX_AGENTS : TRIAL.maxAgents,
    maxPhones: fallback ? null : TRIAL.maxPhones,
  };
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : '');

/** The user document as the API shows it. */
function toUser(row: UserRow): User {
  return {
    userId: row.user_id,
    email: row.email,
    displayName: row.display_name,
    companyName: row.company_name,
    photoUrl: row.photo_url,
    role: row.role,
    onboardingCompleted: row.onboarding_completed,
    createdAt: iso(row.created_at),
    lastLogin: iso(row.last_login),
    industry: row.industry,
    timezone: row.timezone,
    propertyCount: row.property_count ?? undefined,
    subscription: row.plan
      ? {
          plan: row.plan,
          status: row.status ?? 'active',
          startDate: iso(row.start_date),
          endDate: iso(row.end_date),
          callMinutesIncluded: row.call_minutes_included ?? TRIAL.callMinutesIncluded,
          callMinutesUsed: row.call_minutes_used ?? 0,
          maxAgents: row.max_agents ?? TRIAL.maxAgents,
          maxPhones: row.max_phones ?? undefined,
        }
      : undefined,
  };
}

/**
 * Billing, as far as identity cares: the minutes used and the state they give these terms (billing owns
 * the usage and the trial's expiry rule; identity owns the terms). undefined when billing cannot say.
 */
export interface UsageSource {
  usage(userId: string, terms: Subscription, timezone: string): Promise<{ callMinutesUsed: number; status: string; expiredReason: string } | undefined>;
}

export interface Actor {
  userId: string;
  email: string;
  displayName: string;
  photoUrl: string;
}

/** The identity service's rules: accounts, the user document, onboarding and the waitlist. */
export class Accounts {
  constructor(
    private readonly store: IdentityStore,
    private readonly provider: IdentityProvider,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
    private readonly usage?: UsageSource,
  ) {}

  private get db() {
    return this.store.db;
  }

  /**
   * The user document with billing's figures: callMinutesUsed, and status 'expired' with expiredReason
   * when the trial is over. The minutes are kept as the last known figure, shown when billing is down.
   */
  private async withUsage(row: UserRow): Promise<User> {
    const user = toUser(row);
    const s = user.subscription;
    if (!s || !this.usage) return user;
    const u = await this.usage.usage(row.user_id, { ...s }, row.timezone);
    if (!u) return user;
    s.callMinutesUsed = u.callMinutesUsed;
    if (u.status === 'expired') {
      s.status = 'expired';
      s.expiredReason = u.expiredReason;
    }
    if (row.call_minutes_used !== u.callMinutesUsed) {
      await this.store.cacheMinutesUsed(this.db, row.user_id, u.callMinutesUsed).catch((err: unknown) => this.logger.warn({ err }, 'could not keep the minutes used'));
    }
    return user;
  }

  /** Creates the user document with a fresh trial, once; publishes UserRegistered with it. */
  private async createUserDocument(q: Queryable, actor: Actor, fallback = false): Promise<boolean> {
    const created = await this.store.insertUser(q, { userId: actor.userId, email: actor.email, displayName: actor.displayName, photoUrl: actor.photoUrl });
    if (!created) return false;
    const subscription = trialSubscription(new Date(), fallback);
    await this.store.upsertSubscription(q, actor.userId, subscription);
    await this.outbox.add(q, userRegisteredEvent(actor, subscription));
    return true;
  }

  async signUp(input: unknown): Promise<Tokens & { user: User }> {
    const { email, password, displayName } = parse(signUpInput, input);
    if (await this.store.findUserByEmail(this.db, email)) throw conflict(MESSAGES.emailTaken);
    await this.provider.register({ email, password, displayName }, (q, userId) => this.createUserDocument(q, { userId, email, displayName, photoUrl: '' }).then(() => undefined));
    this.outbox.kick();
    return this.login({ email, password });
  }

  async login(input: unknown): Promise<Tokens & { user: User }> {
    const { email, password } = parse(credentials.extend({ password: z.string().min(1, MESSAGES.credentialsRequired).max(256) }), input);
    const tokens = await this.provider.login(email, password);
    return { ...tokens, user: await this.ensureSignedIn({ userId: tokens.userId, email, displayName: '', photoUrl: '' }) };
  }

  async refresh(refreshToken: string): Promise<Tokens & { user: User }> {
    if (!refreshToken) throw invalid('refreshToken is required');
    const tokens = await this.provider.refresh(refreshToken);
    const row = await this.store.findUserById(this.db, tokens.userId);
    if (!row) throw new AppError('unauthenticated', 'Session expired. Please sign in again.');
    return { ...tokens, user: await this.withUsage(row) };
  }

  /** Signing out ends every session of the account, including access tokens already issued. */
  async logout(refreshToken: string): Promise<void> {
    if (!refreshToken) return;
    const userId = await this.provider.logout(refreshToken);
    if (userId) await this.store.endSessions(this.db, userId);
  }

  /** When the account's sessions were last ended (logout, password reset): older access tokens are refused. */
  async tokensValidAfter(userId: string): Promise<Date | undefined> {
    if (!userId) return undefined;
    const [ended, changed] = await Promise.all([this.store.tokensValidAfter(this.db, userId), this.passwordChangedAt(userId)]);
    return ended && changed ? (ended > changed ? ended : changed) : (ended ?? changed);
  }

  /** A password set at the provider (Keycloak's reset pages) ends the sessions before it, as a reset here does. */
  private async passwordChangedAt(userId: string): Promise<Date | undefined> {
    try {
      return await this.provider.passwordChangedAt?.(userId);
    } catch (err) {
      this.logger.warn({ err }, 'could not read when the password was last set');
      return undefined;
    }
  }

  /**
   * Always succeeds for a well-formed email, so nobody can probe which accounts exist; an account is sent
   * at most RESET_LINKS_PER_HOUR links, so nobody can flood a mailbox with them.
   */
  async forgotPassword(input: unknown): Promise<void> {
    const { email: address } = parse(z.object({ email }), input);
    const row = await this.store.findUserByEmail(this.db, address);
    if (!row) return;
    const sent = await this.store.countPasswordResetsSince(this.db, row.user_id, new Date(Date.now() - 3_600_000));
    if (sent >= RESET_LINKS_PER_HOUR) {
      this.logger.warn({ userId: row.user_id }, 'password reset refused: hourly limit for the account reached');
      return;
    }
    await this.provider.sendPasswordReset(row.user_id, row.email).catch((err: unknown) => this.logger.error({ err }, 'password reset email failed'));
  }

  async resetPassword(input: unknown): Promise<void> {
    const { token, password } = parse(z.object({ token: z.string().min(1, 'The reset link is invalid or has expired'), password: newPassword }), input);
    await this.provider.resetPassword(token, password);
  }

  /** Reads the user document, creating it on first sight (a first Google login), and records the sign-in. */
  private async ensureSignedIn(actor: Actor): Promise<User> {
    await this.db.tx(async (q) => {
      if (!(await this.createUserDocument(q, actor))) await this.store.touchLastLogin(q, actor.userId);
    });
    this.outbox.kick();
    return this.profile(actor);
  }

  async profile(actor: Actor): Promise<User> {
    let row = await this.store.findUserById(this.db, actor.userId);
    if (!row) {
      // A deleted account's leftover token must not bring its user document back.
      if (await this.store.isDeleted(this.db, actor.userId)) throw unauthenticated('This account was deleted');
      await this.db.tx((q) => this.createUserDocument(q, actor));
      this.outbox.kick();
      row = await this.store.findUserById(this.db, actor.userId);
    } else if ((!row.display_name && actor.displayName) || (!row.photo_url && actor.photoUrl)) {
      await this.store.fillProfileGaps(this.db, actor.userId, actor.displayName, actor.photoUrl);
      row = await this.store.findUserById(this.db, actor.userId);
    }
    if (!row) throw notFound('User not found');
    return this.withUsage(row);
  }

  /** Repairs a missing subscription or end date (spec: fixUserDocument). */
  async fixUserDocument(actor: Actor): Promise<User> {
    const row = await this.store.findUserById(this.db, actor.userId);
    if (row && (!row.plan || !row.end_date)) {
      await this.store.upsertSubscription(this.db, actor.userId, trialSubscription(row.start_date ?? row.created_at));
    }
    return this.profile(actor);
  }

  async completeOnboarding(actor: Actor, input: unknown): Promise<User> {
    const data = parse(onboardingInput, input);
    await this.db.tx(async (q) => {
      // The spec's fallback: a user document created here allows 2 agents and no phone cap.
      await this.createUserDocument(q, actor, true);
      await this.store.completeOnboarding(q, actor.userId, { ...data, propertyCount: data.propertyCount ?? null });
      await this.outbox.add(q, onboardingCompletedEvent(actor.userId, data.companyName, data.timezone));
    });
    this.outbox.kick();
    return this.profile(actor);
  }

  async joinWaitlist(input: unknown): Promise<void> {
    const entry = parse(waitlistInput, input);
    await this.store.insertWaitlist(this.db, { id: randomUUID(), ...entry });
  }

  async subscription(userId: string) {
    const row = await this.store.findUserById(this.db, userId);
    if (!row) throw notFound('User not found');
    return (await this.withUsage(row)).subscription;
  }
}
