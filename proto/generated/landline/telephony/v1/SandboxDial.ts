// Original file: proto/landline/telephony/v1/telephony.proto


export interface SandboxDial {
  'to'?: (string);
  'index'?: (number);
  'ringSeconds'?: (number);
  'whisper'?: (string);
}

export interface SandboxDial__Output {
  'to': (string);
  'index': (number);
  'ringSeconds': (number);
  'whisper': (string);
}
