import { serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';

/**
 * The dialog engine, voices and call records.
 * The contract is served (with grpc.health.v1) so peers and probes see the service; its RPCs answer
 * UNIMPLEMENTED until their handlers land (issues #3 and #4).
 */
export const conversationModule: ServiceModule = {
  name: 'conversation',
  async start(ctx) {
    const grpc = await serveGrpc(ctx, 'conversation', landline.conversation.v1.ConversationService.service, {});
    return { exports: grpc.exports, ready: async () => true, stop: () => grpc.server.stop() };
  },
};
