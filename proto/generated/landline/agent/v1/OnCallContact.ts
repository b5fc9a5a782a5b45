// Original file: proto/landline/agent/v1/agent.proto


export interface OnCallContact {
  'name'?: (string);
  'phone'?: (string);
}

export interface OnCallContact__Output {
  'name': (string);
  'phone': (string);
}
