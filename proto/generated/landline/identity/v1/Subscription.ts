// Original file: proto/landline/identity/v1/identity.proto


export interface Subscription {
  'plan'?: (string);
  'status'?: (string);
  'startDate'?: (string);
  'endDate'?: (string);
  'callMinutesIncluded'?: (number);
  'callMinutesUsed'?: (number);
  'maxAgents'?: (number);
  'maxPhones'?: (number);
  'expiredReason'?: (string);
  '_maxPhones'?: "maxPhones";
  '_expiredReason'?: "expiredReason";
}

export interface Subscription__Output {
  'plan': (string);
  'status': (string);
  'startDate': (string);
  'endDate': (string);
  'callMinutesIncluded': (number);
  'callMinutesUsed': (number);
  'maxAgents': (number);
  'maxPhones'?: (number);
  'expiredReason'?: (string);
  '_maxPhones'?: "maxPhones";
  '_expiredReason'?: "expiredReason";
}
