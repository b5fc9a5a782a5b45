// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';

export interface AgentDeleted {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'agentId'?: (string);
  'phoneNumber'?: (string);
}

export interface AgentDeleted__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'agentId': (string);
  'phoneNumber': (string);
}
