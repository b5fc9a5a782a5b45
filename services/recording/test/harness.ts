import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger, migrate, openDatabase, type Db } from '@landline/platform';
import { Recordings, type RecordingsOptions, type UploadPart } from '../src/recordings';
import { recordingStore } from '../src/store';
import type { ObjectStorage } from '../src/storage/storage';
import { newSecret, PlaybackTokens } from '../src/tokens';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');
export const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
export const tempDir = (prefix = 'recording-') => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A recording service's parts over its own database (PGlite, or TEST_DATABASE_URL) and the given storage. */
export async function harness(storage: ObjectStorage, options: Partial<RecordingsOptions> & { now?: () => number } = {}) {
  const db: Db = await openDatabase({
    url: process.env.TEST_DATABASE_URL,
    schema: `recording_${process.pid}_${Math.floor(Math.random() * 1e6)}`,
    dataDir: tempDir('recording-db-'),
  });
  await migrate(db, migrations);
  const store = recordingStore(db);
  await storage.init();
  const secret = await store.signingSecret(db, 'playback', newSecret());
  const clock = { now: options.now ?? Date.now };
  const tokens = new PlaybackTokens(secret, () => clock.now());
  const recordings = new Recordings(store, storage, tokens, { spoolDir: tempDir('recording-spool-'), logger, ...options });
  return {
    db,
    store,
    storage,
    tokens,
    recordings,
    clock,
    async close() {
      if (db.kind === 'postgres') await db.exec(`drop schema ${db.schema} cascade`);
      await db.close();
    },
  };
}

/** Upload parts as the gateway sends them: metadata (and the first bytes) first, then data chunks. */
export async function* parts(meta: { callId: string; contentType: string; userId: string; callType: string }, data: Buffer, chunk = 1000): AsyncGenerator<UploadPart> {
  yield { ...meta, data: data.subarray(0, chunk) };
  for (let i = chunk; i < data.length; i += chunk) yield { callId: '', contentType: '', userId: '', callType: '', data: data.subarray(i, i + chunk) };
}

/** The first bytes of each container (from tiny ffmpeg encodes): enough for the service to recognise it. */
export const AUDIO_HEADERS = {
  webm: Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102185380670100000000000a9a', 'hex'),
  mp4: Buffer.from('0000001c667479704d344120000002004d34412069736f6d69736f3200000008667265650000080c', 'hex'),
  mp3: Buffer.from('fffb9064', 'hex'),
  wav: Buffer.from('524946462e45000057415645666d7420100000000100010044ac000088580100020010004c4953541a000000', 'hex'),
};

/** n bytes of a `kind` recording: its header, then a pattern (at least one byte after the header). */
export function audio(n: number, seed = 7, kind: keyof typeof AUDIO_HEADERS = 'webm'): Buffer {
  const head = AUDIO_HEADERS[kind];
  const body = Buffer.from(Array.from({ length: Math.max(1, n - head.length) }, (_, i) => (i * seed + (i >> 8)) & 0xff));
  return Buffer.concat([head, body]);
}

export async function readAll(stream: AsyncIterable<Buffer | Uint8Array>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c));
  return Buffer.concat(chunks);
}

/** The contract every ObjectStorage keeps (files and S3 alike). */
export function storageContract(name: string, make: () => Promise<ObjectStorage> | ObjectStorage) {
  describe(`${name} storage`, () => {
    let storage: ObjectStorage;
    beforeAll(async () => {
      storage = await make();
      await storage.init();
      await storage.init(); // idempotent (bucket or folder exists)
    });

    const spool = (bytes: Buffer) => {
      const file = path.join(tempDir('spool-'), 'part');
      fs.writeFileSync(file, bytes);
      return file;
    };

    it('stores a file with its content type and metadata, and consumes the spool', async () => {
      const key = `recordings/contract-${Date.now()}-${Math.floor(Math.random() * 1e6)}.webm`;
      const bytes = audio(300_000);
      const file = spool(bytes);
      await storage.putFile(key, file, bytes.length, 'audio/webm', { userId: 'user-1', callType: 'test' });
      expect(fs.existsSync(file)).toBe(false);
      expect(await storage.stat(key)).toEqual({ size: bytes.length, contentType: 'audio/webm', metadata: expect.objectContaining({ userid: 'user-1', calltype: 'test' }) });
      expect((await readAll(await storage.read(key))).equals(bytes)).toBe(true);
      expect(await storage.ping()).toBe(true);
    });

    it('reads byte ranges', async () => {
      const key = `recordings/range-${Date.now()}-${Math.floor(Math.random() * 1e6)}.mp4`;
      const bytes = audio(100_000, 13);
      await storage.putFile(key, spool(bytes), bytes.length, 'audio/mp4', { userId: 'demo', callType: 'demo' });
      expect((await readAll(await storage.read(key, { offset: 0, length: 1 }))).equals(bytes.subarray(0, 1))).toBe(true);
      expect((await readAll(await storage.read(key, { offset: 5000, length: 12_345 }))).equals(bytes.subarray(5000, 17_345))).toBe(true);
      expect((await readAll(await storage.read(key, { offset: 99_000, length: 1000 }))).equals(bytes.subarray(99_000))).toBe(true);
    });

    it('overwrites, removes, and reports missing objects as undefined', async () => {
      const key = `recordings/gone-${Date.now()}-${Math.floor(Math.random() * 1e6)}.webm`;
      await storage.putFile(key, spool(audio(100)), 100, 'audio/webm', { userId: 'u', callType: 'test' });
      await storage.putFile(key, spool(audio(200)), 200, 'audio/webm', { userId: 'u', callType: 'test' });
      expect((await storage.stat(key))?.size).toBe(200);
      await storage.remove(key);
      expect(await storage.stat(key)).toBeUndefined();
      expect(await storage.stat('recordings/never-written.webm')).toBeUndefined();
    });

    it('refuses keys outside recordings/<callId>.<audio ext>', async () => {
      for (const key of ['../etc/passwd', 'recordings/../x.webm', 'recordings/a/b.webm', 'recordings/x.html', 'other/x.webm']) {
        await expect(storage.stat(key)).rejects.toThrow(/Bad object key/);
      }
    });
  });
}
