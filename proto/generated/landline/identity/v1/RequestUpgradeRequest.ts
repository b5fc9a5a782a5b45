// Original file: proto/landline/identity/v1/identity.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface RequestUpgradeRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'message'?: (string);
}

export interface RequestUpgradeRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'message': (string);
}
