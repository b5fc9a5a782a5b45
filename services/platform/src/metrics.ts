import client from 'prom-client';

/**
 * One registry a process. Every series carries a `service` label, so the one-process mode
 * (all services together) and the many-process mode expose the same names without collisions.
 */
export const registry = new client.Registry();
let defaultsCollected = false;

export function collectDefaultMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  client.collectDefaultMetrics({ register: registry, prefix: 'landline_' });
}

/** The registered metric of this name, else a new one: a module evaluated again reuses its metrics. */
export function getOrCreateMetric<T>(name: string, make: () => T): T {
  return (registry.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequests = getOrCreateMetric(
  'landline_http_requests_total',
  () => new client.Counter({ name: 'landline_http_requests_total', help: 'HTTP requests served', labelNames: ['service', 'method', 'route', 'status'], registers: [registry] }),
);
export const httpDuration = getOrCreateMetric(
  'landline_http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'landline_http_request_duration_seconds',
      help: 'HTTP request latency',
      labelNames: ['service', 'method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
);
export const grpcHandled = getOrCreateMetric(
  'landline_grpc_server_handled_total',
  () => new client.Counter({ name: 'landline_grpc_server_handled_total', help: 'gRPC calls handled', labelNames: ['service', 'method', 'code'], registers: [registry] }),
);
export const grpcDuration = getOrCreateMetric(
  'landline_grpc_server_handling_seconds',
  () =>
    new client.Histogram({
      name: 'landline_grpc_server_handling_seconds',
      help: 'gRPC handling latency',
      labelNames: ['service', 'method'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
);
/** A streaming call's whole length (a phone call's Converse stream lasts minutes), apart from unary latency. */
export const grpcStreamDuration = getOrCreateMetric(
  'landline_grpc_server_stream_seconds',
  () =>
    new client.Histogram({
      name: 'landline_grpc_server_stream_seconds',
      help: 'gRPC streaming calls from start to end, by method',
      labelNames: ['service', 'method'],
      buckets: [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600],
      registers: [registry],
    }),
);
export const grpcClientCalls = getOrCreateMetric(
  'landline_grpc_client_calls_total',
  () => new client.Counter({ name: 'landline_grpc_client_calls_total', help: 'gRPC calls made to peers', labelNames: ['service', 'method', 'code'], registers: [registry] }),
);
export const eventsPublished = getOrCreateMetric(
  'landline_events_published_total',
  () => new client.Counter({ name: 'landline_events_published_total', help: 'Events published from the outbox', labelNames: ['service', 'topic'], registers: [registry] }),
);
export const eventsConsumed = getOrCreateMetric(
  'landline_events_consumed_total',
  () => new client.Counter({ name: 'landline_events_consumed_total', help: 'Events consumed', labelNames: ['service', 'topic', 'outcome'], registers: [registry] }),
);
export const outboxPending = getOrCreateMetric(
  'landline_outbox_pending',
  () => new client.Gauge({ name: 'landline_outbox_pending', help: 'Events waiting in the outbox', labelNames: ['service'], registers: [registry] }),
);

export const consumerLag = getOrCreateMetric(
  'landline_events_consumer_lag',
  () =>
    new client.Gauge({
      name: 'landline_events_consumer_lag',
      help: 'Events published but not yet handled by a consumer group, by topic and partition (the embedded bus has one partition)',
      labelNames: ['group', 'topic', 'partition'],
      registers: [registry],
    }),
);

export const outboxOldestPending = getOrCreateMetric(
  'landline_outbox_oldest_pending_seconds',
  () =>
    new client.Gauge({
      name: 'landline_outbox_oldest_pending_seconds',
      help: 'Age of the oldest event waiting in the outbox (0 when none)',
      labelNames: ['service'],
      registers: [registry],
    }),
);

/** Calls to what the services depend on, by peer (postgres, openai, google_tts, twilio), operation and outcome. */
export const dependencyDuration = getOrCreateMetric(
  'landline_dependency_duration_seconds',
  () =>
    new client.Histogram({
      name: 'landline_dependency_duration_seconds',
      help: 'Calls to dependencies (Postgres, OpenAI, Google TTS, Twilio REST), by peer, operation and outcome (ok, error)',
      labelNames: ['peer', 'operation', 'outcome'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [registry],
    }),
);

/** Times one call to a dependency into landline_dependency_duration_seconds. */
export async function timeDependency<T>(peer: string, operation: string, call: () => Promise<T>): Promise<T> {
  const end = dependencyDuration.startTimer({ peer, operation });
  try {
    const value = await call();
    end({ outcome: 'ok' });
    return value;
  } catch (err) {
    end({ outcome: 'error' });
    throw err;
  }
}

export { client as promClient };
