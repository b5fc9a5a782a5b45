import { dial } from '@landline/platform';
import { landline } from '@landline/proto';
import type { GatewayConfig } from './config';

/** The gateway's gRPC peers. */
export function createPeers(config: GatewayConfig) {
  return {
    identity: dial(landline.identity.v1.IdentityService, config.identityAddr, 'gateway'),
    agent: dial(landline.agent.v1.AgentService, config.agentAddr, 'gateway'),
    telephony: dial(landline.telephony.v1.TelephonyService, config.telephonyAddr, 'gateway'),
    conversation: dial(landline.conversation.v1.ConversationService, config.conversationAddr, 'gateway'),
    workOrders: dial(landline.conversation.v1.WorkOrderService, config.conversationAddr, 'gateway'),
    recording: dial(landline.recording.v1.RecordingService, config.recordingAddr, 'gateway'),
    billing: dial(landline.billing.v1.BillingService, config.billingAddr, 'gateway'),
    notification: dial(landline.notification.v1.NotificationService, config.notificationAddr, 'gateway'),
  };
}

export type Peers = ReturnType<typeof createPeers>;

export function closePeers(peers: Peers): void {
  for (const client of Object.values(peers)) client.close();
}
