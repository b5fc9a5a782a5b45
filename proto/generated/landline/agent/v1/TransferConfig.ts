// Original file: proto/landline/agent/v1/agent.proto


export interface TransferConfig {
  'enabled'?: (boolean);
  'transferNumber'?: (string);
}

export interface TransferConfig__Output {
  'enabled': (boolean);
  'transferNumber': (string);
}
