import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import { AppError, conflict, invalid, notFound, type Logger } from '@landline/platform';
import type { RecordingRow, RecordingStore } from './store';
import type { ObjectStorage } from './storage/storage';
import { DEFAULT_TOKEN_TTL_SECONDS, type PlaybackTokens } from './tokens';

export const MB = 1024 * 1024;
/** Browser uploads: a long call in webm/opus is a few MB; this bounds abuse. */
const MAX_UPLOAD_BYTES = 50 * MB;
/** Carrier recordings (Twilio mp3 or wav) of long calls. */
const MAX_IMPORT_BYTES = 200 * MB;
const IMPORT_TIMEOUT_MS = 120_000;

export const MESSAGES = {
  notFound: 'Recording not found',
  expired: 'This recording link has expired',
  badCallId: 'Invalid call id',
  badType: 'Recordings must be audio/webm or audio/mp4',
  badImportType: 'Unsupported recording type',
  notAudio: 'The recording is not WebM, MP4, MP3 or WAV audio',
  empty: 'The recording is empty',
  tooLarge: (max: number) => `The recording is too large (the limit is ${Math.round(max / MB)} MB)`,
  exists: 'A recording for this call already exists',
  badOwner: 'A recording needs an owner',
  badCallType: "Call type must be 'test', 'demo' or 'phone'",
  badRange: 'Requested range not satisfiable',
  badUrl: 'The recording URL must be http or https',
  fetchFailed: (status: number) => `Could not fetch the recording (HTTP ${status})`,
} as const;

/** Call ids as they appear in keys and URLs: web-test-sarah-1700000000000, Twilio's CA…, etc. */
const CALL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const DEMO_OWNER = 'demo';
const CALL_TYPES = ['test', 'demo', 'phone'] as const;
export type CallType = (typeof CALL_TYPES)[number];

/** The containers a recording is stored as (its key's extension). */
type Extension = 'webm' | 'mp4' | 'mp3' | 'wav';
/** Browser recordings (MediaRecorder: webm/opus, else mp4). */
// Maps, so a declared type like 'constructor' finds no extension.
const UPLOAD_TYPES = new Map<string, Extension>([
  ['audio/webm', 'webm'],
  ['audio/mp4', 'mp4'],
]);
/** Carrier recordings add mp3 and wav. */
const IMPORT_TYPES = new Map<string, Extension>([
  ...UPLOAD_TYPES,
  ['audio/mpeg', 'mp3'],
  ['audio/mp3', 'mp3'],
  ['audio/wav', 'wav'],
  ['audio/x-wav', 'wav'],
  ['audio/wave', 'wav'],
]);
const EXTENSION_TYPES: Record<Extension, string> = { webm: 'audio/webm', mp4: 'audio/mp4', mp3: 'audio/mpeg', wav: 'audio/wav' };
/** What the bytes turn out to be (file-type's names), as the container a declared type promises. */
const SNIFFED: Record<string, string> = { webm: 'webm', mp4: 'mp4', m4a: 'mp4', mp3: 'mp3', wav: 'wav' };

/** `audio/webm;codecs=opus` → `audio/webm`. */
const baseType = (contentType: string) => {
  const [type = ''] = contentType.split(';');
  return type.trim().toLowerCase();
};

export interface Actor {
  userId: string;
}

export interface RecordingRef {
  callId: string;
  key: string;
  contentType: string;
  size: number;
  token: string;
  tokenExpiresAt: Date;
}

export interface RecordingInfo {
  callId: string;
  key: string;
  contentType: string;
  size: number;
  callType: string;
  createdAt: Date;
  /** The actor owns it (else a token granted access). */
  owned: boolean;
}

export interface UploadPart {
  callId: string;
  contentType: string;
  userId: string;
  callType: string;
  data: Buffer;
}

export interface ImportInput {
  callId: string;
  userId: string;
  sourceUrl: string;
  callType?: string;
  basicAuth?: { user: string; password: string };
  contentType?: string;
}

export interface RecordingsOptions {
  spoolDir: string;
  maxUploadBytes?: number;
  maxImportBytes?: number;
  importTimeoutMs?: number;
  logger: Logger;
}

const info = (row: RecordingRow, owned: boolean): RecordingInfo => ({
  callId: row.call_id,
  key: row.key,
  contentType: row.content_type,
  size: Number(row.size),
  callType: row.call_type,
  createdAt: row.created_at,
  owned,
});

/** Recordings: upload, import, access checks, playback tokens. Objects in storage, the index in the database. */
export class Recordings {
  private readonly maxUpload: number;
  private readonly maxImport: number;

  constructor(
    private readonly store: RecordingStore,
    private readonly storage: ObjectStorage,
    private readonly tokens: PlaybackTokens,
    private readonly options: RecordingsOptions,
  ) {
    this.maxUpload = options.maxUploadBytes ?? MAX_UPLOAD_BYTES;
    this.maxImport = options.maxImportBytes ?? MAX_IMPORT_BYTES;
  }

  /** A browser recording: the first part names the call, type and owner; the rest is data. */
  async upload(parts: AsyncIterable<UploadPart>): Promise<RecordingRef> {
    const iterator = parts[Symbol.asyncIterator]();
    const first = await iterator.next();
    if (first.done) throw invalid(MESSAGES.empty);
    const head = first.value;
    const contentType = baseType(head.contentType);
    const ext = UPLOAD_TYPES.get(contentType);
    if (!ext) throw invalid(MESSAGES.badType);
    const { callId, ownerId, callType } = this.owner(head.callId, head.userId, head.callType);
    async function* data() {
      if (head.data.length) yield head.data;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        if (next.value.data.length) yield next.value.data;
      }
    }
    return this.store_(callId, ownerId, callType, contentType, ext, 'upload', data(), this.maxUpload);
  }

  /**
   * A carrier-hosted recording fetched into storage. Idempotent: a call whose recording is stored for
   * the same owner is not fetched again.
   */
  async import(input: ImportInput): Promise<RecordingRef> {
    const { callId, ownerId, callType } = this.owner(input.callId, input.userId, input.callType || 'phone');
    let url: URL;
    try {
      url = new URL(input.sourceUrl);
    } catch {
      throw invalid(MESSAGES.badUrl);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(MESSAGES.badUrl);
    const existing = await this.store.find(this.store.db, callId);
    if (existing?.status === 'stored' && existing.owner_id === ownerId) return this.ref(existing);

    const headers: Record<string, string> = {};
    if (input.basicAuth?.user) headers.authorization = `Basic ${Buffer.from(`${input.basicAuth.user}:${input.basicAuth.password}`).toString('base64')}`;
    const signal = AbortSignal.timeout(this.options.importTimeoutMs ?? IMPORT_TIMEOUT_MS);
    let res: Response;
    try {
      res = await fetch(url, { headers, signal, redirect: 'follow' });
    } catch (err) {
      this.options.logger.warn({ err, callId }, 'recording import failed');
      throw new AppError('unavailable', MESSAGES.fetchFailed(0));
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => undefined);
      throw new AppError(res.status === 404 ? 'not_found' : 'unavailable', MESSAGES.fetchFailed(res.status));
    }
    const contentType = baseType(input.contentType || res.headers.get('content-type') || '');
    const ext = IMPORT_TYPES.get(contentType);
    if (!ext) {
      await res.body.cancel().catch(() => undefined);
      throw invalid(MESSAGES.badImportType);
    }
    const declared = Number(res.headers.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > this.maxImport) {
      await res.body.cancel().catch(() => undefined);
      throw new AppError('resource_exhausted', MESSAGES.tooLarge(this.maxImport));
    }
    const body = Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>);
    return this.store_(callId, ownerId, callType, EXTENSION_TYPES[ext], ext, 'import', body, this.maxImport);
  }

  /** The recording, if the actor owns it or the token opens it. */
  async access(actor: Actor | undefined, callId: string, token: string): Promise<RecordingInfo> {
    if (!CALL_ID.test(callId)) throw notFound(MESSAGES.notFound);
    const row = await this.store.find(this.store.db, callId);
    if (!row || row.status !== 'stored') throw notFound(MESSAGES.notFound);
    if (actor?.userId && actor.userId !== DEMO_OWNER && row.owner_id === actor.userId) return info(row, true);
    if (token) {
      const check = this.tokens.verify(callId, token);
      if (check === 'valid') return info(row, false);
      if (check === 'expired') throw new AppError('permission_denied', MESSAGES.expired);
    }
    throw notFound(MESSAGES.notFound);
  }

  /** The bytes of an accessible recording, whole or one window (length 0: to the end). */
  async open(actor: Actor | undefined, callId: string, token: string, offset = 0, length = 0): Promise<{ info: RecordingInfo; stream: Readable }> {
    const found = await this.access(actor, callId, token);
    if (!Number.isSafeInteger(offset) || !Number.isSafeInteger(length) || offset < 0 || length < 0 || offset >= found.size) throw invalid(MESSAGES.badRange);
    const window = Math.min(length || found.size - offset, found.size - offset);
    const stream = await this.storage.read(found.key, offset === 0 && window === found.size ? undefined : { offset, length: window });
    return { info: found, stream };
  }

  /** Playback tokens for the actor's own stored recordings among callIds. */
  async sign(actor: Actor | undefined, callIds: string[], ttlSeconds = DEFAULT_TOKEN_TTL_SECONDS): Promise<{ callId: string; token: string; expiresAt: Date }[]> {
    if (!actor?.userId || actor.userId === DEMO_OWNER) return [];
    const wanted = [...new Set(callIds.filter((id) => CALL_ID.test(id)))].slice(0, 500);
    if (wanted.length === 0) return [];
    const rows = await this.store.ownedAmong(this.store.db, actor.userId, wanted);
    return rows.map((r) => ({ callId: r.call_id, ...this.tokens.sign(r.call_id, ttlSeconds) }));
  }

  // ------------------------------------------------------------------ internals

  private owner(callId: string, userId: string, callType: string): { callId: string; ownerId: string; callType: CallType } {
    if (!CALL_ID.test(callId)) throw invalid(MESSAGES.badCallId);
    if (!(CALL_TYPES as readonly string[]).includes(callType)) throw invalid(MESSAGES.badCallType);
    const ownerId = callType === 'demo' ? DEMO_OWNER : userId.trim();
    if (!ownerId || (callType !== 'demo' && ownerId === DEMO_OWNER)) throw invalid(MESSAGES.badOwner);
    return { callId, ownerId, callType: callType as CallType };
  }

  private ref(row: RecordingRow): RecordingRef {
    const { token, expiresAt } = this.tokens.sign(row.call_id);
    return { callId: row.call_id, key: row.key, contentType: row.content_type, size: Number(row.size), token, tokenExpiresAt: expiresAt };
  }

  /**
   * Deletes demo recordings (landing-page calls, owner 'demo') made before `cutoff`: object first, then
   * the row, so a crash in between leaves a row the next sweep retries. Owners' recordings are kept.
   */
  async sweepDemo(cutoff: Date, batch = 100): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await this.store.demoBefore(this.store.db, cutoff, batch);
      for (const row of rows) {
        await this.storage.remove(row.key);
        await this.store.forget(this.store.db, row.call_id, row.key);
        removed++;
      }
      if (rows.length < batch) break;
    }
    if (removed > 0) this.options.logger.info({ removed, before: cutoff.toISOString() }, 'demo recordings past retention deleted');
    return removed;
  }

  /**
   * Claims the call's index row, spools the bytes to a local file (bounded), writes the object, then
   * marks the row stored. A failed write releases a new claim and leaves a stored recording as it was.
   */
  private async store_(
    callId: string,
    ownerId: string,
    callType: CallType,
    contentType: string,
    ext: string,
    source: 'upload' | 'import',
    data: AsyncIterable<Buffer | Uint8Array>,
    max: number,
  ): Promise<RecordingRef> {
    const key = `recordings/${callId}.${ext}`;
    const { claimed, previous } = await this.store.db.tx((q) => this.store.claim(q, { callId, ownerId, callType, key, source }));
    if (!claimed) {
      if (data instanceof Readable) data.destroy();
      throw conflict(MESSAGES.exists);
    }
    const spool = path.join(this.options.spoolDir, `${callId}.${randomUUID()}.part`);
    try {
      const size = await spoolTo(spool, data, max);
      if (size === 0) throw invalid(MESSAGES.empty);
      // The client names the type; the bytes must agree, so nothing but audio is ever stored or served.
      const sniffed = await fileTypeFromFile(spool).catch(() => undefined);
      if (SNIFFED[sniffed?.ext ?? ''] !== ext) throw invalid(MESSAGES.notAudio);
      await this.storage.putFile(key, spool, size, contentType, { userId: ownerId, callType });
      const row = await this.store.db.tx((q) => this.store.markStored(q, callId, key, contentType, size, callType, source));
      if (previous?.status === 'stored' && previous.key !== key) {
        await this.storage.remove(previous.key).catch((err: unknown) => this.options.logger.warn({ err, key: previous.key }, 'could not remove a replaced recording'));
      }
      this.options.logger.info({ callId, key, size, source }, 'recording stored');
      return this.ref(row);
    } catch (err) {
      await fs.promises.rm(spool, { force: true });
      if (previous?.status !== 'stored') await this.store.releaseClaim(this.store.db, callId, ownerId).catch(() => undefined);
      throw err;
    }
  }
}

/** Writes data to file, failing (and stopping) once it passes max bytes. Returns the size. */
async function spoolTo(file: string, data: AsyncIterable<Buffer | Uint8Array>, max: number): Promise<number> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  let size = 0;
  async function* bounded() {
    for await (const chunk of data) {
      size += chunk.length;
      if (size > max) throw new AppError('resource_exhausted', MESSAGES.tooLarge(max));
      yield chunk;
    }
  }
  await pipeline(bounded, fs.createWriteStream(file, { flags: 'wx' }));
  return size;
}
