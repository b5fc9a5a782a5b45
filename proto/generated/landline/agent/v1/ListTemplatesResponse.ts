// Original file: proto/landline/agent/v1/agent.proto

import type { Template as _landline_agent_v1_Template, Template__Output as _landline_agent_v1_Template__Output } from '../../../landline/agent/v1/Template';

export interface ListTemplatesResponse {
  'templates'?: (_landline_agent_v1_Template)[];
}

export interface ListTemplatesResponse__Output {
  'templates': (_landline_agent_v1_Template__Output)[];
}
