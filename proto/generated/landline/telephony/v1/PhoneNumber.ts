// Original file: proto/landline/telephony/v1/telephony.proto


export interface PhoneNumber {
  'id'?: (string);
  'phoneNumber'?: (string);
  'locality'?: (string);
  'region'?: (string);
  'monthlyPrice'?: (number | string);
  'agentId'?: (string);
  'status'?: (string);
  'provider'?: (string);
  'friendlyName'?: (string);
  'createdAt'?: (string);
}

export interface PhoneNumber__Output {
  'id': (string);
  'phoneNumber': (string);
  'locality': (string);
  'region': (string);
  'monthlyPrice': (number);
  'agentId': (string);
  'status': (string);
  'provider': (string);
  'friendlyName': (string);
  'createdAt': (string);
}
