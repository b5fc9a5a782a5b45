// Original file: proto/landline/conversation/v1/conversation.proto

import type { Call as _landline_conversation_v1_Call, Call__Output as _landline_conversation_v1_Call__Output } from '../../../landline/conversation/v1/Call';

export interface GetRecentCallsResponse {
  'calls'?: (_landline_conversation_v1_Call)[];
  'totalCount'?: (number);
  'hasMore'?: (boolean);
  'nextCursor'?: (string);
  'templateTypes'?: (string)[];
}

export interface GetRecentCallsResponse__Output {
  'calls': (_landline_conversation_v1_Call__Output)[];
  'totalCount': (number);
  'hasMore': (boolean);
  'nextCursor': (string);
  'templateTypes': (string)[];
}
