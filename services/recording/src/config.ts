import path from 'node:path';
import { loadConfig, z } from '@landline/platform';

/**
 * Storage: `S3_ENDPOINT` set → an S3-compatible bucket (S3_ACCESS_KEY and S3_SECRET_KEY required,
 * S3_BUCKET default landline-recordings, S3_REGION default us-east-1, path-style); unset → files under
 * `DATA_DIR/recording/objects`.
 */
const recordingConfigSchema = z.object({
  RECORDING_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY: z.string().optional(),
  S3_SECRET_KEY: z.string().optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a bucket name')
    .default('landline-recordings'),
  S3_REGION: z.string().default('us-east-1'),
  /** Landing-page demo recordings are deleted after this many days; owners' recordings are kept. */
  RECORDING_DEMO_RETENTION_DAYS: z.coerce.number().min(0.001).default(7),
});

export function recordingConfig(source: NodeJS.ProcessEnv, dataDir: string) {
  const c = loadConfig(recordingConfigSchema, source);
  if (c.S3_ENDPOINT && (!c.S3_ACCESS_KEY || !c.S3_SECRET_KEY)) {
    throw new Error('Invalid configuration:\n  - S3_ENDPOINT needs S3_ACCESS_KEY and S3_SECRET_KEY');
  }
  return {
    databaseUrl: c.RECORDING_DATABASE_URL ?? c.DATABASE_URL,
    s3:
      c.S3_ENDPOINT && c.S3_ACCESS_KEY && c.S3_SECRET_KEY
        ? { endpoint: c.S3_ENDPOINT, accessKey: c.S3_ACCESS_KEY, secretKey: c.S3_SECRET_KEY, bucket: c.S3_BUCKET, region: c.S3_REGION }
        : undefined,
    objectsDir: path.join(dataDir, 'recording', 'objects'),
    spoolDir: path.join(dataDir, 'recording', 'spool'),
    demoRetentionMs: c.RECORDING_DEMO_RETENTION_DAYS * 86_400_000,
  };
}
