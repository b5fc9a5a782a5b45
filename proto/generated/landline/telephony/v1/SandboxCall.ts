// Original file: proto/landline/telephony/v1/telephony.proto

import type { RelayLanguage as _landline_telephony_v1_RelayLanguage, RelayLanguage__Output as _landline_telephony_v1_RelayLanguage__Output } from '../../../landline/telephony/v1/RelayLanguage';
import type { SpokenLine as _landline_telephony_v1_SpokenLine, SpokenLine__Output as _landline_telephony_v1_SpokenLine__Output } from '../../../landline/telephony/v1/SpokenLine';
import type { SandboxDial as _landline_telephony_v1_SandboxDial, SandboxDial__Output as _landline_telephony_v1_SandboxDial__Output } from '../../../landline/telephony/v1/SandboxDial';

export interface SandboxCall {
  'callSid'?: (string);
  'from'?: (string);
  'to'?: (string);
  'status'?: (string);
  'relayUrl'?: (string);
  'welcomeGreeting'?: (string);
  'language'?: (string);
  'voice'?: (string);
  'languages'?: (_landline_telephony_v1_RelayLanguage)[];
  'parameters'?: ({[key: string]: string});
  'say'?: (_landline_telephony_v1_SpokenLine)[];
  'twiml'?: (string);
  'agentId'?: (string);
  'partialPrompts'?: (boolean);
  'welcomeGreetingInterruptible'?: (string);
  'dial'?: (_landline_telephony_v1_SandboxDial | null);
}

export interface SandboxCall__Output {
  'callSid': (string);
  'from': (string);
  'to': (string);
  'status': (string);
  'relayUrl': (string);
  'welcomeGreeting': (string);
  'language': (string);
  'voice': (string);
  'languages': (_landline_telephony_v1_RelayLanguage__Output)[];
  'parameters': ({[key: string]: string});
  'say': (_landline_telephony_v1_SpokenLine__Output)[];
  'twiml': (string);
  'agentId': (string);
  'partialPrompts': (boolean);
  'welcomeGreetingInterruptible': (string);
  'dial': (_landline_telephony_v1_SandboxDial__Output | null);
}
