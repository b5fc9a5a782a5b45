// Original file: proto/landline/agent/v1/agent.proto

import type { BusinessHours as _landline_agent_v1_BusinessHours, BusinessHours__Output as _landline_agent_v1_BusinessHours__Output } from '../../../landline/agent/v1/BusinessHours';

export interface Schedule {
  'timezone'?: (string);
  'businessHours'?: (_landline_agent_v1_BusinessHours | null);
  '_timezone'?: "timezone";
}

export interface Schedule__Output {
  'timezone'?: (string);
  'businessHours': (_landline_agent_v1_BusinessHours__Output | null);
  '_timezone'?: "timezone";
}
