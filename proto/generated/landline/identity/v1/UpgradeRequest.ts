// Original file: proto/landline/identity/v1/identity.proto


export interface UpgradeRequest {
  'id'?: (string);
  'plan'?: (string);
  'message'?: (string);
  'createdAt'?: (string);
  'status'?: (string);
}

export interface UpgradeRequest__Output {
  'id': (string);
  'plan': (string);
  'message': (string);
  'createdAt': (string);
  'status': (string);
}
