// Original file: proto/landline/identity/v1/identity.proto


export interface RefreshRequest {
  'refreshToken'?: (string);
}

export interface RefreshRequest__Output {
  'refreshToken': (string);
}
