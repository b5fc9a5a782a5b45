// Original file: proto/landline/recording/v1/recording.proto


export interface UploadChunk {
  'callId'?: (string);
  'contentType'?: (string);
  'userId'?: (string);
  'callType'?: (string);
  'data'?: (Buffer | Uint8Array | string);
}

export interface UploadChunk__Output {
  'callId': (string);
  'contentType': (string);
  'userId': (string);
  'callType': (string);
  'data': (Buffer);
}
