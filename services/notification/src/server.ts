import { unauthenticated } from '@landline/platform';
import type { ListNotificationsRequest__Output } from '@landline/proto/generated/landline/notification/v1/ListNotificationsRequest';
import type { ListNotificationsResponse } from '@landline/proto/generated/landline/notification/v1/ListNotificationsResponse';
import type { Notifications } from './notifications';

/** gRPC handlers of NotificationService: translate messages, nothing more. */
export function notificationHandlers(notifications: Notifications) {
  return {
    ListNotifications: async (req: ListNotificationsRequest__Output): Promise<ListNotificationsResponse> => {
      if (!req.actor?.userId) throw unauthenticated('You must be signed in');
      return notifications.list(req.actor.userId, { callId: req.callId, limit: req.limit, cursor: req.cursor });
    },
  };
}
