// Original file: proto/landline/billing/v1/billing.proto


export interface PhoneNumberCost {
  'phoneNumber'?: (string);
  'monthlyCost'?: (number | string);
  'coveredByTrial'?: (boolean);
  'agentId'?: (string);
  'status'?: (string);
}

export interface PhoneNumberCost__Output {
  'phoneNumber': (string);
  'monthlyCost': (number);
  'coveredByTrial': (boolean);
  'agentId': (string);
  'status': (string);
}
