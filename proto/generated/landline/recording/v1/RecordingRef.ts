// Original file: proto/landline/recording/v1/recording.proto

import type { Long } from '@grpc/proto-loader';

export interface RecordingRef {
  'callId'?: (string);
  'key'?: (string);
  'contentType'?: (string);
  'size'?: (number | string | Long);
  'token'?: (string);
  'tokenExpiresAt'?: (string);
}

export interface RecordingRef__Output {
  'callId': (string);
  'key': (string);
  'contentType': (string);
  'size': (string);
  'token': (string);
  'tokenExpiresAt': (string);
}
