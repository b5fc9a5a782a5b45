import { once } from 'node:events';
import { AppError, grpc, type Logger } from '@landline/platform';
import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { DownloadChunk } from '@landline/proto/generated/landline/recording/v1/DownloadChunk';
import type { DownloadRequest__Output } from '@landline/proto/generated/landline/recording/v1/DownloadRequest';
import type { ImportRequest__Output } from '@landline/proto/generated/landline/recording/v1/ImportRequest';
import type { RecordingInfo as RecordingInfoMessage } from '@landline/proto/generated/landline/recording/v1/RecordingInfo';
import type { RecordingRef as RecordingRefMessage } from '@landline/proto/generated/landline/recording/v1/RecordingRef';
import type { SignRequest__Output } from '@landline/proto/generated/landline/recording/v1/SignRequest';
import type { SignResponse } from '@landline/proto/generated/landline/recording/v1/SignResponse';
import type { StatRequest__Output } from '@landline/proto/generated/landline/recording/v1/StatRequest';
import type { UploadChunk__Output } from '@landline/proto/generated/landline/recording/v1/UploadChunk';
import type { Actor, RecordingInfo, RecordingRef, Recordings, UploadPart } from './recordings';

/** The streaming RPCs (their handlers are raw grpc-js handlers, not wrapped unary functions). */
export const STREAMING = ['Upload', 'Download'];
/** Bytes per Download message. */
const CHUNK = 64 * 1024;

const actorOf = (actor: Actor__Output | null | undefined): Actor | undefined => (actor?.userId ? { userId: actor.userId } : undefined);

function refMessage(r: RecordingRef): RecordingRefMessage {
  return { callId: r.callId, key: r.key, contentType: r.contentType, size: r.size, token: r.token, tokenExpiresAt: r.tokenExpiresAt.toISOString() };
}

function infoMessage(r: RecordingInfo): RecordingInfoMessage {
  return { callId: r.callId, key: r.key, contentType: r.contentType, size: r.size, callType: r.callType, createdAt: r.createdAt.toISOString(), owned: r.owned };
}

/** A handler's failure as a gRPC status: user-facing AppErrors keep their code and message. */
function statusOf(err: unknown, logger: Logger, method: string): Partial<grpc.StatusObject> {
  if (err instanceof AppError) return { code: err.grpcStatus, details: err.message };
  logger.error({ err, method }, 'gRPC handler failed');
  return { code: grpc.status.INTERNAL, details: 'Internal error' };
}

async function* uploadParts(call: grpc.ServerReadableStream<UploadChunk__Output, RecordingRefMessage>): AsyncGenerator<UploadPart> {
  for await (const chunk of call as AsyncIterable<UploadChunk__Output>) {
    yield { callId: chunk.callId, contentType: chunk.contentType, userId: chunk.userId, callType: chunk.callType, data: chunk.data };
  }
}

/** gRPC handlers of RecordingService: translate messages, nothing more. */
export function recordingHandlers(recordings: Recordings, logger: Logger) {
  return {
    Upload: (call: grpc.ServerReadableStream<UploadChunk__Output, RecordingRefMessage>, callback: grpc.sendUnaryData<RecordingRefMessage>) => {
      recordings.upload(uploadParts(call)).then(
        (ref) => callback(null, refMessage(ref)),
        (err: unknown) => callback(statusOf(err, logger, 'Upload')),
      );
    },

    Download: (call: grpc.ServerWritableStream<DownloadRequest__Output, DownloadChunk>) => {
      const req = call.request;
      let cancelled = false;
      // Asked afresh each time: the call may be cancelled during any await.
      const closed = () => cancelled;
      const stopped = new Promise<void>((resolve) => {
        call.on('cancelled', () => {
          cancelled = true;
          resolve();
        });
        call.on('close', () => resolve());
      });
      (async () => {
        const { info, stream } = await recordings.open(actorOf(req.actor), req.callId, req.token, Number(req.offset), Number(req.length));
        call.on('cancelled', () => stream.destroy());
        let first = true;
        try {
          for await (const piece of stream as AsyncIterable<Buffer>) {
            for (let i = 0; i < piece.length && !closed(); i += CHUNK) {
              const data = piece.subarray(i, i + CHUNK);
              const ok = call.write(first ? { contentType: info.contentType, totalSize: info.size, data } : { data });
              first = false;
              if (!ok) await Promise.race([once(call, 'drain'), stopped]);
            }
            if (closed()) break;
          }
        } finally {
          stream.destroy();
        }
        if (first && !closed()) call.write({ contentType: info.contentType, totalSize: info.size, data: Buffer.alloc(0) });
        if (!closed()) call.end();
      })().catch((err: unknown) => {
        if (!closed()) call.emit('error', statusOf(err, logger, 'Download'));
      });
    },

    Stat: async (req: StatRequest__Output): Promise<RecordingInfoMessage> => infoMessage(await recordings.access(actorOf(req.actor), req.callId, req.token)),

    Import: async (req: ImportRequest__Output): Promise<RecordingRefMessage> =>
      refMessage(
        await recordings.import({
          callId: req.callId,
          userId: req.userId,
          sourceUrl: req.sourceUrl,
          callType: req.callType,
          basicAuth: req.basicAuthUser ? { user: req.basicAuthUser, password: req.basicAuthPassword } : undefined,
          contentType: req.contentType,
        }),
      ),

    Sign: async (req: SignRequest__Output): Promise<SignResponse> => {
      const signed = await recordings.sign(actorOf(req.actor), req.callIds, req.ttlSeconds || undefined);
      return { recordings: signed.map((s) => ({ callId: s.callId, token: s.token, expiresAt: s.expiresAt.toISOString() })) };
    },
  };
}
