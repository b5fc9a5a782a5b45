import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { AnalyzeTranscriptRequest as _landline_conversation_v1_AnalyzeTranscriptRequest, AnalyzeTranscriptRequest__Output as _landline_conversation_v1_AnalyzeTranscriptRequest__Output } from './landline/conversation/v1/AnalyzeTranscriptRequest';
import type { AnalyzeTranscriptResponse as _landline_conversation_v1_AnalyzeTranscriptResponse, AnalyzeTranscriptResponse__Output as _landline_conversation_v1_AnalyzeTranscriptResponse__Output } from './landline/conversation/v1/AnalyzeTranscriptResponse';
import type { Call as _landline_conversation_v1_Call, Call__Output as _landline_conversation_v1_Call__Output } from './landline/conversation/v1/Call';
import type { CallerTurn as _landline_conversation_v1_CallerTurn, CallerTurn__Output as _landline_conversation_v1_CallerTurn__Output } from './landline/conversation/v1/CallerTurn';
import type { ChatRequest as _landline_conversation_v1_ChatRequest, ChatRequest__Output as _landline_conversation_v1_ChatRequest__Output } from './landline/conversation/v1/ChatRequest';
import type { ChatResponse as _landline_conversation_v1_ChatResponse, ChatResponse__Output as _landline_conversation_v1_ChatResponse__Output } from './landline/conversation/v1/ChatResponse';
import type { ConversationServiceClient as _landline_conversation_v1_ConversationServiceClient, ConversationServiceDefinition as _landline_conversation_v1_ConversationServiceDefinition } from './landline/conversation/v1/ConversationService';
import type { ConverseInput as _landline_conversation_v1_ConverseInput, ConverseInput__Output as _landline_conversation_v1_ConverseInput__Output } from './landline/conversation/v1/ConverseInput';
import type { ConverseOutput as _landline_conversation_v1_ConverseOutput, ConverseOutput__Output as _landline_conversation_v1_ConverseOutput__Output } from './landline/conversation/v1/ConverseOutput';
import type { ConverseStart as _landline_conversation_v1_ConverseStart, ConverseStart__Output as _landline_conversation_v1_ConverseStart__Output } from './landline/conversation/v1/ConverseStart';
import type { EndCall as _landline_conversation_v1_EndCall, EndCall__Output as _landline_conversation_v1_EndCall__Output } from './landline/conversation/v1/EndCall';
import type { GetRecentCallsRequest as _landline_conversation_v1_GetRecentCallsRequest, GetRecentCallsRequest__Output as _landline_conversation_v1_GetRecentCallsRequest__Output } from './landline/conversation/v1/GetRecentCallsRequest';
import type { GetRecentCallsResponse as _landline_conversation_v1_GetRecentCallsResponse, GetRecentCallsResponse__Output as _landline_conversation_v1_GetRecentCallsResponse__Output } from './landline/conversation/v1/GetRecentCallsResponse';
import type { Hangup as _landline_conversation_v1_Hangup, Hangup__Output as _landline_conversation_v1_Hangup__Output } from './landline/conversation/v1/Hangup';
import type { Interrupt as _landline_conversation_v1_Interrupt, Interrupt__Output as _landline_conversation_v1_Interrupt__Output } from './landline/conversation/v1/Interrupt';
import type { ListVoicesRequest as _landline_conversation_v1_ListVoicesRequest, ListVoicesRequest__Output as _landline_conversation_v1_ListVoicesRequest__Output } from './landline/conversation/v1/ListVoicesRequest';
import type { ListVoicesResponse as _landline_conversation_v1_ListVoicesResponse, ListVoicesResponse__Output as _landline_conversation_v1_ListVoicesResponse__Output } from './landline/conversation/v1/ListVoicesResponse';
import type { ReplyToken as _landline_conversation_v1_ReplyToken, ReplyToken__Output as _landline_conversation_v1_ReplyToken__Output } from './landline/conversation/v1/ReplyToken';
import type { SaveCallRequest as _landline_conversation_v1_SaveCallRequest, SaveCallRequest__Output as _landline_conversation_v1_SaveCallRequest__Output } from './landline/conversation/v1/SaveCallRequest';
import type { ServiceRequest as _landline_conversation_v1_ServiceRequest, ServiceRequest__Output as _landline_conversation_v1_ServiceRequest__Output } from './landline/conversation/v1/ServiceRequest';
import type { SynthesizeRequest as _landline_conversation_v1_SynthesizeRequest, SynthesizeRequest__Output as _landline_conversation_v1_SynthesizeRequest__Output } from './landline/conversation/v1/SynthesizeRequest';
import type { SynthesizeResponse as _landline_conversation_v1_SynthesizeResponse, SynthesizeResponse__Output as _landline_conversation_v1_SynthesizeResponse__Output } from './landline/conversation/v1/SynthesizeResponse';
import type { TranscriptEntry as _landline_conversation_v1_TranscriptEntry, TranscriptEntry__Output as _landline_conversation_v1_TranscriptEntry__Output } from './landline/conversation/v1/TranscriptEntry';
import type { TransferDetails as _landline_conversation_v1_TransferDetails, TransferDetails__Output as _landline_conversation_v1_TransferDetails__Output } from './landline/conversation/v1/TransferDetails';
import type { TransferEvent as _landline_conversation_v1_TransferEvent, TransferEvent__Output as _landline_conversation_v1_TransferEvent__Output } from './landline/conversation/v1/TransferEvent';
import type { TransferRequested as _landline_conversation_v1_TransferRequested, TransferRequested__Output as _landline_conversation_v1_TransferRequested__Output } from './landline/conversation/v1/TransferRequested';
import type { Turn as _landline_conversation_v1_Turn, Turn__Output as _landline_conversation_v1_Turn__Output } from './landline/conversation/v1/Turn';
import type { UpdateCallAudioRequest as _landline_conversation_v1_UpdateCallAudioRequest, UpdateCallAudioRequest__Output as _landline_conversation_v1_UpdateCallAudioRequest__Output } from './landline/conversation/v1/UpdateCallAudioRequest';
import type { Voice as _landline_conversation_v1_Voice, Voice__Output as _landline_conversation_v1_Voice__Output } from './landline/conversation/v1/Voice';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  landline: {
    common: {
      v1: {
        Actor: MessageTypeDefinition<_landline_common_v1_Actor, _landline_common_v1_Actor__Output>
        Empty: MessageTypeDefinition<_landline_common_v1_Empty, _landline_common_v1_Empty__Output>
      }
    }
    conversation: {
      v1: {
        AnalyzeTranscriptRequest: MessageTypeDefinition<_landline_conversation_v1_AnalyzeTranscriptRequest, _landline_conversation_v1_AnalyzeTranscriptRequest__Output>
        AnalyzeTranscriptResponse: MessageTypeDefinition<_landline_conversation_v1_AnalyzeTranscriptResponse, _landline_conversation_v1_AnalyzeTranscriptResponse__Output>
        Call: MessageTypeDefinition<_landline_conversation_v1_Call, _landline_conversation_v1_Call__Output>
        CallerTurn: MessageTypeDefinition<_landline_conversation_v1_CallerTurn, _landline_conversation_v1_CallerTurn__Output>
        ChatRequest: MessageTypeDefinition<_landline_conversation_v1_ChatRequest, _landline_conversation_v1_ChatRequest__Output>
        ChatResponse: MessageTypeDefinition<_landline_conversation_v1_ChatResponse, _landline_conversation_v1_ChatResponse__Output>
        ConversationService: SubtypeConstructor<typeof grpc.Client, _landline_conversation_v1_ConversationServiceClient> & { service: _landline_conversation_v1_ConversationServiceDefinition }
        ConverseInput: MessageTypeDefinition<_landline_conversation_v1_ConverseInput, _landline_conversation_v1_ConverseInput__Output>
        ConverseOutput: MessageTypeDefinition<_landline_conversation_v1_ConverseOutput, _landline_conversation_v1_ConverseOutput__Output>
        ConverseStart: MessageTypeDefinition<_landline_conversation_v1_ConverseStart, _landline_conversation_v1_ConverseStart__Output>
        EndCall: MessageTypeDefinition<_landline_conversation_v1_EndCall, _landline_conversation_v1_EndCall__Output>
        GetRecentCallsRequest: MessageTypeDefinition<_landline_conversation_v1_GetRecentCallsRequest, _landline_conversation_v1_GetRecentCallsRequest__Output>
        GetRecentCallsResponse: MessageTypeDefinition<_landline_conversation_v1_GetRecentCallsResponse, _landline_conversation_v1_GetRecentCallsResponse__Output>
        Hangup: MessageTypeDefinition<_landline_conversation_v1_Hangup, _landline_conversation_v1_Hangup__Output>
        Interrupt: MessageTypeDefinition<_landline_conversation_v1_Interrupt, _landline_conversation_v1_Interrupt__Output>
        ListVoicesRequest: MessageTypeDefinition<_landline_conversation_v1_ListVoicesRequest, _landline_conversation_v1_ListVoicesRequest__Output>
        ListVoicesResponse: MessageTypeDefinition<_landline_conversation_v1_ListVoicesResponse, _landline_conversation_v1_ListVoicesResponse__Output>
        ReplyToken: MessageTypeDefinition<_landline_conversation_v1_ReplyToken, _landline_conversation_v1_ReplyToken__Output>
        SaveCallRequest: MessageTypeDefinition<_landline_conversation_v1_SaveCallRequest, _landline_conversation_v1_SaveCallRequest__Output>
        ServiceRequest: MessageTypeDefinition<_landline_conversation_v1_ServiceRequest, _landline_conversation_v1_ServiceRequest__Output>
        SynthesizeRequest: MessageTypeDefinition<_landline_conversation_v1_SynthesizeRequest, _landline_conversation_v1_SynthesizeRequest__Output>
        SynthesizeResponse: MessageTypeDefinition<_landline_conversation_v1_SynthesizeResponse, _landline_conversation_v1_SynthesizeResponse__Output>
        TranscriptEntry: MessageTypeDefinition<_landline_conversation_v1_TranscriptEntry, _landline_conversation_v1_TranscriptEntry__Output>
        TransferDetails: MessageTypeDefinition<_landline_conversation_v1_TransferDetails, _landline_conversation_v1_TransferDetails__Output>
        TransferEvent: MessageTypeDefinition<_landline_conversation_v1_TransferEvent, _landline_conversation_v1_TransferEvent__Output>
        TransferRequested: MessageTypeDefinition<_landline_conversation_v1_TransferRequested, _landline_conversation_v1_TransferRequested__Output>
        Turn: MessageTypeDefinition<_landline_conversation_v1_Turn, _landline_conversation_v1_Turn__Output>
        UpdateCallAudioRequest: MessageTypeDefinition<_landline_conversation_v1_UpdateCallAudioRequest, _landline_conversation_v1_UpdateCallAudioRequest__Output>
        Voice: MessageTypeDefinition<_landline_conversation_v1_Voice, _landline_conversation_v1_Voice__Output>
      }
    }
  }
}

