// Original file: proto/landline/conversation/v1/conversation.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface UpdateCallAudioRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'callId'?: (string);
  'audioUrl'?: (string);
  'recordingKey'?: (string);
  'ownerId'?: (string);
}

export interface UpdateCallAudioRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'callId': (string);
  'audioUrl': (string);
  'recordingKey': (string);
  'ownerId': (string);
}
