// Original file: proto/landline/telephony/v1/telephony.proto


export interface RelayLanguage {
  'code'?: (string);
  'voice'?: (string);
}

export interface RelayLanguage__Output {
  'code': (string);
  'voice': (string);
}
