import { unauthenticated } from '@landline/platform';
import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { ListNotificationsRequest__Output } from '@landline/proto/generated/landline/notification/v1/ListNotificationsRequest';
import type { ListNotificationsResponse } from '@landline/proto/generated/landline/notification/v1/ListNotificationsResponse';
import type { ListWebhookDeliveriesRequest__Output } from '@landline/proto/generated/landline/notification/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse } from '@landline/proto/generated/landline/notification/v1/ListWebhookDeliveriesResponse';
import type { SaveWebhookRequest__Output } from '@landline/proto/generated/landline/notification/v1/SaveWebhookRequest';
import type { WebhookDelivery } from '@landline/proto/generated/landline/notification/v1/WebhookDelivery';
import type { WebhookRequest__Output } from '@landline/proto/generated/landline/notification/v1/WebhookRequest';
import type { WebhookResponse } from '@landline/proto/generated/landline/notification/v1/WebhookResponse';
import type { Notifications } from './notifications';
import type { Webhooks } from './webhooks/webhooks';

function ownerOf(req: { actor: Actor__Output | null }): string {
  if (!req.actor?.userId) throw unauthenticated('You must be signed in');
  return req.actor.userId;
}

/** gRPC handlers of NotificationService: translate messages, nothing more. */
export function notificationHandlers(notifications: Notifications, webhooks: Webhooks) {
  return {
    ListNotifications: async (req: ListNotificationsRequest__Output): Promise<ListNotificationsResponse> =>
      notifications.list(ownerOf(req), { callId: req.callId, limit: req.limit, cursor: req.cursor }),
    GetWebhook: async (req: WebhookRequest__Output): Promise<WebhookResponse> => ({ webhook: (await webhooks.get(ownerOf(req))) ?? null }),
    SaveWebhook: async (req: SaveWebhookRequest__Output): Promise<WebhookResponse> => ({ webhook: await webhooks.save(ownerOf(req), req.url, req.enabled) }),
    RotateWebhookSecret: async (req: WebhookRequest__Output): Promise<WebhookResponse> => ({ webhook: await webhooks.rotateSecret(ownerOf(req)) }),
    DeleteWebhook: async (req: WebhookRequest__Output) => {
      await webhooks.remove(ownerOf(req));
      return {};
    },
    TestWebhook: async (req: WebhookRequest__Output): Promise<WebhookDelivery> => webhooks.test(ownerOf(req)),
    ListWebhookDeliveries: async (req: ListWebhookDeliveriesRequest__Output): Promise<ListWebhookDeliveriesResponse> =>
      webhooks.listDeliveries(ownerOf(req), { limit: req.limit, cursor: req.cursor }),
  };
}
