// Original file: proto/landline/notification/v1/notification.proto

import type { Notification as _landline_notification_v1_Notification, Notification__Output as _landline_notification_v1_Notification__Output } from '../../../landline/notification/v1/Notification';

export interface ListNotificationsResponse {
  'notifications'?: (_landline_notification_v1_Notification)[];
  'nextCursor'?: (string);
}

export interface ListNotificationsResponse__Output {
  'notifications': (_landline_notification_v1_Notification__Output)[];
  'nextCursor': (string);
}
