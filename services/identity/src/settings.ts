import { randomUUID } from 'node:crypto';
import { conflict, notFound, unauthenticated, z, type Logger } from '@landline/platform';
import type { User } from '@landline/proto/generated/landline/identity/v1/User';
import type { UpgradeRequest } from '@landline/proto/generated/landline/identity/v1/UpgradeRequest';
import type { IdentityProvider } from './providers/provider';
import type { IdentityStore, UpgradeRequestRow } from './store';
import { MESSAGES, TIMEZONES, parse, type Actor } from './accounts';
import { isCommonPassword } from './passwords';

export const SETTINGS_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  currentPasswordRequired: 'Current password is required',
  samePassword: 'The new password must be different from the current one',
  upgradeOpen: 'You already have an open upgrade request. We will be in touch soon.',
  messageTooLong: 'Message must be at most 1000 characters',
  accountDeleted: 'This account was deleted',
} as const;

const profileInput = z.object({
  displayName: z.string().trim().min(1, SETTINGS_MESSAGES.nameRequired).max(120, SETTINGS_MESSAGES.nameTooLong),
  companyName: z.string().trim().min(1, MESSAGES.companyRequired).max(200, 'Company name is too long'),
  timezone: z.enum(TIMEZONES, { error: MESSAGES.timezone }),
});

/** The sign-up rules for a new password, with the spec's message for a short one. */
const passwordChangeInput = z
  .object({
    currentPassword: z.string().min(1, SETTINGS_MESSAGES.currentPasswordRequired).max(256),
    newPassword: z
      .string()
      .min(6, MESSAGES.passwordTooShort)
      .max(256, 'Password is too long')
      .refine((p) => p.trim() !== '', MESSAGES.passwordBlank)
      .refine((p) => !isCommonPassword(p), MESSAGES.passwordCommon),
  })
  .refine((p) => p.currentPassword !== p.newPassword, { error: SETTINGS_MESSAGES.samePassword });

const upgradeInput = z.object({ message: z.string().trim().max(1000, SETTINGS_MESSAGES.messageTooLong).default('') });

function toUpgradeRequest(row: UpgradeRequestRow): UpgradeRequest {
  return { id: row.id, plan: row.plan, message: row.message, createdAt: new Date(row.created_at).toISOString(), status: row.closed_at ? 'closed' : 'open' };
}

/** The account page's rules: the owner's own details, password, upgrade request and deletion. */
export class AccountSettings {
  constructor(
    private readonly store: IdentityStore,
    private readonly provider: IdentityProvider,
    private readonly profile: (actor: Actor) => Promise<User>,
    private readonly logger: Logger,
  ) {}

  private get db() {
    return this.store.db;
  }

  async updateProfile(actor: Actor, input: unknown): Promise<User> {
    const data = parse(profileInput, input);
    await this.existing(actor.userId);
    await this.store.updateProfile(this.db, actor.userId, data);
    return this.profile(actor);
  }

  async changePassword(actor: Actor, input: unknown): Promise<void> {
    const { currentPassword, newPassword } = parse(passwordChangeInput, input);
    const row = await this.existing(actor.userId);
    await this.provider.changePassword({ userId: row.user_id, email: row.email }, currentPassword, newPassword);
    await this.store.endSessions(this.db, actor.userId);
    this.logger.info({ userId: actor.userId }, 'password changed; every session ended');
  }

  /** The provider's account goes first, so a failure there leaves everything as it was. */
  async deleteAccount(actor: Actor): Promise<void> {
    await this.existing(actor.userId);
    await this.provider.deleteAccount(actor.userId);
    await this.db.tx((q) => this.store.deleteAccount(q, actor.userId));
    this.logger.info({ userId: actor.userId }, 'account deleted');
  }

  async requestUpgrade(actor: Actor, input: unknown): Promise<UpgradeRequest> {
    const { message } = parse(upgradeInput, input);
    const row = await this.existing(actor.userId);
    const created = await this.store.insertUpgradeRequest(this.db, { id: randomUUID(), userId: actor.userId, plan: row.plan ?? '', message });
    if (!created) throw conflict(SETTINGS_MESSAGES.upgradeOpen);
    this.logger.info({ userId: actor.userId, plan: created.plan }, 'upgrade requested');
    return toUpgradeRequest(created);
  }

  async upgradeRequest(actor: Actor): Promise<UpgradeRequest | undefined> {
    const row = await this.store.openUpgradeRequest(this.db, actor.userId);
    return row ? toUpgradeRequest(row) : undefined;
  }

  private async existing(userId: string) {
    const row = await this.store.findUserById(this.db, userId);
    if (row) return row;
    if (await this.store.isDeleted(this.db, userId)) throw unauthenticated(SETTINGS_MESSAGES.accountDeleted);
    throw notFound('User not found');
  }
}
