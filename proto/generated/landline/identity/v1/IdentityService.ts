// Original file: proto/landline/identity/v1/identity.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { AuthResult as _landline_identity_v1_AuthResult, AuthResult__Output as _landline_identity_v1_AuthResult__Output } from '../../../landline/identity/v1/AuthResult';
import type { ChangePasswordRequest as _landline_identity_v1_ChangePasswordRequest, ChangePasswordRequest__Output as _landline_identity_v1_ChangePasswordRequest__Output } from '../../../landline/identity/v1/ChangePasswordRequest';
import type { CompleteOnboardingRequest as _landline_identity_v1_CompleteOnboardingRequest, CompleteOnboardingRequest__Output as _landline_identity_v1_CompleteOnboardingRequest__Output } from '../../../landline/identity/v1/CompleteOnboardingRequest';
import type { Empty as _landline_common_v1_Empty, Empty__Output as _landline_common_v1_Empty__Output } from '../../../landline/common/v1/Empty';
import type { ForgotPasswordRequest as _landline_identity_v1_ForgotPasswordRequest, ForgotPasswordRequest__Output as _landline_identity_v1_ForgotPasswordRequest__Output } from '../../../landline/identity/v1/ForgotPasswordRequest';
import type { GetSubscriptionRequest as _landline_identity_v1_GetSubscriptionRequest, GetSubscriptionRequest__Output as _landline_identity_v1_GetSubscriptionRequest__Output } from '../../../landline/identity/v1/GetSubscriptionRequest';
import type { JoinWaitlistRequest as _landline_identity_v1_JoinWaitlistRequest, JoinWaitlistRequest__Output as _landline_identity_v1_JoinWaitlistRequest__Output } from '../../../landline/identity/v1/JoinWaitlistRequest';
import type { LoginRequest as _landline_identity_v1_LoginRequest, LoginRequest__Output as _landline_identity_v1_LoginRequest__Output } from '../../../landline/identity/v1/LoginRequest';
import type { LogoutRequest as _landline_identity_v1_LogoutRequest, LogoutRequest__Output as _landline_identity_v1_LogoutRequest__Output } from '../../../landline/identity/v1/LogoutRequest';
import type { RefreshRequest as _landline_identity_v1_RefreshRequest, RefreshRequest__Output as _landline_identity_v1_RefreshRequest__Output } from '../../../landline/identity/v1/RefreshRequest';
import type { RequestUpgradeRequest as _landline_identity_v1_RequestUpgradeRequest, RequestUpgradeRequest__Output as _landline_identity_v1_RequestUpgradeRequest__Output } from '../../../landline/identity/v1/RequestUpgradeRequest';
import type { ResetPasswordRequest as _landline_identity_v1_ResetPasswordRequest, ResetPasswordRequest__Output as _landline_identity_v1_ResetPasswordRequest__Output } from '../../../landline/identity/v1/ResetPasswordRequest';
import type { SignUpRequest as _landline_identity_v1_SignUpRequest, SignUpRequest__Output as _landline_identity_v1_SignUpRequest__Output } from '../../../landline/identity/v1/SignUpRequest';
import type { Subscription as _landline_identity_v1_Subscription, Subscription__Output as _landline_identity_v1_Subscription__Output } from '../../../landline/identity/v1/Subscription';
import type { TokensValidAfter as _landline_identity_v1_TokensValidAfter, TokensValidAfter__Output as _landline_identity_v1_TokensValidAfter__Output } from '../../../landline/identity/v1/TokensValidAfter';
import type { UpdateProfileRequest as _landline_identity_v1_UpdateProfileRequest, UpdateProfileRequest__Output as _landline_identity_v1_UpdateProfileRequest__Output } from '../../../landline/identity/v1/UpdateProfileRequest';
import type { UpgradeRequestState as _landline_identity_v1_UpgradeRequestState, UpgradeRequestState__Output as _landline_identity_v1_UpgradeRequestState__Output } from '../../../landline/identity/v1/UpgradeRequestState';
import type { UserProfile as _landline_identity_v1_UserProfile, UserProfile__Output as _landline_identity_v1_UserProfile__Output } from '../../../landline/identity/v1/UserProfile';
import type { UserRequest as _landline_identity_v1_UserRequest, UserRequest__Output as _landline_identity_v1_UserRequest__Output } from '../../../landline/identity/v1/UserRequest';

export interface IdentityServiceClient extends grpc.Client {
  ChangePassword(argument: _landline_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _landline_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _landline_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ChangePassword(argument: _landline_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _landline_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _landline_identity_v1_ChangePasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _landline_identity_v1_ChangePasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  changePassword(argument: _landline_identity_v1_ChangePasswordRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  CompleteOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  CompleteOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  CompleteOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  CompleteOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  completeOnboarding(argument: _landline_identity_v1_CompleteOnboardingRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  
  DeleteAccount(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  DeleteAccount(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  deleteAccount(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  FixUserDocument(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  FixUserDocument(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  FixUserDocument(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  FixUserDocument(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  fixUserDocument(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  fixUserDocument(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  fixUserDocument(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  fixUserDocument(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  
  ForgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ForgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ForgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ForgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  forgotPassword(argument: _landline_identity_v1_ForgotPasswordRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  GetSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  GetSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  getSubscription(argument: _landline_identity_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_landline_identity_v1_Subscription__Output>): grpc.ClientUnaryCall;
  
  GetTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  GetTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  GetTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  GetTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  getTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  getTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  getTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  getTokensValidAfter(argument: _landline_identity_v1_GetSubscriptionRequest, callback: grpc.requestCallback<_landline_identity_v1_TokensValidAfter__Output>): grpc.ClientUnaryCall;
  
  GetUpgradeRequest(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  GetUpgradeRequest(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  GetUpgradeRequest(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  GetUpgradeRequest(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  getUpgradeRequest(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  getUpgradeRequest(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  getUpgradeRequest(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  getUpgradeRequest(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  
  GetUserProfile(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  GetUserProfile(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  GetUserProfile(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  GetUserProfile(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  getUserProfile(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  getUserProfile(argument: _landline_identity_v1_UserRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  getUserProfile(argument: _landline_identity_v1_UserRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  getUserProfile(argument: _landline_identity_v1_UserRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  
  JoinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  JoinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  JoinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  JoinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  joinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  joinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  joinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  joinWaitlist(argument: _landline_identity_v1_JoinWaitlistRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  Login(argument: _landline_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  Login(argument: _landline_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  Login(argument: _landline_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  Login(argument: _landline_identity_v1_LoginRequest, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  login(argument: _landline_identity_v1_LoginRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  login(argument: _landline_identity_v1_LoginRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  login(argument: _landline_identity_v1_LoginRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  login(argument: _landline_identity_v1_LoginRequest, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  
  Logout(argument: _landline_identity_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _landline_identity_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _landline_identity_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  Logout(argument: _landline_identity_v1_LogoutRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _landline_identity_v1_LogoutRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _landline_identity_v1_LogoutRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _landline_identity_v1_LogoutRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  logout(argument: _landline_identity_v1_LogoutRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  Refresh(argument: _landline_identity_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _landline_identity_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _landline_identity_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  Refresh(argument: _landline_identity_v1_RefreshRequest, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  refresh(argument: _landline_identity_v1_RefreshRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  refresh(argument: _landline_identity_v1_RefreshRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  refresh(argument: _landline_identity_v1_RefreshRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  refresh(argument: _landline_identity_v1_RefreshRequest, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  
  RequestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  RequestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  RequestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  RequestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  requestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  requestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  requestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  requestUpgrade(argument: _landline_identity_v1_RequestUpgradeRequest, callback: grpc.requestCallback<_landline_identity_v1_UpgradeRequestState__Output>): grpc.ClientUnaryCall;
  
  ResetPassword(argument: _landline_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _landline_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _landline_identity_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  ResetPassword(argument: _landline_identity_v1_ResetPasswordRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _landline_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _landline_identity_v1_ResetPasswordRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _landline_identity_v1_ResetPasswordRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  resetPassword(argument: _landline_identity_v1_ResetPasswordRequest, callback: grpc.requestCallback<_landline_common_v1_Empty__Output>): grpc.ClientUnaryCall;
  
  SignUp(argument: _landline_identity_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _landline_identity_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _landline_identity_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  SignUp(argument: _landline_identity_v1_SignUpRequest, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  signUp(argument: _landline_identity_v1_SignUpRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  signUp(argument: _landline_identity_v1_SignUpRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  signUp(argument: _landline_identity_v1_SignUpRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  signUp(argument: _landline_identity_v1_SignUpRequest, callback: grpc.requestCallback<_landline_identity_v1_AuthResult__Output>): grpc.ClientUnaryCall;
  
  UpdateProfile(argument: _landline_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _landline_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _landline_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  UpdateProfile(argument: _landline_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _landline_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _landline_identity_v1_UpdateProfileRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _landline_identity_v1_UpdateProfileRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  updateProfile(argument: _landline_identity_v1_UpdateProfileRequest, callback: grpc.requestCallback<_landline_identity_v1_UserProfile__Output>): grpc.ClientUnaryCall;
  
}

export interface IdentityServiceHandlers extends grpc.UntypedServiceImplementation {
  ChangePassword: grpc.handleUnaryCall<_landline_identity_v1_ChangePasswordRequest__Output, _landline_common_v1_Empty>;
  
  CompleteOnboarding: grpc.handleUnaryCall<_landline_identity_v1_CompleteOnboardingRequest__Output, _landline_identity_v1_UserProfile>;
  
  DeleteAccount: grpc.handleUnaryCall<_landline_identity_v1_UserRequest__Output, _landline_common_v1_Empty>;
  
  FixUserDocument: grpc.handleUnaryCall<_landline_identity_v1_UserRequest__Output, _landline_identity_v1_UserProfile>;
  
  ForgotPassword: grpc.handleUnaryCall<_landline_identity_v1_ForgotPasswordRequest__Output, _landline_common_v1_Empty>;
  
  GetSubscription: grpc.handleUnaryCall<_landline_identity_v1_GetSubscriptionRequest__Output, _landline_identity_v1_Subscription>;
  
  GetTokensValidAfter: grpc.handleUnaryCall<_landline_identity_v1_GetSubscriptionRequest__Output, _landline_identity_v1_TokensValidAfter>;
  
  GetUpgradeRequest: grpc.handleUnaryCall<_landline_identity_v1_UserRequest__Output, _landline_identity_v1_UpgradeRequestState>;
  
  GetUserProfile: grpc.handleUnaryCall<_landline_identity_v1_UserRequest__Output, _landline_identity_v1_UserProfile>;
  
  JoinWaitlist: grpc.handleUnaryCall<_landline_identity_v1_JoinWaitlistRequest__Output, _landline_common_v1_Empty>;
  
  Login: grpc.handleUnaryCall<_landline_identity_v1_LoginRequest__Output, _landline_identity_v1_AuthResult>;
  
  Logout: grpc.handleUnaryCall<_landline_identity_v1_LogoutRequest__Output, _landline_common_v1_Empty>;
  
  Refresh: grpc.handleUnaryCall<_landline_identity_v1_RefreshRequest__Output, _landline_identity_v1_AuthResult>;
  
  RequestUpgrade: grpc.handleUnaryCall<_landline_identity_v1_RequestUpgradeRequest__Output, _landline_identity_v1_UpgradeRequestState>;
  
  ResetPassword: grpc.handleUnaryCall<_landline_identity_v1_ResetPasswordRequest__Output, _landline_common_v1_Empty>;
  
  SignUp: grpc.handleUnaryCall<_landline_identity_v1_SignUpRequest__Output, _landline_identity_v1_AuthResult>;
  
  UpdateProfile: grpc.handleUnaryCall<_landline_identity_v1_UpdateProfileRequest__Output, _landline_identity_v1_UserProfile>;
  
}

export interface IdentityServiceDefinition extends grpc.ServiceDefinition {
  ChangePassword: MethodDefinition<_landline_identity_v1_ChangePasswordRequest, _landline_common_v1_Empty, _landline_identity_v1_ChangePasswordRequest__Output, _landline_common_v1_Empty__Output>
  CompleteOnboarding: MethodDefinition<_landline_identity_v1_CompleteOnboardingRequest, _landline_identity_v1_UserProfile, _landline_identity_v1_CompleteOnboardingRequest__Output, _landline_identity_v1_UserProfile__Output>
  DeleteAccount: MethodDefinition<_landline_identity_v1_UserRequest, _landline_common_v1_Empty, _landline_identity_v1_UserRequest__Output, _landline_common_v1_Empty__Output>
  FixUserDocument: MethodDefinition<_landline_identity_v1_UserRequest, _landline_identity_v1_UserProfile, _landline_identity_v1_UserRequest__Output, _landline_identity_v1_UserProfile__Output>
  ForgotPassword: MethodDefinition<_landline_identity_v1_ForgotPasswordRequest, _landline_common_v1_Empty, _landline_identity_v1_ForgotPasswordRequest__Output, _landline_common_v1_Empty__Output>
  GetSubscription: MethodDefinition<_landline_identity_v1_GetSubscriptionRequest, _landline_identity_v1_Subscription, _landline_identity_v1_GetSubscriptionRequest__Output, _landline_identity_v1_Subscription__Output>
  GetTokensValidAfter: MethodDefinition<_landline_identity_v1_GetSubscriptionRequest, _landline_identity_v1_TokensValidAfter, _landline_identity_v1_GetSubscriptionRequest__Output, _landline_identity_v1_TokensValidAfter__Output>
  GetUpgradeRequest: MethodDefinition<_landline_identity_v1_UserRequest, _landline_identity_v1_UpgradeRequestState, _landline_identity_v1_UserRequest__Output, _landline_identity_v1_UpgradeRequestState__Output>
  GetUserProfile: MethodDefinition<_landline_identity_v1_UserRequest, _landline_identity_v1_UserProfile, _landline_identity_v1_UserRequest__Output, _landline_identity_v1_UserProfile__Output>
  JoinWaitlist: MethodDefinition<_landline_identity_v1_JoinWaitlistRequest, _landline_common_v1_Empty, _landline_identity_v1_JoinWaitlistRequest__Output, _landline_common_v1_Empty__Output>
  Login: MethodDefinition<_landline_identity_v1_LoginRequest, _landline_identity_v1_AuthResult, _landline_identity_v1_LoginRequest__Output, _landline_identity_v1_AuthResult__Output>
  Logout: MethodDefinition<_landline_identity_v1_LogoutRequest, _landline_common_v1_Empty, _landline_identity_v1_LogoutRequest__Output, _landline_common_v1_Empty__Output>
  Refresh: MethodDefinition<_landline_identity_v1_RefreshRequest, _landline_identity_v1_AuthResult, _landline_identity_v1_RefreshRequest__Output, _landline_identity_v1_AuthResult__Output>
  RequestUpgrade: MethodDefinition<_landline_identity_v1_RequestUpgradeRequest, _landline_identity_v1_UpgradeRequestState, _landline_identity_v1_RequestUpgradeRequest__Output, _landline_identity_v1_UpgradeRequestState__Output>
  ResetPassword: MethodDefinition<_landline_identity_v1_ResetPasswordRequest, _landline_common_v1_Empty, _landline_identity_v1_ResetPasswordRequest__Output, _landline_common_v1_Empty__Output>
  SignUp: MethodDefinition<_landline_identity_v1_SignUpRequest, _landline_identity_v1_AuthResult, _landline_identity_v1_SignUpRequest__Output, _landline_identity_v1_AuthResult__Output>
  UpdateProfile: MethodDefinition<_landline_identity_v1_UpdateProfileRequest, _landline_identity_v1_UserProfile, _landline_identity_v1_UpdateProfileRequest__Output, _landline_identity_v1_UserProfile__Output>
}
