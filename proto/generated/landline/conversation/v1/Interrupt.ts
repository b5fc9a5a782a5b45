// Original file: proto/landline/conversation/v1/conversation.proto


export interface Interrupt {
  'heardText'?: (string);
}

export interface Interrupt__Output {
  'heardText': (string);
}
