// Original file: proto/landline/agent/v1/agent.proto

import type { Agent as _landline_agent_v1_Agent, Agent__Output as _landline_agent_v1_Agent__Output } from '../../../landline/agent/v1/Agent';

export interface ListAgentsResponse {
  'agents'?: (_landline_agent_v1_Agent)[];
}

export interface ListAgentsResponse__Output {
  'agents': (_landline_agent_v1_Agent__Output)[];
}
