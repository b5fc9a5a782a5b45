import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppError } from '@landline/platform';
import { startLandline, type Landline } from '@landline/landline';
import { s3Storage } from '../src/storage/s3';
import { audio, harness, logger, parts, readAll, storageContract } from './harness';

/** A real S3-protocol server (S3Mock from scripts/infra, or MinIO): TEST_S3_ENDPOINT and the S3_* settings. */
function s3Settings(bucket?: string) {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) throw new Error('TEST_S3_ENDPOINT is not set: start it with `node scripts/infra/index.mjs up s3` (npm test does)');
  return {
    endpoint,
    accessKey: process.env.S3_ACCESS_KEY || 'landline',
    secretKey: process.env.S3_SECRET_KEY || 'landline-secret',
    bucket: bucket ?? (process.env.S3_BUCKET || 'landline-recordings'),
    region: process.env.S3_REGION || 'us-east-1',
  };
}

storageContract('S3 (configured bucket)', () => s3Storage(s3Settings(), logger));

describe('recordings on S3', () => {
  const fresh = `landline-test-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;
  let h: Awaited<ReturnType<typeof harness>> | undefined;
  const callId = `web-test-sarah-${Date.now()}`;

  beforeAll(async () => {
    h = await harness(s3Storage(s3Settings(fresh), logger)); // init() creates the missing bucket
  });
  afterAll(() => h?.close());

  it('creates a missing bucket, stores an upload with metadata, and serves ranges only to the owner or a token', async () => {
    expect(await h!.storage.ping()).toBe(true);
    const bytes = audio(600_000, 11);
    const ref = await h!.recordings.upload(parts({ callId, contentType: 'audio/webm;codecs=opus', userId: 'alice', callType: 'test' }, bytes, 64 * 1024));
    expect(ref).toMatchObject({ key: `recordings/${callId}.webm`, size: bytes.length, contentType: 'audio/webm' });
    expect(await h!.storage.stat(ref.key)).toEqual({ size: bytes.length, contentType: 'audio/webm', metadata: expect.objectContaining({ userid: 'alice', calltype: 'test' }) });

    const window = await h!.recordings.open({ userId: 'alice' }, callId, '', 123_456, 65_536);
    expect((await readAll(window.stream)).equals(bytes.subarray(123_456, 123_456 + 65_536))).toBe(true);
    const whole = await h!.recordings.open(undefined, callId, ref.token);
    expect((await readAll(whole.stream)).equals(bytes)).toBe(true);

    const denied = await h!.recordings.open({ userId: 'bob' }, callId, '').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(denied).toBeInstanceOf(AppError);
    expect(denied).toMatchObject({ code: 'not_found', message: 'Recording not found' });
  });

  it('replaces a recording of the same owner and removes the old object', async () => {
    const ref = await h!.recordings.upload(parts({ callId, contentType: 'audio/mp4', userId: 'alice', callType: 'test' }, audio(1000, 7, 'mp4')));
    expect(ref.key).toBe(`recordings/${callId}.mp4`);
    expect(await h!.storage.stat(`recordings/${callId}.webm`)).toBeUndefined();
  });
});

describe('recordings through the gateway on S3 (one process, S3_ENDPOINT set)', () => {
  let app: Landline | undefined;
  let token: string;

  beforeAll(async () => {
    const s3 = s3Settings(`landline-api-${Date.now().toString(36)}`);
    app = await startLandline({
      ...process.env,
      PORT: '0',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'landline-s3-api-')),
      GRPC_PORTS: 'ephemeral',
      LOG_LEVEL: 'silent',
      KAFKA_BROKERS: '',
      DATABASE_URL: '',
      AUTH_PROVIDER: 'embedded',
      KEYCLOAK_URL: '',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
    });
    const signup = await fetch(`${app.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 's3@example.com', password: 'tenant-secret-1' }),
    });
    token = ((await signup.json()) as { accessToken: string }).accessToken;
  }, 120_000);
  afterAll(() => app?.stop());

  it('uploads into the bucket and plays ranges back to the owner only', async () => {
    const callId = `web-test-sarah-${Date.now()}`;
    const bytes = audio(1_000_000, 17);
    const up = await fetch(`${app!.url}/api/recordings/${callId}`, { method: 'PUT', headers: { 'content-type': 'audio/webm', authorization: `Bearer ${token}` }, body: bytes });
    expect(up.status).toBe(201);
    const { audioUrl } = (await up.json()) as { audioUrl: string };
    const part = await fetch(`${app!.url}/api/recordings/${callId}`, { headers: { range: 'bytes=500000-500999', authorization: `Bearer ${token}` } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 500000-500999/${bytes.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(500_000, 501_000))).toBe(true);
    const whole = await fetch(`${app!.url}${audioUrl}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);
    expect((await fetch(`${app!.url}/api/recordings/${callId}`)).status).toBe(404);
  });
});
