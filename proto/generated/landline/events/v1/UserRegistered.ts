// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';

export interface UserRegistered {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'userId'?: (string);
  'email'?: (string);
  'plan'?: (string);
  'trialEndDate'?: (string);
}

export interface UserRegistered__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'userId': (string);
  'email': (string);
  'plan': (string);
  'trialEndDate': (string);
}
