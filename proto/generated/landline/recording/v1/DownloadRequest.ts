// Original file: proto/landline/recording/v1/recording.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';
import type { Long } from '@grpc/proto-loader';

export interface DownloadRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callId'?: (string);
  'token'?: (string);
  'offset'?: (number | string | Long);
  'length'?: (number | string | Long);
}

export interface DownloadRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callId': (string);
  'token': (string);
  'offset': (string);
  'length': (string);
}
