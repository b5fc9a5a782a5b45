import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPhonePlus } from '@tabler/icons-react';
import { useReleasePhoneNumber } from '../../api/account';
import { describeError } from '../../api/errors';
import type { Agent } from '@landline/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { formatPhoneNumber } from './agentRules';
import { NumberPickerModal } from './NumberPickerModal';

/** The agent page's number actions: assign one (the onboarding Phone step's choices), change it, or release it. */
export function AgentNumberActions({ agent }: { agent: Agent }) {
  const number = agent.phoneNumber?.phoneNumber;
  const [picking, setPicking] = useState(false);
  const [releasing, setReleasing] = useState(false);
  const release = useReleasePhoneNumber();
  const heldNumber = agent.phoneNumber?.id ? { id: agent.phoneNumber.id, phoneNumber: agent.phoneNumber.phoneNumber } : null;

  function confirmRelease() {
    if (!heldNumber) return;
    release.mutate(heldNumber.id, {
      onSuccess: () => {
        setReleasing(false);
        notifySuccess(`${formatPhoneNumber(heldNumber.phoneNumber)} released. It stays in your account for reuse.`);
      },
      onError: (error) => notifyError(describeError(error, 'Failed to release the phone number')),
    });
  }

  return (
    <>
      <Group gap="xs" mt={6}>
        {number ? (
          <>
            <Button size="compact-sm" variant="light" onClick={() => setPicking(true)}>
              Change number
            </Button>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => setReleasing(true)} disabled={!heldNumber}>
              Release
            </Button>
          </>
        ) : (
          <Button size="compact-sm" leftSection={<IconPhonePlus size={14} />} onClick={() => setPicking(true)}>
            Assign a number
          </Button>
        )}
      </Group>

      <NumberPickerModal
        key={picking ? 'open' : 'closed'}
        agent={agent}
        opened={picking}
        onClose={() => setPicking(false)}
        onDone={(phoneNumber) => {
          setPicking(false);
          notifySuccess(`${formatPhoneNumber(phoneNumber)} now answers for ${agent.customName}`);
        }}
      />

      <Modal opened={releasing} onClose={() => setReleasing(false)} title="Release this number?" centered>
        <Stack gap="md">
          <Text fz="sm">
            {number ? formatPhoneNumber(number) : 'The number'} will stop ringing {agent.customName}. It stays in your account, and you can assign it again to any AI employee.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setReleasing(false)} disabled={release.isPending}>
              Cancel
            </Button>
            <Button color="red" onClick={confirmRelease} loading={release.isPending}>
              Release number
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
