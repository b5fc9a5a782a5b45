import { serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';

/**
 * Usage, costs and the trial.
 * The contract is served (with grpc.health.v1) so peers and probes see the service; its RPCs answer
 * UNIMPLEMENTED until their handlers land (issue #6).
 */
export const billingModule: ServiceModule = {
  name: 'billing',
  async start(ctx) {
    const grpc = await serveGrpc(ctx, 'billing', landline.billing.v1.BillingService.service, {});
    return { exports: grpc.exports, ready: async () => true, stop: () => grpc.server.stop() };
  },
};
