// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';

export interface OnCallAttempt {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'callId'?: (string);
  'agentId'?: (string);
  'index'?: (number);
  'name'?: (string);
  'phone'?: (string);
  'outcome'?: (string);
  'startedAt'?: (string);
  'endedAt'?: (string);
}

export interface OnCallAttempt__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'callId': (string);
  'agentId': (string);
  'index': (number);
  'name': (string);
  'phone': (string);
  'outcome': (string);
  'startedAt': (string);
  'endedAt': (string);
}
