// Original file: proto/landline/notification/v1/notification.proto

import type { Webhook as _landline_notification_v1_Webhook, Webhook__Output as _landline_notification_v1_Webhook__Output } from '../../../landline/notification/v1/Webhook';

export interface WebhookResponse {
  'webhook'?: (_landline_notification_v1_Webhook | null);
}

export interface WebhookResponse__Output {
  'webhook': (_landline_notification_v1_Webhook__Output | null);
}
