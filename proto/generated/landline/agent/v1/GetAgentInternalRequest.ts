// Original file: proto/landline/agent/v1/agent.proto


export interface GetAgentInternalRequest {
  'agentId'?: (string);
}

export interface GetAgentInternalRequest__Output {
  'agentId': (string);
}
