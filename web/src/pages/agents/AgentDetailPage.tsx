import { Text } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';

export function AgentDetailPage() {
  const { id = '' } = useParams();
  return (
    <PageShell title="AI Employee Details" subtitle={`Employee ID: ${id}`} icon={IconRobot}>
      <Text c="dimmed">
        Call history, phone number and settings for this AI employee will appear here once AI employees can be created.
      </Text>
    </PageShell>
  );
}
