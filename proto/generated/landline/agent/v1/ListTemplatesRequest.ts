// Original file: proto/landline/agent/v1/agent.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface ListTemplatesRequest {
  'context'?: (string);
  'actor'?: (_landline_common_v1_Actor | null);
  'industry'?: (string);
}

export interface ListTemplatesRequest__Output {
  'context': (string);
  'actor': (_landline_common_v1_Actor__Output | null);
  'industry': (string);
}
