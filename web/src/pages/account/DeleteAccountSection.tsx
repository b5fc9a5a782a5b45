import { useState } from 'react';
import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useDeleteAccount } from '../../api/account';
import { describeError } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import { FormError } from '../../components/FormError';
import { notifySuccess } from '../../components/notify';
import { ACCOUNT_DELETED, DELETE_CONFIRMATION } from './accountRules';

/** Deleting the account, once the owner has typed the confirmation word. */
export function DeleteAccountSection() {
  const [opened, setOpened] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();

  function close() {
    setOpened(false);
    setTyped('');
    remove.reset();
  }

  function confirm() {
    remove.mutate(typed, {
      onSuccess: () =>
        void signOut().then(() => {
          notifySuccess(ACCOUNT_DELETED);
          void navigate('/', { replace: true });
        }),
    });
  }

  return (
    <Stack gap="sm">
      <Text fz="sm">Your AI employees stop answering calls and are deleted, their numbers are released, and you can no longer sign in. This cannot be undone.</Text>
      <Group>
        <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setOpened(true)}>
          Delete account
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Delete your account?" centered>
        <Stack gap="md">
          <List size="sm" spacing={4}>
            <List.Item>Every AI employee is deleted and stops answering calls.</List.Item>
            <List.Item>Their phone numbers are released and no longer ring anyone.</List.Item>
            <List.Item>Your sign-in, profile, plan and upgrade requests are removed.</List.Item>
            <List.Item>Call records and recordings can no longer be opened; write to support to have them erased too.</List.Item>
          </List>
          <TextInput label={`Type ${DELETE_CONFIRMATION} to confirm`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} autoComplete="off" data-autofocus />
          <FormError error={remove.isError ? describeError(remove.error, 'Failed to delete your account') : null} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} disabled={typed !== DELETE_CONFIRMATION} loading={remove.isPending}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
