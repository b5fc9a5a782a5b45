// Original file: proto/landline/conversation/v1/conversation.proto

import type { TransferDetails as _landline_conversation_v1_TransferDetails, TransferDetails__Output as _landline_conversation_v1_TransferDetails__Output } from '../../../landline/conversation/v1/TransferDetails';

export interface TransferEvent {
  'type'?: (string);
  'from'?: (string);
  'to'?: (string);
  'timestamp'?: (string);
  'details'?: (_landline_conversation_v1_TransferDetails | null);
  'reason'?: (string);
}

export interface TransferEvent__Output {
  'type': (string);
  'from': (string);
  'to': (string);
  'timestamp': (string);
  'details': (_landline_conversation_v1_TransferDetails__Output | null);
  'reason': (string);
}
