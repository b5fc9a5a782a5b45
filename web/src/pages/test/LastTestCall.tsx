import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { ConversationLine } from '../../calls/CallEngine';
import { ConversationView } from '../../calls/ui/ConversationView';

/** The call that just ended: what was said, kept on screen, and where the saved call is. */
export interface EndedTestCall {
  id: string;
  saved: boolean;
  lines: ConversationLine[];
}

export function LastTestCall({ call, agentName }: { call: EndedTestCall; agentName: string }) {
  return (
    <Stack gap="sm" data-testid="last-test-call">
      <Group justify="space-between" gap="sm">
        <Title order={3} fz="md">
          Your last test call
        </Title>
        {!call.saved && (
          <Group gap="xs" c="dimmed" data-testid="last-call">
            <Loader size="xs" />
            <Text fz="sm">Saving your test call...</Text>
          </Group>
        )}
      </Group>
      {call.saved && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} p="sm" data-testid="last-call">
          <Text fz="sm">
            Your test call is saved with its transcript and recording.{' '}
            <Anchor component={Link} to={`/dashboard/calls/${encodeURIComponent(call.id)}`} fz="sm" fw={600}>
              View call details
            </Anchor>
          </Text>
        </Alert>
      )}
      <ConversationView items={call.lines} callerLabel="You" agentLabel={agentName} height={320} />
    </Stack>
  );
}
