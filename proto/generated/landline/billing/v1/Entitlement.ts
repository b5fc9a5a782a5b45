// Original file: proto/landline/billing/v1/billing.proto


export interface Entitlement {
  'allowed'?: (boolean);
  'reason'?: (string);
}

export interface Entitlement__Output {
  'allowed': (boolean);
  'reason': (string);
}
