// Original file: proto/landline/conversation/v1/conversation.proto


export interface ChatResponse {
  'text'?: (string);
  'totalTokens'?: (number);
}

export interface ChatResponse__Output {
  'text': (string);
  'totalTokens': (number);
}
