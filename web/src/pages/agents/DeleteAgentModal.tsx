import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';

/** Confirmation before deleting an AI employee: titled 'Delete AI Employee', irreversible. */
export function DeleteAgentModal({
  agentName,
  phoneNumber,
  opened,
  deleting,
  onCancel,
  onConfirm,
}: {
  agentName: string;
  phoneNumber?: string | null;
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={deleting ? () => undefined : onCancel} title="Delete AI Employee" centered radius="lg">
      <Stack gap="md">
        <Text fz="sm">
          Are you sure you want to delete <strong>{agentName}</strong>? It will stop answering calls immediately.
        </Text>
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="This action cannot be undone">
          The AI employee and its settings are permanently deleted.
          {phoneNumber ? ' Its phone number is released and can be reused for another AI employee.' : ''}
        </Alert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button color="red" leftSection={<IconTrash size={16} />} onClick={onConfirm} loading={deleting}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
