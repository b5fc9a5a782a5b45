// Original file: proto/landline/billing/v1/billing.proto


export interface SubscriptionState {
  'plan'?: (string);
  'status'?: (string);
  'expiredReason'?: (string);
  'message'?: (string);
  'callMinutesUsed'?: (number);
  'callMinutesIncluded'?: (number);
  'startDate'?: (string);
  'endDate'?: (string);
  'daysLeft'?: (number);
  'allowed'?: (boolean);
}

export interface SubscriptionState__Output {
  'plan': (string);
  'status': (string);
  'expiredReason': (string);
  'message': (string);
  'callMinutesUsed': (number);
  'callMinutesIncluded': (number);
  'startDate': (string);
  'endDate': (string);
  'daysLeft': (number);
  'allowed': (boolean);
}
