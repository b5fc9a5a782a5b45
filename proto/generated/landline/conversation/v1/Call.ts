// Original file: proto/landline/conversation/v1/conversation.proto

import type { TransferEvent as _landline_conversation_v1_TransferEvent, TransferEvent__Output as _landline_conversation_v1_TransferEvent__Output } from '../../../landline/conversation/v1/TransferEvent';
import type { TranscriptEntry as _landline_conversation_v1_TranscriptEntry, TranscriptEntry__Output as _landline_conversation_v1_TranscriptEntry__Output } from '../../../landline/conversation/v1/TranscriptEntry';
import type { ServiceRequest as _landline_conversation_v1_ServiceRequest, ServiceRequest__Output as _landline_conversation_v1_ServiceRequest__Output } from '../../../landline/conversation/v1/ServiceRequest';

export interface Call {
  'id'?: (string);
  'ownerId'?: (string);
  'agentId'?: (string);
  'agentName'?: (string);
  'callSource'?: (string);
  'callType'?: (string);
  'templateType'?: (string);
  'status'?: (string);
  'startTime'?: (string);
  'endTime'?: (string);
  'durationSeconds'?: (number);
  'transfers'?: (_landline_conversation_v1_TransferEvent)[];
  'fromNumber'?: (string);
  'toNumber'?: (string);
  'recordingUrl'?: (string);
  'emergency'?: (boolean);
  'language'?: (string);
  'totalTokens'?: (number);
  'transcript'?: (_landline_conversation_v1_TranscriptEntry)[];
  'firstMessagePreview'?: (string);
  'hasRecording'?: (boolean);
  'recordingKey'?: (string);
  'request'?: (_landline_conversation_v1_ServiceRequest | null);
  'employee'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'urgency'?: (string);
  'outcomes'?: (string)[];
}

export interface Call__Output {
  'id': (string);
  'ownerId': (string);
  'agentId': (string);
  'agentName': (string);
  'callSource': (string);
  'callType': (string);
  'templateType': (string);
  'status': (string);
  'startTime': (string);
  'endTime': (string);
  'durationSeconds': (number);
  'transfers': (_landline_conversation_v1_TransferEvent__Output)[];
  'fromNumber': (string);
  'toNumber': (string);
  'recordingUrl': (string);
  'emergency': (boolean);
  'language': (string);
  'totalTokens': (number);
  'transcript': (_landline_conversation_v1_TranscriptEntry__Output)[];
  'firstMessagePreview': (string);
  'hasRecording': (boolean);
  'recordingKey': (string);
  'request': (_landline_conversation_v1_ServiceRequest__Output | null);
  'employee': (string);
  'createdAt': (string);
  'updatedAt': (string);
  'urgency': (string);
  'outcomes': (string)[];
}
