// Original file: proto/landline/conversation/v1/conversation.proto

import type { TransferDetails as _landline_conversation_v1_TransferDetails, TransferDetails__Output as _landline_conversation_v1_TransferDetails__Output } from '../../../landline/conversation/v1/TransferDetails';

export interface TransferRequested {
  'reason'?: (string);
  'transferNumber'?: (string);
  'details'?: (_landline_conversation_v1_TransferDetails | null);
  'targetEmployee'?: (string);
}

export interface TransferRequested__Output {
  'reason': (string);
  'transferNumber': (string);
  'details': (_landline_conversation_v1_TransferDetails__Output | null);
  'targetEmployee': (string);
}
