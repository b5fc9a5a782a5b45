// Original file: proto/landline/billing/v1/billing.proto

import type { SubscriptionState as _landline_billing_v1_SubscriptionState, SubscriptionState__Output as _landline_billing_v1_SubscriptionState__Output } from '../../../landline/billing/v1/SubscriptionState';

export interface Usage {
  'callMinutesUsed'?: (number);
  'calls'?: (number);
  'subscription'?: (_landline_billing_v1_SubscriptionState | null);
}

export interface Usage__Output {
  'callMinutesUsed': (number);
  'calls': (number);
  'subscription': (_landline_billing_v1_SubscriptionState__Output | null);
}
