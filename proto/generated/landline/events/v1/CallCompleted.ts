// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';
import type { WorkOrder as _landline_events_v1_WorkOrder, WorkOrder__Output as _landline_events_v1_WorkOrder__Output } from '../../../landline/events/v1/WorkOrder';
import type { TranscriptLine as _landline_events_v1_TranscriptLine, TranscriptLine__Output as _landline_events_v1_TranscriptLine__Output } from '../../../landline/events/v1/TranscriptLine';

export interface CallCompleted {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'callId'?: (string);
  'agentId'?: (string);
  'agentName'?: (string);
  'source'?: (string);
  'callType'?: (string);
  'startedAt'?: (string);
  'endedAt'?: (string);
  'durationSeconds'?: (number);
  'billableMinutes'?: (number);
  'transferCount'?: (number);
  'emergency'?: (boolean);
  'status'?: (string);
  'templateType'?: (string);
  'language'?: (string);
  'from'?: (string);
  'to'?: (string);
  'request'?: (_landline_events_v1_WorkOrder | null);
  'transcript'?: (_landline_events_v1_TranscriptLine)[];
}

export interface CallCompleted__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'callId': (string);
  'agentId': (string);
  'agentName': (string);
  'source': (string);
  'callType': (string);
  'startedAt': (string);
  'endedAt': (string);
  'durationSeconds': (number);
  'billableMinutes': (number);
  'transferCount': (number);
  'emergency': (boolean);
  'status': (string);
  'templateType': (string);
  'language': (string);
  'from': (string);
  'to': (string);
  'request': (_landline_events_v1_WorkOrder__Output | null);
  'transcript': (_landline_events_v1_TranscriptLine__Output)[];
}
