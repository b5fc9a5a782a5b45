import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '@landline/platform';

type Channel = 'email' | 'sms' | 'call';
export type Status = 'queued' | 'sending' | 'sent' | 'delivered' | 'failed' | 'accepted' | 'declined' | 'no_answer';

export interface NotificationRow {
  id: string;
  owner_id: string;
  call_id: string;
  agent_id: string;
  channel: Channel;
  recipient: string;
  sender: string;
  subject: string;
  body: string;
  html: string;
  status: Status;
  error: string;
  attempts: number;
  resent: boolean;
  provider_id: string;
  kind: Kind;
  created_at: Date;
  sent_at: Date | null;
}

type Kind = 'summary' | 'emergency' | 'unanswered' | 'ladder' | 'forward';

export interface NewNotification {
  kind: Kind;
  ownerId: string;
  callId: string;
  agentId: string;
  channel: Channel;
  recipient: string;
  sender?: string;
  subject?: string;
  body: string;
  html?: string;
  /** What this message answers within its kind (a forward: the change's id); '' for one a call. */
  occasion?: string;
}

const columns = 'id, owner_id, call_id, agent_id, channel, recipient, sender, subject, body, html, status, error, attempts, resent, provider_id, kind, created_at, sent_at';

/** Every SQL statement of the notification service. */
export function notificationStore(db: Db) {
  return {
    db,
    /**
     * Queues a notification unless the call already has one of this kind and occasion for this channel and
     * recipient.
     */
    async enqueue(q: Queryable, n: NewNotification): Promise<boolean> {
      const { rowCount } = await q.query(
        `insert into notifications (id, owner_id, call_id, agent_id, channel, recipient, kind, occasion, sender, subject, body, html)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (call_id, channel, recipient, kind, occasion) do nothing`,
        [randomUUID(), n.ownerId, n.callId, n.agentId, n.channel, n.recipient, n.kind, n.occasion ?? '', n.sender ?? '', n.subject ?? '', n.body, n.html ?? ''],
      );
      return rowCount > 0;
    },

    /** Records what happened on a channel nobody sends from here (a call of the on-call ladder), or updates it. */
    async record(q: Queryable, n: NewNotification, status: Status, error: string, at: Date): Promise<void> {
      await q.query(
        `insert into notifications (id, owner_id, call_id, agent_id, channel, recipient, kind, occasion, subject, body, status, error, created_at, sent_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
         on conflict (call_id, channel, recipient, kind, occasion) do update set status = excluded.status, error = excluded.error`,
        [randomUUID(), n.ownerId, n.callId, n.agentId, n.channel, n.recipient, n.kind, n.occasion ?? '', n.subject ?? '', n.body, status, error, at],
      );
    },

    /**
     * Claims up to `limit` notifications that are due, marking them 'sending' until `leaseSeconds` from
     * now, and commits before anything is sent. A row still 'sending' after its lease was claimed by a
     * sender that died mid-send: it is claimed once more and marked resent; one that was resent already
     * ends failed instead, so a crash loop never sends a message more than twice.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<NotificationRow[]> {
      return db.tx(async (q) => {
        await q.query(
          `update notifications set status = 'failed', claimed_until = null,
             error = 'The sender stopped while sending, twice; not tried again (the recipient may have it)'
           where status = 'sending' and claimed_until < now() and resent`,
        );
        const { rows } = await q.query<NotificationRow>(
          `update notifications n set
             resent = n.resent or n.status = 'sending',
             status = 'sending', attempts = n.attempts + 1, claimed_until = now() + make_interval(secs => $2)
           where n.id in (
             select id from notifications
             where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and claimed_until < now())
             order by next_attempt_at limit $1 for update skip locked)
           returning ${columns
             .split(', ')
             .map((c) => `n.${c}`)
             .join(', ')}`,
          [limit, leaseSeconds],
        );
        return rows;
      });
    },

    async markSent(id: string, providerId: string, status: Extract<Status, 'sent' | 'delivered'> = 'sent'): Promise<void> {
      await db.query(
        `update notifications set status = $2, provider_id = $3, sent_at = now(), claimed_until = null,
           error = case when resent then 'Sent again after an interruption: the recipient may have it twice' else '' end
         where id = $1`,
        [id, status, providerId],
      );
    },

    /** A failed attempt: tried again after `retryInSeconds`, or failed for good when that is undefined. */
    async markAttemptFailed(id: string, error: string, retryInSeconds: number | undefined): Promise<void> {
      if (retryInSeconds === undefined) {
        await db.query(`update notifications set status = 'failed', error = $2, claimed_until = null where id = $1`, [id, error]);
      } else {
        await db.query(`update notifications set status = 'queued', error = $2, claimed_until = null, next_attempt_at = now() + make_interval(secs => $3) where id = $1`, [
          id,
          error,
          retryInSeconds,
        ]);
      }
    },

    /** The owner's notifications, newest first, `limit` after the cursor (created_at, id) of the last page. */
    async list(ownerId: string, options: { callId?: string; limit: number; after?: { createdAt: Date; id: string } }): Promise<NotificationRow[]> {
      const params: unknown[] = [ownerId, options.limit];
      let where = 'owner_id = $1';
      if (options.callId) {
        params.push(options.callId);
        where += ` and call_id = $${params.length}`;
      }
      if (options.after) {
        params.push(options.after.createdAt, options.after.id);
        where += ` and (created_at, id) < ($${params.length - 1}, $${params.length})`;
      }
      const { rows } = await db.query<NotificationRow>(`select ${columns} from notifications where ${where} order by created_at desc, id desc limit $2`, params);
      return rows;
    },

    async setConsent(q: Queryable, phone: string, number: string, optedOut: boolean): Promise<void> {
      await q.query(
        `insert into sms_opt_outs (phone, number, opted_out) values ($1, $2, $3)
         on conflict (phone, number) do update set opted_out = excluded.opted_out, updated_at = now()`,
        [phone, number, optedOut],
      );
    },
    /** Whether `phone` opted out of texts from `number`. */
    async optedOut(phone: string, number: string): Promise<boolean> {
      const { rows } = await db.query<{ opted_out: boolean }>(`select opted_out from sms_opt_outs where phone = $1 and number = $2`, [phone, number]);
      return rows[0]?.opted_out ?? false;
    },

    async ownerEmail(userId: string, q: Queryable = db): Promise<string | undefined> {
      const { rows } = await q.query<{ email: string }>(`select email from owners where user_id = $1`, [userId]);
      return rows[0]?.email;
    },

    async saveOwner(q: Queryable, userId: string, email: string): Promise<void> {
      await q.query(`insert into owners (user_id, email) values ($1, $2) on conflict (user_id) do update set email = excluded.email, updated_at = now()`, [userId, email]);
    },
  };
}

export type NotificationStore = ReturnType<typeof notificationStore>;
