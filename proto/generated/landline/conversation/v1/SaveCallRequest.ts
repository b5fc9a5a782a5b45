// Original file: proto/landline/conversation/v1/conversation.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';
import type { Call as _landline_conversation_v1_Call, Call__Output as _landline_conversation_v1_Call__Output } from '../../../landline/conversation/v1/Call';

export interface SaveCallRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'call'?: (_landline_conversation_v1_Call | null);
}

export interface SaveCallRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'call': (_landline_conversation_v1_Call__Output | null);
}
