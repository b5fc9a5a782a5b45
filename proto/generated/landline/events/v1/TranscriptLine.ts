// Original file: proto/landline/events/v1/events.proto


export interface TranscriptLine {
  'role'?: (string);
  'text'?: (string);
}

export interface TranscriptLine__Output {
  'role': (string);
  'text': (string);
}
