// Original file: proto/landline/agent/v1/agent.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';
import type { Customizations as _landline_agent_v1_Customizations, Customizations__Output as _landline_agent_v1_Customizations__Output } from '../../../landline/agent/v1/Customizations';
import type { TransferConfig as _landline_agent_v1_TransferConfig, TransferConfig__Output as _landline_agent_v1_TransferConfig__Output } from '../../../landline/agent/v1/TransferConfig';

export interface CreateAgentRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'templateIndustry'?: (string);
  'templateType'?: (string);
  'customName'?: (string);
  'language'?: (string);
  'customizations'?: (_landline_agent_v1_Customizations | null);
  'transferConfig'?: (_landline_agent_v1_TransferConfig | null);
  '_customName'?: "customName";
  '_language'?: "language";
}

export interface CreateAgentRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'templateIndustry': (string);
  'templateType': (string);
  'customName'?: (string);
  'language'?: (string);
  'customizations': (_landline_agent_v1_Customizations__Output | null);
  'transferConfig': (_landline_agent_v1_TransferConfig__Output | null);
  '_customName'?: "customName";
  '_language'?: "language";
}
