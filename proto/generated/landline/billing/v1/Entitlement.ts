// Original file: proto/landline/billing/v1/billing.proto


export interface Entitlement {
  'allowed'?: (boolean);
  'reason'?: (string);
  'message'?: (string);
  'callMinutesUsed'?: (number);
  'callMinutesIncluded'?: (number);
  'endDate'?: (string);
}

export interface Entitlement__Output {
  'allowed': (boolean);
  'reason': (string);
  'message': (string);
  'callMinutesUsed': (number);
  'callMinutesIncluded': (number);
  'endDate': (string);
}
