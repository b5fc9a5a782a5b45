// Original file: proto/landline/conversation/v1/conversation.proto

import type { ConverseStart as _landline_conversation_v1_ConverseStart, ConverseStart__Output as _landline_conversation_v1_ConverseStart__Output } from '../../../landline/conversation/v1/ConverseStart';
import type { CallerTurn as _landline_conversation_v1_CallerTurn, CallerTurn__Output as _landline_conversation_v1_CallerTurn__Output } from '../../../landline/conversation/v1/CallerTurn';
import type { Interrupt as _landline_conversation_v1_Interrupt, Interrupt__Output as _landline_conversation_v1_Interrupt__Output } from '../../../landline/conversation/v1/Interrupt';
import type { Hangup as _landline_conversation_v1_Hangup, Hangup__Output as _landline_conversation_v1_Hangup__Output } from '../../../landline/conversation/v1/Hangup';

export interface ConverseInput {
  'start'?: (_landline_conversation_v1_ConverseStart | null);
  'callerTurn'?: (_landline_conversation_v1_CallerTurn | null);
  'interrupt'?: (_landline_conversation_v1_Interrupt | null);
  'hangup'?: (_landline_conversation_v1_Hangup | null);
  'input'?: "start"|"callerTurn"|"interrupt"|"hangup";
}

export interface ConverseInput__Output {
  'start'?: (_landline_conversation_v1_ConverseStart__Output | null);
  'callerTurn'?: (_landline_conversation_v1_CallerTurn__Output | null);
  'interrupt'?: (_landline_conversation_v1_Interrupt__Output | null);
  'hangup'?: (_landline_conversation_v1_Hangup__Output | null);
  'input'?: "start"|"callerTurn"|"interrupt"|"hangup";
}
