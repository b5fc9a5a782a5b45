// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';

export interface OnboardingCompleted {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'userId'?: (string);
  'companyName'?: (string);
  'timezone'?: (string);
}

export interface OnboardingCompleted__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'userId': (string);
  'companyName': (string);
  'timezone': (string);
}
