// Original file: proto/landline/billing/v1/billing.proto


export interface SubscriptionTerms {
  'plan'?: (string);
  'status'?: (string);
  'startDate'?: (string);
  'endDate'?: (string);
  'callMinutesIncluded'?: (number);
}

export interface SubscriptionTerms__Output {
  'plan': (string);
  'status': (string);
  'startDate': (string);
  'endDate': (string);
  'callMinutesIncluded': (number);
}
