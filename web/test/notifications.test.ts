// The notification views' pure rules: status colours and labels, channel labels, recipients, the call
// page's polling decision, the phone's texts and their message-list times.
import {
  CALL_NOTIFICATIONS_POLL_MS,
  NOTIFICATION_MESSAGES,
  callNotificationsPollMs,
  channelLabel,
  formatRecipient,
  isNotificationFailure,
  messageListTime,
  notificationStatusColor,
  notificationStatusLabel,
  notificationTime,
  textsOf,
} from '../src/pages/calls/notificationRules';
import type { Notification } from '@landline/api';

const note = (over: Partial<Notification>): Notification => ({
  id: 'n1',
  callId: 'call-1',
  channel: 'email',
  kind: 'summary',
  to: 'owner@example.com',
  body: 'Body',
  status: 'sent',
  attempts: 1,
  createdAt: '2025-11-21T15:04:00.000Z',
  sentAt: '2025-11-21T15:04:02.000Z',
  ...over,
});

describe('notification status', () => {
  test('colours: sent, delivered and accepted green; queued gray; failed, declined and no answer red', () => {
    for (const status of ['sent', 'delivered', 'accepted']) expect(notificationStatusColor(status)).toBe('green');
    expect(notificationStatusColor('queued')).toBe('gray');
    for (const status of ['failed', 'declined', 'no_answer']) expect(notificationStatusColor(status)).toBe('red');
    expect(notificationStatusColor('something_new')).toBe('gray');
  });

  test('labels', () => {
    expect(['queued', 'sent', 'delivered', 'failed', 'accepted', 'declined', 'no_answer'].map(notificationStatusLabel)).toEqual([
      'Queued',
      'Sent',
      'Delivered',
      'Failed',
      'Accepted',
      'Declined',
      'No answer',
    ]);
    expect(notificationStatusLabel('partly_delivered')).toBe('Partly delivered');
    expect(notificationStatusLabel('')).toBe('Unknown');
  });

  test('failures are the red ones', () => {
    expect(['failed', 'declined', 'no_answer'].every(isNotificationFailure)).toBe(true);
    expect(['queued', 'sent', 'delivered', 'accepted', 'unknown'].some(isNotificationFailure)).toBe(false);
  });
});

describe('channels, recipients and times', () => {
  test('channel labels', () => {
    expect(channelLabel('email')).toBe('Email');
    expect(channelLabel('sms')).toBe('Text');
    expect(channelLabel('call')).toBe('Call');
    expect(channelLabel('fax')).toBe('Fax');
    expect(channelLabel('')).toBe('Message');
  });

  test('US numbers are formatted, emails and other numbers kept', () => {
    expect(formatRecipient('+12125551234')).toBe('(212) 555-1234');
    expect(formatRecipient('owner@example.com')).toBe('owner@example.com');
    expect(formatRecipient('+447700900123')).toBe('+447700900123');
  });

  test('the time shown is when it was sent, else when it was queued', () => {
    expect(notificationTime(note({}))).toBe('2025-11-21T15:04:02.000Z');
    expect(notificationTime(note({ sentAt: null }))).toBe('2025-11-21T15:04:00.000Z');
  });

  test('message-list times: time today, Yesterday, then the date (with the year when not this one)', () => {
    const now = new Date(2025, 10, 21, 18, 0, 0);
    expect(messageListTime(new Date(2025, 10, 21, 15, 4).toISOString(), now)).toBe('3:04 PM');
    expect(messageListTime(new Date(2025, 10, 20, 23, 59).toISOString(), now)).toBe('Yesterday');
    expect(messageListTime(new Date(2025, 10, 2, 9, 0).toISOString(), now)).toBe('Nov 2');
    expect(messageListTime(new Date(2024, 11, 31, 9, 0).toISOString(), now)).toBe('Dec 31, 2024');
    expect(messageListTime(null, now)).toBe('');
    expect(messageListTime('not a date', now)).toBe('');
  });
});

describe('the call page polls while notifications are on their way', () => {
  const now = Date.parse('2025-11-21T15:05:00.000Z');
  const endedAgo = (ms: number) => new Date(now - ms);

  test('nothing loaded yet: the query itself is loading, no interval', () => {
    expect(callNotificationsPollMs(undefined, endedAgo(1_000), now)).toBe(false);
  });

  test('any queued: poll, however long ago the call ended', () => {
    expect(callNotificationsPollMs([{ status: 'sent' }, { status: 'queued' }], endedAgo(3_600_000), now)).toBe(CALL_NOTIFICATIONS_POLL_MS);
    expect(CALL_NOTIFICATIONS_POLL_MS).toBe(3_000);
  });

  test('none yet: poll for a minute after the call ended, then stop', () => {
    expect(callNotificationsPollMs([], endedAgo(2_000), now)).toBe(CALL_NOTIFICATIONS_POLL_MS);
    expect(callNotificationsPollMs([], endedAgo(59_000), now)).toBe(CALL_NOTIFICATIONS_POLL_MS);
    expect(callNotificationsPollMs([], endedAgo(60_000), now)).toBe(false);
    expect(callNotificationsPollMs([], null, now)).toBe(false);
  });

  test('all settled: stop', () => {
    expect(callNotificationsPollMs([{ status: 'sent' }, { status: 'delivered' }, { status: 'failed' }], endedAgo(1_000), now)).toBe(false);
  });
});

describe('the phone Messages view', () => {
  test("the owner's texts only, newest first", () => {
    const list = [
      note({ id: 'a', channel: 'email', createdAt: '2025-11-21T15:06:00.000Z' }),
      note({ id: 'b', channel: 'sms', createdAt: '2025-11-21T15:01:00.000Z' }),
      note({ id: 'c', channel: 'sms', createdAt: '2025-11-21T15:05:00.000Z' }),
      note({ id: 'd', channel: 'call', createdAt: '2025-11-21T15:07:00.000Z' }),
    ];
    expect(textsOf(list).map((n) => n.id)).toEqual(['c', 'b']);
    expect(textsOf(undefined)).toEqual([]);
  });

  test('the empty states, as worded', () => {
    expect(NOTIFICATION_MESSAGES.noneForCall).toBe('No notifications were sent for this call.');
    expect(NOTIFICATION_MESSAGES.noTexts).toBe('No texts yet. Emergency texts from your agents appear here.');
  });
});
