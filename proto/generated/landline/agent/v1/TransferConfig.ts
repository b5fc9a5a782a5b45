// Original file: proto/landline/agent/v1/agent.proto

import type { OnCallLadder as _landline_agent_v1_OnCallLadder, OnCallLadder__Output as _landline_agent_v1_OnCallLadder__Output } from '../../../landline/agent/v1/OnCallLadder';

export interface TransferConfig {
  'enabled'?: (boolean);
  'transferNumber'?: (string);
  'ladder'?: (_landline_agent_v1_OnCallLadder | null);
  'ringSeconds'?: (number);
  '_enabled'?: "enabled";
  '_transferNumber'?: "transferNumber";
  '_ringSeconds'?: "ringSeconds";
}

export interface TransferConfig__Output {
  'enabled'?: (boolean);
  'transferNumber'?: (string);
  'ladder': (_landline_agent_v1_OnCallLadder__Output | null);
  'ringSeconds'?: (number);
  '_enabled'?: "enabled";
  '_transferNumber'?: "transferNumber";
  '_ringSeconds'?: "ringSeconds";
}
