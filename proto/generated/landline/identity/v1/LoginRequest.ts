// Original file: proto/landline/identity/v1/identity.proto


export interface LoginRequest {
  'email'?: (string);
  'password'?: (string);
}

export interface LoginRequest__Output {
  'email': (string);
  'password': (string);
}
