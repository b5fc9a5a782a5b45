// Original file: proto/landline/identity/v1/identity.proto


export interface JoinWaitlistRequest {
  'name'?: (string);
  'company'?: (string);
  'email'?: (string);
  'phone'?: (string);
}

export interface JoinWaitlistRequest__Output {
  'name': (string);
  'company': (string);
  'email': (string);
  'phone': (string);
}
