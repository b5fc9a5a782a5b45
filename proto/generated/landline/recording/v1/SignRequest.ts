// Original file: proto/landline/recording/v1/recording.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface SignRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callIds'?: (string)[];
  'ttlSeconds'?: (number);
}

export interface SignRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callIds': (string)[];
  'ttlSeconds': (number);
}
