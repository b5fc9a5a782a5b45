import { serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';

/**
 * Phone numbers and carrier calls.
 * The contract is served (with grpc.health.v1) so peers and probes see the service; its RPCs answer
 * UNIMPLEMENTED until their handlers land (issues #3 and #5).
 */
export const telephonyModule: ServiceModule = {
  name: 'telephony',
  async start(ctx) {
    const grpc = await serveGrpc(ctx, 'telephony', landline.telephony.v1.TelephonyService.service, {});
    return { exports: grpc.exports, ready: async () => true, stop: () => grpc.server.stop() };
  },
};
