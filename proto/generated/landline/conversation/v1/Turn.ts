// Original file: proto/landline/conversation/v1/conversation.proto


export interface Turn {
  'role'?: (string);
  'content'?: (string);
}

export interface Turn__Output {
  'role': (string);
  'content': (string);
}
