// Original file: proto/landline/notification/v1/notification.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface SaveWebhookRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'url'?: (string);
  'enabled'?: (boolean);
}

export interface SaveWebhookRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'url': (string);
  'enabled': (boolean);
}
