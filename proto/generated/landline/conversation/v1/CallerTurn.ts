// Original file: proto/landline/conversation/v1/conversation.proto


export interface CallerTurn {
  'text'?: (string);
  'keypad'?: (boolean);
}

export interface CallerTurn__Output {
  'text': (string);
  'keypad': (boolean);
}
