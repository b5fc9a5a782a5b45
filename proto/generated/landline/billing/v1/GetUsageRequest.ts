// Original file: proto/landline/billing/v1/billing.proto

import type { SubscriptionTerms as _landline_billing_v1_SubscriptionTerms, SubscriptionTerms__Output as _landline_billing_v1_SubscriptionTerms__Output } from '../../../landline/billing/v1/SubscriptionTerms';

export interface GetUsageRequest {
  'userId'?: (string);
  'terms'?: (_landline_billing_v1_SubscriptionTerms | null);
  'timezone'?: (string);
}

export interface GetUsageRequest__Output {
  'userId': (string);
  'terms': (_landline_billing_v1_SubscriptionTerms__Output | null);
  'timezone': (string);
}
