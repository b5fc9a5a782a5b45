import { randomUUID } from 'node:crypto';
import { encodeEvent, TOPICS } from '@landline/proto';
import type { OutgoingEvent } from '@landline/platform';
import type { NewSubscription } from './store';

const meta = (type: string, tenantId: string) => ({ eventId: randomUUID(), type, occurredAt: new Date().toISOString(), tenantId });

export function userRegisteredEvent(user: { userId: string; email: string }, subscription: NewSubscription): OutgoingEvent {
  const m = meta('UserRegistered', user.userId);
  return {
    id: m.eventId,
    topic: TOPICS.UserRegistered,
    key: user.userId,
    type: m.type,
    payload: encodeEvent('UserRegistered', { meta: m, userId: user.userId, email: user.email, plan: subscription.plan, trialEndDate: subscription.endDate.toISOString() }),
  };
}

export function onboardingCompletedEvent(userId: string, companyName: string, timezone: string): OutgoingEvent {
  const m = meta('OnboardingCompleted', userId);
  return {
    id: m.eventId,
    topic: TOPICS.OnboardingCompleted,
    key: userId,
    type: m.type,
    payload: encodeEvent('OnboardingCompleted', { meta: m, userId, companyName, timezone }),
  };
}
