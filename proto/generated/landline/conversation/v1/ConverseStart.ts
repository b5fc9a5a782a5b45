// Original file: proto/landline/conversation/v1/conversation.proto

import type { Turn as _landline_conversation_v1_Turn, Turn__Output as _landline_conversation_v1_Turn__Output } from '../../../landline/conversation/v1/Turn';
import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface ConverseStart {
  'callId'?: (string);
  'agentId'?: (string);
  'language'?: (string);
  'source'?: (string);
  'history'?: (_landline_conversation_v1_Turn)[];
  'callerNumber'?: (string);
  'employee'?: (string);
  'customConfigJson'?: (string);
  'actor'?: (_landline_common_v1_Actor | null);
  'agentNumber'?: (string);
}

export interface ConverseStart__Output {
  'callId': (string);
  'agentId': (string);
  'language': (string);
  'source': (string);
  'history': (_landline_conversation_v1_Turn__Output)[];
  'callerNumber': (string);
  'employee': (string);
  'customConfigJson': (string);
  'actor': (_landline_common_v1_Actor__Output | null);
  'agentNumber': (string);
}
