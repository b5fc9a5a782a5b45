// Original file: proto/landline/agent/v1/agent.proto

import type { Company as _landline_agent_v1_Company, Company__Output as _landline_agent_v1_Company__Output } from '../../../landline/agent/v1/Company';
import type { AgentIdentity as _landline_agent_v1_AgentIdentity, AgentIdentity__Output as _landline_agent_v1_AgentIdentity__Output } from '../../../landline/agent/v1/AgentIdentity';
import type { Schedule as _landline_agent_v1_Schedule, Schedule__Output as _landline_agent_v1_Schedule__Output } from '../../../landline/agent/v1/Schedule';
import type { VoiceSettings as _landline_agent_v1_VoiceSettings, VoiceSettings__Output as _landline_agent_v1_VoiceSettings__Output } from '../../../landline/agent/v1/VoiceSettings';
import type { Features as _landline_agent_v1_Features, Features__Output as _landline_agent_v1_Features__Output } from '../../../landline/agent/v1/Features';
import type { Notifications as _landline_agent_v1_Notifications, Notifications__Output as _landline_agent_v1_Notifications__Output } from '../../../landline/agent/v1/Notifications';

export interface Customizations {
  'company'?: (_landline_agent_v1_Company | null);
  'agent'?: (_landline_agent_v1_AgentIdentity | null);
  'schedule'?: (_landline_agent_v1_Schedule | null);
  'knowledgebase'?: (string);
  'voiceSettings'?: (_landline_agent_v1_VoiceSettings | null);
  'features'?: (_landline_agent_v1_Features | null);
  'afterHours'?: (string);
  'bilingual'?: (boolean);
  'notifications'?: (_landline_agent_v1_Notifications | null);
  '_knowledgebase'?: "knowledgebase";
  '_afterHours'?: "afterHours";
  '_bilingual'?: "bilingual";
}

export interface Customizations__Output {
  'company': (_landline_agent_v1_Company__Output | null);
  'agent': (_landline_agent_v1_AgentIdentity__Output | null);
  'schedule': (_landline_agent_v1_Schedule__Output | null);
  'knowledgebase'?: (string);
  'voiceSettings': (_landline_agent_v1_VoiceSettings__Output | null);
  'features': (_landline_agent_v1_Features__Output | null);
  'afterHours'?: (string);
  'bilingual'?: (boolean);
  'notifications': (_landline_agent_v1_Notifications__Output | null);
  '_knowledgebase'?: "knowledgebase";
  '_afterHours'?: "afterHours";
  '_bilingual'?: "bilingual";
}
