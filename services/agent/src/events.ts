import { randomUUID } from 'node:crypto';
import { encodeEvent, TOPICS } from '@landline/proto';
import type { OutgoingEvent } from '@landline/platform';

const meta = (type: string, tenantId: string) => ({ eventId: randomUUID(), type, occurredAt: new Date().toISOString(), tenantId });

/**
 * An owner deleted an agent: telephony releases the agent's number to the owner's pool. Keyed by the
 * owner so one tenant's events stay in order. The agent service does not know numbers (telephony owns
 * them), so phoneNumber stays empty; consumers look numbers up by agentId.
 */
export function agentDeletedEvent(ownerId: string, agentId: string): OutgoingEvent {
  const m = meta('AgentDeleted', ownerId);
  return {
    id: m.eventId,
    topic: TOPICS.AgentDeleted,
    key: ownerId,
    type: m.type,
    payload: encodeEvent('AgentDeleted', { meta: m, agentId, phoneNumber: '' }),
  };
}
