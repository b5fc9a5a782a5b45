import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RequestBody } from '@landline/api';
import { callRoute } from './client';
import { queryKeys } from './queryKeys';
import { setProfile } from './queries';

type ProfileUpdate = RequestBody<'PATCH /updateUserProfile'>;

/** The account page's and plan page's gateway calls (identity), and releasing a number (telephony). */
const accountApi = {
  updateProfile: (body: ProfileUpdate) => callRoute('PATCH /updateUserProfile', { body }),
  changePassword: (body: RequestBody<'POST /changePassword'>) => callRoute('POST /changePassword', { body }),
  deleteAccount: (confirmation: string) => callRoute('POST /deleteAccount', { body: { confirmation } }),
  getUpgradeRequest: () => callRoute('GET /getUpgradeRequest', {}),
  requestUpgrade: (message: string) => callRoute('POST /requestUpgrade', { body: { message } }),
  releasePhoneNumber: (phoneNumberId: string) => callRoute('POST /releasePhoneNumber', { body: { phoneNumberId } }),
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
