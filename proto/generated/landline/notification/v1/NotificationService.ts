// Original file: proto/landline/notification/v1/notification.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { DeleteWebhookResponse as _landline_notification_v1_DeleteWebhookResponse, DeleteWebhookResponse__Output as _landline_notification_v1_DeleteWebhookResponse__Output } from '../../../landline/notification/v1/DeleteWebhookResponse';
import type { ListNotificationsRequest as _landline_notification_v1_ListNotificationsRequest, ListNotificationsRequest__Output as _landline_notification_v1_ListNotificationsRequest__Output } from '../../../landline/notification/v1/ListNotificationsRequest';
import type { ListNotificationsResponse as _landline_notification_v1_ListNotificationsResponse, ListNotificationsResponse__Output as _landline_notification_v1_ListNotificationsResponse__Output } from '../../../landline/notification/v1/ListNotificationsResponse';
import type { ListWebhookDeliveriesRequest as _landline_notification_v1_ListWebhookDeliveriesRequest, ListWebhookDeliveriesRequest__Output as _landline_notification_v1_ListWebhookDeliveriesRequest__Output } from '../../../landline/notification/v1/ListWebhookDeliveriesRequest';
import type { ListWebhookDeliveriesResponse as _landline_notification_v1_ListWebhookDeliveriesResponse, ListWebhookDeliveriesResponse__Output as _landline_notification_v1_ListWebhookDeliveriesResponse__Output } from '../../../landline/notification/v1/ListWebhookDeliveriesResponse';
import type { SaveWebhookRequest as _landline_notification_v1_SaveWebhookRequest, SaveWebhookRequest__Output as _landline_notification_v1_SaveWebhookRequest__Output } from '../../../landline/notification/v1/SaveWebhookRequest';
import type { WebhookDelivery as _landline_notification_v1_WebhookDelivery, WebhookDelivery__Output as _landline_notification_v1_WebhookDelivery__Output } from '../../../landline/notification/v1/WebhookDelivery';
import type { WebhookRequest as _landline_notification_v1_WebhookRequest, WebhookRequest__Output as _landline_notification_v1_WebhookRequest__Output } from '../../../landline/notification/v1/WebhookRequest';
import type { WebhookResponse as _landline_notification_v1_WebhookResponse, WebhookResponse__Output as _landline_notification_v1_WebhookResponse__Output } from '../../../landline/notification/v1/WebhookResponse';

export interface NotificationServiceClient extends grpc.Client {
  DeleteWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  DeleteWebhook(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  deleteWebhook(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_DeleteWebhookResponse__Output>): grpc.ClientUnaryCall;
  
  GetWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  GetWebhook(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  getWebhook(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  
  ListNotifications(argument: _landline_notification_v1_ListNotificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  ListNotifications(argument: _landline_notification_v1_ListNotificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  ListNotifications(argument: _landline_notification_v1_ListNotificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  ListNotifications(argument: _landline_notification_v1_ListNotificationsRequest, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _landline_notification_v1_ListNotificationsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _landline_notification_v1_ListNotificationsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _landline_notification_v1_ListNotificationsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  listNotifications(argument: _landline_notification_v1_ListNotificationsRequest, callback: grpc.requestCallback<_landline_notification_v1_ListNotificationsResponse__Output>): grpc.ClientUnaryCall;
  
  ListWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  ListWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  listWebhookDeliveries(argument: _landline_notification_v1_ListWebhookDeliveriesRequest, callback: grpc.requestCallback<_landline_notification_v1_ListWebhookDeliveriesResponse__Output>): grpc.ClientUnaryCall;
  
  RotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  RotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  rotateWebhookSecret(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  
  SaveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  SaveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  SaveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  SaveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  saveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  saveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  saveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  saveWebhook(argument: _landline_notification_v1_SaveWebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookResponse__Output>): grpc.ClientUnaryCall;
  
  TestWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  TestWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  TestWebhook(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  TestWebhook(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _landline_notification_v1_WebhookRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _landline_notification_v1_WebhookRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  testWebhook(argument: _landline_notification_v1_WebhookRequest, callback: grpc.requestCallback<_landline_notification_v1_WebhookDelivery__Output>): grpc.ClientUnaryCall;
  
}

export interface NotificationServiceHandlers extends grpc.UntypedServiceImplementation {
  DeleteWebhook: grpc.handleUnaryCall<_landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_DeleteWebhookResponse>;
  
  GetWebhook: grpc.handleUnaryCall<_landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_WebhookResponse>;
  
  ListNotifications: grpc.handleUnaryCall<_landline_notification_v1_ListNotificationsRequest__Output, _landline_notification_v1_ListNotificationsResponse>;
  
  ListWebhookDeliveries: grpc.handleUnaryCall<_landline_notification_v1_ListWebhookDeliveriesRequest__Output, _landline_notification_v1_ListWebhookDeliveriesResponse>;
  
  RotateWebhookSecret: grpc.handleUnaryCall<_landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_WebhookResponse>;
  
  SaveWebhook: grpc.handleUnaryCall<_landline_notification_v1_SaveWebhookRequest__Output, _landline_notification_v1_WebhookResponse>;
  
  TestWebhook: grpc.handleUnaryCall<_landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_WebhookDelivery>;
  
}

export interface NotificationServiceDefinition extends grpc.ServiceDefinition {
  DeleteWebhook: MethodDefinition<_landline_notification_v1_WebhookRequest, _landline_notification_v1_DeleteWebhookResponse, _landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_DeleteWebhookResponse__Output>
  GetWebhook: MethodDefinition<_landline_notification_v1_WebhookRequest, _landline_notification_v1_WebhookResponse, _landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_WebhookResponse__Output>
  ListNotifications: MethodDefinition<_landline_notification_v1_ListNotificationsRequest, _landline_notification_v1_ListNotificationsResponse, _landline_notification_v1_ListNotificationsRequest__Output, _landline_notification_v1_ListNotificationsResponse__Output>
  ListWebhookDeliveries: MethodDefinition<_landline_notification_v1_ListWebhookDeliveriesRequest, _landline_notification_v1_ListWebhookDeliveriesResponse, _landline_notification_v1_ListWebhookDeliveriesRequest__Output, _landline_notification_v1_ListWebhookDeliveriesResponse__Output>
  RotateWebhookSecret: MethodDefinition<_landline_notification_v1_WebhookRequest, _landline_notification_v1_WebhookResponse, _landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_WebhookResponse__Output>
  SaveWebhook: MethodDefinition<_landline_notification_v1_SaveWebhookRequest, _landline_notification_v1_WebhookResponse, _landline_notification_v1_SaveWebhookRequest__Output, _landline_notification_v1_WebhookResponse__Output>
  TestWebhook: MethodDefinition<_landline_notification_v1_WebhookRequest, _landline_notification_v1_WebhookDelivery, _landline_notification_v1_WebhookRequest__Output, _landline_notification_v1_WebhookDelivery__Output>
}
