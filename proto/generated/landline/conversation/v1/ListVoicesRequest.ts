// Original file: proto/landline/conversation/v1/conversation.proto


export interface ListVoicesRequest {
  'languageCode'?: (string);
  'provider'?: (string);
}

export interface ListVoicesRequest__Output {
  'languageCode': (string);
  'provider': (string);
}
