import { idempotentHandler, type BusMessage, type Db } from '@landline/platform';
import { decodeEvent } from '@landline/proto';
import type { Numbers } from './numbers';

/** The consumer group (Kafka) and the dedupe key (processed_events) of telephony's consumers. */
export const CONSUMER_GROUP = 'telephony';

/** AgentDeleted: the agent's number goes back to its owner's pool, once per event however often delivered. */
export function agentDeletedHandler(db: Db, numbers: Numbers): (message: BusMessage) => Promise<void> {
  return idempotentHandler(db, 'telephony', 'telephony.agent-deleted', (q, event) => numbers.agentDeleted(q, decodeEvent('AgentDeleted', event.value)));
}
