import type { Readable } from 'node:stream';

/** What storage knows about one object. */
export interface StoredObject {
  size: number;
  contentType: string;
  /** Custom metadata, keys lower-cased as S3 returns them (userid, calltype). */
  metadata: Record<string, string>;
}

export interface ByteRange {
  offset: number;
  /** Bytes from offset; the caller has clamped it to the object's size. */
  length: number;
}

/**
 * Where recordings live: an S3-compatible bucket (MinIO, AWS S3, S3Mock) or the file system (the
 * embedded default). Keys are validated by the caller (`recordings/<callId>.<ext>`).
 */
export interface ObjectStorage {
  readonly kind: 's3' | 'files';
  /** Prepares the store (creates the bucket or folder when missing). */
  init(): Promise<void>;
  /** Reachable and usable. */
  ping(): Promise<boolean>;
  /** Stores a finished local file under key; the file is consumed (moved or deleted) either way. */
  putFile(key: string, file: string, size: number, contentType: string, metadata: Record<string, string>): Promise<void>;
  /** The object's bytes, or one window of them. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
}

/** Keys this service writes: a folder, then a call id and an audio extension. Nothing else gets through. */
const KEY_PATTERN = /^recordings\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.(webm|mp4|mp3|wav)$/;

export function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Bad object key: ${key}`);
}
