/** What owners were told about their calls: GET /api/getNotifications (notification service). */

export type NotificationChannel = 'email' | 'sms' | 'call';

export type NotificationStatus = 'queued' | 'sent' | 'delivered' | 'failed' | 'accepted' | 'declined' | 'no_answer';

export interface Notification {
  id: string;
  callId: string;
  channel: NotificationChannel;
  /** An email address, or an E.164 phone number for texts and calls. */
  to: string;
  /** Emails only. */
  subject?: string;
  body: string;
  status: NotificationStatus;
  /** The provider's reason for a failure; on a sent one, a note (e.g. the recipient may have it twice). */
  error?: string;
  attempts: number;
  createdAt: string;
  sentAt: string | null;
}

export interface NotificationsResponse {
  notifications: Notification[];
  nextCursor: string | null;
}
