// Original file: proto/landline/telephony/v1/telephony.proto


export interface SpokenLine {
  'text'?: (string);
  'language'?: (string);
  'voice'?: (string);
}

export interface SpokenLine__Output {
  'text': (string);
  'language': (string);
  'voice': (string);
}
