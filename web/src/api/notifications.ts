/** What owners were told about their calls: GET /api/getNotifications (notification service). */
export type { Notification, NotificationChannel, Notifications as NotificationsResponse } from '@landline/api';
