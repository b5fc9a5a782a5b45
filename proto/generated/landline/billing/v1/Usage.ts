// Original file: proto/landline/billing/v1/billing.proto


export interface Usage {
  'callMinutesUsed'?: (number);
  'calls'?: (number);
}

export interface Usage__Output {
  'callMinutesUsed': (number);
  'calls': (number);
}
