// Original file: proto/landline/billing/v1/billing.proto

import type { AgentCost as _landline_billing_v1_AgentCost, AgentCost__Output as _landline_billing_v1_AgentCost__Output } from '../../../landline/billing/v1/AgentCost';
import type { PhoneNumberCost as _landline_billing_v1_PhoneNumberCost, PhoneNumberCost__Output as _landline_billing_v1_PhoneNumberCost__Output } from '../../../landline/billing/v1/PhoneNumberCost';

export interface Costs {
  'totalCost'?: (number | string);
  'callCost'?: (number | string);
  'phoneCost'?: (number | string);
  'perAgent'?: (_landline_billing_v1_AgentCost)[];
  'phoneNumbers'?: (_landline_billing_v1_PhoneNumberCost)[];
}

export interface Costs__Output {
  'totalCost': (number);
  'callCost': (number);
  'phoneCost': (number);
  'perAgent': (_landline_billing_v1_AgentCost__Output)[];
  'phoneNumbers': (_landline_billing_v1_PhoneNumberCost__Output)[];
}
