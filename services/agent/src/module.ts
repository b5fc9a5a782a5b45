import { serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';

/**
 * Templates and AI employees.
 * The contract is served (with grpc.health.v1) so peers and probes see the service; its RPCs answer
 * UNIMPLEMENTED until their handlers land (issue #3).
 */
export const agentModule: ServiceModule = {
  name: 'agent',
  async start(ctx) {
    const grpc = await serveGrpc(ctx, 'agent', landline.agent.v1.AgentService.service, {});
    return { exports: grpc.exports, ready: async () => true, stop: () => grpc.server.stop() };
  },
};
