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

// Every type and status known so far has its label; one the server adds later is shown as it is.
const EVENT_LABELS: Partial<Record<string, string>> = {
  'call.completed': 'Call completed',
  'work_order.updated': 'Work order updated',
  ping: 'Test',
} satisfies Record<WebhookEventType, string>;
const STATUS_LABELS: Partial<Record<string, string>> = { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' } satisfies Record<DeliveryStatus, string>;
const STATUS_COLORS: Partial<Record<string, string>> = { pending: 'gray', delivered: 'green', failed: 'red' } satisfies Record<DeliveryStatus, string>;

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;

export const deliveryStatusLabel = (status: string) => STATUS_LABELS[status] ?? status;

export const deliveryStatusColor = (status: string) => STATUS_COLORS[status] ?? 'gray';

/** What the form says before asking the server (which checks where the address leads). */
export function urlProblem(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed) return WEBHOOK_TEXT.urlRequired;
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return WEBHOOK_TEXT.urlShape;
  return null;
}

/** Secrets are long: the start and end are enough to tell two apart at a glance. */
export const maskedSecret = (secret: string) => `${secret.slice(0, 10)}${'•'.repeat(12)}${secret.slice(-4)}`;
