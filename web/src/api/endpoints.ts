import { callRoute, routeResponse } from './client';
import type { RequestBody, RequestQuery, VoiceLanguageCode } from '@landline/api';

const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

/** Every gateway call the web app makes, in one place, each typed by its route in @landline/api. */
export const api = {
  getConfig: () => callRoute('GET /config', { auth: 'none' }),

  signup: (body: RequestBody<'POST /auth/signup'>) => callRoute('POST /auth/signup', { body, auth: 'none' }),
  login: (body: RequestBody<'POST /auth/login'>) => callRoute('POST /auth/login', { body, auth: 'none' }),
  logout: (refreshToken: string) => callRoute('POST /auth/logout', { body: { refreshToken }, auth: 'none' }),
  forgotPassword: (email: string) => callRoute('POST /auth/forgot-password', { body: { email }, auth: 'none' }),
  resetPassword: (token: string, password: string) => callRoute('POST /auth/reset-password', { body: { token, password }, auth: 'none' }),

  getUserProfile: () => callRoute('GET /getUserProfile', {}),
  fixUserDocument: () => callRoute('POST /fixUserDocument', { jsonWithoutBody: true }),
  completeOnboarding: (body: RequestBody<'POST /completeOnboarding'>) => callRoute('POST /completeOnboarding', { body }),

  joinWaitlist: (body: RequestBody<'POST /joinWaitlist'>) => callRoute('POST /joinWaitlist', { body, auth: 'none' }),

  // Templates and AI employees (agent service).
  listTemplates: (context: 'demo' | 'all') => callRoute('GET /listAvailableTemplates', { query: { context }, auth: 'optional' }),
  listAgents: () => callRoute('GET /listAIEmployees', {}),
  getAgent: (agentId: string) => callRoute('GET /getAIEmployee', { query: { agentId } }),
  createAgent: (body: RequestBody<'POST /createAIEmployee'>) => callRoute('POST /createAIEmployee', { body }),
  updateAgent: (body: RequestBody<'PATCH /updateAIEmployee'>) => callRoute('PATCH /updateAIEmployee', { body }),
  deleteAgent: (agentId: string) => callRoute('DELETE /deleteAIEmployee', { query: { agentId } }),

  // Voices and speech (conversation service).
  getAvailableVoices: (languageCode: VoiceLanguageCode) => callRoute('GET /getAvailableVoices', { query: { languageCode, provider: 'google' } }),
  synthesize: async (body: RequestBody<'POST /tts'>) => (await routeResponse('POST /tts', { body, responseType: 'blob' })).blob(),

  // Live conversation (browser calls). The chat sends no-cache headers.
  chat: (body: RequestBody<'POST /chat'>, signal?: AbortSignal) => callRoute('POST /chat', { body, auth: 'optional', signal, headers: NO_CACHE }),
  /** The same turn as Server-Sent Events; the caller reads the body. */
  chatStream: (body: RequestBody<'POST /chat/stream'>, signal?: AbortSignal) =>
    routeResponse('POST /chat/stream', { body, auth: 'optional', signal, accept: 'text/event-stream', headers: NO_CACHE }),
  extractTransferDetails: (body: RequestBody<'POST /extractTransferDetails'>) => callRoute('POST /extractTransferDetails', { body, auth: 'optional' }),
  speak: async (body: RequestBody<'POST /tts'>, signal?: AbortSignal) => (await routeResponse('POST /tts', { body, responseType: 'blob', auth: 'optional', signal })).blob(),

  // Call records and recordings (conversation and recording services).
  uploadRecording: (callId: string, audio: Blob, contentType: string) =>
    callRoute('PUT /recordings/:callId', { params: { callId }, rawBody: audio, contentType, auth: 'optional' }),
  saveWebTranscript: (body: RequestBody<'POST /saveWebTranscript'>) => callRoute('POST /saveWebTranscript', { body, auth: 'optional' }),
  updateTranscriptAudio: (body: RequestBody<'POST /updateTranscriptAudio'>) => callRoute('POST /updateTranscriptAudio', { body, auth: 'optional' }),
  getRecentCalls: (params: { limit: number; agentId?: string; cursor?: string }) =>
    callRoute('GET /getRecentCalls', {
      query: { ...(params.agentId ? { agentId: params.agentId } : {}), limit: String(params.limit), ...(params.cursor ? { cursor: params.cursor } : {}) },
    }),
  getCall: (callId: string) => callRoute('GET /getRecentCalls', { query: { callId } }),
  /** One page of the owner's call log: `params` are the filters, limit and cursor, all as query parameters. */
  getCallLog: (params: RequestQuery<'GET /getRecentCalls'>) => callRoute('GET /getRecentCalls', { query: { ...params, paged: '1' } }),
  /** The call log's filtered calls as a CSV file (the caller reads the body and its Content-Disposition). */
  exportCalls: (params: RequestQuery<'GET /exportCalls'>) => routeResponse('GET /exportCalls', { query: params, accept: 'text/csv' }),

  // Phone numbers (telephony service).
  searchPhoneNumbers: (areaCode: string) => callRoute('GET /searchPhoneNumbers', { query: { areaCode } }),
  getAvailableNumbers: () => callRoute('GET /getAvailableNumbers', {}),
  purchasePhoneNumber: (body: RequestBody<'POST /purchasePhoneNumber'>) => callRoute('POST /purchasePhoneNumber', { body }),
  assignPhoneNumber: (body: RequestBody<'POST /assignPhoneNumber'>) => callRoute('POST /assignPhoneNumber', { body }),

  // The sandbox phone line (the phone simulator): the owner's numbers, placing and hanging up a call.
  sandboxNumbers: () => callRoute('GET /sandbox/numbers', {}),
  placeSandboxCall: (body: RequestBody<'POST /sandbox/calls'>) => callRoute('POST /sandbox/calls', { body }),
  reconnectSandboxCall: (callSid: string, handoffData: string) => callRoute('POST /sandbox/calls/:callSid/reconnect', { params: { callSid }, body: { handoffData } }),
  answerSandboxDial: (callSid: string, index: number, answer: RequestBody<'POST /sandbox/calls/:callSid/dial'>['answer']) =>
    callRoute('POST /sandbox/calls/:callSid/dial', { params: { callSid }, body: { index, answer } }),
  hangupSandboxCall: (callSid: string, durationSeconds: number) => callRoute('POST /sandbox/calls/:callSid/hangup', { params: { callSid }, body: { durationSeconds } }),

  // What owners were told about their calls (notification service): one call's, or all, newest first.
  getNotifications: (params: { callId?: string; limit?: number; cursor?: string }) =>
    callRoute('GET /getNotifications', {
      query: {
        ...(params.callId ? { callId: params.callId } : {}),
        ...(params.limit ? { limit: String(params.limit) } : {}),
        ...(params.cursor ? { cursor: params.cursor } : {}),
      },
    }),

  // Usage and billing (billing service).
  getDashboardStats: () => callRoute('GET /getDashboardStats', {}),
  getUsageHistory: (days: number) => callRoute('GET /getUsageHistory', { query: { days: String(days) } }),
};
