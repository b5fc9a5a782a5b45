import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { Client, S3Error } from 'minio';
import type { Logger } from '@landline/platform';
import { assertKey, type ByteRange, type ObjectStorage, type StoredObject } from './storage';

export interface S3Options {
  /** http(s)://host:port of any S3-compatible server (MinIO, AWS S3, S3Mock). */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

const missing = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return err instanceof S3Error ? code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject' : code === 'NotFound' || code === 'NoSuchKey';
};

/**
 * Objects in an S3-compatible bucket through the `minio` client, path-style (MinIO and S3Mock need it;
 * AWS accepts it). The bucket is created when missing. Custom metadata travels as x-amz-meta-* headers
 * (S3 lower-cases their names: userid, calltype).
 */
export function s3Storage(options: S3Options, logger: Logger): ObjectStorage {
  const url = new URL(options.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: true,
  });
  const { bucket } = options;

  return {
    kind: 's3',
    async init() {
      if (await client.bucketExists(bucket)) return;
      try {
        await client.makeBucket(bucket, options.region);
        logger.info({ bucket }, 'created the recordings bucket');
      } catch (err) {
        // Another replica made it in the meantime.
        const code = (err as { code?: string }).code;
        if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw err;
      }
    },
    async ping() {
      try {
        return await client.bucketExists(bucket);
      } catch {
        return false;
      }
    },
    async putFile(key, file, size, contentType, metadata) {
      assertKey(key);
      try {
        await client.putObject(bucket, key, fs.createReadStream(file), size, { 'Content-Type': contentType, ...metadata });
      } finally {
        await fs.promises.rm(file, { force: true });
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      assertKey(key);
      return range ? client.getPartialObject(bucket, key, range.offset, range.length) : client.getObject(bucket, key);
    },
    async stat(key): Promise<StoredObject | undefined> {
      assertKey(key);
      try {
        const s = await client.statObject(bucket, key);
        const meta = s.metaData as Record<string, string>;
        const metadata: Record<string, string> = {};
        for (const [k, v] of Object.entries(meta)) if (k.toLowerCase() !== 'content-type') metadata[k.toLowerCase()] = v;
        return { size: s.size, contentType: meta['content-type'] ?? meta['Content-Type'] ?? 'application/octet-stream', metadata };
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
    async remove(key) {
      assertKey(key);
      await client.removeObject(bucket, key);
    },
  };
}
