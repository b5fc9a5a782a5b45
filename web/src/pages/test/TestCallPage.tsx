import { Text } from '@mantine/core';
import { IconMicrophone } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';

export function TestCallPage() {
  const { agentId = '' } = useParams();
  return (
    <PageShell title="Test Your AI Employee" subtitle={`Employee ID: ${agentId}`} icon={IconMicrophone}>
      <Text c="dimmed">
        Browser test calls will let you talk to this AI employee with your microphone before it answers real callers.
      </Text>
    </PageShell>
  );
}
