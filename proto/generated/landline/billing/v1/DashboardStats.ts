// Original file: proto/landline/billing/v1/billing.proto

import type { Costs as _landline_billing_v1_Costs, Costs__Output as _landline_billing_v1_Costs__Output } from '../../../landline/billing/v1/Costs';
import type { SubscriptionState as _landline_billing_v1_SubscriptionState, SubscriptionState__Output as _landline_billing_v1_SubscriptionState__Output } from '../../../landline/billing/v1/SubscriptionState';

export interface DashboardStats {
  'todayCalls'?: (number);
  'todayMinutes'?: (number);
  'todayTransfers'?: (number);
  'todayEmergencies'?: (number);
  'costs'?: (_landline_billing_v1_Costs | null);
  'timezone'?: (string);
  'date'?: (string);
  'subscription'?: (_landline_billing_v1_SubscriptionState | null);
}

export interface DashboardStats__Output {
  'todayCalls': (number);
  'todayMinutes': (number);
  'todayTransfers': (number);
  'todayEmergencies': (number);
  'costs': (_landline_billing_v1_Costs__Output | null);
  'timezone': (string);
  'date': (string);
  'subscription': (_landline_billing_v1_SubscriptionState__Output | null);
}
