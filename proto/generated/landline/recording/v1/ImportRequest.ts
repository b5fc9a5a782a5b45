// Original file: proto/landline/recording/v1/recording.proto


export interface ImportRequest {
  'callId'?: (string);
  'userId'?: (string);
  'sourceUrl'?: (string);
  'callType'?: (string);
  'basicAuthUser'?: (string);
  'basicAuthPassword'?: (string);
  'contentType'?: (string);
}

export interface ImportRequest__Output {
  'callId': (string);
  'userId': (string);
  'sourceUrl': (string);
  'callType': (string);
  'basicAuthUser': (string);
  'basicAuthPassword': (string);
  'contentType': (string);
}
