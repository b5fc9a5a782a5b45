// Original file: proto/landline/conversation/v1/conversation.proto

import type { ReplyToken as _landline_conversation_v1_ReplyToken, ReplyToken__Output as _landline_conversation_v1_ReplyToken__Output } from '../../../landline/conversation/v1/ReplyToken';
import type { TransferRequested as _landline_conversation_v1_TransferRequested, TransferRequested__Output as _landline_conversation_v1_TransferRequested__Output } from '../../../landline/conversation/v1/TransferRequested';
import type { EndCall as _landline_conversation_v1_EndCall, EndCall__Output as _landline_conversation_v1_EndCall__Output } from '../../../landline/conversation/v1/EndCall';

export interface ConverseOutput {
  'token'?: (_landline_conversation_v1_ReplyToken | null);
  'transfer'?: (_landline_conversation_v1_TransferRequested | null);
  'endCall'?: (_landline_conversation_v1_EndCall | null);
  'output'?: "token"|"transfer"|"endCall";
}

export interface ConverseOutput__Output {
  'token'?: (_landline_conversation_v1_ReplyToken__Output | null);
  'transfer'?: (_landline_conversation_v1_TransferRequested__Output | null);
  'endCall'?: (_landline_conversation_v1_EndCall__Output | null);
  'output'?: "token"|"transfer"|"endCall";
}
