// Original file: proto/landline/agent/v1/agent.proto


export interface AgentIdentity {
  'name'?: (string);
  '_name'?: "name";
}

export interface AgentIdentity__Output {
  'name'?: (string);
  '_name'?: "name";
}
