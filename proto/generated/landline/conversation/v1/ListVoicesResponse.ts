// Original file: proto/landline/conversation/v1/conversation.proto

import type { Voice as _landline_conversation_v1_Voice, Voice__Output as _landline_conversation_v1_Voice__Output } from '../../../landline/conversation/v1/Voice';

export interface ListVoicesResponse {
  'voices'?: (_landline_conversation_v1_Voice)[];
  'engine'?: (string);
}

export interface ListVoicesResponse__Output {
  'voices': (_landline_conversation_v1_Voice__Output)[];
  'engine': (string);
}
