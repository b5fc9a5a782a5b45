import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from './endpoints';
import { ApiError, NetworkError, SessionExpiredError } from './errors';
import type { Notifications, RequestBody, ResponseBody, UserDocument, VoiceLanguageCode } from '@landline/api';
import { useAuth } from '../auth/useAuth';
import { queryKeys } from './queryKeys';
import { toAgentList } from './agentList';

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

export function setProfile(queryClient: QueryClient, profile: UserDocument) {
  queryClient.setQueryData(queryKeys.profile, profile);
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'POST /completeOnboarding'>) => api.completeOnboarding(body),
    onSuccess: (profile) => setProfile(queryClient, profile),
  });
}

/** Repairs a user document that lacks a subscription or trial end date. */
export function useFixUserDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: api.fixUserDocument,
    onSuccess: (profile) => setProfile(queryClient, profile),
  });
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: (body: RequestBody<'POST /joinWaitlist'>) => api.joinWaitlist(body) });
}

/** How often the dashboard's figures and lists refresh while open, so a finished call shows up. */
const USAGE_REFRESH_MS = 30_000;

const liveUsage = { refetchOnWindowFocus: 'always', refetchInterval: USAGE_REFRESH_MS } as const;

// ---------------------------------------------------------------------------------------------
// Templates, AI employees, voices and phone numbers.

export function useTemplates(context: 'demo' | 'all') {
  return useQuery({
    queryKey: queryKeys.templates(context),
    queryFn: () => api.listTemplates(context),
    select: (data) => data.templates,
    staleTime: 10 * 60_000,
  });
}

export function useAgents(options: { enabled?: boolean } = {}) {
  const { session } = useAuth();
  return useQuery({
    queryKey: queryKeys.agents,
    queryFn: api.listAgents,
    select: toAgentList,
    enabled: session !== null && (options.enabled ?? true),
    refetchOnWindowFocus: 'always',
  });
}

export function useAgent(agentId: string) {
  return useQuery({
    queryKey: queryKeys.agent(agentId),
    queryFn: () => api.getAgent(agentId),
    select: (data) => data.aiemployee,
    enabled: agentId !== '',
  });
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'POST /createAIEmployee'>) => api.createAgent(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents }),
  });
}

export function useUpdateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'PATCH /updateAIEmployee'>) => api.updateAgent(body),
    onSuccess: (result, body) => {
      queryClient.setQueryData(queryKeys.agent(body.agentId ?? ''), { aiemployee: result.aiemployee });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents }),
  });
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agentId: string) => api.deleteAgent(agentId),
    onSuccess: (_result, agentId) => {
      queryClient.removeQueries({ queryKey: queryKeys.agent(agentId) });
      // Drop the row at once; the refetch below confirms it.
      queryClient.setQueryData<ResponseBody<'GET /listAIEmployees'>>(queryKeys.agents, (current) =>
        current
          ? {
              ...current,
              agents: current.agents.filter((agent) => agent.id !== agentId),
            }
          : current,
      );
      // The agent's number went back to the owner's pool.
      void queryClient.invalidateQueries({ queryKey: queryKeys.availableNumbers });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.agents, exact: true }),
  });
}

/** Voices per language, cached per provider and language: the list changes only with a deploy. */
export function useVoices(languageCode: VoiceLanguageCode) {
  return useQuery({
    queryKey: queryKeys.voices(languageCode),
    queryFn: () => api.getAvailableVoices(languageCode),
    staleTime: 10 * 60_000,
  });
}

/** Numbers the owner already holds and that serve no agent: owned, or released from a deleted agent. */
export function useAvailableNumbers() {
  return useQuery({
    queryKey: queryKeys.availableNumbers,
    queryFn: api.getAvailableNumbers,
    select: (data) => data.numbers,
  });
}

/** Searches the provider's inventory once per area code; `null` searches nothing. */
export function usePhoneNumberSearch(areaCode: string | null) {
  return useQuery({
    queryKey: queryKeys.numberSearch(areaCode ?? ''),
    queryFn: () => api.searchPhoneNumbers(areaCode ?? ''),
    select: (data) => data.numbers,
    enabled: areaCode !== null,
    retry: false,
    staleTime: 2 * 60_000,
  });
}

export function usePurchasePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'POST /purchasePhoneNumber'>) => api.purchasePhoneNumber(body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      void queryClient.invalidateQueries({ queryKey: ['phoneNumbers'] });
    },
  });
}

export function useAssignPhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'POST /assignPhoneNumber'>) => api.assignPhoneNumber(body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      void queryClient.invalidateQueries({ queryKey: queryKeys.availableNumbers });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Call history.

/** Agent call history loads 10 per load. */
const AGENT_CALLS_PAGE = 10;

/** Every number the owner holds, for the phone simulator (assigned ones carry their agent's id). */
export function useSandboxNumbers() {
  return useQuery({
    queryKey: queryKeys.sandboxNumbers,
    queryFn: api.sandboxNumbers,
    select: (data) => data.numbers,
  });
}

/**
 * The owner's newest calls for the dashboard card, `pageSize` a page from the server (keyset cursor); the
 * card asks for the next page until it holds the page shown. Each page carries the total.
 */
export function useRecentCalls(pageSize: number, templateType: string) {
  const { session } = useAuth();
  return useInfiniteQuery({
    queryKey: queryKeys.recentCalls(pageSize, templateType),
    queryFn: ({ pageParam }) => api.getCallLog({ limit: String(pageSize), ...(templateType ? { templateType } : {}), ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    enabled: session !== null,
    ...liveUsage,
  });
}

/** The call log: `params` are the page's filters (as query parameters); pages of CALL_LOG_PAGE with Load more. */
const CALL_LOG_PAGE = 20;

export function useCallLog(params: Record<string, string>) {
  const { session } = useAuth();
  return useInfiniteQuery({
    queryKey: queryKeys.callLog(params),
    queryFn: ({ pageParam }) => api.getCallLog({ ...params, limit: String(CALL_LOG_PAGE), ...(pageParam ? { cursor: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    enabled: session !== null,
    refetchOnWindowFocus: 'always',
  });
}

export function useAgentCalls(agentId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.agentCalls(agentId),
    queryFn: ({ pageParam }) => api.getRecentCalls({ agentId, limit: AGENT_CALLS_PAGE, cursor: pageParam || undefined }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.hasMore && last.nextCursor ? last.nextCursor : undefined),
    enabled: agentId !== '',
  });
}

export function useCall(callId: string) {
  return useQuery({
    queryKey: queryKeys.call(callId),
    queryFn: () => api.getCall(callId),
    select: (data) => data.calls[0] ?? null,
    enabled: callId !== '',
  });
}

// ---------------------------------------------------------------------------------------------
// Notifications (what the owner and their people were told about calls).

/**
 * One call's notifications. `refetchInterval` is given the last answer (undefined before the first) and
 * returns the next poll's delay or false; the call page polls while some are on their way.
 */
export function useCallNotifications(callId: string, refetchInterval: (data: Notifications | undefined) => number | false) {
  return useQuery({
    queryKey: queryKeys.callNotifications(callId),
    queryFn: () => api.getNotifications({ callId }),
    select: (data) => data.notifications,
    enabled: callId !== '',
    refetchInterval: (query) => refetchInterval(query.state.data),
  });
}

/** The owner's newest notifications (all calls), refreshed every `refetchMs` while mounted. */
export function useRecentNotifications(limit: number, refetchMs: number) {
  const { session } = useAuth();
  return useQuery({
    queryKey: queryKeys.recentNotifications(limit),
    queryFn: () => api.getNotifications({ limit }),
    select: (data) => data.notifications,
    enabled: session !== null,
    refetchInterval: refetchMs,
    refetchOnWindowFocus: 'always',
  });
}

// ---------------------------------------------------------------------------------------------
// Usage and billing (dashboard).

export const USAGE_HISTORY_DAYS = 30;

/** Today's activity, costs and the subscription's state (Today's Activity and Usage & Billing). */
export function useDashboardStats() {
  const { session } = useAuth();
  return useQuery({ queryKey: queryKeys.dashboardStats, queryFn: api.getDashboardStats, enabled: session !== null, ...liveUsage });
}

/** Calls and minutes per day over the last `days` days (the usage chart). */
export function useUsageHistory(days = USAGE_HISTORY_DAYS) {
  const { session } = useAuth();
  return useQuery({
    queryKey: queryKeys.usageHistory(days),
    queryFn: () => api.getUsageHistory(days),
    enabled: session !== null,
    ...liveUsage,
  });
}

/**
 * The profile's subscription for the Usage & Billing card, kept fresh while the dashboard is open. A query of
 * its own so that a failed refresh shows on the card ('Failed to load usage data') and not on the route guard
 * that shares the signed-in profile.
 */
export function useUsageProfile() {
  const { session } = useAuth();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.usageProfile,
    queryFn: api.getUserProfile,
    enabled: session !== null,
    placeholderData: () => queryClient.getQueryData<UserDocument>(queryKeys.profile),
    ...liveUsage,
  });
}
