// Original file: proto/landline/agent/v1/agent.proto


export interface Company {
  'name'?: (string);
  'address'?: (string);
  'phone'?: (string);
  '_name'?: "name";
  '_address'?: "address";
  '_phone'?: "phone";
}

export interface Company__Output {
  'name'?: (string);
  'address'?: (string);
  'phone'?: (string);
  '_name'?: "name";
  '_address'?: "address";
  '_phone'?: "phone";
}
