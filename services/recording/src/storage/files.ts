import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { assertKey, type ByteRange, type ObjectStorage, type StoredObject } from './storage';

/**
 * Objects as files under a root folder (`DATA_DIR/recording/objects` by default): the bytes at
 * `<root>/<key>` and the content type and metadata beside them in `<key>.meta.json`. A write is a rename
 * of a finished file, so readers never see half an object.
 */
export function fileStorage(root: string): ObjectStorage {
  const file = (key: string) => {
    assertKey(key);
    return path.join(root, key);
  };
  const metaFile = (key: string) => `${file(key)}.meta.json`;

  return {
    kind: 'files',
    async init() {
      await fs.promises.mkdir(path.join(root, 'recordings'), { recursive: true });
    },
    async ping() {
      try {
        await fs.promises.access(root, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    async putFile(key, source, size, contentType, metadata) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const meta = `${metaFile(key)}.${process.pid}.${Date.now()}.tmp`;
      try {
        await fs.promises.writeFile(meta, JSON.stringify({ contentType, size, metadata }));
        await fs.promises.rename(meta, metaFile(key));
        try {
          await fs.promises.rename(source, target);
        } catch (err) {
          // Another file system (a spool elsewhere): copy, then drop the spool.
          if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
          const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
          await fs.promises.copyFile(source, tmp);
          await fs.promises.rename(tmp, target);
        }
      } finally {
        await fs.promises.rm(source, { force: true });
        await fs.promises.rm(meta, { force: true });
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const handle = await fs.promises.open(file(key), 'r');
      return range ? handle.createReadStream({ start: range.offset, end: range.offset + range.length - 1, autoClose: true }) : handle.createReadStream({ autoClose: true });
    },
    async stat(key): Promise<StoredObject | undefined> {
      try {
        const [stats, meta] = await Promise.all([fs.promises.stat(file(key)), fs.promises.readFile(metaFile(key), 'utf8')]);
        const parsed = JSON.parse(meta) as { contentType?: string; metadata?: Record<string, string> };
        const metadata = Object.fromEntries(Object.entries(parsed.metadata ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
        return { size: stats.size, contentType: parsed.contentType ?? 'application/octet-stream', metadata };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw err;
      }
    },
    async remove(key) {
      await fs.promises.rm(file(key), { force: true });
      await fs.promises.rm(metaFile(key), { force: true });
    },
  };
}
