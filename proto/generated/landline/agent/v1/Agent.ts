// Original file: proto/landline/agent/v1/agent.proto

import type { Template as _landline_agent_v1_Template, Template__Output as _landline_agent_v1_Template__Output } from '../../../landline/agent/v1/Template';
import type { Customizations as _landline_agent_v1_Customizations, Customizations__Output as _landline_agent_v1_Customizations__Output } from '../../../landline/agent/v1/Customizations';
import type { TransferConfig as _landline_agent_v1_TransferConfig, TransferConfig__Output as _landline_agent_v1_TransferConfig__Output } from '../../../landline/agent/v1/TransferConfig';

export interface Agent {
  'id'?: (string);
  'ownerId'?: (string);
  'customName'?: (string);
  'status'?: (string);
  'language'?: (string);
  'template'?: (_landline_agent_v1_Template | null);
  'templateType'?: (string);
  'templateIndustry'?: (string);
  'customizations'?: (_landline_agent_v1_Customizations | null);
  'transferConfig'?: (_landline_agent_v1_TransferConfig | null);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface Agent__Output {
  'id': (string);
  'ownerId': (string);
  'customName': (string);
  'status': (string);
  'language': (string);
  'template': (_landline_agent_v1_Template__Output | null);
  'templateType': (string);
  'templateIndustry': (string);
  'customizations': (_landline_agent_v1_Customizations__Output | null);
  'transferConfig': (_landline_agent_v1_TransferConfig__Output | null);
  'createdAt': (string);
  'updatedAt': (string);
}
