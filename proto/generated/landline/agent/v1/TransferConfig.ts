// Original file: proto/landline/agent/v1/agent.proto


export interface TransferConfig {
  'enabled'?: (boolean);
  'transferNumber'?: (string);
  '_enabled'?: "enabled";
  '_transferNumber'?: "transferNumber";
}

export interface TransferConfig__Output {
  'enabled'?: (boolean);
  'transferNumber'?: (string);
  '_enabled'?: "enabled";
  '_transferNumber'?: "transferNumber";
}
