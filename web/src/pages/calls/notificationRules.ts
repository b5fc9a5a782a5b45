import type { Notification, NotificationChannel } from '@landline/api';
import { toDate } from '../../api/serverTime';

/** Texts of the notification views (the call page's Notifications section and the phone's Messages). */
export const NOTIFICATION_MESSAGES = {
  noneForCall: 'No notifications were sent for this call.',
  noTexts: 'No texts yet. Emergency texts from your agents appear here.',
  failed: 'Failed to load notifications',
  textsFailed: 'Failed to load messages',
} as const;

/** How often the call page looks again while something is on its way. */
export const CALL_NOTIFICATIONS_POLL_MS = 3_000;
/** After a call ends its notifications are queued within seconds; the call page waits this long for them. */
const NOTIFICATIONS_GRACE_MS = 60_000;
/** How often the phone's Messages refresh while open. */
export const MESSAGES_POLL_MS = 5_000;
/** How many of the owner's newest notifications the Messages view reads (texts are picked from them). */
export const MESSAGES_WINDOW = 50;

const STATUS_COLORS: Record<string, string> = {
  sent: 'green',
  delivered: 'green',
  accepted: 'green',
  queued: 'gray',
  failed: 'red',
  declined: 'red',
  no_answer: 'red',
};

const STATUS_LABELS: Record<string, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  accepted: 'Accepted',
  declined: 'Declined',
  no_answer: 'No answer',
};

/** The badge colour: sent, delivered and accepted green; queued gray; failed, declined and no answer red. */
export function notificationStatusColor(status: string): string {
  return STATUS_COLORS[status] ?? 'gray';
}

/** 'no_answer' → 'No answer'; an unknown status is shown as words. */
export function notificationStatusLabel(status: string): string {
  if (STATUS_LABELS[status]) return STATUS_LABELS[status];
  const words = status.replace(/_/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

/** Whether the status means it did not reach the person (its `error` is then the reason, shown in red). */
export function isNotificationFailure(status: string): boolean {
  return STATUS_COLORS[status] === 'red';
}

/** The channels known so far; `channel` is any text, so one added later is shown as its name. */
const CHANNEL_LABELS: Partial<Record<string, string>> = { email: 'Email', sms: 'Text', call: 'Call' } satisfies Record<NotificationChannel, string>;

export function channelLabel(channel: string): string {
  return CHANNEL_LABELS[channel] ?? (channel ? channel.charAt(0).toUpperCase() + channel.slice(1) : 'Message');
}

/** '+12125551234' → '(212) 555-1234'; emails and other numbers as they are. */
export function formatRecipient(to: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(to);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : to;
}

/** When it went out, or when it was queued if it has not. */
export function notificationTime(n: Pick<Notification, 'sentAt' | 'createdAt'>): string {
  return n.sentAt || n.createdAt;
}

/**
 * The call page's refetch interval: poll while any notification is queued, or while the list is empty and
 * the call ended less than a minute ago (they are still being produced); otherwise stop (false).
 */
export function callNotificationsPollMs(notifications: Pick<Notification, 'status'>[] | undefined, callEndedAt: Date | null, now: number = Date.now()): number | false {
  if (!notifications) return false;
  if (notifications.some((n) => n.status === 'queued')) return CALL_NOTIFICATIONS_POLL_MS;
  if (notifications.length === 0 && callEndedAt && now - callEndedAt.getTime() < NOTIFICATIONS_GRACE_MS) return CALL_NOTIFICATIONS_POLL_MS;
  return false;
}

/** The owner's texts, newest first (the server's order among equal times). */
export function textsOf(notifications: Notification[] | undefined): Notification[] {
  return (notifications ?? []).filter((n) => n.channel === 'sms').sort((a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0));
}

/** A phone's message-list time: '3:04 PM' today, 'Yesterday', else 'Nov 21' (with the year when not this year). */
export function messageListTime(value: string | null | undefined, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  if (sameDay(date, now)) return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  if (sameDay(date, yesterday)) return 'Yesterday';
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }) });
}
