import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { DeleteWebhookResponse as _landline_notification_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _landline_notification_v1_DeleteWebhookResponse__Output } from './landline/notification/v1/DeleteWebhookResponse';
import type { ListNotificationsRequest as _landline_notification_v1_ListNotificationsRequest, ListNotificationsRequest__Output as _landline_notification_v1_ListNotificationsRequest__Output } from './landline/notification/v1/ListNotificationsRequest';
import type { ListNotificationsResponse as _landline_notification_v1_ListNotificationsResponse, ListNotificationsResponse__Output as _landline_notification_v1_ListNotificationsResponse__Output } from './landline/notification/v1/ListNotificationsResponse';
import type { ListWebhookDeliveriesRequest as _landline_notification_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _landline_notification_v1_ListWebhookDeliveriesRequest__Output } from './landline/notification/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _landline_notification_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _landline_notification_v1_ListWebhookDeliveriesResponse__Output } from './landline/notification/v1/ListWebhookDeliveriesResponse';
import type { Notification as _landline_notification_v1_Notification, Notification__Output as _landline_notification_v1_Notification__Output } from './landline/notification/v1/Notification';
import type { NotificationServiceClient as _landline_notification_v1_NotificationServiceClient, NotificationServiceDefinition as _landline_notification_v1_NotificationServiceDefinition } from './landline/notification/v1/NotificationService';
import type { SaveWebhookRequest as _landline_notification_v1_SaveWebhookRequest, SaveWebhookRequest__Output as _landline_notification_v1_SaveWebhookRequest__Output } from './landline/notification/v1/SaveWebhookRequest';
import type { Webhook as _landline_notification_v1_Webhook, Webhook__Output as _landline_notification_v1_Webhook__Output } from './landline/notification/v1/Webhook';
import type { WebhookDelivery as _landline_notification_v1_WebhookDelivery, WebhookDelivery__Output as _landline_notification_v1_WebhookDelivery__Output } from './landline/notification/v1/WebhookDelivery';
import type { WebhookRequest as _landline_notification_v1_WebhookRequest, WebhookRequest__Output as _landline_notification_v1_WebhookRequest__Output } from './landline/notification/v1/WebhookRequest';
import type { WebhookResponse as _landline_notification_v1_WebhookResponse, WebhookResponse__Output as _landline_notification_v1_WebhookResponse__Output } from './landline/notification/v1/WebhookResponse';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    common: {
      v1: {
        Actor: MessageTypeDefinition<_landline_common_v1_Actor, _landline_common_v1_Actor__Output>
        Empty: MessageTypeDefinition<_landline_common_v1_Empty, _landline_common_v1_Empty__Output>
      }
    }
    notification: {
      v1: {
        DeleteWebhookResponse: MessageTypeDefinition<_landline_notification_v1_DeleteWebhookResponse, _landline_notification_v1_DeleteWebhookResponse__Output>
        ListNotificationsRequest: MessageTypeDefinition<_landline_notification_v1_ListNotificationsRequest, _landline_notification_v1_ListNotificationsRequest__Output>
        ListNotificationsResponse: MessageTypeDefinition<_landline_notification_v1_ListNotificationsResponse, _landline_notification_v1_ListNotificationsResponse__Output>
        ListWebhookDeliveriesRequest: MessageTypeDefinition<_landline_notification_v1_ListWebhookDeliveriesRequest, _landline_notification_v1_ListWebhookDeliveriesRequest__Output>
        ListWebhookDeliveriesResponse: MessageTypeDefinition<_landline_notification_v1_ListWebhookDeliveriesResponse, _landline_notification_v1_ListWebhookDeliveriesResponse__Output>
        Notification: MessageTypeDefinition<_landline_notification_v1_Notification, _landline_notification_v1_Notification__Output>
        NotificationService: SubtypeConstructor<typeof grpc.Client, _landline_notification_v1_NotificationServiceClient> & { service: _landline_notification_v1_NotificationServiceDefinition }
        SaveWebhookRequest: MessageTypeDefinition<_landline_notification_v1_SaveWebhookRequest, _landline_notification_v1_SaveWebhookRequest__Output>
        Webhook: MessageTypeDefinition<_landline_notification_v1_Webhook, _landline_notification_v1_Webhook__Output>
        WebhookDelivery: MessageTypeDefinition<_landline_notification_v1_WebhookDelivery, _landline_notification_v1_WebhookDelivery__Output>
        WebhookRequest: MessageTypeDefinition<_landline_notification_v1_WebhookRequest, _landline_notification_v1_WebhookRequest__Output>
        WebhookResponse: MessageTypeDefinition<_landline_notification_v1_WebhookResponse, _landline_notification_v1_WebhookResponse__Output>
      }
    }
  }
}

