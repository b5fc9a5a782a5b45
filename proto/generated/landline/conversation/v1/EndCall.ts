// Original file: proto/landline/conversation/v1/conversation.proto


export interface EndCall {
  'reason'?: (string);
}

export interface EndCall__Output {
  'reason': (string);
}
