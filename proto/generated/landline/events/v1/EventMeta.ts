// Original file: proto/landline/events/v1/events.proto


export interface EventMeta {
  'eventId'?: (string);
  'type'?: (string);
  'occurredAt'?: (string);
  'tenantId'?: (string);
}

export interface EventMeta__Output {
  'eventId': (string);
  'type': (string);
  'occurredAt': (string);
  'tenantId': (string);
}
