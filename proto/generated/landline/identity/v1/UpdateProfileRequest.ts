// Original file: proto/landline/identity/v1/identity.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface UpdateProfileRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'displayName'?: (string);
  'companyName'?: (string);
  'timezone'?: (string);
}

export interface UpdateProfileRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'displayName': (string);
  'companyName': (string);
  'timezone': (string);
}
