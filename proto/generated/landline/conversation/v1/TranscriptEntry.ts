// Original file: proto/landline/conversation/v1/conversation.proto


export interface TranscriptEntry {
  'role'?: (string);
  'text'?: (string);
  'timestamp'?: (string);
}

export interface TranscriptEntry__Output {
  'role': (string);
  'text': (string);
  'timestamp': (string);
}
