// Original file: proto/landline/recording/v1/recording.proto

import type { Long } from '@grpc/proto-loader';

export interface RecordingInfo {
  'callId'?: (string);
  'key'?: (string);
  'contentType'?: (string);
  'size'?: (number | string | Long);
  'callType'?: (string);
  'createdAt'?: (string);
  'owned'?: (boolean);
}

export interface RecordingInfo__Output {
  'callId': (string);
  'key': (string);
  'contentType': (string);
  'size': (string);
  'callType': (string);
  'createdAt': (string);
  'owned': (boolean);
}
