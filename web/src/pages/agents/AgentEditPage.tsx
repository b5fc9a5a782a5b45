import { Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { PageShell } from '../../components/PageShell';

export function AgentEditPage() {
  const { id = '' } = useParams();
  return (
    <PageShell title="Edit AI Employee" subtitle={`Employee ID: ${id}`} icon={IconEdit}>
      <Text c="dimmed">
        Editing the name, voice, language, business hours, knowledge base and call transfer settings will be available
        here once AI employees can be created.
      </Text>
    </PageShell>
  );
}
