// Original file: proto/landline/agent/v1/agent.proto


export interface BusinessHours {
  'hours'?: (string);
  '_hours'?: "hours";
}

export interface BusinessHours__Output {
  'hours'?: (string);
  '_hours'?: "hours";
}
