// Original file: proto/landline/common/v1/common.proto


export interface Actor {
  'userId'?: (string);
  'email'?: (string);
  'displayName'?: (string);
  'photoUrl'?: (string);
}

export interface Actor__Output {
  'userId': (string);
  'email': (string);
  'displayName': (string);
  'photoUrl': (string);
}
