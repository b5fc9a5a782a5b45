// Original file: proto/landline/billing/v1/billing.proto


export interface GetUsageRequest {
  'userId'?: (string);
}

export interface GetUsageRequest__Output {
  'userId': (string);
}
