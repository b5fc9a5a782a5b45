// Original file: proto/landline/billing/v1/billing.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface UsageHistoryRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'days'?: (number);
  'timezone'?: (string);
}

export interface UsageHistoryRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'days': (number);
  'timezone': (string);
}
