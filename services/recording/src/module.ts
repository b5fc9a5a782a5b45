import { serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';

/**
 * Call recordings in object storage.
 * The contract is served (with grpc.health.v1) so peers and probes see the service; its RPCs answer
 * UNIMPLEMENTED until their handlers land (issue #4).
 */
export const recordingModule: ServiceModule = {
  name: 'recording',
  async start(ctx) {
    const grpc = await serveGrpc(ctx, 'recording', landline.recording.v1.RecordingService.service, {});
    return { exports: grpc.exports, ready: async () => true, stop: () => grpc.server.stop() };
  },
};
