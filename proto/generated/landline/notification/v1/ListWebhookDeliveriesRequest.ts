// Original file: proto/landline/notification/v1/notification.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface ListWebhookDeliveriesRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'limit'?: (number);
  'cursor'?: (string);
}

export interface ListWebhookDeliveriesRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'limit': (number);
  'cursor': (string);
}
