import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { AnswerSandboxDialRequest as _landline_telephony_v1_AnswerSandboxDialRequest, AnswerSandboxDialRequest__Output as _landline_telephony_v1_AnswerSandboxDialRequest__Output } from './landline/telephony/v1/AnswerSandboxDialRequest';
import type { AssignPhoneNumberRequest as _landline_telephony_v1_AssignPhoneNumberRequest, AssignPhoneNumberRequest__Output as _landline_telephony_v1_AssignPhoneNumberRequest__Output } from './landline/telephony/v1/AssignPhoneNumberRequest';
import type { HangupSandboxCallRequest as _landline_telephony_v1_HangupSandboxCallRequest, HangupSandboxCallRequest__Output as _landline_telephony_v1_HangupSandboxCallRequest__Output } from './landline/telephony/v1/HangupSandboxCallRequest';
import type { OwnerRequest as _landline_telephony_v1_OwnerRequest, OwnerRequest__Output as _landline_telephony_v1_OwnerRequest__Output } from './landline/telephony/v1/OwnerRequest';
import type { PhoneNumber as _landline_telephony_v1_PhoneNumber, PhoneNumber__Output as _landline_telephony_v1_PhoneNumber__Output } from './landline/telephony/v1/PhoneNumber';
import type { PhoneNumberList as _landline_telephony_v1_PhoneNumberList, PhoneNumberList__Output as _landline_telephony_v1_PhoneNumberList__Output } from './landline/telephony/v1/PhoneNumberList';
import type { PlaceSandboxCallRequest as _landline_telephony_v1_PlaceSandboxCallRequest, PlaceSandboxCallRequest__Output as _landline_telephony_v1_PlaceSandboxCallRequest__Output } from './landline/telephony/v1/PlaceSandboxCallRequest';
import type { PurchasePhoneNumberRequest as _landline_telephony_v1_PurchasePhoneNumberRequest, PurchasePhoneNumberRequest__Output as _landline_telephony_v1_PurchasePhoneNumberRequest__Output } from './landline/telephony/v1/PurchasePhoneNumberRequest';
import type { ReconnectSandboxCallRequest as _landline_telephony_v1_ReconnectSandboxCallRequest, ReconnectSandboxCallRequest__Output as _landline_telephony_v1_ReconnectSandboxCallRequest__Output } from './landline/telephony/v1/ReconnectSandboxCallRequest';
import type { RelayLanguage as _landline_telephony_v1_RelayLanguage, RelayLanguage__Output as _landline_telephony_v1_RelayLanguage__Output } from './landline/telephony/v1/RelayLanguage';
import type { ReleasePhoneNumberRequest as _landline_telephony_v1_ReleasePhoneNumberRequest, ReleasePhoneNumberRequest__Output as _landline_telephony_v1_ReleasePhoneNumberRequest__Output } from './landline/telephony/v1/ReleasePhoneNumberRequest';
import type { SandboxCall as _landline_telephony_v1_SandboxCall, SandboxCall__Output as _landline_telephony_v1_SandboxCall__Output } from './landline/telephony/v1/SandboxCall';
import type { SandboxDial as _landline_telephony_v1_SandboxDial, SandboxDial__Output as _landline_telephony_v1_SandboxDial__Output } from './landline/telephony/v1/SandboxDial';
import type { SearchPhoneNumbersRequest as _landline_telephony_v1_SearchPhoneNumbersRequest, SearchPhoneNumbersRequest__Output as _landline_telephony_v1_SearchPhoneNumbersRequest__Output } from './landline/telephony/v1/SearchPhoneNumbersRequest';
import type { SpokenLine as _landline_telephony_v1_SpokenLine, SpokenLine__Output as _landline_telephony_v1_SpokenLine__Output } from './landline/telephony/v1/SpokenLine';
import type { TelephonyServiceClient as _landline_telephony_v1_TelephonyServiceClient, TelephonyServiceDefinition as _landline_telephony_v1_TelephonyServiceDefinition } from './landline/telephony/v1/TelephonyService';

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
    telephony: {
      v1: {
        AnswerSandboxDialRequest: MessageTypeDefinition<_landline_telephony_v1_AnswerSandboxDialRequest, _landline_telephony_v1_AnswerSandboxDialRequest__Output>
        AssignPhoneNumberRequest: MessageTypeDefinition<_landline_telephony_v1_AssignPhoneNumberRequest, _landline_telephony_v1_AssignPhoneNumberRequest__Output>
        HangupSandboxCallRequest: MessageTypeDefinition<_landline_telephony_v1_HangupSandboxCallRequest, _landline_telephony_v1_HangupSandboxCallRequest__Output>
        OwnerRequest: MessageTypeDefinition<_landline_telephony_v1_OwnerRequest, _landline_telephony_v1_OwnerRequest__Output>
        PhoneNumber: MessageTypeDefinition<_landline_telephony_v1_PhoneNumber, _landline_telephony_v1_PhoneNumber__Output>
        PhoneNumberList: MessageTypeDefinition<_landline_telephony_v1_PhoneNumberList, _landline_telephony_v1_PhoneNumberList__Output>
        PlaceSandboxCallRequest: MessageTypeDefinition<_landline_telephony_v1_PlaceSandboxCallRequest, _landline_telephony_v1_PlaceSandboxCallRequest__Output>
        PurchasePhoneNumberRequest: MessageTypeDefinition<_landline_telephony_v1_PurchasePhoneNumberRequest, _landline_telephony_v1_PurchasePhoneNumberRequest__Output>
        ReconnectSandboxCallRequest: MessageTypeDefinition<_landline_telephony_v1_ReconnectSandboxCallRequest, _landline_telephony_v1_ReconnectSandboxCallRequest__Output>
        RelayLanguage: MessageTypeDefinition<_landline_telephony_v1_RelayLanguage, _landline_telephony_v1_RelayLanguage__Output>
        ReleasePhoneNumberRequest: MessageTypeDefinition<_landline_telephony_v1_ReleasePhoneNumberRequest, _landline_telephony_v1_ReleasePhoneNumberRequest__Output>
        SandboxCall: MessageTypeDefinition<_landline_telephony_v1_SandboxCall, _landline_telephony_v1_SandboxCall__Output>
        SandboxDial: MessageTypeDefinition<_landline_telephony_v1_SandboxDial, _landline_telephony_v1_SandboxDial__Output>
        SearchPhoneNumbersRequest: MessageTypeDefinition<_landline_telephony_v1_SearchPhoneNumbersRequest, _landline_telephony_v1_SearchPhoneNumbersRequest__Output>
        SpokenLine: MessageTypeDefinition<_landline_telephony_v1_SpokenLine, _landline_telephony_v1_SpokenLine__Output>
        TelephonyService: SubtypeConstructor<typeof grpc.Client, _landline_telephony_v1_TelephonyServiceClient> & { service: _landline_telephony_v1_TelephonyServiceDefinition }
      }
    }
  }
}

