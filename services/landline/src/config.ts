import { env, z } from '@landline/platform';

/** How the process runs: which targets, where it listens, how long it has to stop. */
export const processConfigSchema = z.object({
  TARGET: z.string().default('all'),
  PORT: env.port(8080),
  /** Serve /metrics on this port (all interfaces) instead of on PORT to loopback only. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  KAFKA_BROKERS: env.list(''),
  GRPC_PORTS: z.enum(['fixed', 'ephemeral']).default('fixed'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
});
