import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowUpRight, IconTrash } from '@tabler/icons-react';
import { SUPPORT_EMAIL } from '../../config/site';

type PhoneFailureKind = 'assignment' | 'purchase' | 'trialLimit';
export type PhoneFailureAnswer = 'continue' | 'cancel' | 'deleteAgent';

export interface PhoneFailure {
  kind: PhoneFailureKind;
  /** The server's explanation, when it gave one. */
  detail?: string;
}

const TITLES: Record<PhoneFailureKind, string> = {
  assignment: 'Phone Assignment Failed',
  purchase: 'Phone Purchase Failed',
  trialLimit: 'Trial accounts include one phone number',
};

/**
 * Asks what to do when attaching a number failed: continue without a phone, or not.
 * The trial limit also offers to upgrade or to delete an agent to free its number.
 */
export function PhoneFailureDialog({ failure, onAnswer }: { failure: PhoneFailure | null; onAnswer: (answer: PhoneFailureAnswer) => void }) {
  const kind = failure?.kind ?? 'assignment';
  return (
    <Modal opened={failure !== null} onClose={() => onAnswer('cancel')} title={TITLES[kind]} centered radius="lg" closeOnClickOutside={false}>
      <Stack gap="md">
        {kind === 'trialLimit' ? (
          <>
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
              {failure?.detail || 'Trial accounts are allowed only one phone number.'}
            </Alert>
            <Text fz="sm">
              Your AI employee has been created. You can upgrade your plan to add another number, delete an AI employee to free up its number, or continue without a phone number
              and test in your browser.
            </Text>
          </>
        ) : (
          <>
            <Text fz="sm">
              {kind === 'assignment'
                ? 'Your AI employee was created, but the phone number could not be assigned to it.'
                : 'Your AI employee was created, but the phone number could not be purchased.'}
            </Text>
            {failure?.detail && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
                {failure.detail}
              </Alert>
            )}
            <Text fz="sm">Would you like to continue without a phone number? You can still test it in your browser.</Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          {kind === 'trialLimit' ? (
            <>
              <Button
                component="a"
                href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Upgrade my Landline plan')}`}
                variant="default"
                leftSection={<IconArrowUpRight size={16} />}
              >
                Upgrade plan
              </Button>
              <Button variant="default" leftSection={<IconTrash size={16} />} onClick={() => onAnswer('deleteAgent')}>
                Delete an agent
              </Button>
            </>
          ) : (
            <Button variant="default" onClick={() => onAnswer('cancel')}>
              Cancel
            </Button>
          )}
          <Button onClick={() => onAnswer('continue')}>Continue without phone</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
