// Original file: proto/landline/notification/v1/notification.proto


export interface Webhook {
  'url'?: (string);
  'enabled'?: (boolean);
  'secret'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
}

export interface Webhook__Output {
  'url': (string);
  'enabled': (boolean);
  'secret': (string);
  'createdAt': (string);
  'updatedAt': (string);
}
