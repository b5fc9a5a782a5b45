// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';
import type { WorkOrder as _landline_events_v1_WorkOrder, WorkOrder__Output as _landline_events_v1_WorkOrder__Output } from '../../../landline/events/v1/WorkOrder';

export interface WorkOrderChanged {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'callId'?: (string);
  'agentId'?: (string);
  'changeId'?: (string);
  'change'?: (string);
  'status'?: (string);
  'previousStatus'?: (string);
  'assignee'?: (string);
  'note'?: (string);
  'forwardTo'?: (string)[];
  'actor'?: (string);
  'workOrder'?: (_landline_events_v1_WorkOrder | null);
  'language'?: (string);
  'callType'?: (string);
  'startedAt'?: (string);
}

export interface WorkOrderChanged__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'callId': (string);
  'agentId': (string);
  'changeId': (string);
  'change': (string);
  'status': (string);
  'previousStatus': (string);
  'assignee': (string);
  'note': (string);
  'forwardTo': (string)[];
  'actor': (string);
  'workOrder': (_landline_events_v1_WorkOrder__Output | null);
  'language': (string);
  'callType': (string);
  'startedAt': (string);
}
