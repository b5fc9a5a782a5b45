// Original file: proto/landline/agent/v1/agent.proto

import type { OnCallContact as _landline_agent_v1_OnCallContact, OnCallContact__Output as _landline_agent_v1_OnCallContact__Output } from '../../../landline/agent/v1/OnCallContact';

export interface OnCallLadder {
  'contacts'?: (_landline_agent_v1_OnCallContact)[];
}

export interface OnCallLadder__Output {
  'contacts': (_landline_agent_v1_OnCallContact__Output)[];
}
