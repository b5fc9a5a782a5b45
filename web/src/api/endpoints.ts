import { apiRequest } from './client';
import type {
  Agent,
  AppConfig,
  AssignPhoneNumberRequest,
  AuthTokens,
  CompleteOnboardingRequest,
  CreateAgentRequest,
  ListAgentsResponse,
  PhoneNumber,
  PurchasePhoneNumberRequest,
  Template,
  TtsRequest,
  UpdateAgentRequest,
  UserProfile,
  VoiceLanguageCode,
  VoicesResponse,
  WaitlistRequest,
} from './types';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Every gateway call the web app makes, in one place. */
export const api = {
  getConfig: () => apiRequest<AppConfig>('/config', { auth: 'none' }),

  signup: (body: { email: string; password: string; displayName?: string }) =>
    apiRequest<AuthTokens>('/auth/signup', { method: 'POST', body, auth: 'none' }),
  login: (body: { email: string; password: string }) =>
    apiRequest<AuthTokens>('/auth/login', { method: 'POST', body, auth: 'none' }),
  logout: (refreshToken: string) =>
    apiRequest<unknown>('/auth/logout', { method: 'POST', body: { refreshToken }, auth: 'none' }),
  forgotPassword: (email: string) =>
    apiRequest<unknown>('/auth/forgot-password', { method: 'POST', body: { email }, auth: 'none' }),
  resetPassword: (token: string, password: string) =>
    apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: { token, password }, auth: 'none' }),

  getUserProfile: () => apiRequest<UserProfile>('/getUserProfile'),
  fixUserDocument: () => apiRequest<UserProfile>('/fixUserDocument', { method: 'POST', jsonWithoutBody: true }),
  completeOnboarding: (body: CompleteOnboardingRequest) =>
    apiRequest<UserProfile>('/completeOnboarding', { method: 'POST', body }),

  joinWaitlist: (body: WaitlistRequest) =>
    apiRequest<{ ok: boolean }>('/joinWaitlist', { method: 'POST', body, auth: 'none' }),

  // Templates and AI employees (agent service).
  listTemplates: (context: 'demo' | 'all') =>
    apiRequest<{ templates: Template[] }>(`/listAvailableTemplates?${query({ context })}`, { auth: 'optional' }),
  listAgents: () => apiRequest<ListAgentsResponse>('/listAIEmployees'),
  getAgent: (agentId: string) => apiRequest<{ aiemployee: Agent }>(`/getAIEmployee?${query({ agentId })}`),
  createAgent: (body: CreateAgentRequest) => apiRequest<{ agent: Agent }>('/createAIEmployee', { method: 'POST', body }),
  updateAgent: (body: UpdateAgentRequest) =>
    apiRequest<{ success?: boolean; aiemployee?: Agent }>('/updateAIEmployee', { method: 'PATCH', body }),
  deleteAgent: (agentId: string) =>
    apiRequest<{ success?: boolean }>(`/deleteAIEmployee?${query({ agentId })}`, { method: 'DELETE' }),

  // Voices and speech (conversation service).
  getAvailableVoices: (languageCode: VoiceLanguageCode) =>
    apiRequest<VoicesResponse>(`/getAvailableVoices?${query({ languageCode, provider: 'google' })}`),
  synthesize: (body: TtsRequest) => apiRequest<Blob>('/tts', { method: 'POST', body, responseType: 'blob' }),

  // Phone numbers (telephony service).
  searchPhoneNumbers: (areaCode: string) =>
    apiRequest<{ numbers: PhoneNumber[] }>(`/searchPhoneNumbers?${query({ areaCode })}`),
  getAvailableNumbers: () => apiRequest<{ numbers: PhoneNumber[] }>('/getAvailableNumbers'),
  purchasePhoneNumber: (body: PurchasePhoneNumberRequest) =>
    apiRequest<{ phoneNumber: PhoneNumber }>('/purchasePhoneNumber', { method: 'POST', body }),
  assignPhoneNumber: (body: AssignPhoneNumberRequest) =>
    apiRequest<{ phoneNumber: PhoneNumber }>('/assignPhoneNumber', { method: 'POST', body }),
};
