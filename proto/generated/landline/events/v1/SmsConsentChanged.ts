// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';

export interface SmsConsentChanged {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'phone'?: (string);
  'number'?: (string);
  'optedOut'?: (boolean);
}

export interface SmsConsentChanged__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'phone': (string);
  'number': (string);
  'optedOut': (boolean);
}
