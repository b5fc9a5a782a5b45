import type { DeliveryStatus, WebhookEventType } from './webhookApi';

export const DELIVERY_POLL_MS = 2_000;
export const DELIVERY_IDLE_POLL_MS = 10_000;
export const DELIVERY_LOG_SIZE = 20;

export const WEBHOOK_TEXT = {
  urlRequired: 'Enter the address Landline should send events to',
  urlShape: 'Webhook URL must start with https://',
  saveFailed: 'Could not save the webhook. Please try again.',
  loadFailed: 'Could not load your webhook settings.',
  logFailed: 'Could not load the delivery log.',
  noDeliveries: 'Nothing sent yet. Press “Send test” to try your endpoint.',
} as const;

const EVENT_LABELS: Record<WebhookEventType, string> = {
  'call.completed': 'Call completed',
  'work_order.updated': 'Work order updated',
  ping: 'Test',
};

export const eventLabel = (type: WebhookEventType) => EVENT_LABELS[type] ?? type;

export const deliveryStatusLabel = (status: DeliveryStatus) => ({ pending: 'Pending', delivered: 'Delivered', failed: 'Failed' })[status] ?? status;

export const deliveryStatusColor = (status: DeliveryStatus) => ({ pending: 'gray', delivered: 'green', failed: 'red' })[status] ?? 'gray';

/** What the form says before asking the server (which checks where the address leads). */
export function urlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return WEBHOOK_TEXT.urlRequired;
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return WEBHOOK_TEXT.urlShape;
  return null;
}

/** Secrets are long: the start and end are enough to tell two apart at a glance. */
export const maskedSecret = (secret: string) => `${secret.slice(0, 10)}${'•'.repeat(12)}${secret.slice(-4)}`;
