// Original file: proto/landline/conversation/v1/conversation.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';
import type { Turn as _landline_conversation_v1_Turn, Turn__Output as _landline_conversation_v1_Turn__Output } from '../../../landline/conversation/v1/Turn';

export interface ChatRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'language'?: (string);
  'history'?: (_landline_conversation_v1_Turn)[];
  'message'?: (string);
  'agentId'?: (string);
  'employee'?: (string);
  'customConfigJson'?: (string);
  'interrupted'?: (boolean);
  'heardText'?: (string);
  'callId'?: (string);
  'callerNumber'?: (string);
  '_heardText'?: "heardText";
}

export interface ChatRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'language': (string);
  'history': (_landline_conversation_v1_Turn__Output)[];
  'message': (string);
  'agentId': (string);
  'employee': (string);
  'customConfigJson': (string);
  'interrupted': (boolean);
  'heardText'?: (string);
  'callId': (string);
  'callerNumber': (string);
  '_heardText'?: "heardText";
}
