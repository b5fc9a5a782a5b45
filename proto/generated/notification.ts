import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { ListNotificationsRequest as _landline_notification_v1_ListNotificationsRequest, ListNotificationsRequest__Output as _landline_notification_v1_ListNotificationsRequest__Output } from './landline/notification/v1/ListNotificationsRequest';
import type { ListNotificationsResponse as _landline_notification_v1_ListNotificationsResponse, ListNotificationsResponse__Output as _landline_notification_v1_ListNotificationsResponse__Output } from './landline/notification/v1/ListNotificationsResponse';
import type { Notification as _landline_notification_v1_Notification, Notification__Output as _landline_notification_v1_Notification__Output } from './landline/notification/v1/Notification';
import type { NotificationServiceClient as _landline_notification_v1_NotificationServiceClient, NotificationServiceDefinition as _landline_notification_v1_NotificationServiceDefinition } from './landline/notification/v1/NotificationService';

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
        ListNotificationsRequest: MessageTypeDefinition<_landline_notification_v1_ListNotificationsRequest, _landline_notification_v1_ListNotificationsRequest__Output>
        ListNotificationsResponse: MessageTypeDefinition<_landline_notification_v1_ListNotificationsResponse, _landline_notification_v1_ListNotificationsResponse__Output>
        Notification: MessageTypeDefinition<_landline_notification_v1_Notification, _landline_notification_v1_Notification__Output>
        NotificationService: SubtypeConstructor<typeof grpc.Client, _landline_notification_v1_NotificationServiceClient> & { service: _landline_notification_v1_NotificationServiceDefinition }
      }
    }
  }
}

