// Original file: proto/landline/conversation/v1/work_orders.proto


export interface UrgencyCount {
  'urgency'?: (string);
  'count'?: (number);
}

export interface UrgencyCount__Output {
  'urgency': (string);
  'count': (number);
}
