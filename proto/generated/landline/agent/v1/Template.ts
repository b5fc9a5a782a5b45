// Original file: proto/landline/agent/v1/agent.proto


export interface Template {
  'name'?: (string);
  'title'?: (string);
  'description'?: (string);
  'features'?: (string)[];
  'avatarUrl'?: (string);
  'industry'?: (string);
  'type'?: (string);
  'voiceId'?: (string);
  'systemPrompts'?: ({[key: string]: string});
  'voiceIds'?: ({[key: string]: string});
}

export interface Template__Output {
  'name': (string);
  'title': (string);
  'description': (string);
  'features': (string)[];
  'avatarUrl': (string);
  'industry': (string);
  'type': (string);
  'voiceId': (string);
  'systemPrompts': ({[key: string]: string});
  'voiceIds': ({[key: string]: string});
}
