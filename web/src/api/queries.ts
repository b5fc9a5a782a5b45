import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './endpoints';
import { ApiError, NetworkError, SessionExpiredError } from './errors';
import type { CompleteOnboardingRequest, UserProfile, WaitlistRequest } from './types';
import { useAuth } from '../auth/useAuth';
import { queryKeys } from './queryKeys';

export { queryKeys };

/** Retry only what may heal by itself: a dropped connection or a 5xx, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof SessionExpiredError) return false;
  if (error instanceof NetworkError) return failureCount < 1;
  if (error instanceof ApiError) return error.status >= 500 && failureCount < 1;
  return false;
}

export function useAppConfig() {
  return useQuery({ queryKey: queryKeys.config, queryFn: api.getConfig, staleTime: Infinity });
}

/** The signed-in user's document (onboarding flag, company, subscription). */
export function useProfile() {
  const { session } = useAuth();
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: api.getUserProfile,
    enabled: session !== null,
    staleTime: 60_000,
  });
}

export function setProfile(queryClient: QueryClient, profile: UserProfile) {
  queryClient.setQueryData(queryKeys.profile, profile);
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompleteOnboardingRequest) => api.completeOnboarding(body),
    onSuccess: (profile) => {
      if (profile && typeof profile === 'object' && 'userId' in profile) setProfile(queryClient, profile);
      else void queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}

/** Repairs a user document that lacks a subscription or trial end date. */
export function useFixUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.fixUserDocument,
    onSuccess: (profile) => {
      if (profile && typeof profile === 'object' && 'userId' in profile) setProfile(queryClient, profile);
    },
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (body: WaitlistRequest) => api.joinWaitlist(body) });
}
