// Original file: proto/landline/agent/v1/agent.proto

import type { Company as _landline_agent_v1_Company, Company__Output as _landline_agent_v1_Company__Output } from '../../../landline/agent/v1/Company';
import type { VoiceSettings as _landline_agent_v1_VoiceSettings, VoiceSettings__Output as _landline_agent_v1_VoiceSettings__Output } from '../../../landline/agent/v1/VoiceSettings';
import type { Features as _landline_agent_v1_Features, Features__Output as _landline_agent_v1_Features__Output } from '../../../landline/agent/v1/Features';

export interface Customizations {
  'company'?: (_landline_agent_v1_Company | null);
  'agentName'?: (string);
  'timezone'?: (string);
  'businessHours'?: (string);
  'knowledgebase'?: (string);
  'voiceSettings'?: (_landline_agent_v1_VoiceSettings | null);
  'features'?: (_landline_agent_v1_Features | null);
  'afterHours'?: (string);
}

export interface Customizations__Output {
  'company': (_landline_agent_v1_Company__Output | null);
  'agentName': (string);
  'timezone': (string);
  'businessHours': (string);
  'knowledgebase': (string);
  'voiceSettings': (_landline_agent_v1_VoiceSettings__Output | null);
  'features': (_landline_agent_v1_Features__Output | null);
  'afterHours': (string);
}
