import { idempotentHandler, type BusMessage, type Db } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import type { Notifications } from './notifications';

/** Kafka consumer groups of the notification service and the dedupe keys of its consumers. */
export const CONSUMERS = {
  calls: { group: 'notification.calls', consumer: 'notification.call-completed', topics: [TOPICS.CallCompleted] },
  owners: { group: 'notification.owners', consumer: 'notification.owners', topics: [TOPICS.UserRegistered] },
  consent: { group: 'notification.consent', consumer: 'notification.sms-consent', topics: [TOPICS.SmsConsentChanged] },
  onCall: { group: 'notification.on-call', consumer: 'notification.on-call', topics: [TOPICS.OnCallAttempt, TOPICS.OnCallUnanswered, TOPICS.TransferRequested, TOPICS.EmergencyRaised] },
} as const;

type Handler = (message: BusMessage) => Promise<void>;

/** A handler that queues notifications, then wakes the sender once its transaction has committed. */
const thenWake =
  (handle: Handler, queued: () => void): Handler =>
  async (message) => {
    await handle(message);
    queued();
  };

/**
 * CallCompleted → notifications queued. The event id is deduped in the transaction that queues them, and
 * each notification's (call, channel, recipient) key makes a replay under a new event id queue nothing.
 */
export function callCompletedHandler(db: Db, notifications: Notifications, queued: () => void): Handler {
  const handle = idempotentHandler(db, 'notification', CONSUMERS.calls.consumer, async (q, event) => {
    await notifications.callCompleted(q, decodeEvent('CallCompleted', event.value));
  });
  return thenWake(handle, queued);
}

/** UserRegistered → the owner's account email, the default recipient of summaries. */
export function ownerEventsHandler(db: Db, notifications: Notifications): Handler {
  return idempotentHandler(db, 'notification', CONSUMERS.owners.consumer, async (q, event) => {
    const e = decodeEvent('UserRegistered', event.value);
    await notifications.ownerRegistered(q, e.userId, e.email);
  });
}

/**
 * While a call is live: an emergency (transferred, or raised on an agent without a transfer number) texts
 * at once, each on-call attempt is recorded, and every contact is texted when nobody took the call.
 */
export function onCallHandler(db: Db, notifications: Notifications, queued: () => void): Handler {
  const handle = idempotentHandler(db, 'notification', CONSUMERS.onCall.consumer, async (q, event) => {
    if (event.topic === TOPICS.OnCallAttempt) await notifications.onCallAttempt(q, decodeEvent('OnCallAttempt', event.value));
    else if (event.topic === TOPICS.OnCallUnanswered) await notifications.onCallUnanswered(q, decodeEvent('OnCallUnanswered', event.value));
    else if (event.topic === TOPICS.TransferRequested) await notifications.transferRequested(q, decodeEvent('TransferRequested', event.value));
    else if (event.topic === TOPICS.EmergencyRaised) await notifications.emergencyRaised(q, decodeEvent('EmergencyRaised', event.value));
  });
  return thenWake(handle, queued);
}

/** STOP and START texted to a number texts come from. */
export function consentHandler(db: Db, notifications: Notifications): Handler {
  return idempotentHandler(db, 'notification', CONSUMERS.consent.consumer, async (q, event) => {
    const e = decodeEvent('SmsConsentChanged', event.value);
    await notifications.consentChanged(q, e.phone, e.number, e.optedOut);
  });
}
