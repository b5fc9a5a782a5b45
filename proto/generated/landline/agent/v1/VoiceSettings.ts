// Original file: proto/landline/agent/v1/agent.proto


export interface VoiceSettings {
  'provider'?: (string);
  'languageCode'?: (string);
  'name'?: (string);
  'naturalGender'?: (string);
  'speed'?: (number | string);
  '_provider'?: "provider";
  '_languageCode'?: "languageCode";
  '_name'?: "name";
  '_naturalGender'?: "naturalGender";
  '_speed'?: "speed";
}

export interface VoiceSettings__Output {
  'provider'?: (string);
  'languageCode'?: (string);
  'name'?: (string);
  'naturalGender'?: (string);
  'speed'?: (number);
  '_provider'?: "provider";
  '_languageCode'?: "languageCode";
  '_name'?: "name";
  '_naturalGender'?: "naturalGender";
  '_speed'?: "speed";
}
