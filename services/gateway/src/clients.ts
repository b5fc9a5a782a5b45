import { dial, type ModuleContext } from '@landline/platform';
import { landline } from '@landline/proto';

/** The gateway's gRPC peers. */
export function createPeers(peer: ModuleContext['peer']) {
  return {
    identity: dial(landline.identity.v1.IdentityService, peer('identity'), 'gateway'),
    agent: dial(landline.agent.v1.AgentService, peer('agent'), 'gateway'),
    telephony: dial(landline.telephony.v1.TelephonyService, peer('telephony'), 'gateway'),
    conversation: dial(landline.conversation.v1.ConversationService, peer('conversation'), 'gateway'),
    workOrders: dial(landline.conversation.v1.WorkOrderService, peer('conversation'), 'gateway'),
    recording: dial(landline.recording.v1.RecordingService, peer('recording'), 'gateway'),
    billing: dial(landline.billing.v1.BillingService, peer('billing'), 'gateway'),
    notification: dial(landline.notification.v1.NotificationService, peer('notification'), 'gateway'),
  };
}

export type Peers = ReturnType<typeof createPeers>;

export function closePeers(peers: Peers): void {
  for (const client of Object.values(peers)) client.close();
}
