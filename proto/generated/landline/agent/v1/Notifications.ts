// Original file: proto/landline/agent/v1/agent.proto


export interface Notifications {
  'emails'?: (string)[];
  'phones'?: (string)[];
}

export interface Notifications__Output {
  'emails': (string)[];
  'phones': (string)[];
}
