import { useState } from 'react';
import { ActionIcon, Button, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconEye, IconEyeOff, IconRefresh } from '@tabler/icons-react';
import { describeError } from '../../api/errors';
import { notifyError, notifySuccess } from '../../components/notify';
import { ConfirmModal } from './ConfirmModal';
import { useRotateWebhookSecret } from './webhookApi';
import { maskedSecret } from './webhookRules';

/** The signing secret: hidden until asked for, copyable, and replaceable by a new one. */
export function WebhookSecret({ secret }: { secret: string }) {
  const [shown, setShown] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateWebhookSecret();

  const rotateNow = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        setShown(true);
        notifySuccess('New signing secret created. Update it on your endpoint.');
      },
      onError: (error) => notifyError(describeError(error, 'Could not create a new secret. Please try again.')),
    });

  return (
    <Stack gap={6}>
      <Text fz="sm" fw={500} id="webhook-secret-label">
        Signing secret
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Code data-testid="webhook-secret" aria-labelledby="webhook-secret-label" fz="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', padding: '8px 10px' }}>
          {shown ? secret : maskedSecret(secret)}
        </Code>
        <Tooltip label={shown ? 'Hide secret' : 'Show secret'}>
          <ActionIcon variant="default" size="lg" onClick={() => setShown((s) => !s)} aria-label={shown ? 'Hide secret' : 'Show secret'} data-testid="webhook-secret-reveal">
            {shown ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
        </Tooltip>
        <CopyButton value={secret} timeout={2000}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy secret'}>
              <ActionIcon variant={copied ? 'light' : 'default'} color={copied ? 'teal' : undefined} size="lg" onClick={copy} aria-label="Copy secret">
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="xs" c="dimmed" style={{ flex: '1 1 240px' }}>
          Keep it private, like a password. Your endpoint uses it to check that a message came from Landline.
        </Text>
        <Button variant="subtle" size="compact-sm" leftSection={<IconRefresh size={14} />} onClick={() => setConfirming(true)} data-testid="webhook-rotate">
          New secret
        </Button>
      </Group>
      <ConfirmModal
        title="Create a new signing secret?"
        confirmLabel="Create new secret"
        opened={confirming}
        busy={rotate.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={rotateNow}
      >
        Messages are signed with the new secret from now on, and the current one stops working at once. Update your endpoint with the new secret right away.
      </ConfirmModal>
    </Stack>
  );
}
