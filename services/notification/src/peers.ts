import { dial, PeerError } from '@landline/platform';
import { landline } from '@landline/proto';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';

export const dialAgent = (address: string) => dial(landline.agent.v1.AgentService, address, 'notification');
export const dialIdentity = (address: string) => dial(landline.identity.v1.IdentityService, address, 'notification');

const PEER_DEADLINE_MS = 5_000;

/** What the notification service needs of an agent: its switches, recipients and language. */
export interface AgentDirectory {
  agent(agentId: string): Promise<Agent__Output | undefined>;
}

/** An owner's account email, for agents that name no recipients. */
export interface OwnerDirectory {
  email(userId: string): Promise<string | undefined>;
}

const missing = (err: unknown) => err instanceof PeerError && err.is('not_found');

export function agentDirectory(agent: ReturnType<typeof dialAgent>): AgentDirectory {
  return {
    async agent(agentId) {
      try {
        return await agent.GetAgentInternal({ agentId }, { deadlineMs: PEER_DEADLINE_MS });
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
  };
}

export function ownerDirectory(identity: ReturnType<typeof dialIdentity>): OwnerDirectory {
  return {
    async email(userId) {
      try {
        const { user } = await identity.GetUserProfile({ actor: { userId } }, { deadlineMs: PEER_DEADLINE_MS });
        return user?.email || undefined;
      } catch (err) {
        if (missing(err)) return undefined;
        throw err;
      }
    },
  };
}
