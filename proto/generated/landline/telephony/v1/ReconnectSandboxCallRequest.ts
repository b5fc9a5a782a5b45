// Original file: proto/landline/telephony/v1/telephony.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface ReconnectSandboxCallRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callSid'?: (string);
  'handoffData'?: (string);
}

export interface ReconnectSandboxCallRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callSid': (string);
  'handoffData': (string);
}
