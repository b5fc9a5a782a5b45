// Original file: proto/landline/conversation/v1/conversation.proto


export interface CallerTurn {
  'text'?: (string);
}

export interface CallerTurn__Output {
  'text': (string);
}
