import { apiRequest } from './client';
import type {
  AppConfig,
  AuthTokens,
  CompleteOnboardingRequest,
  UserProfile,
  WaitlistRequest,
} from './types';

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
};
