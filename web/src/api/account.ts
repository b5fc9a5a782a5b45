import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import { queryKeys } from './queryKeys';
import { setProfile } from './queries';
import type { UserProfile } from './types';

export interface ProfileUpdate {
  displayName: string;
  companyName: string;
  timezone: string;
}

export interface UpgradeRequest {
  id: string;
  plan: string;
  message: string;
  createdAt: string;
  status: 'open' | 'closed';
}

/** The account page's and plan page's gateway calls (identity), and releasing a number (telephony). */
export const accountApi = {
  updateProfile: (body: ProfileUpdate) => apiRequest<UserProfile>('/updateUserProfile', { method: 'PATCH', body }),
  changePassword: (body: { currentPassword: string; newPassword: string }) =>
    apiRequest<{ ok: boolean }>('/changePassword', { method: 'POST', body }),
  deleteAccount: (confirmation: string) => apiRequest<{ ok: boolean }>('/deleteAccount', { method: 'POST', body: { confirmation } }),
  getUpgradeRequest: () => apiRequest<{ request: UpgradeRequest | null }>('/getUpgradeRequest'),
  requestUpgrade: (message: string) => apiRequest<{ request: UpgradeRequest }>('/requestUpgrade', { method: 'POST', body: { message } }),
  releasePhoneNumber: (phoneNumberId: string) => apiRequest<{ success: boolean }>('/releasePhoneNumber', { method: 'POST', body: { phoneNumberId } }),
};

const upgradeRequestKey = ['profile', 'upgradeRequest'] as const;

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.updateProfile,
    onSuccess: (profile) => {
      setProfile(queryClient, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.usageProfile });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: accountApi.changePassword });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: accountApi.deleteAccount });
}

export function useUpgradeRequest() {
  return useQuery({ queryKey: upgradeRequestKey, queryFn: accountApi.getUpgradeRequest, select: (data) => data.request });
}

export function useRequestUpgrade() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.requestUpgrade,
    onSuccess: (data) => queryClient.setQueryData(upgradeRequestKey, { request: data.request }),
    onError: () => void queryClient.invalidateQueries({ queryKey: upgradeRequestKey }),
  });
}

/** Detaches a number from its agent; it stays with the owner, listed among the numbers to reuse. */
export function useReleasePhoneNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: accountApi.releasePhoneNumber,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.agents });
      void queryClient.invalidateQueries({ queryKey: ['phoneNumbers'] });
    },
  });
}
