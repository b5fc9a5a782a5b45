// Original file: proto/landline/agent/v1/agent.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface DeleteAgentRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'agentId'?: (string);
}

export interface DeleteAgentRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'agentId': (string);
}
