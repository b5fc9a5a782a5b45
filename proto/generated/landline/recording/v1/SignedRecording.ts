// Original file: proto/landline/recording/v1/recording.proto


export interface SignedRecording {
  'callId'?: (string);
  'token'?: (string);
  'expiresAt'?: (string);
}

export interface SignedRecording__Output {
  'callId': (string);
  'token': (string);
  'expiresAt': (string);
}
