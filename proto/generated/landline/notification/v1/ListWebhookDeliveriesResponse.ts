// Original file: proto/landline/notification/v1/notification.proto

import type { WebhookDelivery as _landline_notification_v1_WebhookDelivery, WebhookDelivery__Output as _landline_notification_v1_WebhookDelivery__Output } from '../../../landline/notification/v1/WebhookDelivery';

export interface ListWebhookDeliveriesResponse {
  'deliveries'?: (_landline_notification_v1_WebhookDelivery)[];
  'nextCursor'?: (string);
}

export interface ListWebhookDeliveriesResponse__Output {
  'deliveries': (_landline_notification_v1_WebhookDelivery__Output)[];
  'nextCursor': (string);
}
