// Original file: proto/landline/telephony/v1/telephony.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AnswerSandboxDialRequest as _landline_telephony_v1_AnswerSandboxDialRequest, AnswerSandboxDialRequest__Output as _landline_telephony_v1_AnswerSandboxDialRequest__Output } from '../../../landline/telephony/v1/AnswerSandboxDialRequest';
import type { AssignPhoneNumberRequest as _landline_telephony_v1_AssignPhoneNumberRequest, AssignPhoneNumberRequest__Output as _landline_telephony_v1_AssignPhoneNumberRequest__Output } from '../../../landline/telephony/v1/AssignPhoneNumberRequest';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from '../../../landline/common/v1/Empty';
import type { HangupSandboxCallRequest as _landline_telephony_v1_HangupSandboxCallRequest, HangupSandboxCallRequest__Output as _landline_telephony_v1_HangupSandboxCallRequest__Output } from '../../../landline/telephony/v1/HangupSandboxCallRequest';
import type { OwnerRequest as _landline_telephony_v1_OwnerRequest, OwnerRequest__Output as _landline_telephony_v1_OwnerRequest__Output } from '../../../landline/telephony/v1/OwnerRequest';
import type { PhoneNumber as _landline_telephony_v1_PhoneNumber, PhoneNumber__Output as _landline_telephony_v1_PhoneNumber__Output } from '../../../landline/telephony/v1/PhoneNumber';
import type { PhoneNumberList as _landline_telephony_v1_PhoneNumberList, PhoneNumberList__Output as _landline_telephony_v1_PhoneNumberList__Output } from '../../../landline/telephony/v1/PhoneNumberList';
import type { PlaceSandboxCallRequest as _landline_telephony_v1_PlaceSandboxCallRequest, PlaceSandboxCallRequest__Output as _landline_telephony_v1_PlaceSandboxCallRequest__Output } from '../../../landline/telephony/v1/PlaceSandboxCallRequest';
import type { PurchasePhoneNumberRequest as _landline_telephony_v1_PurchasePhoneNumberRequest, PurchasePhoneNumberRequest__Output as _landline_telephony_v1_PurchasePhoneNumberRequest__Output } from '../../../landline/telephony/v1/PurchasePhoneNumberRequest';
import type { ReconnectSandboxCallRequest as _landline_telephony_v1_ReconnectSandboxCallRequest, ReconnectSandboxCallRequest__Output as _landline_telephony_v1_ReconnectSandboxCallRequest__Output } from '../../../landline/telephony/v1/ReconnectSandboxCallRequest';
import type { ReleasePhoneNumberRequest as _landline_telephony_v1_ReleasePhoneNumberRequest, ReleasePhoneNumberRequest__Output as _landline_telephony_v1_ReleasePhoneNumberRequest__Output } from '../../../landline/telephony/v1/ReleasePhoneNumberRequest';
import type { SandboxCall as _landline_telephony_v1_SandboxCall, SandboxCall__Output as _landline_telephony_v1_SandboxCall__Output } from '../../../landline/telephony/v1/SandboxCall';
import type { SearchPhoneNumbersRequest as _landline_telephony_v1_SearchPhoneNumbersRequest, SearchPhoneNumbersRequest__Output as _landline_telephony_v1_SearchPhoneNumbersRequest__Output } from '../../../landline/telephony/v1/SearchPhoneNumbersRequest';

export interface TelephonyServiceClient extends grpc.Client {
  AnswerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  AnswerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  AnswerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  AnswerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  answerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  answerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  answerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  answerSandboxDial(argument: _landline_telephony_v1_AnswerSandboxDialRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  
  AssignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  AssignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  AssignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  AssignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  assignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  assignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  assignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  assignPhoneNumber(argument: _landline_telephony_v1_AssignPhoneNumberRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  
  GetAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  GetAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  GetAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  GetAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  getAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  getAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  getAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  getAvailableNumbers(argument: _landline_telephony_v1_OwnerRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  
  HangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  HangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  HangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  HangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  hangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  hangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  hangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  hangupSandboxCall(argument: _landline_telephony_v1_HangupSandboxCallRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  
  ListOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  ListOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  ListOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  ListOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  listOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  listOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  listOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  listOwnedNumbers(argument: _landline_telephony_v1_OwnerRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  
  PlaceSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  PlaceSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  PlaceSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  PlaceSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  placeSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  placeSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  placeSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  placeSandboxCall(argument: _landline_telephony_v1_PlaceSandboxCallRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  
  PurchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  PurchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  PurchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  PurchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  purchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  purchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  purchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  purchasePhoneNumber(argument: _landline_telephony_v1_PurchasePhoneNumberRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumber__Output>): grpc.ClientUnaryCall;
  
  ReconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  ReconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  ReconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  ReconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  reconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  reconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  reconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  reconnectSandboxCall(argument: _landline_telephony_v1_ReconnectSandboxCallRequest, callback: grpc.requestCallback<_landline_telephony_v1_SandboxCall__Output>): grpc.ClientUnaryCall;
  
  ReleasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ReleasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ReleasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ReleasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  releasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  releasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  releasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  releasePhoneNumber(argument: _landline_telephony_v1_ReleasePhoneNumberRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  SearchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  SearchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  SearchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  SearchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  searchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  searchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  searchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  searchPhoneNumbers(argument: _landline_telephony_v1_SearchPhoneNumbersRequest, callback: grpc.requestCallback<_landline_telephony_v1_PhoneNumberList__Output>): grpc.ClientUnaryCall;
  
}

export interface TelephonyServiceHandlers extends grpc.UntypedServiceImplementation {
  AnswerSandboxDial: grpc.handleUnaryCall<_landline_telephony_v1_AnswerSandboxDialRequest__Output, _landline_telephony_v1_SandboxCall>;
  
  AssignPhoneNumber: grpc.handleUnaryCall<_landline_telephony_v1_AssignPhoneNumberRequest__Output, _landline_telephony_v1_PhoneNumber>;
  
  GetAvailableNumbers: grpc.handleUnaryCall<_landline_telephony_v1_OwnerRequest__Output, _landline_telephony_v1_PhoneNumberList>;
  
  HangupSandboxCall: grpc.handleUnaryCall<_landline_telephony_v1_HangupSandboxCallRequest__Output, _landline_telephony_v1_SandboxCall>;
  
  ListOwnedNumbers: grpc.handleUnaryCall<_landline_telephony_v1_OwnerRequest__Output, _landline_telephony_v1_PhoneNumberList>;
  
  PlaceSandboxCall: grpc.handleUnaryCall<_landline_telephony_v1_PlaceSandboxCallRequest__Output, _landline_telephony_v1_SandboxCall>;
  
  PurchasePhoneNumber: grpc.handleUnaryCall<_landline_telephony_v1_PurchasePhoneNumberRequest__Output, _landline_telephony_v1_PhoneNumber>;
  
  ReconnectSandboxCall: grpc.handleUnaryCall<_landline_telephony_v1_ReconnectSandboxCallRequest__Output, _landline_telephony_v1_SandboxCall>;
  
  ReleasePhoneNumber: grpc.handleUnaryCall<_landline_telephony_v1_ReleasePhoneNumberRequest__Output, _landline_common_v1_Empty>;
  
  SearchPhoneNumbers: grpc.handleUnaryCall<_landline_telephony_v1_SearchPhoneNumbersRequest__Output, _landline_telephony_v1_PhoneNumberList>;
  
}

export interface TelephonyServiceDefinition extends grpc.ServiceDefinition {
  AnswerSandboxDial: MethodDefinition<_landline_telephony_v1_AnswerSandboxDialRequest, _landline_telephony_v1_SandboxCall, _landline_telephony_v1_AnswerSandboxDialRequest__Output, _landline_telephony_v1_SandboxCall__Output>
  AssignPhoneNumber: MethodDefinition<_landline_telephony_v1_AssignPhoneNumberRequest, _landline_telephony_v1_PhoneNumber, _landline_telephony_v1_AssignPhoneNumberRequest__Output, _landline_telephony_v1_PhoneNumber__Output>
  GetAvailableNumbers: MethodDefinition<_landline_telephony_v1_OwnerRequest, _landline_telephony_v1_PhoneNumberList, _landline_telephony_v1_OwnerRequest__Output, _landline_telephony_v1_PhoneNumberList__Output>
  HangupSandboxCall: MethodDefinition<_landline_telephony_v1_HangupSandboxCallRequest, _landline_telephony_v1_SandboxCall, _landline_telephony_v1_HangupSandboxCallRequest__Output, _landline_telephony_v1_SandboxCall__Output>
  ListOwnedNumbers: MethodDefinition<_landline_telephony_v1_OwnerRequest, _landline_telephony_v1_PhoneNumberList, _landline_telephony_v1_OwnerRequest__Output, _landline_telephony_v1_PhoneNumberList__Output>
  PlaceSandboxCall: MethodDefinition<_landline_telephony_v1_PlaceSandboxCallRequest, _landline_telephony_v1_SandboxCall, _landline_telephony_v1_PlaceSandboxCallRequest__Output, _landline_telephony_v1_SandboxCall__Output>
  PurchasePhoneNumber: MethodDefinition<_landline_telephony_v1_PurchasePhoneNumberRequest, _landline_telephony_v1_PhoneNumber, _landline_telephony_v1_PurchasePhoneNumberRequest__Output, _landline_telephony_v1_PhoneNumber__Output>
  ReconnectSandboxCall: MethodDefinition<_landline_telephony_v1_ReconnectSandboxCallRequest, _landline_telephony_v1_SandboxCall, _landline_telephony_v1_ReconnectSandboxCallRequest__Output, _landline_telephony_v1_SandboxCall__Output>
  ReleasePhoneNumber: MethodDefinition<_landline_telephony_v1_ReleasePhoneNumberRequest, _landline_common_v1_Empty, _landline_telephony_v1_ReleasePhoneNumberRequest__Output, _landline_common_v1_Empty__Output>
  SearchPhoneNumbers: MethodDefinition<_landline_telephony_v1_SearchPhoneNumbersRequest, _landline_telephony_v1_PhoneNumberList, _landline_telephony_v1_SearchPhoneNumbersRequest__Output, _landline_telephony_v1_PhoneNumberList__Output>
}
