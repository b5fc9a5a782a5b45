// Original file: proto/landline/identity/v1/identity.proto


export interface ResetPasswordRequest {
  'token'?: (string);
  'password'?: (string);
}

export interface ResetPasswordRequest__Output {
  'token': (string);
  'password': (string);
}
