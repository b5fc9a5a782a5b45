// Original file: proto/landline/agent/v1/agent.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface SetAgentPhoneNumberRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'agentId'?: (string);
  'phoneNumber'?: (string);
}

export interface SetAgentPhoneNumberRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'agentId': (string);
  'phoneNumber': (string);
}
