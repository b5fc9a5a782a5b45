// Original file: proto/landline/conversation/v1/conversation.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface GetRecentCallsRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'limit'?: (number);
  'agentId'?: (string);
  'cursor'?: (string);
  'callId'?: (string);
  'q'?: (string);
  'fromDate'?: (string);
  'toDate'?: (string);
  'timeZone'?: (string);
  'urgency'?: (string);
  'outcome'?: (string);
  'source'?: (string);
  'templateType'?: (string);
}

export interface GetRecentCallsRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'limit': (number);
  'agentId': (string);
  'cursor': (string);
  'callId': (string);
  'q': (string);
  'fromDate': (string);
  'toDate': (string);
  'timeZone': (string);
  'urgency': (string);
  'outcome': (string);
  'source': (string);
  'templateType': (string);
}
