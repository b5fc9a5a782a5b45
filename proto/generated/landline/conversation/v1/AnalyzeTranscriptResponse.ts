// Original file: proto/landline/conversation/v1/conversation.proto

import type { ServiceRequest as _landline_conversation_v1_ServiceRequest, ServiceRequest__Output as _landline_conversation_v1_ServiceRequest__Output } from '../../../landline/conversation/v1/ServiceRequest';
import type { TransferDetails as _landline_conversation_v1_TransferDetails, TransferDetails__Output as _landline_conversation_v1_TransferDetails__Output } from '../../../landline/conversation/v1/TransferDetails';

export interface AnalyzeTranscriptResponse {
  'request'?: (_landline_conversation_v1_ServiceRequest | null);
  'details'?: (_landline_conversation_v1_TransferDetails | null);
  'missing'?: (string)[];
  'emergency'?: (boolean);
  'engine'?: (string);
}

export interface AnalyzeTranscriptResponse__Output {
  'request': (_landline_conversation_v1_ServiceRequest__Output | null);
  'details': (_landline_conversation_v1_TransferDetails__Output | null);
  'missing': (string)[];
  'emergency': (boolean);
  'engine': (string);
}
