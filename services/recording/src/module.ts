import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { recordingConfig } from './config';
import { recordingStore } from './store';
import { Recordings } from './recordings';
import { recordingHandlers, STREAMING } from './server';
import { fileStorage } from './storage/files';
import { s3Storage } from './storage/s3';
import type { ObjectStorage } from './storage/storage';
import { newSecret, PlaybackTokens } from './tokens';
import type { RecordingServiceHandlers } from '@landline/proto/generated/landline/recording/v1/RecordingService';

const SWEEP_DELAY_MS = 60_000;
const SWEEP_EVERY_MS = 3_600_000;
const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * Call recordings in object storage: S3-compatible when S3_ENDPOINT is set, else files under the data
 * dir. Its own database holds the index (who owns each recording) and the playback-token secret.
 */
export const recordingModule: ServiceModule = {
  name: 'recording',
  dependsOn: [],
  async start(ctx) {
    const config = recordingConfig(ctx.env, ctx.dataDir);
    const logger = ctx.logger.child({ service: 'recording' });
    const db = await openServiceDatabase(ctx, 'recording', config.databaseUrl, migrations);
    const store = recordingStore(db);
    const storage: ObjectStorage = config.s3 ? s3Storage(config.s3, logger) : fileStorage(config.objectsDir);
    await storage.init();
    const tokens = new PlaybackTokens(await store.signingSecret(db, 'playback', newSecret()));
    const recordings = new Recordings(store, storage, tokens, { spoolDir: config.spoolDir, logger });

    const grpc = await serveGrpc<RecordingServiceHandlers>(ctx, 'recording', landline.recording.v1.RecordingService.service, recordingHandlers(recordings, logger), STREAMING);
    const sweep = () =>
      void recordings.sweepDemo(new Date(Date.now() - config.demoRetentionMs)).catch((err: unknown) => logger.warn({ err }, 'demo recording sweep failed; will retry'));
    const firstSweep = setTimeout(sweep, SWEEP_DELAY_MS).unref();
    const sweeps = setInterval(sweep, SWEEP_EVERY_MS).unref();
    logger.info({ grpcAddress: grpc.address, storage: storage.kind, database: db.kind }, 'recording service started');

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return storage.ping();
      },
      async stop() {
        clearTimeout(firstSweep);
        clearInterval(sweeps);
        await grpc.server.stop();
        await db.close();
      },
    };
  },
};
