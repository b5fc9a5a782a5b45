// Original file: proto/landline/identity/v1/identity.proto


export interface SignUpRequest {
  'email'?: (string);
  'password'?: (string);
  'displayName'?: (string);
}

export interface SignUpRequest__Output {
  'email': (string);
  'password': (string);
  'displayName': (string);
}
