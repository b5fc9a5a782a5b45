// Original file: proto/landline/conversation/v1/conversation.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnalyzeTranscriptRequest as _landline_conversation_v1_AnalyzeTranscriptRequest, AnalyzeTranscriptRequest__Output as _landline_conversation_v1_AnalyzeTranscriptRequest__Output } from '../../../landline/conversation/v1/AnalyzeTranscriptRequest';
import type { AnalyzeTranscriptResponse as _landline_conversation_v1_AnalyzeTranscriptResponse, AnalyzeTranscriptResponse__Output as _landline_conversation_v1_AnalyzeTranscriptResponse__Output } from '../../../landline/conversation/v1/AnalyzeTranscriptResponse';
import type { Call as _landline_conversation_v1_Call, Call__Output as _landline_conversation_v1_Call__Output } from '../../../landline/conversation/v1/Call';
import type { ChatRequest as _landline_conversation_v1_ChatRequest, ChatRequest__Output as _landline_conversation_v1_ChatRequest__Output } from '../../../landline/conversation/v1/ChatRequest';
import type { ChatResponse as _landline_conversation_v1_ChatResponse, ChatResponse__Output as _landline_conversation_v1_ChatResponse__Output } from '../../../landline/conversation/v1/ChatResponse';
import type { ConverseInput as _landline_conversation_v1_ConverseInput, ConverseInput__Output as _landline_conversation_v1_ConverseInput__Output } from '../../../landline/conversation/v1/ConverseInput';
import type { ConverseOutput as _landline_conversation_v1_ConverseOutput, ConverseOutput__Output as _landline_conversation_v1_ConverseOutput__Output } from '../../../landline/conversation/v1/ConverseOutput';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from '../../../landline/common/v1/Empty';
import type { GetRecentCallsRequest as _landline_conversation_v1_GetRecentCallsRequest, GetRecentCallsRequest__Output as _landline_conversation_v1_GetRecentCallsRequest__Output } from '../../../landline/conversation/v1/GetRecentCallsRequest';
import type { GetRecentCallsResponse as _landline_conversation_v1_GetRecentCallsResponse, GetRecentCallsResponse__Output as _landline_conversation_v1_GetRecentCallsResponse__Output } from '../../../landline/conversation/v1/GetRecentCallsResponse';
import type { ListVoicesRequest as _landline_conversation_v1_ListVoicesRequest, ListVoicesRequest__Output as _landline_conversation_v1_ListVoicesRequest__Output } from '../../../landline/conversation/v1/ListVoicesRequest';
import type { ListVoicesResponse as _landline_conversation_v1_ListVoicesResponse, ListVoicesResponse__Output as _landline_conversation_v1_ListVoicesResponse__Output } from '../../../landline/conversation/v1/ListVoicesResponse';
import type { SaveCallRequest as _landline_conversation_v1_SaveCallRequest, SaveCallRequest__Output as _landline_conversation_v1_SaveCallRequest__Output } from '../../../landline/conversation/v1/SaveCallRequest';
import type { SynthesizeRequest as _landline_conversation_v1_SynthesizeRequest, SynthesizeRequest__Output as _landline_conversation_v1_SynthesizeRequest__Output } from '../../../landline/conversation/v1/SynthesizeRequest';
import type { SynthesizeResponse as _landline_conversation_v1_SynthesizeResponse, SynthesizeResponse__Output as _landline_conversation_v1_SynthesizeResponse__Output } from '../../../landline/conversation/v1/SynthesizeResponse';
import type { UpdateCallAudioRequest as _landline_conversation_v1_UpdateCallAudioRequest, UpdateCallAudioRequest__Output as _landline_conversation_v1_UpdateCallAudioRequest__Output } from '../../../landline/conversation/v1/UpdateCallAudioRequest';

export interface ConversationServiceClient extends grpc.Client {
  AnalyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  AnalyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  AnalyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  AnalyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  analyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  analyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  analyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  analyzeTranscript(argument: _landline_conversation_v1_AnalyzeTranscriptRequest, callback: grpc.requestCallback<_landline_conversation_v1_AnalyzeTranscriptResponse__Output>): grpc.ClientUnaryCall;
  
  Chat(argument: _landline_conversation_v1_ChatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  Chat(argument: _landline_conversation_v1_ChatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  Chat(argument: _landline_conversation_v1_ChatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  Chat(argument: _landline_conversation_v1_ChatRequest, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  chat(argument: _landline_conversation_v1_ChatRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  chat(argument: _landline_conversation_v1_ChatRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  chat(argument: _landline_conversation_v1_ChatRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  chat(argument: _landline_conversation_v1_ChatRequest, callback: grpc.requestCallback<_landline_conversation_v1_ChatResponse__Output>): grpc.ClientUnaryCall;
  
  ChatStream(argument: _landline_conversation_v1_ChatRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_conversation_v1_ConverseOutput__Output>;
  ChatStream(argument: _landline_conversation_v1_ChatRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_conversation_v1_ConverseOutput__Output>;
  chatStream(argument: _landline_conversation_v1_ChatRequest, metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_conversation_v1_ConverseOutput__Output>;
  chatStream(argument: _landline_conversation_v1_ChatRequest, options?: grpc.CallOptions): grpc.ClientReadableStream<_landline_conversation_v1_ConverseOutput__Output>;
  
  Converse(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_landline_conversation_v1_ConverseInput, _landline_conversation_v1_ConverseOutput__Output>;
  Converse(options?: grpc.CallOptions): grpc.ClientDuplexStream<_landline_conversation_v1_ConverseInput, _landline_conversation_v1_ConverseOutput__Output>;
  converse(metadata: grpc.Metadata, options?: grpc.CallOptions): grpc.ClientDuplexStream<_landline_conversation_v1_ConverseInput, _landline_conversation_v1_ConverseOutput__Output>;
  converse(options?: grpc.CallOptions): grpc.ClientDuplexStream<_landline_conversation_v1_ConverseInput, _landline_conversation_v1_ConverseOutput__Output>;
  
  GetRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  GetRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  GetRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  GetRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  getRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  getRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  getRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  getRecentCalls(argument: _landline_conversation_v1_GetRecentCallsRequest, callback: grpc.requestCallback<_landline_conversation_v1_GetRecentCallsResponse__Output>): grpc.ClientUnaryCall;
  
  ListVoices(argument: _landline_conversation_v1_ListVoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  ListVoices(argument: _landline_conversation_v1_ListVoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  ListVoices(argument: _landline_conversation_v1_ListVoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  ListVoices(argument: _landline_conversation_v1_ListVoicesRequest, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _landline_conversation_v1_ListVoicesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _landline_conversation_v1_ListVoicesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _landline_conversation_v1_ListVoicesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  listVoices(argument: _landline_conversation_v1_ListVoicesRequest, callback: grpc.requestCallback<_landline_conversation_v1_ListVoicesResponse__Output>): grpc.ClientUnaryCall;
  
  SaveCall(argument: _landline_conversation_v1_SaveCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  SaveCall(argument: _landline_conversation_v1_SaveCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  SaveCall(argument: _landline_conversation_v1_SaveCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  SaveCall(argument: _landline_conversation_v1_SaveCallRequest, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  saveCall(argument: _landline_conversation_v1_SaveCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  saveCall(argument: _landline_conversation_v1_SaveCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  saveCall(argument: _landline_conversation_v1_SaveCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  saveCall(argument: _landline_conversation_v1_SaveCallRequest, callback: grpc.requestCallback<_landline_conversation_v1_Call__Output>): grpc.ClientUnaryCall;
  
  Synthesize(argument: _landline_conversation_v1_SynthesizeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  Synthesize(argument: _landline_conversation_v1_SynthesizeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  Synthesize(argument: _landline_conversation_v1_SynthesizeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  Synthesize(argument: _landline_conversation_v1_SynthesizeRequest, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  synthesize(argument: _landline_conversation_v1_SynthesizeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  synthesize(argument: _landline_conversation_v1_SynthesizeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  synthesize(argument: _landline_conversation_v1_SynthesizeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  synthesize(argument: _landline_conversation_v1_SynthesizeRequest, callback: grpc.requestCallback<_landline_conversation_v1_SynthesizeResponse__Output>): grpc.ClientUnaryCall;
  
  UpdateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  UpdateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  UpdateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  UpdateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  updateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  updateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  updateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  updateCallAudio(argument: _landline_conversation_v1_UpdateCallAudioRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
}

export interface ConversationServiceHandlers extends grpc.UntypedServiceImplementation {
  AnalyzeTranscript: grpc.handleUnaryCall<_landline_conversation_v1_AnalyzeTranscriptRequest__Output, _landline_conversation_v1_AnalyzeTranscriptResponse>;
  
  Chat: grpc.handleUnaryCall<_landline_conversation_v1_ChatRequest__Output, _landline_conversation_v1_ChatResponse>;
  
  ChatStream: grpc.handleServerStreamingCall<_landline_conversation_v1_ChatRequest__Output, _landline_conversation_v1_ConverseOutput>;
  
  Converse: grpc.handleBidiStreamingCall<_landline_conversation_v1_ConverseInput__Output, _landline_conversation_v1_ConverseOutput>;
  
  GetRecentCalls: grpc.handleUnaryCall<_landline_conversation_v1_GetRecentCallsRequest__Output, _landline_conversation_v1_GetRecentCallsResponse>;
  
  ListVoices: grpc.handleUnaryCall<_landline_conversation_v1_ListVoicesRequest__Output, _landline_conversation_v1_ListVoicesResponse>;
  
  SaveCall: grpc.handleUnaryCall<_landline_conversation_v1_SaveCallRequest__Output, _landline_conversation_v1_Call>;
  
  Synthesize: grpc.handleUnaryCall<_landline_conversation_v1_SynthesizeRequest__Output, _landline_conversation_v1_SynthesizeResponse>;
  
  UpdateCallAudio: grpc.handleUnaryCall<_landline_conversation_v1_UpdateCallAudioRequest__Output, _landline_common_v1_Empty>;
  
}

export interface ConversationServiceDefinition extends grpc.ServiceDefinition {
  AnalyzeTranscript: MethodDefinition<_landline_conversation_v1_AnalyzeTranscriptRequest, _landline_conversation_v1_AnalyzeTranscriptResponse, _landline_conversation_v1_AnalyzeTranscriptRequest__Output, _landline_conversation_v1_AnalyzeTranscriptResponse__Output>
  Chat: MethodDefinition<_landline_conversation_v1_ChatRequest, _landline_conversation_v1_ChatResponse, _landline_conversation_v1_ChatRequest__Output, _landline_conversation_v1_ChatResponse__Output>
  ChatStream: MethodDefinition<_landline_conversation_v1_ChatRequest, _landline_conversation_v1_ConverseOutput, _landline_conversation_v1_ChatRequest__Output, _landline_conversation_v1_ConverseOutput__Output>
  Converse: MethodDefinition<_landline_conversation_v1_ConverseInput, _landline_conversation_v1_ConverseOutput, _landline_conversation_v1_ConverseInput__Output, _landline_conversation_v1_ConverseOutput__Output>
  GetRecentCalls: MethodDefinition<_landline_conversation_v1_GetRecentCallsRequest, _landline_conversation_v1_GetRecentCallsResponse, _landline_conversation_v1_GetRecentCallsRequest__Output, _landline_conversation_v1_GetRecentCallsResponse__Output>
  ListVoices: MethodDefinition<_landline_conversation_v1_ListVoicesRequest, _landline_conversation_v1_ListVoicesResponse, _landline_conversation_v1_ListVoicesRequest__Output, _landline_conversation_v1_ListVoicesResponse__Output>
  SaveCall: MethodDefinition<_landline_conversation_v1_SaveCallRequest, _landline_conversation_v1_Call, _landline_conversation_v1_SaveCallRequest__Output, _landline_conversation_v1_Call__Output>
  Synthesize: MethodDefinition<_landline_conversation_v1_SynthesizeRequest, _landline_conversation_v1_SynthesizeResponse, _landline_conversation_v1_SynthesizeRequest__Output, _landline_conversation_v1_SynthesizeResponse__Output>
  UpdateCallAudio: MethodDefinition<_landline_conversation_v1_UpdateCallAudioRequest, _landline_common_v1_Empty, _landline_conversation_v1_UpdateCallAudioRequest__Output, _landline_common_v1_Empty__Output>
}
