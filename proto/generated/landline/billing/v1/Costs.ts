// Original file: proto/landline/billing/v1/billing.proto

import type { AgentCost as _landline_billing_v1_AgentCost, AgentCost__Output as _landline_billing_v1_AgentCost__Output } from '../../../landline/billing/v1/AgentCost';
import type { PhoneNumberCost as _landline_billing_v1_PhoneNumberCost, PhoneNumberCost__Output as _landline_billing_v1_PhoneNumberCost__Output } from '../../../landline/billing/v1/PhoneNumberCost';

export interface Costs {
  'totalCost'?: (number | string);
  'callCost'?: (number | string);
  'phoneCost'?: (number | string);
  'perAgent'?: (_landline_billing_v1_AgentCost)[];
  'phoneNumbers'?: (_landline_billing_v1_PhoneNumberCost)[];
  'currency'?: (string);
  'perMinuteRate'?: (number | string);
  'billableMinutes'?: (number);
  'coveredByTrial'?: (boolean);
  'amountDue'?: (number | string);
  'periodStart'?: (string);
  'periodEnd'?: (string);
  'phoneNumbersUnavailable'?: (boolean);
}

export interface Costs__Output {
  'totalCost': (number);
  'callCost': (number);
  'phoneCost': (number);
  'perAgent': (_landline_billing_v1_AgentCost__Output)[];
  'phoneNumbers': (_landline_billing_v1_PhoneNumberCost__Output)[];
  'currency': (string);
  'perMinuteRate': (number);
  'billableMinutes': (number);
  'coveredByTrial': (boolean);
  'amountDue': (number);
  'periodStart': (string);
  'periodEnd': (string);
  'phoneNumbersUnavailable': (boolean);
}
