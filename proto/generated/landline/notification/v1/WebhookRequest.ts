// Original file: proto/landline/notification/v1/notification.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface WebhookRequest {
  'actor'?: (_landline_common_v1_Actor | null);
}

export interface WebhookRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
}
