// Original file: proto/landline/identity/v1/identity.proto


export interface ForgotPasswordRequest {
  'email'?: (string);
}

export interface ForgotPasswordRequest__Output {
  'email': (string);
}
