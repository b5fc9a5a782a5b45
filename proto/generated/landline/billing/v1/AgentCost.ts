// Original file: proto/landline/billing/v1/billing.proto


export interface AgentCost {
  'agentId'?: (string);
  'agentName'?: (string);
  'callCount'?: (number);
  'customerCharge'?: (number | string);
  'minutes'?: (number);
}

export interface AgentCost__Output {
  'agentId': (string);
  'agentName': (string);
  'callCount': (number);
  'customerCharge': (number);
  'minutes': (number);
}
