// Original file: proto/landline/billing/v1/billing.proto


export interface EntitlementRequest {
  'userId'?: (string);
}

export interface EntitlementRequest__Output {
  'userId': (string);
}
