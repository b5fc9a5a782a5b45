import { idempotentHandler, type BusMessage, type Db } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import type { Owners } from './owners';
import type { UsageRecorder } from './usage';

/**
 * Kafka consumer groups of billing (one group a subscription: members of one group must subscribe to the
 * same topics) and the dedupe keys of its consumers (processed_events).
 */
export const CONSUMERS = {
  usage: { group: 'billing.usage', consumer: 'billing.call-completed', topics: [TOPICS.CallCompleted] },
  owners: { group: 'billing.owners', consumer: 'billing.owners', topics: [TOPICS.UserRegistered, TOPICS.OnboardingCompleted] },
} as const;

/**
 * CallCompleted → the usage ledger. Exactly once per call: the event id is deduped in the same transaction
 * as the ledger insert (a redelivery changes nothing, a crash before commit rolls both back), and the
 * ledger's (owner, call) key makes a replay under a new event id change nothing too.
 */
export function callCompletedHandler(db: Db, usage: UsageRecorder): (message: BusMessage) => Promise<void> {
  return idempotentHandler(db, 'billing', CONSUMERS.usage.consumer, async (q, event) => {
    await usage.record(q, decodeEvent('CallCompleted', event.value), event.id);
  });
}

/** UserRegistered and OnboardingCompleted → billing's copy of the owner's terms and time zone. */
export function ownerEventsHandler(db: Db, owners: Owners): (message: BusMessage) => Promise<void> {
  return idempotentHandler(db, 'billing', CONSUMERS.owners.consumer, async (q, event) => {
    if (event.topic === TOPICS.UserRegistered) await owners.userRegistered(q, decodeEvent('UserRegistered', event.value));
    else if (event.topic === TOPICS.OnboardingCompleted) await owners.onboardingCompleted(q, decodeEvent('OnboardingCompleted', event.value));
  });
}
