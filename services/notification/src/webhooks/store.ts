import { randomUUID } from 'node:crypto';
import { firstRow, type Db, type Queryable } from '@landline/platform';

export type DeliveryType = 'call.completed' | 'work_order.updated' | 'ping';
type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

export interface WebhookRow {
  id: string;
  owner_id: string;
  url: string;
  secret: string;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  owner_id: string;
  type: DeliveryType;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  error: string;
  url: string;
  created_at: Date;
  delivered_at: Date | null;
}

/** A claimed delivery with what it is sent with now: the webhook's current URL, secret and switch. */
export interface ClaimedDelivery extends DeliveryRow {
  webhook_url: string;
  secret: string;
  enabled: boolean;
}

export interface NewDelivery {
  id: string;
  webhookId: string;
  ownerId: string;
  /** Names the event: the same event queued again finds its row. */
  eventKey: string;
  type: DeliveryType;
  payload: string;
  url: string;
}

export interface AttemptOutcome {
  attempt: number;
  url: string;
  statusCode: number | null;
  error: string;
  durationMs: number;
}

const webhookColumns = 'id, owner_id, url, secret, enabled, created_at, updated_at';
const deliveryColumns = 'id, webhook_id, owner_id, type, payload, status, attempts, last_status_code, error, url, created_at, delivered_at';

/** Every SQL statement of owners' webhooks and their deliveries. */
export function webhookStore(db: Db) {
  return {
    db,
    async webhook(q: Queryable, ownerId: string): Promise<WebhookRow | undefined> {
      const { rows } = await q.query<WebhookRow>(`select ${webhookColumns} from webhooks where owner_id = $1`, [ownerId]);
      return rows[0];
    },

    /** Creates the owner's webhook with `secret`, or changes its URL and switch (keeping its secret). */
    async save(ownerId: string, url: string, enabled: boolean, secret: string): Promise<WebhookRow> {
      const { rows } = await db.query<WebhookRow>(
        `insert into webhooks (owner_id, id, url, secret, enabled) values ($1, $2, $3, $4, $5)
         on conflict (owner_id) do update set url = excluded.url, enabled = excluded.enabled, updated_at = now()
         returning ${webhookColumns}`,
        [ownerId, randomUUID(), url, secret, enabled],
      );
      return firstRow(rows, 'upsert of webhook');
    },

    async setSecret(ownerId: string, secret: string): Promise<WebhookRow | undefined> {
      const { rows } = await db.query<WebhookRow>(`update webhooks set secret = $2, updated_at = now() where owner_id = $1 returning ${webhookColumns}`, [ownerId, secret]);
      return rows[0];
    },

    /** Removes the owner's webhook with its deliveries and their attempts. */
    async remove(ownerId: string): Promise<boolean> {
      const { rowCount } = await db.query(`delete from webhooks where owner_id = $1`, [ownerId]);
      return rowCount > 0;
    },

    /** Queues a delivery unless the webhook has one for this event already. */
    async enqueue(q: Queryable, d: NewDelivery): Promise<boolean> {
      const { rowCount } = await q.query(
        `insert into webhook_deliveries (id, webhook_id, owner_id, event_key, type, payload, url)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict (webhook_id, event_key) do nothing`,
        [d.id, d.webhookId, d.ownerId, d.eventKey, d.type, d.payload, d.url],
      );
      return rowCount > 0;
    },

    /**
     * Claims up to `limit` due deliveries ('sending' until `leaseSeconds` from now, one more attempt
     * counted) and commits before anything is sent. One still 'sending' after its lease belonged to a
     * sender that stopped mid-send: it is claimed again.
     */
    async claimDue(limit: number, leaseSeconds: number): Promise<ClaimedDelivery[]> {
      return db.tx(async (q) => {
        const { rows } = await q.query<DeliveryRow>(
          `update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1, claimed_until = now() + make_interval(secs => $2)
           where d.id in (
             select id from webhook_deliveries
             where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and claimed_until < now())
             order by next_attempt_at limit $1 for update skip locked)
           returning ${deliveryColumns
             .split(', ')
             .map((c) => `d.${c}`)
             .join(', ')}`,
          [limit, leaseSeconds],
        );
        if (rows.length === 0) return [];
        const { rows: hooks } = await q.query<WebhookRow>(`select ${webhookColumns} from webhooks where id = any($1)`, [[...new Set(rows.map((r) => r.webhook_id))]]);
        const byId = new Map(hooks.map((h) => [h.id, h]));
        return rows.map((r) => {
          const hook = byId.get(r.webhook_id);
          if (!hook) throw new Error(`delivery ${r.id} is of webhook ${r.webhook_id}, which was not found`);
          return { ...r, webhook_url: hook.url, secret: hook.secret, enabled: hook.enabled };
        });
      });
    },

    /** Keeps one attempt's outcome, and the delivery's: delivered, tried again after `retryInSeconds`, or failed. */
    async recordAttempt(id: string, outcome: AttemptOutcome, next: { delivered: true } | { delivered: false; retryInSeconds: number | undefined }): Promise<void> {
      await db.tx(async (q) => {
        await q.query(
          `insert into webhook_attempts (delivery_id, attempt, url, status_code, error, duration_ms) values ($1, $2, $3, $4, $5, $6)
           on conflict (delivery_id, attempt) do nothing`,
          [id, outcome.attempt, outcome.url, outcome.statusCode, outcome.error, outcome.durationMs],
        );
        const common = [id, outcome.statusCode, outcome.error, outcome.url];
        if (next.delivered) {
          await q.query(
            `update webhook_deliveries set status = 'delivered', last_status_code = $2, error = $3, url = $4, delivered_at = now(), claimed_until = null where id = $1`,
            common,
          );
        } else if (next.retryInSeconds === undefined) {
          await q.query(`update webhook_deliveries set status = 'failed', last_status_code = $2, error = $3, url = $4, claimed_until = null where id = $1`, common);
        } else {
          await q.query(
            `update webhook_deliveries set status = 'pending', last_status_code = $2, error = $3, url = $4, claimed_until = null,
               next_attempt_at = now() + make_interval(secs => $5) where id = $1`,
            [...common, next.retryInSeconds],
          );
        }
      });
    },

    async attempts(deliveryId: string): Promise<Array<{ attempt: number; url: string; status_code: number | null; error: string; duration_ms: number; at: Date }>> {
      const { rows } = await db.query<{ attempt: number; url: string; status_code: number | null; error: string; duration_ms: number; at: Date }>(
        `select attempt, url, status_code, error, duration_ms, at from webhook_attempts where delivery_id = $1 order by attempt`,
        [deliveryId],
      );
      return rows;
    },

    /** The owner's deliveries, newest first, `limit` after the cursor (created_at, id) of the last page. */
    async list(ownerId: string, options: { limit: number; after?: { createdAt: Date; id: string } }): Promise<DeliveryRow[]> {
      const params: unknown[] = [ownerId, options.limit];
      let where = 'owner_id = $1';
      if (options.after) {
        params.push(options.after.createdAt, options.after.id);
        where += ` and (created_at, id) < ($3, $4)`;
      }
      const { rows } = await db.query<DeliveryRow>(`select ${deliveryColumns} from webhook_deliveries where ${where} order by created_at desc, id desc limit $2`, params);
      return rows;
    },

    async delivery(ownerId: string, id: string): Promise<DeliveryRow | undefined> {
      const { rows } = await db.query<DeliveryRow>(`select ${deliveryColumns} from webhook_deliveries where owner_id = $1 and id = $2`, [ownerId, id]);
      return rows[0];
    },
  };
}

export type WebhookStore = ReturnType<typeof webhookStore>;
