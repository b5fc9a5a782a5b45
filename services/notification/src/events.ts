import { idempotentHandler, type BusMessage, type ConsumedEvent, type Db, type Queryable } from '@landline/platform';
import { decodeEvent, TOPICS } from '@landline/proto';
import type { Notifications } from './notifications';
import type { Webhooks } from './webhooks/webhooks';

/** Kafka consumer groups of the notification service and the dedupe keys of its consumers. */
export const CONSUMERS = {
  calls: { group: 'notification.calls', consumer: 'notification.call-completed', topics: [TOPICS.CallCompleted] },
  owners: { group: 'notification.owners', consumer: 'notification.owners', topics: [TOPICS.UserRegistered] },
  consent: { group: 'notification.consent', consumer: 'notification.sms-consent', topics: [TOPICS.SmsConsentChanged] },
  onCall: {
    group: 'notification.on-call',
    consumer: 'notification.on-call',
    topics: [TOPICS.OnCallAttempt, TOPICS.OnCallUnanswered, TOPICS.TransferRequested, TOPICS.EmergencyRaised],
  },
  workOrders: { group: 'notification.work-orders', consumer: 'notification.work-order-changed', topics: [TOPICS.WorkOrderChanged] },
} as const;

type Handler = (message: BusMessage) => Promise<void>;
/** A consumer's write, read from its event before the transaction and run inside it. */
type Write = (q: Queryable) => Promise<unknown>;

/** A handler that queues notifications, then wakes the sender once its transaction has committed. */
const thenWake =
  (handle: Handler, queued: () => void): Handler =>
  async (message) => {
    await handle(message);
    queued();
  };

/**
 * CallCompleted → notifications and the owner's webhook delivery queued, in one transaction. The event id
 * is deduped in it, and each notification's (call, channel, recipient) key and the delivery's (webhook,
 * call) key make a replay under a new event id queue nothing.
 */
export function callCompletedHandler(db: Db, notifications: Notifications, webhooks: Webhooks, queued: () => void): Handler {
  const handle = idempotentHandler(
    db,
    'notification',
    CONSUMERS.calls.consumer,
    async (q, _event, { call, found }) => {
      await notifications.callCompleted(q, call, found);
      await webhooks.callCompleted(q, call);
    },
    async (event: ConsumedEvent) => {
      const call = decodeEvent('CallCompleted', event.value);
      return { call, found: await notifications.lookups(call.agentId, call.meta?.tenantId ?? '') };
    },
  );
  return thenWake(handle, queued);
}

/** WorkOrderChanged → a forward's emails, and the owner's webhook delivery, once per change. */
export function workOrderChangedHandler(db: Db, notifications: Notifications, webhooks: Webhooks, queued: () => void): Handler {
  const handle = idempotentHandler(db, 'notification', CONSUMERS.workOrders.consumer, async (q, event) => {
    const change = decodeEvent('WorkOrderChanged', event.value);
    await notifications.workOrderChanged(q, change);
    await webhooks.workOrderChanged(q, change);
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
  const handle = idempotentHandler(
    db,
    'notification',
    CONSUMERS.onCall.consumer,
    async (q, _event, write: Write) => {
      await write(q);
    },
    // The event is read once, before the transaction; only the texts sent mid-call read the agent.
    async (event: ConsumedEvent): Promise<Write> => {
      if (event.topic === TOPICS.OnCallAttempt) {
        const e = decodeEvent('OnCallAttempt', event.value);
        return (q) => notifications.onCallAttempt(q, e);
      }
      if (event.topic === TOPICS.OnCallUnanswered) {
        const e = decodeEvent('OnCallUnanswered', event.value);
        return (q) => notifications.onCallUnanswered(q, e);
      }
      if (event.topic === TOPICS.TransferRequested) {
        const e = decodeEvent('TransferRequested', event.value);
        const found = await notifications.lookups(e.agentId, e.meta?.tenantId ?? '');
        return (q) => notifications.transferRequested(q, e, found);
      }
      if (event.topic === TOPICS.EmergencyRaised) {
        const e = decodeEvent('EmergencyRaised', event.value);
        const found = await notifications.lookups(e.agentId, e.meta?.tenantId ?? '');
        return (q) => notifications.emergencyRaised(q, e, found);
      }
      return async () => undefined;
    },
  );
  return thenWake(handle, queued);
}

/** STOP and START texted to a number texts come from. */
export function consentHandler(db: Db, notifications: Notifications): Handler {
  return idempotentHandler(db, 'notification', CONSUMERS.consent.consumer, async (q, event) => {
    const e = decodeEvent('SmsConsentChanged', event.value);
    await notifications.consentChanged(q, e.phone, e.number, e.optedOut);
  });
}
