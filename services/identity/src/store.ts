import type { Db, Queryable } from '@landline/platform';

export interface UserRow {
  user_id: string;
  email: string;
  display_name: string;
  company_name: string;
  photo_url: string;
  role: string;
  onboarding_completed: boolean;
  industry: string;
  timezone: string;
  property_count: number | null;
  created_at: Date;
  last_login: Date;
  plan: string | null;
  status: string | null;
  start_date: Date | null;
  end_date: Date | null;
  call_minutes_included: number | null;
  call_minutes_used: number | null;
  max_agents: number | null;
  max_phones: number | null;
}

export interface NewUser {
  userId: string;
  email: string;
  displayName: string;
  photoUrl: string;
}

export interface NewSubscription {
  plan: string;
  status: string;
  startDate: Date;
  endDate: Date;
  callMinutesIncluded: number;
  maxAgents: number;
  maxPhones: number | null;
}

export interface UpgradeRequestRow {
  id: string;
  user_id: string;
  plan: string;
  message: string;
  created_at: Date;
  closed_at: Date | null;
}

const userSelect = `
  select u.*, s.plan, s.status, s.start_date, s.end_date, s.call_minutes_included, s.call_minutes_used, s.max_agents, s.max_phones
  from users u left join subscriptions s on s.user_id = u.user_id`;

/** Every SQL statement of the identity service. */
export function identityStore(db: Db) {
  return {
    db,
    async findUserById(q: Queryable, userId: string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>(`${userSelect} where u.user_id = $1`, [userId]);
      return rows[0];
    },
    async findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
      const { rows } = await q.query<UserRow>(`${userSelect} where lower(u.email) = lower($1)`, [email]);
      return rows[0];
    },
    /** Inserts the user unless it exists; true when this call created it. */
    async insertUser(q: Queryable, user: NewUser): Promise<boolean> {
      const r = await q.query(`insert into users (user_id, email, display_name, photo_url) values ($1, $2, $3, $4) on conflict do nothing`, [
        user.userId,
        user.email,
        user.displayName,
        user.photoUrl,
      ]);
      return r.rowCount > 0;
    },
    async upsertSubscription(q: Queryable, userId: string, s: NewSubscription): Promise<void> {
      await q.query(
        `insert into subscriptions (user_id, plan, status, start_date, end_date, call_minutes_included, max_agents, max_phones)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (user_id) do update set end_date = coalesce(subscriptions.end_date, excluded.end_date)`,
        [userId, s.plan, s.status, s.startDate, s.endDate, s.callMinutesIncluded, s.maxAgents, s.maxPhones],
      );
    },
    /** Billing's latest figure, kept to show while billing cannot answer (billing stays the source). */
    async cacheMinutesUsed(q: Queryable, userId: string, minutes: number): Promise<void> {
      await q.query(`update subscriptions set call_minutes_used = $2 where user_id = $1 and call_minutes_used <> $2`, [userId, minutes]);
    },
    async touchLastLogin(q: Queryable, userId: string): Promise<void> {
      await q.query(`update users set last_login = now() where user_id = $1`, [userId]);
    },
    async fillProfileGaps(q: Queryable, userId: string, displayName: string, photoUrl: string): Promise<void> {
      await q.query(
        `update users set display_name = case when display_name = '' then $2 else display_name end,
                          photo_url = case when photo_url = '' then $3 else photo_url end
         where user_id = $1`,
        [userId, displayName, photoUrl],
      );
    },
    async completeOnboarding(q: Queryable, userId: string, c: { companyName: string; industry: string; timezone: string; propertyCount: number | null }): Promise<void> {
      await q.query(`update users set company_name = $2, industry = $3, timezone = $4, property_count = $5, onboarding_completed = true where user_id = $1`, [
        userId,
        c.companyName,
        c.industry,
        c.timezone,
        c.propertyCount,
      ]);
    },
    async insertWaitlist(q: Queryable, e: { id: string; name: string; company: string; email: string; phone: string }): Promise<void> {
      await q.query(`insert into waitlist (id, name, company, email, phone) values ($1, $2, $3, $4, $5)`, [e.id, e.name, e.company, e.email, e.phone]);
    },

    /** Ends every session of the account: refresh tokens revoked, access tokens issued until now refused. */
    async endSessions(q: Queryable, userId: string): Promise<void> {
      // This process's clock, as the tokens' iat_ms is: no skew with the database's clock.
      await q.query(`update users set tokens_valid_after = $2 where user_id = $1`, [userId, new Date()]);
      await q.query(`update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null`, [userId]);
    },
    /** A deleted account's every token is refused: its deletion time stands in for the ended sessions. */
    async tokensValidAfter(q: Queryable, userId: string): Promise<Date | undefined> {
      const { rows } = await q.query<{ tokens_valid_after: Date | null }>(
        `select coalesce((select deleted_at from deleted_accounts where user_id = $1), (select tokens_valid_after from users where user_id = $1)) as tokens_valid_after`,
        [userId],
      );
      return rows[0]?.tokens_valid_after ?? undefined;
    },

    // ------------------------------------------------ the account page
    async updateProfile(q: Queryable, userId: string, p: { displayName: string; companyName: string; timezone: string }): Promise<void> {
      await q.query(`update users set display_name = $2, company_name = $3, timezone = $4 where user_id = $1`, [userId, p.displayName, p.companyName, p.timezone]);
    },
    async isDeleted(q: Queryable, userId: string): Promise<boolean> {
      const { rows } = await q.query(`select 1 from deleted_accounts where user_id = $1`, [userId]);
      return rows.length > 0;
    },
    /** Removes the user document (its subscription, credentials, tokens and requests go with it) and leaves a tombstone. */
    async deleteAccount(q: Queryable, userId: string): Promise<void> {
      await q.query(`insert into deleted_accounts (user_id) values ($1) on conflict do nothing`, [userId]);
      await q.query(`delete from users where user_id = $1`, [userId]);
    },
    /** Inserts an upgrade request unless the owner has an open one; the row when this call created it. */
    async insertUpgradeRequest(q: Queryable, r: { id: string; userId: string; plan: string; message: string }): Promise<UpgradeRequestRow | undefined> {
      const { rows } = await q.query<UpgradeRequestRow>(`insert into upgrade_requests (id, user_id, plan, message) values ($1, $2, $3, $4) on conflict do nothing returning *`, [
        r.id,
        r.userId,
        r.plan,
        r.message,
      ]);
      return rows[0];
    },
    async openUpgradeRequest(q: Queryable, userId: string): Promise<UpgradeRequestRow | undefined> {
      const { rows } = await q.query<UpgradeRequestRow>(`select * from upgrade_requests where user_id = $1 and closed_at is null`, [userId]);
      return rows[0];
    },

    // ------------------------------------------------ embedded identity provider
    async setPassword(q: Queryable, userId: string, hash: string): Promise<void> {
      await q.query(
        `insert into credentials (user_id, password_hash) values ($1, $2)
         on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = now()`,
        [userId, hash],
      );
    },
    async findCredentials(q: Queryable, email: string): Promise<{ user_id: string; password_hash: string } | undefined> {
      const { rows } = await q.query<{ user_id: string; password_hash: string }>(
        `select c.user_id, c.password_hash from credentials c join users u on u.user_id = c.user_id where lower(u.email) = lower($1)`,
        [email],
      );
      return rows[0];
    },
    async insertRefreshToken(q: Queryable, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await q.query(`insert into refresh_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)`, [tokenHash, userId, expiresAt]);
    },
    /** Revokes a live refresh token and returns its user, or undefined when it is unknown, expired or already used. */
    async consumeRefreshToken(q: Queryable, tokenHash: string): Promise<string | undefined> {
      const { rows } = await q.query<{ user_id: string }>(
        `update refresh_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null and expires_at > now() returning user_id`,
        [tokenHash],
      );
      return rows[0]?.user_id;
    },
    /** Issues a reset link and revokes every other outstanding one of the account. */
    async insertPasswordReset(q: Queryable, tokenHash: string, userId: string, expiresAt: Date): Promise<void> {
      await q.query(`update password_resets set used_at = now() where user_id = $1 and used_at is null`, [userId]);
      await q.query(`insert into password_resets (token_hash, user_id, expires_at) values ($1, $2, $3)`, [tokenHash, userId, expiresAt]);
    },
    async countPasswordResetsSince(q: Queryable, userId: string, since: Date): Promise<number> {
      const { rows } = await q.query<{ n: string }>(`select count(*) as n from password_resets where user_id = $1 and created_at > $2`, [userId, since]);
      return Number(rows[0]?.n ?? 0);
    },
    /** Uses a live reset link, revoking the account's other links with it; returns its user. */
    async consumePasswordReset(q: Queryable, tokenHash: string): Promise<string | undefined> {
      const { rows } = await q.query<{ user_id: string }>(
        `update password_resets set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning user_id`,
        [tokenHash],
      );
      const userId = rows[0]?.user_id;
      if (userId) await q.query(`update password_resets set used_at = now() where user_id = $1 and used_at is null`, [userId]);
      return userId;
    },
    async insertMail(q: Queryable, m: { id: string; recipient: string; subject: string; body: string }): Promise<void> {
      await q.query(`insert into mail_outbox (id, recipient, subject, body) values ($1, $2, $3, $4)`, [m.id, m.recipient, m.subject, m.body]);
    },
    /** Up to `limit` unsent mails (fewer than `attempts` tries), claimed for a minute and committed before sending. */
    async claimMail(limit: number, attempts: number): Promise<{ id: string; recipient: string; subject: string; body: string; attempts: number }[]> {
      const { rows } = await db.query<{ id: string; recipient: string; subject: string; body: string; attempts: number }>(
        `update mail_outbox set attempts = attempts + 1, claimed_until = now() + interval '1 minute'
         where id in (select id from mail_outbox where sent_at is null and attempts < $2 and (claimed_until is null or claimed_until < now())
                      order by created_at limit $1 for update skip locked)
         returning id, recipient, subject, body, attempts`,
        [limit, attempts],
      );
      return rows;
    },
    async mailSent(id: string): Promise<void> {
      await db.query(`update mail_outbox set sent_at = now(), claimed_until = null, error = '' where id = $1`, [id]);
    },
    /** A failed send: tried again after the claim runs out, or never when `final` (the address was refused). */
    async mailFailed(id: string, error: string, final: boolean): Promise<void> {
      await db.query(`update mail_outbox set error = $2, attempts = case when $3 then 1000 else attempts end where id = $1`, [id, error, final]);
    },
    async latestMail(recipient: string): Promise<{ subject: string; body: string } | undefined> {
      const { rows } = await db.query<{ subject: string; body: string }>(
        `select subject, body from mail_outbox where lower(recipient) = lower($1) order by created_at desc limit 1`,
        [recipient],
      );
      return rows[0];
    },
    async signingKeys(): Promise<{ kid: string; private_jwk: unknown; public_jwk: unknown }[]> {
      const { rows } = await db.query<{ kid: string; private_jwk: unknown; public_jwk: unknown }>(`select kid, private_jwk, public_jwk from signing_keys order by created_at desc`);
      return rows;
    },
    async insertSigningKey(kid: string, privateJwk: unknown, publicJwk: unknown): Promise<void> {
      await db.query(`insert into signing_keys (kid, private_jwk, public_jwk) values ($1, $2, $3) on conflict do nothing`, [
        kid,
        JSON.stringify(privateJwk),
        JSON.stringify(publicJwk),
      ]);
    },
  };
}

export type IdentityStore = ReturnType<typeof identityStore>;
