// Original file: proto/landline/conversation/v1/work_orders.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface GetWorkOrderRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callId'?: (string);
}

export interface GetWorkOrderRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callId': (string);
}
