// Original file: proto/landline/conversation/v1/conversation.proto

import type { Turn as _landline_conversation_v1_Turn, Turn__Output as _landline_conversation_v1_Turn__Output } from '../../../landline/conversation/v1/Turn';
import type { TransferEvent as _landline_conversation_v1_TransferEvent, TransferEvent__Output as _landline_conversation_v1_TransferEvent__Output } from '../../../landline/conversation/v1/TransferEvent';

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
  'messages'?: (_landline_conversation_v1_Turn)[];
  'transfers'?: (_landline_conversation_v1_TransferEvent)[];
  'fromNumber'?: (string);
  'toNumber'?: (string);
  'recordingUrl'?: (string);
  'emergency'?: (boolean);
  'language'?: (string);
  'totalTokens'?: (number);
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
  'messages': (_landline_conversation_v1_Turn__Output)[];
  'transfers': (_landline_conversation_v1_TransferEvent__Output)[];
  'fromNumber': (string);
  'toNumber': (string);
  'recordingUrl': (string);
  'emergency': (boolean);
  'language': (string);
  'totalTokens': (number);
}
