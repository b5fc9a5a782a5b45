import { apiRequest, apiResponse } from './client';
import type {
  Agent,
  ChatRequest,
  ChatResponse,
  RecentCallsResponse,
  SaveWebTranscriptRequest,
  TransferDetails,
  TranscriptEntry,
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
import type { DashboardStats, UsageHistory } from './billing';
import type { NotificationsResponse } from './notifications';
import type { SandboxCall, SandboxDialAnswer, SandboxHangup } from './sandbox';

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

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

  // Live conversation (browser calls). The chat sends no-cache headers (spec section 7).
  chat: (body: ChatRequest, signal?: AbortSignal) =>
    apiRequest<ChatResponse>('/chat', { method: 'POST', body, auth: 'optional', signal, headers: NO_CACHE }),
  /** The same turn as Server-Sent Events; the caller reads the body. */
  chatStream: (body: ChatRequest, signal?: AbortSignal) =>
    apiResponse('/chat/stream', { method: 'POST', body, auth: 'optional', signal, accept: 'text/event-stream', headers: NO_CACHE }),
  extractTransferDetails: (body: { transcript: Pick<TranscriptEntry, 'role' | 'text'>[]; language: string; templateType?: string }) =>
    apiRequest<TransferDetails>('/extractTransferDetails', { method: 'POST', body, auth: 'optional' }),
  speak: (body: TtsRequest, signal?: AbortSignal) =>
    apiRequest<Blob>('/tts', { method: 'POST', body, responseType: 'blob', auth: 'optional', signal }),

  // Call records and recordings (conversation and recording services).
  uploadRecording: (callId: string, audio: Blob, contentType: string) =>
    apiRequest<{ key: string; audioUrl: string }>(`/recordings/${encodeURIComponent(callId)}`, {
      method: 'PUT',
      rawBody: audio,
      contentType,
      auth: 'optional',
    }),
  saveWebTranscript: (body: SaveWebTranscriptRequest) =>
    apiRequest<{ success?: boolean; callId?: string }>('/saveWebTranscript', { method: 'POST', body, auth: 'optional' }),
  updateTranscriptAudio: (body: { callId: string; audioUrl: string }) =>
    apiRequest<{ success?: boolean }>('/updateTranscriptAudio', { method: 'POST', body, auth: 'optional' }),
  getRecentCalls: (params: { limit: number; agentId?: string; cursor?: string }) =>
    apiRequest<RecentCallsResponse>(
      `/getRecentCalls?${query({
        ...(params.agentId ? { agentId: params.agentId } : {}),
        limit: String(params.limit),
        ...(params.cursor ? { cursor: params.cursor } : {}),
      })}`,
    ),
  getCall: (callId: string) => apiRequest<RecentCallsResponse>(`/getRecentCalls?${query({ callId })}`),
  /** One page of the owner's call log: `params` are the filters, limit and cursor, all as query parameters. */
  getCallLog: (params: Record<string, string>) => apiRequest<RecentCallsResponse>(`/getRecentCalls?${query({ ...params, paged: '1' })}`),
  /** The call log's filtered calls as a CSV file (the caller reads the body and its Content-Disposition). */
  exportCalls: (params: Record<string, string>) => apiResponse(`/exportCalls?${query(params)}`, { accept: 'text/csv' }),

  // Phone numbers (telephony service).
  searchPhoneNumbers: (areaCode: string) =>
    apiRequest<{ numbers: PhoneNumber[] }>(`/searchPhoneNumbers?${query({ areaCode })}`),
  getAvailableNumbers: () => apiRequest<{ numbers: PhoneNumber[] }>('/getAvailableNumbers'),
  purchasePhoneNumber: (body: PurchasePhoneNumberRequest) =>
    apiRequest<{ phoneNumber: PhoneNumber }>('/purchasePhoneNumber', { method: 'POST', body }),
  assignPhoneNumber: (body: AssignPhoneNumberRequest) =>
    apiRequest<{ phoneNumber: PhoneNumber }>('/assignPhoneNumber', { method: 'POST', body }),

  // The sandbox phone line (the phone simulator): the owner's numbers, placing and hanging up a call.
  sandboxNumbers: () => apiRequest<{ numbers: PhoneNumber[] }>('/sandbox/numbers'),
  placeSandboxCall: (body: { to: string; from?: string }) => apiRequest<SandboxCall>('/sandbox/calls', { method: 'POST', body }),
  reconnectSandboxCall: (callSid: string, handoffData: string) =>
    apiRequest<SandboxCall>(`/sandbox/calls/${encodeURIComponent(callSid)}/reconnect`, { method: 'POST', body: { handoffData } }),
  answerSandboxDial: (callSid: string, index: number, answer: SandboxDialAnswer) =>
    apiRequest<SandboxCall>(`/sandbox/calls/${encodeURIComponent(callSid)}/dial`, { method: 'POST', body: { index, answer } }),
  hangupSandboxCall: (callSid: string, durationSeconds: number) =>
    apiRequest<SandboxHangup>(`/sandbox/calls/${encodeURIComponent(callSid)}/hangup`, { method: 'POST', body: { durationSeconds } }),

  // What owners were told about their calls (notification service): one call's, or all, newest first.
  getNotifications: (params: { callId?: string; limit?: number; cursor?: string }) =>
    apiRequest<NotificationsResponse>(
      `/getNotifications?${query({
        ...(params.callId ? { callId: params.callId } : {}),
        ...(params.limit ? { limit: String(params.limit) } : {}),
        ...(params.cursor ? { cursor: params.cursor } : {}),
      })}`,
    ),

  // Usage and billing (billing service).
  getDashboardStats: () => apiRequest<DashboardStats>('/getDashboardStats'),
  getUsageHistory: (days: number) => apiRequest<UsageHistory>(`/getUsageHistory?${query({ days: String(days) })}`),
};
