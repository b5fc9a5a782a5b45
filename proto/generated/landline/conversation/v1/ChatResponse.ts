// Original file: proto/landline/conversation/v1/conversation.proto

import type { ConverseOutput as _landline_conversation_v1_ConverseOutput, ConverseOutput__Output as _landline_conversation_v1_ConverseOutput__Output } from '../../../landline/conversation/v1/ConverseOutput';

export interface ChatResponse {
  'text'?: (string);
  'totalTokens'?: (number);
  'events'?: (_landline_conversation_v1_ConverseOutput)[];
  'ignored'?: (boolean);
}

export interface ChatResponse__Output {
  'text': (string);
  'totalTokens': (number);
  'events': (_landline_conversation_v1_ConverseOutput__Output)[];
  'ignored': (boolean);
}
