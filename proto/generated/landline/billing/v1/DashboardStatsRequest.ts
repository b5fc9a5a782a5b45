// Original file: proto/landline/billing/v1/billing.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface DashboardStatsRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'timezone'?: (string);
}

export interface DashboardStatsRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'timezone': (string);
}
