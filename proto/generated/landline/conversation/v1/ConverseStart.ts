// Original file: proto/landline/conversation/v1/conversation.proto

import type { Turn as _landline_conversation_v1_Turn, Turn__Output as _landline_conversation_v1_Turn__Output } from '../../../landline/conversation/v1/Turn';

export interface ConverseStart {
  'callId'?: (string);
  'agentId'?: (string);
  'language'?: (string);
  'source'?: (string);
  'history'?: (_landline_conversation_v1_Turn)[];
  'callerNumber'?: (string);
}

export interface ConverseStart__Output {
  'callId': (string);
  'agentId': (string);
  'language': (string);
  'source': (string);
  'history': (_landline_conversation_v1_Turn__Output)[];
  'callerNumber': (string);
}
