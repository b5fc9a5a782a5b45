// Original file: proto/landline/identity/v1/identity.proto

import type { User as _landline_identity_v1_User, User__Output as _landline_identity_v1_User__Output } from '../../../landline/identity/v1/User';

export interface UserProfile {
  'user'?: (_landline_identity_v1_User | null);
}

export interface UserProfile__Output {
  'user': (_landline_identity_v1_User__Output | null);
}
