// Original file: proto/landline/identity/v1/identity.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface UserRequest {
  'actor'?: (_landline_common_v1_Actor | null);
}

export interface UserRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
}
