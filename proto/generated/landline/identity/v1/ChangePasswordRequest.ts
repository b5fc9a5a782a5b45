// Original file: proto/landline/identity/v1/identity.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface ChangePasswordRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'currentPassword'?: (string);
  'newPassword'?: (string);
}

export interface ChangePasswordRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'currentPassword': (string);
  'newPassword': (string);
}
