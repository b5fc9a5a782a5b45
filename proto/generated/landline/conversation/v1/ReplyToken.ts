// Original file: proto/landline/conversation/v1/conversation.proto


export interface ReplyToken {
  'text'?: (string);
  'last'?: (boolean);
  'totalTokens'?: (number);
}

export interface ReplyToken__Output {
  'text': (string);
  'last': (boolean);
  'totalTokens': (number);
}
