// Original file: proto/landline/conversation/v1/work_orders.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface ForwardWorkOrderRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callId'?: (string);
  'to'?: (string)[];
  'note'?: (string);
  'actorName'?: (string);
}

export interface ForwardWorkOrderRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callId': (string);
  'to': (string)[];
  'note': (string);
  'actorName': (string);
}
