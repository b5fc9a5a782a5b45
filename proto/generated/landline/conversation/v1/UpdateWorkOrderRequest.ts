// Original file: proto/landline/conversation/v1/work_orders.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface UpdateWorkOrderRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callId'?: (string);
  'status'?: (string);
  'assignee'?: (string);
  'note'?: (string);
  'actorName'?: (string);
  '_status'?: "status";
  '_assignee'?: "assignee";
}

export interface UpdateWorkOrderRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callId': (string);
  'status'?: (string);
  'assignee'?: (string);
  'note': (string);
  'actorName': (string);
  '_status'?: "status";
  '_assignee'?: "assignee";
}
