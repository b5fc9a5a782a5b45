import { useState, type SubmitEvent } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useChangePassword } from '../../api/account';
import { describeError } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import { FormError } from '../../components/FormError';
import { notifySuccess } from '../../components/notify';
import { PASSWORD_CHANGED, validatePasswordChange, type PasswordDraft } from './accountRules';

const EMPTY: PasswordDraft = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current and new password. A change ends every session, so the owner signs in again with the new one. */
export function PasswordForm() {
  const { session, signOut } = useAuth();
  const navigate = useNavigate();
  const change = useChangePassword();
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY);
  const [errors, setErrors] = useState<ReturnType<typeof validatePasswordChange>>({});

  if (session?.kind === 'keycloak') {
    return (
      <Text fz="sm" c="dimmed">
        You sign in with Google, so your password is managed by your Google account.
      </Text>
    );
  }

  const field = (key: keyof PasswordDraft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [key]: value }));
    },
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validatePasswordChange(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: draft.currentPassword, newPassword: draft.newPassword },
      {
        onSuccess: () => {
          notifySuccess(PASSWORD_CHANGED);
          void signOut().then(() => navigate('/login', { replace: true }));
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Change password">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PasswordInput label="Current password" autoComplete="current-password" {...field('currentPassword')} />
          <PasswordInput label="New password" autoComplete="new-password" description="At least 6 characters" {...field('newPassword')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirmPassword')} />
        </SimpleGrid>
        <FormError error={change.isError ? describeError(change.error, 'Failed to change your password') : null} />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="dimmed">
            You will be signed out everywhere and sign in again with the new password.
          </Text>
          <Button type="submit" variant="default" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
