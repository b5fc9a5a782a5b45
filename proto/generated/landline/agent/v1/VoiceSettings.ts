// Original file: proto/landline/agent/v1/agent.proto


export interface VoiceSettings {
  'provider'?: (string);
  'languageCode'?: (string);
  'name'?: (string);
  'naturalGender'?: (string);
  'speed'?: (number | string);
}

export interface VoiceSettings__Output {
  'provider': (string);
  'languageCode': (string);
  'name': (string);
  'naturalGender': (string);
  'speed': (number);
}
