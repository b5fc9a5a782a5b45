import { PeerError, type Promised } from '@landline/platform';
import type { IdentityServiceClient } from '@landline/proto/generated/landline/identity/v1/IdentityService';
import { DEFAULT_MAX_AGENTS, type PlanLimits } from './model';

/**
 * The owner's agent allowance from the identity service's subscription (maxAgents). An owner without a
 * user document or subscription gets the spec's default of 1; an unreachable identity service is an
 * error (the create is refused with 503 rather than guessed).
 */
export function identityPlans(identity: Promised<IdentityServiceClient>): PlanLimits {
  return {
    async maxAgents(ownerId) {
      try {
        const subscription = await identity.GetSubscription({ userId: ownerId });
        return subscription.maxAgents > 0 ? subscription.maxAgents : DEFAULT_MAX_AGENTS;
      } catch (err) {
        if (err instanceof PeerError && err.is('not_found')) return DEFAULT_MAX_AGENTS;
        throw err;
      }
    },
  };
}
