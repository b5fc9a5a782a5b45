// Original file: proto/landline/billing/v1/billing.proto

import type { UsageDay as _landline_billing_v1_UsageDay, UsageDay__Output as _landline_billing_v1_UsageDay__Output } from '../../../landline/billing/v1/UsageDay';

export interface UsageHistory {
  'timezone'?: (string);
  'days'?: (_landline_billing_v1_UsageDay)[];
}

export interface UsageHistory__Output {
  'timezone': (string);
  'days': (_landline_billing_v1_UsageDay__Output)[];
}
