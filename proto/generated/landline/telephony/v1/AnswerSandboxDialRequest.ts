// Original file: proto/landline/telephony/v1/telephony.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface AnswerSandboxDialRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callSid'?: (string);
  'index'?: (number);
  'answer'?: (string);
}

export interface AnswerSandboxDialRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callSid': (string);
  'index': (number);
  'answer': (string);
}
