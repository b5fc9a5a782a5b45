import { randomUUID } from 'node:crypto';
import { context } from '@opentelemetry/api';
import { pollInterval, type Db, type Queryable } from './db';
import { splitStatements } from './migrate';
import type { BusMessage, EventBus } from './bus';
import type { Logger } from './logger';
import { eventsConsumed, eventsPublished, outboxOldestPending, outboxPending } from './metrics';
import { extractTrace, injectTrace, instrumentedSpan, SpanKind, withSpan } from './tracing';

export const EVENT_ID_HEADER = 'event-id';
export const EVENT_TYPE_HEADER = 'event-type';

const outboxSchema = `
create table if not exists outbox (
  id uuid primary key,
  topic text not null,
  key text not null,
  event_type text not null,
  payload bytea not null,
  headers jsonb not null default '{}',
  created_at timestamptz not null default clock_timestamp(),
  published_at timestamptz
);
create index if not exists outbox_pending on outbox (created_at) where published_at is null;
-- The order events were added in, which the clock cannot always tell (several in one transaction, or a
-- coarse clock): a consumer of one key sees them in that order.
alter table outbox add column if not exists seq bigserial;
create index if not exists outbox_pending_seq on outbox (seq) where published_at is null;
create table if not exists processed_events (
  consumer text not null,
  event_id text not null,
  processed_at timestamptz not null default now(),
  primary key (consumer, event_id)
);`;

export interface OutgoingEvent {
  id?: string;
  topic: string;
  key: string;
  type: string;
  payload: Uint8Array;
}

/**
 * Transactional outbox: a service writes its event in the same transaction as the state change
 * (`add`), and the relay publishes committed events to the bus and marks them sent. A crash between
 * commit and publish only delays the event; the relay picks it up on the next start.
 */
export class Outbox {
  private timer?: NodeJS.Timeout;
  private running = false;
  private draining?: Promise<void>;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly service: string,
    private readonly logger: Logger,
    private readonly pollMs = pollInterval(db),
  ) {}

  /** Creates the outbox and inbox tables, serialised with migrations so replicas can start together. */
  static async prepare(db: Db): Promise<void> {
    await db.tx(async (q) => {
      await q.query(`select pg_advisory_xact_lock(hashtext($1))`, [`migrate:${db.schema}`]);
      for (const statement of splitStatements(outboxSchema)) await q.query(statement);
    });
  }

  /**
   * Adds an event inside the caller's transaction. Returns the event id. The event carries the trace of its
   * own span here, so its consumers continue the trace it was made in, however late the relay sends it.
   */
  async add(q: Queryable, event: OutgoingEvent): Promise<string> {
    const id = event.id ?? randomUUID();
    const attributes = { 'messaging.destination': event.topic, 'messaging.message.id': id, 'landline.event_type': event.type };
    return withSpan(`publish ${event.topic}`, SpanKind.PRODUCER, undefined, attributes, async () => {
      const headers = injectTrace({ [EVENT_ID_HEADER]: id, [EVENT_TYPE_HEADER]: event.type });
      await q.query(`insert into outbox (id, topic, key, event_type, payload, headers) values ($1, $2, $3, $4, $5, $6)`, [
        id,
        event.topic,
        event.key,
        event.type,
        Buffer.from(event.payload),
        JSON.stringify(headers),
      ]);
      return id;
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    const tick = () => {
      this.kick();
      // Measured on every tick, not only after a publish: while the bus is down is when the backlog matters.
      void this.measure().catch((err: unknown) => this.logger.warn({ err }, 'could not measure the outbox backlog'));
      if (this.running) this.timer = setTimeout(tick, this.pollMs);
    };
    tick();
  }

  /** Publishes soon (call after a commit that added events). */
  kick(): void {
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain()
      .catch((err: unknown) => this.logger.warn({ err }, 'outbox relay failed; will retry'))
      .finally(() => {
        this.draining = undefined;
        if (this.again && this.running) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Publishes everything pending now; throws if the bus is down. */
  async flush(): Promise<void> {
    await this.draining;
    await this.drain();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    await this.draining;
    await this.drain().catch((err: unknown) => this.logger.warn({ err }, 'outbox not fully flushed at shutdown; events stay pending'));
  }

  private async drain(): Promise<void> {
    for (;;) {
      const sent = await this.db.tx(async (q) => {
        const { rows } = await q.query<{ id: string; topic: string; key: string; payload: Uint8Array; headers: Record<string, string> | string }>(
          `select id, topic, key, payload, headers from outbox where published_at is null
           order by seq limit 100 for update skip locked`,
        );
        if (rows.length === 0) return 0;
        const messages: BusMessage[] = rows.map((r) => ({
          topic: r.topic,
          key: r.key,
          value: Buffer.from(r.payload),
          headers: typeof r.headers === 'string' ? (JSON.parse(r.headers) as Record<string, string>) : r.headers,
        }));
        await this.bus.publish(messages);
        await q.query(`update outbox set published_at = now() where id = any($1::uuid[])`, [rows.map((r) => r.id)]);
        for (const m of messages) eventsPublished.inc({ service: this.service, topic: m.topic });
        return rows.length;
      });
      if (sent === 0) break;
    }
    await this.measure();
  }

  /** Sets the backlog gauges from the table: pending events and the age of the oldest. */
  async measure(): Promise<void> {
    const { rows } = await this.db.query<{ n: number; age: number | null }>(
      `select count(*)::int as n, extract(epoch from clock_timestamp() - min(created_at))::float8 as age from outbox where published_at is null`,
    );
    outboxPending.set({ service: this.service }, rows[0]?.n ?? 0);
    outboxOldestPending.set({ service: this.service }, Math.max(0, rows[0]?.age ?? 0));
  }
}

export interface ConsumedEvent {
  id: string;
  type: string;
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

/**
 * Wraps a handler so each event id is applied once per consumer: the dedupe row and the
 * handler's writes commit in one transaction, so redelivery and replay change nothing. What the handler
 * needs from other services is asked by `prepare`, before the transaction opens: a transaction never
 * waits on another service (in one process they share one embedded database connection).
 */
export function idempotentHandler<P = undefined>(
  db: Db,
  service: string,
  consumer: string,
  handle: (q: Queryable, event: ConsumedEvent, prepared: P) => Promise<void>,
  prepare?: (event: ConsumedEvent) => Promise<P>,
): (message: BusMessage) => Promise<void> {
  return async (message) => {
    const id = message.headers[EVENT_ID_HEADER];
    const type = message.headers[EVENT_TYPE_HEADER] ?? 'unknown';
    if (!id) {
      eventsConsumed.inc({ service, topic: message.topic, outcome: 'rejected' });
      return;
    }
    // Under KafkaJS's instrumentation this runs in its `process` span, a child of the event's: ours nests in it.
    const published = extractTrace(message.headers);
    await withSpan(
      `consume ${message.topic}`,
      SpanKind.CONSUMER,
      instrumentedSpan(published) ? context.active() : published,
      { 'messaging.destination': message.topic, 'messaging.message.id': id, 'landline.consumer': consumer, 'landline.service': service },
      async () => {
        try {
          const event: ConsumedEvent = { id, type, topic: message.topic, key: message.key, value: message.value, headers: message.headers };
          const prepared = (prepare ? await prepare(event) : undefined) as P;
          const applied = await db.tx(async (q) => {
            const inserted = await q.query(`insert into processed_events (consumer, event_id) values ($1, $2) on conflict do nothing`, [consumer, id]);
            if (inserted.rowCount === 0) return false;
            await handle(q, event, prepared);
            return true;
          });
          eventsConsumed.inc({ service, topic: message.topic, outcome: applied ? 'applied' : 'duplicate' });
        } catch (err) {
          eventsConsumed.inc({ service, topic: message.topic, outcome: 'failed' });
          throw err;
        }
      },
    );
  };
}
