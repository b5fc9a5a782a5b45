import { dial, notFound, PeerError } from '@landline/platform';
import { landline } from '@landline/proto';
import { MESSAGES, type AgentDirectory, type PlanDirectory } from './numbers';

/** Where numbers' rules ask the agent service whether an agent is the actor's. */
export function agentDirectory(client: ReturnType<typeof dialAgent>): AgentDirectory {
  return {
    async assertOwned(actor, agentId) {
      try {
        // NOT_FOUND for unknown, deleted and other owners' agents (the agent service's contract).
        await client.GetAgent({ actor, agentId });
      } catch (err) {
        if (err instanceof PeerError && err.is('not_found')) throw notFound(MESSAGES.agentNotFound);
        throw err;
      }
    },
  };
}

/** The trial's cap, for owners whose subscription identity cannot show. */
const TRIAL_LIMITS = { plan: 'trial', maxPhones: 1 };

/** Where numbers' rules read the owner's phone cap (identity's subscription). */
export function planDirectory(client: ReturnType<typeof dialIdentity>): PlanDirectory {
  return {
    async limits(ownerId) {
      try {
        const s = await client.GetSubscription({ userId: ownerId });
        if (!s.plan) return TRIAL_LIMITS;
        return { plan: s.plan, maxPhones: typeof s.maxPhones === 'number' ? s.maxPhones : null };
      } catch (err) {
        if (err instanceof PeerError && err.is('not_found')) return TRIAL_LIMITS;
        throw err;
      }
    },
  };
}

export const dialAgent = (address: string) => dial(landline.agent.v1.AgentService, address, 'telephony');
export const dialIdentity = (address: string) => dial(landline.identity.v1.IdentityService, address, 'telephony');

/**
 * A peer dialled on first use: services that start after telephony in one process (conversation,
 * recording, billing) publish their address only once they listen.
 */
export function lazyPeer<C extends { close(): void }>(make: () => C): { get: () => C; close: () => void } {
  let client: C | undefined;
  return {
    get: () => (client ??= make()),
    close: () => client?.close(),
  };
}

export const dialConversation = (address: string) => dial(landline.conversation.v1.ConversationService, address, 'telephony');
export const dialRecording = (address: string) => dial(landline.recording.v1.RecordingService, address, 'telephony');
export const dialBilling = (address: string) => dial(landline.billing.v1.BillingService, address, 'telephony');
