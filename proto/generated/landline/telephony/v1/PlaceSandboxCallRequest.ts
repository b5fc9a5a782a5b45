// Original file: proto/landline/telephony/v1/telephony.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface PlaceSandboxCallRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'to'?: (string);
  'from'?: (string);
}

export interface PlaceSandboxCallRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'to': (string);
  'from': (string);
}
