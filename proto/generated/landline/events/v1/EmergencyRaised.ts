// Original file: proto/landline/events/v1/events.proto

import type { EventMeta as _landline_events_v1_EventMeta, EventMeta__Output as _landline_events_v1_EventMeta__Output } from '../../../landline/events/v1/EventMeta';
import type { TransferDetails as _landline_events_v1_TransferDetails, TransferDetails__Output as _landline_events_v1_TransferDetails__Output } from '../../../landline/events/v1/TransferDetails';

export interface EmergencyRaised {
  'meta'?: (_landline_events_v1_EventMeta | null);
  'callId'?: (string);
  'agentId'?: (string);
  'tier'?: (string);
  'hazard'?: (string);
  'details'?: (_landline_events_v1_TransferDetails | null);
  'source'?: (string);
  'agentNumber'?: (string);
}

export interface EmergencyRaised__Output {
  'meta': (_landline_events_v1_EventMeta__Output | null);
  'callId': (string);
  'agentId': (string);
  'tier': (string);
  'hazard': (string);
  'details': (_landline_events_v1_TransferDetails__Output | null);
  'source': (string);
  'agentNumber': (string);
}
