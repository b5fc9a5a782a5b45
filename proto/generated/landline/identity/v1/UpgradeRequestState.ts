// Original file: proto/landline/identity/v1/identity.proto

import type { UpgradeRequest as _landline_identity_v1_UpgradeRequest, UpgradeRequest__Output as _landline_identity_v1_UpgradeRequest__Output } from '../../../landline/identity/v1/UpgradeRequest';

export interface UpgradeRequestState {
  'request'?: (_landline_identity_v1_UpgradeRequest | null);
}

export interface UpgradeRequestState__Output {
  'request': (_landline_identity_v1_UpgradeRequest__Output | null);
}
