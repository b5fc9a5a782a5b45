// Original file: proto/landline/conversation/v1/conversation.proto


export interface SynthesizeRequest {
  'text'?: (string);
  'language'?: (string);
  'voiceName'?: (string);
  'employee'?: (string);
  'format'?: (string);
  'provider'?: (string);
  'speed'?: (number | string);
  '_speed'?: "speed";
}

export interface SynthesizeRequest__Output {
  'text': (string);
  'language': (string);
  'voiceName': (string);
  'employee': (string);
  'format': (string);
  'provider': (string);
  'speed'?: (number);
  '_speed'?: "speed";
}
