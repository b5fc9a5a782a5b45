// The gateway's shapes under the names the app uses, all inferred from @landline/api's schemas.
import type { AppConfig, AuthSession, RequestBody, ResponseBody, UserDocument, UserSubscription } from '@landline/api';

export type {
  AfterHoursBehaviour,
  Agent,
  AgentFeatures,
  AgentLanguage,
  Call,
  ChatEvent,
  ChatReply as ChatResponse,
  CallTranscriptEntry as TranscriptEntry,
  CallTransfer as TransferEvent,
  Industry,
  OfferedNumber,
  OnCallContact,
  PhoneNumber,
  ServiceRequest,
  Template,
  TransferConfig,
  Voice,
  VoiceLanguageCode,
} from '@landline/api';

export type UserProfile = UserDocument;
export type Subscription = UserSubscription;
export type AuthTokens = AuthSession;
export type KeycloakClientConfig = NonNullable<AppConfig['auth']['keycloak']>;
export type ListAgentsResponse = ResponseBody<'GET /listAIEmployees'>;

export type CompleteOnboardingRequest = RequestBody<'POST /completeOnboarding'>;
export type WaitlistRequest = RequestBody<'POST /joinWaitlist'>;
export type CreateAgentRequest = RequestBody<'POST /createAIEmployee'>;
export type UpdateAgentRequest = RequestBody<'PATCH /updateAIEmployee'>;
export type PurchasePhoneNumberRequest = RequestBody<'POST /purchasePhoneNumber'>;
export type AssignPhoneNumberRequest = RequestBody<'POST /assignPhoneNumber'>;
export type ChatRequest = RequestBody<'POST /chat'>;
export type ChatHistoryItem = NonNullable<ChatRequest['history']>[number];
