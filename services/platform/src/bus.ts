import { EventEmitter } from 'node:events';
import { context } from '@opentelemetry/api';
import { Kafka, logLevel, type Consumer, type Producer, type KafkaConfig } from 'kafkajs';
import { pollInterval, type Db } from './db';
import type { Logger } from './logger';
import { consumerLag } from './metrics';
import { extractTrace, isInstrumented } from './tracing';

export interface BusMessage {
  topic: string;
  key: string;
  value: Buffer;
  headers: Record<string, string>;
}

export interface SubscribeOptions {
  /** Consumer group: each group sees every message once (at least once). */
  group: string;
  topics: string[];
  handler: (message: BusMessage) => Promise<void>;
}

export interface Subscription {
  stop(): Promise<void>;
}

/** Kafka in production, a durable log in the embedded database otherwise; both deliver at least once. */
export interface EventBus {
  readonly kind: 'kafka' | 'embedded';
  publish(messages: BusMessage[]): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}

const retryDelayMs = (attempt: number) => Math.min(30_000, 200 * 2 ** Math.min(attempt, 8));

// ---------------------------------------------------------------- Kafka

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger: Logger;
  /** Partitions for topics the bus creates. */
  partitions?: number;
  replicationFactor?: number;
  sessionTimeout?: number;
}

export function createKafkaBus(options: KafkaBusOptions): EventBus {
  const config: KafkaConfig = {
    clientId: options.clientId,
    brokers: options.brokers,
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log }) => {
        const { message, ...rest } = log;
        if (level <= logLevel.ERROR) options.logger.error({ namespace, ...rest }, message);
        else if (level <= logLevel.WARN) options.logger.warn({ namespace, ...rest }, message);
      },
    retry: { retries: 8, initialRetryTime: 200 },
  };
  const kafka = new Kafka(config);
  // Idempotent producer: acks from all in-sync replicas, no duplicates from producer retries.
  let producer: Producer | undefined;
  let producerReady: Promise<Producer> | undefined;
  const consumers = new Set<Consumer>();
  const knownTopics = new Set<string>();

  async function ensureTopics(topics: string[]) {
    const missing = topics.filter((t) => !knownTopics.has(t));
    if (missing.length === 0) return;
    const admin = kafka.admin();
    await admin.connect();
    try {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: options.partitions ?? 3,
          replicationFactor: options.replicationFactor ?? 1,
        })),
      });
      missing.forEach((t) => knownTopics.add(t));
    } finally {
      await admin.disconnect();
    }
  }

  function getProducer(): Promise<Producer> {
    producerReady ??= (async () => {
      producer = kafka.producer({ idempotent: true, maxInFlightRequests: 5, allowAutoTopicCreation: false });
      await producer.connect();
      return producer;
    })();
    return producerReady;
  }

  return {
    kind: 'kafka',
    async publish(messages) {
      if (messages.length === 0) return;
      await ensureTopics([...new Set(messages.map((m) => m.topic))]);
      const p = await getProducer();
      if (!isInstrumented()) {
        await p.sendBatch({ acks: -1, topicMessages: byTopic(messages) });
        return;
      }
      // KafkaJS's instrumentation opens its send span in the active context and writes that span into the
      // headers: each run of one trace's messages is sent in that trace, or the consumers would continue the
      // relay's. The runs go one after another, in the order the outbox relay hands them over.
      for (const run of runsOfOneTrace(messages)) {
        await context.with(extractTrace(run[0].headers), () => p.sendBatch({ acks: -1, topicMessages: byTopic(run) }));
      }
    },
    async subscribe({ group, topics, handler }) {
      await ensureTopics(topics);
      // A consumer's disconnect waits for its fetch in flight, which an idle topic holds open for
      // maxWaitTimeInMs (5 s by default): a second keeps a shutdown short. Records still arrive at once.
      const consumer = kafka.consumer({ groupId: group, sessionTimeout: options.sessionTimeout ?? 30_000, heartbeatInterval: 3_000, maxWaitTimeInMs: 1_000 });
      consumers.add(consumer);
      // What is left of the partition after each batch: its high watermark less the last offset handled.
      consumer.on(consumer.events.END_BATCH_PROCESS, ({ payload }) => {
        consumerLag.set({ group, topic: payload.topic, partition: String(payload.partition) }, Math.max(0, Number(payload.offsetLag)));
      });
      await consumer.connect();
      await consumer.subscribe({ topics, fromBeginning: true });
      await consumer.run({
        // The offset is committed only after the handler resolves: a crash before that redelivers.
        eachMessage: async ({ topic, message }) => {
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(message.headers ?? {})) if (v !== undefined) headers[k] = Buffer.isBuffer(v) ? v.toString() : String(v);
          await handler({ topic, key: message.key?.toString() ?? '', value: message.value ?? Buffer.alloc(0), headers });
        },
      });
      return {
        async stop() {
          consumers.delete(consumer);
          await consumer.disconnect();
        },
      };
    },
    async close() {
      await Promise.all([...consumers].map((c) => c.disconnect().catch(() => undefined)));
      consumers.clear();
      if (producer) await producer.disconnect().catch(() => undefined);
    },
  };
}

function byTopic(messages: BusMessage[]): { topic: string; messages: { key: string; value: Buffer; headers: Record<string, string> }[] }[] {
  const topics = new Map<string, BusMessage[]>();
  for (const m of messages) topics.set(m.topic, [...(topics.get(m.topic) ?? []), m]);
  return [...topics].map(([topic, list]) => ({ topic, messages: list.map((m) => ({ key: m.key, value: m.value, headers: m.headers })) }));
}

/** Messages of one trace, never none. */
type Run = [BusMessage, ...BusMessage[]];

/** Consecutive messages of one trace (the same traceparent), in their order. */
function runsOfOneTrace(messages: BusMessage[]): Run[] {
  const runs: Run[] = [];
  for (const m of messages) {
    const last = runs.at(-1);
    if (last && last[0].headers.traceparent === m.headers.traceparent) last.push(m);
    else runs.push([m]);
  }
  return runs;
}

// ---------------------------------------------------------------- embedded

const embeddedSchema = `
create table if not exists bus_messages (
  seq bigserial primary key,
  topic text not null,
  key text not null,
  value bytea not null,
  headers jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index if not exists bus_messages_topic_seq on bus_messages (topic, seq);
create table if not exists bus_offsets (
  grp text not null,
  topic text not null,
  seq bigint not null,
  primary key (grp, topic)
);`;

/** Messages an embedded consumer reads at a time. */
const PAGE = 100;

async function embeddedLag(db: Db, group: string, topic: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>(
    `select count(*)::text as n from bus_messages
     where topic = $1 and seq > coalesce((select seq from bus_offsets where grp = $2 and topic = $1), 0)`,
    [topic, group],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * A durable log in a database of its own, for the one-process mode: messages survive restarts,
 * each group keeps its committed position per topic, and a failed handler is retried (redelivered)
 * before the position moves, as Kafka's consumer does.
 */
export async function createEmbeddedBus(db: Db, logger: Logger, pollMs = pollInterval(db)): Promise<EventBus> {
  await db.exec(embeddedSchema);
  const wake = new EventEmitter();
  wake.setMaxListeners(0);
  const loops = new Set<{ stop(): Promise<void> }>();

  return {
    kind: 'embedded',
    async publish(messages) {
      if (messages.length === 0) return;
      await db.tx(async (q) => {
        for (const m of messages) {
          await q.query(`insert into bus_messages (topic, key, value, headers) values ($1, $2, $3, $4)`, [m.topic, m.key, m.value, JSON.stringify(m.headers)]);
        }
      });
      wake.emit('message');
    },
    async subscribe({ group, topics, handler }) {
      let stopped = false;
      // Asked afresh each time: stop() may have been called during any await.
      const running = () => !stopped;
      let timer: NodeJS.Timeout | undefined;
      let resolveSleep: (() => void) | undefined;
      const sleep = (ms: number) =>
        new Promise<void>((resolve) => {
          resolveSleep = resolve;
          timer = setTimeout(resolve, ms);
        });
      const onWake = () => {
        if (timer) clearTimeout(timer);
        resolveSleep?.();
      };
      wake.on('message', onWake);

      const loop = (async () => {
        let attempt = 0;
        while (running()) {
          let delivered = 0;
          try {
            for (const topic of topics) {
              const { rows } = await db.query<{ seq: string; key: string; value: Uint8Array; headers: Record<string, string> | string }>(
                `select m.seq::text as seq, m.key, m.value, m.headers from bus_messages m
                 where m.topic = $1 and m.seq > coalesce((select seq from bus_offsets where grp = $2 and topic = $1), 0)
                 order by m.seq limit ${PAGE}`,
                [topic, group],
              );
              let handled = 0;
              for (const row of rows) {
                if (!running()) break;
                const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers;
                await handler({ topic, key: row.key, value: Buffer.from(row.value), headers });
                await db.query(
                  `insert into bus_offsets (grp, topic, seq) values ($1, $2, $3)
                   on conflict (grp, topic) do update set seq = excluded.seq`,
                  [group, topic, row.seq],
                );
                handled++;
              }
              delivered += handled;
              // A full page may have more behind it: count them; a short one was all there was.
              const behind = rows.length < PAGE ? rows.length - handled : await embeddedLag(db, group, topic);
              consumerLag.set({ group, topic, partition: '0' }, behind);
            }
            attempt = 0;
          } catch (err) {
            attempt++;
            logger.warn({ err, group, attempt }, 'event handler failed; the message will be redelivered');
            if (running()) await sleep(retryDelayMs(attempt));
            continue;
          }
          if (running() && delivered === 0) await sleep(pollMs);
        }
      })();

      const subscription = {
        async stop() {
          stopped = true;
          wake.off('message', onWake);
          onWake();
          await loop;
          loops.delete(subscription);
        },
      };
      loops.add(subscription);
      return subscription;
    },
    async close() {
      await Promise.all([...loops].map((l) => l.stop()));
    },
  };
}
