// Original file: proto/landline/billing/v1/billing.proto


export interface UsageDay {
  'date'?: (string);
  'calls'?: (number);
  'minutes'?: (number);
  'transfers'?: (number);
  'emergencies'?: (number);
}

export interface UsageDay__Output {
  'date': (string);
  'calls': (number);
  'minutes': (number);
  'transfers': (number);
  'emergencies': (number);
}
