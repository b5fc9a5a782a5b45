// Original file: proto/landline/conversation/v1/conversation.proto


export interface SynthesizeResponse {
  'audio'?: (Buffer | Uint8Array | string);
  'contentType'?: (string);
  'engine'?: (string);
  'voiceName'?: (string);
}

export interface SynthesizeResponse__Output {
  'audio': (Buffer);
  'contentType': (string);
  'engine': (string);
  'voiceName': (string);
}
