// Original file: proto/landline/notification/v1/notification.proto


export interface Notification {
  'id'?: (string);
  'callId'?: (string);
  'channel'?: (string);
  'to'?: (string);
  'subject'?: (string);
  'body'?: (string);
  'status'?: (string);
  'error'?: (string);
  'createdAt'?: (string);
  'attempts'?: (number);
  'sentAt'?: (string);
  'kind'?: (string);
}

export interface Notification__Output {
  'id': (string);
  'callId': (string);
  'channel': (string);
  'to': (string);
  'subject': (string);
  'body': (string);
  'status': (string);
  'error': (string);
  'createdAt': (string);
  'attempts': (number);
  'sentAt': (string);
  'kind': (string);
}
