// Original file: proto/landline/telephony/v1/telephony.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface AssignPhoneNumberRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'phoneNumberId'?: (string);
  'agentId'?: (string);
}

export interface AssignPhoneNumberRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'phoneNumberId': (string);
  'agentId': (string);
}
