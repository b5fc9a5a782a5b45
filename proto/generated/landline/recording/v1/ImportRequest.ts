// Original file: proto/landline/recording/v1/recording.proto


export interface ImportRequest {
  'callId'?: (string);
  'userId'?: (string);
  'sourceUrl'?: (string);
}

export interface ImportRequest__Output {
  'callId': (string);
  'userId': (string);
  'sourceUrl': (string);
}
