// Original file: proto/landline/identity/v1/identity.proto


export interface GetSubscriptionRequest {
  'userId'?: (string);
}

export interface GetSubscriptionRequest__Output {
  'userId': (string);
}
