// Original file: proto/landline/notification/v1/notification.proto


export interface WebhookDelivery {
  'id'?: (string);
  'type'?: (string);
  'status'?: (string);
  'attempts'?: (number);
  'lastStatusCode'?: (number);
  'error'?: (string);
  'createdAt'?: (string);
  'deliveredAt'?: (string);
  'url'?: (string);
}

export interface WebhookDelivery__Output {
  'id': (string);
  'type': (string);
  'status': (string);
  'attempts': (number);
  'lastStatusCode': (number);
  'error': (string);
  'createdAt': (string);
  'deliveredAt': (string);
  'url': (string);
}
