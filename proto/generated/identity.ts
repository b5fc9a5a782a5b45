import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from './landline/common/v1/Actor';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from './landline/common/v1/Empty';
import type { AuthResult as _landline_identity_v1_AuthResult, AuthResult__Output as _landline_identity_v1_AuthResult__Output } from './landline/identity/v1/AuthResult';
import type { ChangePasswordRequest as _landline_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _landline_identity_v1_ChangePasswordRequest__Output } from './landline/identity/v1/ChangePasswordRequest';
import type { CompleteOnboardingRequest as _landline_identity_v1_CompleteOnboardingRequest, CompleteOnboardingRequest__Output as _landline_identity_v1_CompleteOnboardingRequest__Output } from './landline/identity/v1/CompleteOnboardingRequest';
import type { ForgotPasswordRequest as _landline_identity_v1_ForgotPasswordRequest, ForgotPasswordRequest__Output as _landline_identity_v1_ForgotPasswordRequest__Output } from './landline/identity/v1/ForgotPasswordRequest';
import type { GetSubscriptionRequest as _landline_identity_v1_GetSubscriptionRequest, GetSubscriptionRequest__Output as _landline_identity_v1_GetSubscriptionRequest__Output } from './landline/identity/v1/GetSubscriptionRequest';
import type { IdentityServiceClient as _landline_identity_v1_IdentityServiceClient, IdentityServiceDefinition as _landline_identity_v1_IdentityServiceDefinition } from './landline/identity/v1/IdentityService';
import type { JoinWaitlistRequest as _landline_identity_v1_JoinWaitlistRequest, JoinWaitlistRequest__Output as _landline_identity_v1_JoinWaitlistRequest__Output } from './landline/identity/v1/JoinWaitlistRequest';
import type { LoginRequest as _landline_identity_v1_LoginRequest, LoginRequest__Output as _landline_identity_v1_LoginRequest__Output } from './landline/identity/v1/LoginRequest';
import type { LogoutRequest as _landline_identity_v1_LogoutRequest, LogoutRequest__Output as _landline_identity_v1_LogoutRequest__Output } from './landline/identity/v1/LogoutRequest';
import type { RefreshRequest as _landline_identity_v1_RefreshRequest, RefreshRequest__Output as _landline_identity_v1_RefreshRequest__Output } from './landline/identity/v1/RefreshRequest';
import type { RequestUpgradeRequest as _landline_identity_v1_RequestUpgradeRequest, RequestUpgradeRequest__Output as _landline_identity_v1_RequestUpgradeRequest__Output } from './landline/identity/v1/RequestUpgradeRequest';
import type { ResetPasswordRequest as _landline_identity_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _landline_identity_v1_ResetPasswordRequest__Output } from './landline/identity/v1/ResetPasswordRequest';
import type { SignUpRequest as _landline_identity_v1_SignUpRequest, SignUpRequest__Output as _landline_identity_v1_SignUpRequest__Output } from './landline/identity/v1/SignUpRequest';
import type { Subscription as _landline_identity_v1_Subscription, Subscription__Output as _landline_identity_v1_Subscription__Output } from './landline/identity/v1/Subscription';
import type { TokensValidAfter as _landline_identity_v1_TokensValidAfter, TokensValidAfter__Output as _landline_identity_v1_TokensValidAfter__Output } from './landline/identity/v1/TokensValidAfter';
import type { UpdateProfileRequest as _landline_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _landline_identity_v1_UpdateProfileRequest__Output } from './landline/identity/v1/UpdateProfileRequest';
import type { UpgradeRequest as _landline_identity_v1_UpgradeRequest, UpgradeRequest__Output as _landline_identity_v1_UpgradeRequest__Output } from './landline/identity/v1/UpgradeRequest';
import type { UpgradeRequestState as _landline_identity_v1_UpgradeRequestState, UpgradeRequestState__Output as _landline_identity_v1_UpgradeRequestState__Output } from './landline/identity/v1/UpgradeRequestState';
import type { User as _landline_identity_v1_User, User__Output as _landline_identity_v1_User__Output } from './landline/identity/v1/User';
import type { UserProfile as _landline_identity_v1_UserProfile, UserProfile__Output as _landline_identity_v1_UserProfile__Output } from './landline/identity/v1/UserProfile';
import type { UserRequest as _landline_identity_v1_UserRequest, UserRequest__Output as _landline_identity_v1_UserRequest__Output } from './landline/identity/v1/UserRequest';

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
    identity: {
      v1: {
        AuthResult: MessageTypeDefinition<_landline_identity_v1_AuthResult, _landline_identity_v1_AuthResult__Output>
        ChangePasswordRequest: MessageTypeDefinition<_landline_identity_v1_ChangePasswordRequest, _landline_identity_v1_ChangePasswordRequest__Output>
        CompleteOnboardingRequest: MessageTypeDefinition<_landline_identity_v1_CompleteOnboardingRequest, _landline_identity_v1_CompleteOnboardingRequest__Output>
        ForgotPasswordRequest: MessageTypeDefinition<_landline_identity_v1_ForgotPasswordRequest, _landline_identity_v1_ForgotPasswordRequest__Output>
        GetSubscriptionRequest: MessageTypeDefinition<_landline_identity_v1_GetSubscriptionRequest, _landline_identity_v1_GetSubscriptionRequest__Output>
        IdentityService: SubtypeConstructor<typeof grpc.Client, _landline_identity_v1_IdentityServiceClient> & { service: _landline_identity_v1_IdentityServiceDefinition }
        JoinWaitlistRequest: MessageTypeDefinition<_landline_identity_v1_JoinWaitlistRequest, _landline_identity_v1_JoinWaitlistRequest__Output>
        LoginRequest: MessageTypeDefinition<_landline_identity_v1_LoginRequest, _landline_identity_v1_LoginRequest__Output>
        LogoutRequest: MessageTypeDefinition<_landline_identity_v1_LogoutRequest, _landline_identity_v1_LogoutRequest__Output>
        RefreshRequest: MessageTypeDefinition<_landline_identity_v1_RefreshRequest, _landline_identity_v1_RefreshRequest__Output>
        RequestUpgradeRequest: MessageTypeDefinition<_landline_identity_v1_RequestUpgradeRequest, _landline_identity_v1_RequestUpgradeRequest__Output>
        ResetPasswordRequest: MessageTypeDefinition<_landline_identity_v1_ResetPasswordRequest, _landline_identity_v1_ResetPasswordRequest__Output>
        SignUpRequest: MessageTypeDefinition<_landline_identity_v1_SignUpRequest, _landline_identity_v1_SignUpRequest__Output>
        Subscription: MessageTypeDefinition<_landline_identity_v1_Subscription, _landline_identity_v1_Subscription__Output>
        TokensValidAfter: MessageTypeDefinition<_landline_identity_v1_TokensValidAfter, _landline_identity_v1_TokensValidAfter__Output>
        UpdateProfileRequest: MessageTypeDefinition<_landline_identity_v1_UpdateProfileRequest, _landline_identity_v1_UpdateProfileRequest__Output>
        UpgradeRequest: MessageTypeDefinition<_landline_identity_v1_UpgradeRequest, _landline_identity_v1_UpgradeRequest__Output>
        UpgradeRequestState: MessageTypeDefinition<_landline_identity_v1_UpgradeRequestState, _landline_identity_v1_UpgradeRequestState__Output>
        User: MessageTypeDefinition<_landline_identity_v1_User, _landline_identity_v1_User__Output>
        UserProfile: MessageTypeDefinition<_landline_identity_v1_UserProfile, _landline_identity_v1_UserProfile__Output>
        UserRequest: MessageTypeDefinition<_landline_identity_v1_UserRequest, _landline_identity_v1_UserRequest__Output>
      }
    }
  }
}

