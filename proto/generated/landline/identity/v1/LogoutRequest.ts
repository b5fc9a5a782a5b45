// Original file: proto/landline/identity/v1/identity.proto


export interface LogoutRequest {
  'refreshToken'?: (string);
}

export interface LogoutRequest__Output {
  'refreshToken': (string);
}
