import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CALL_ID,
  MAX_DEMO_RECORDING_BYTES,
  MAX_RECORDING_BYTES,
  PHONE_CALL_ID,
  RATE_LIMIT_MESSAGES,
  RECORDING_MESSAGES,
  RECORDING_TYPES,
  recordingPath,
  recordingUrl,
  routes,
  GATEWAY_MESSAGES,
} from '@landline/api';
import {
  callMetadata,
  express,
  fromServiceError,
  grpc,
  notFound,
  PeerError,
  unauthenticated,
  invalid,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { RecordingRef__Output } from '@landline/proto/generated/landline/recording/v1/RecordingRef';
import type { UploadChunk } from '@landline/proto/generated/landline/recording/v1/UploadChunk';
import type { DownloadChunk__Output } from '@landline/proto/generated/landline/recording/v1/DownloadChunk';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { HttpError } from '../errors';
import { routeMounter } from './mount';

const baseType = (v: string | undefined) => {
  const [type = ''] = (v ?? '').split(';');
  return type.trim().toLowerCase();
};

export interface RecordingRouteOptions {
  /** Uploads per client (IP) and window without a bearer (landing-page demo calls). */
  anonymousUploadLimit?: number;
  /** Uploads per client (IP) and day without a bearer: the demo quota. */
  anonymousDailyUploadLimit: number;
  /** Uploads per signed-in user and window. */
  signedInUploadLimit?: number;
  windowMinutes?: number;
  maxBytes?: number;
  maxDemoBytes?: number;
}

/** Streams one upload to the recording service: metadata in the first message, then 256 KiB data messages. */
function upload(peers: Peers, meta: Omit<UploadChunk, 'data'>, body: Buffer): Promise<RecordingRef__Output> {
  return new Promise((resolve, reject) => {
    const call = peers.recording.raw.Upload(callMetadata(), { deadline: Date.now() + 120_000 }, (err, value) => {
      if (err) reject(fromServiceError(err));
      else if (value) resolve(value);
      else reject(new Error('the recording service ended an upload with neither an error nor a reference'));
    });
    const chunk = 256 * 1024;
    call.write({ ...meta, data: body.subarray(0, chunk) });
    for (let i = chunk; i < body.length; i += chunk) call.write({ data: body.subarray(i, i + chunk) });
    call.end();
  });
}

/** Call recordings: upload from the browser, owner-checked playback and download (recording service). */
export function recordingRoutes(peers: Peers, auth: Auth, options: RecordingRouteOptions) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { recording, conversation } = peers;
  const maxBytes = options.maxBytes ?? MAX_RECORDING_BYTES;
  const windowMs = (options.windowMinutes ?? 10) * 60_000;
  const common = { windowMs, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: RATE_LIMIT_MESSAGES.recordings } } as const;
  const anonymousLimit = rateLimit({ ...common, limit: options.anonymousUploadLimit ?? 20, skip: (_req, res) => Boolean(res.locals.actor) });
  const anonymousDaily = rateLimit({ ...common, windowMs: 86_400_000, limit: options.anonymousDailyUploadLimit, skip: (_req, res) => Boolean(res.locals.actor) });
  const signedInLimit = rateLimit({
    ...common,
    limit: options.signedInUploadLimit ?? 120,
    skip: (_req, res) => !res.locals.actor,
    keyGenerator: (_req, res) => `user:${res.locals.actor?.userId}`,
  });

  /** The raw body (audio types only), with the spec-worded answer when it is too large; visitors get less room. */
  const audioBody = (limit: number): RequestHandler => express.raw({ type: (r) => RECORDING_TYPES.includes(baseType(r.headers['content-type'])), limit });
  const ownerAudio = audioBody(maxBytes);
  const demoAudio = audioBody(Math.min(maxBytes, options.maxDemoBytes ?? MAX_DEMO_RECORDING_BYTES));
  const rawAudio = (req: Request, res: Response, next: NextFunction) => {
    const demo = !res.locals.actor;
    (demo ? demoAudio : ownerAudio)(req, res, (err?: unknown) => {
      if ((err as { type?: string } | undefined)?.type === 'entity.too.large')
        return void res.status(413).json({ error: demo ? RECORDING_MESSAGES.demoTooLarge : RECORDING_MESSAGES.tooLarge });
      next(err);
    });
  };

  /** The call id and the media type are checked before anything is read. */
  const validUpload = (req: Request, res: Response, next: NextFunction) => {
    const id = routes['PUT /recordings/:callId'].params.safeParse(req.params);
    if (!id.success) return void res.status(400).json({ error: id.error.issues[0]?.message ?? 'Invalid request' });
    if (!RECORDING_TYPES.includes(baseType(req.headers['content-type']))) return void res.status(400).json({ error: RECORDING_MESSAGES.badType });
    next();
  };

  // Signed in: a test call's recording, owned by the user; anonymous: a demo recording (owner 'demo'),
  // reachable only through the token in audioUrl.
  on('PUT /recordings/:callId', anonymousLimit, anonymousDaily, signedInLimit, validUpload, rawAudio, async ({ actor, params: { callId }, req }) => {
    if (PHONE_CALL_ID.test(callId) && !actor) throw unauthenticated(GATEWAY_MESSAGES.signedOut);
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw invalid(RECORDING_MESSAGES.empty);
    let ref: RecordingRef__Output;
    try {
      const callType = PHONE_CALL_ID.test(callId) ? 'phone' : actor ? 'test' : 'demo';
      ref = await upload(peers, { callId, contentType: req.headers['content-type'] ?? '', userId: actor?.userId ?? 'demo', callType }, body);
    } catch (err) {
      if (err instanceof PeerError && err.code === grpc.status.RESOURCE_EXHAUSTED) throw new HttpError(413, RECORDING_MESSAGES.tooLarge);
      throw err;
    }
    // The call record may already exist (saved before the upload finished): point it at the recording.
    // Best effort: a call saved later picks the recording up itself (saveWebTranscript).
    await conversation.UpdateCallAudio({ actor, callId, audioUrl: recordingPath(callId), recordingKey: ref.key }).catch(() => undefined);
    return { key: ref.key, audioUrl: recordingUrl(callId, ref.token) };
  });

  // The audio (HEAD too), with Range support, for the owner's bearer or a valid token. Everyone else:
  // 404 'Recording not found'; an expired link: 403.
  on('GET /recordings/:callId', async ({ actor, params: { callId }, query, req, res }) => {
    if (!CALL_ID.test(callId)) throw notFound(RECORDING_MESSAGES.notFound);
    const { token } = query;
    const info = await recording.Stat({ actor, callId, token });
    const size = Number(info.size);
    const ext = info.key.split('.').pop() ?? 'webm';

    let start = 0;
    let end = size - 1;
    let status = 200;
    if (req.headers.range) {
      const ranges = req.range(size, { combine: true });
      if (ranges === -1) {
        res.setHeader('content-range', `bytes */${size}`);
        throw new HttpError(416, RECORDING_MESSAGES.badRange);
      }
      const single = ranges !== -2 && ranges !== undefined && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
      if (single) {
        start = single.start;
        end = single.end;
        status = 206;
        res.setHeader('content-range', `bytes ${start}-${end}/${size}`);
      }
    }
    res.status(status);
    res.setHeader('content-type', info.contentType || 'application/octet-stream');
    res.setHeader('content-length', String(end - start + 1));
    res.setHeader('accept-ranges', 'bytes');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('content-disposition', `${query.download === '1' || query.download === 'true' ? 'attachment' : 'inline'}; filename="${callId}.${ext}"`);
    if (req.method === 'HEAD') return void res.end();

    const stream = recording.raw.Download({ actor, callId, token, offset: start, length: end - start + 1 }, callMetadata(), { deadline: Date.now() + 30 * 60_000 });
    const data = new Transform({
      writableObjectMode: true,
      transform(chunk: DownloadChunk__Output, _enc, done) {
        done(null, chunk.data);
      },
    });
    try {
      await pipeline(stream, data, res);
    } catch (err) {
      stream.cancel();
      if (res.headersSent) return void res.destroy();
      for (const h of ['content-range', 'content-length', 'content-disposition', 'accept-ranges']) res.removeHeader(h);
      throw (err as { code?: number; metadata?: unknown }).metadata ? fromServiceError(err as grpc.ServiceError) : err;
    }
    return undefined;
  });

  return r;
}
