// Original file: proto/landline/conversation/v1/conversation.proto


export interface Voice {
  'name'?: (string);
  'displayName'?: (string);
  'languageCode'?: (string);
  'naturalGender'?: (string);
}

export interface Voice__Output {
  'name': (string);
  'displayName': (string);
  'languageCode': (string);
  'naturalGender': (string);
}
