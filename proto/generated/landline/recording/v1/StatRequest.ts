// Original file: proto/landline/recording/v1/recording.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface StatRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callId'?: (string);
  'token'?: (string);
}

export interface StatRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callId': (string);
  'token': (string);
}
