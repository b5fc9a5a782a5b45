import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useAgents } from '../../api/queries';

/** Who is told about calls is set per AI employee; this lists where. */
export function NotificationsSection() {
  const agents = useAgents();
  const list = agents.data?.agents ?? [];
  return (
    <Stack gap="xs">
      <Text fz="sm">Call summaries and emergency texts are set on each AI employee. A new one starts with your email and its transfer number; change them on its edit page.</Text>
      {list.length > 0 ? (
        <Group gap="md">
          {list.map((agent) => (
            <Anchor key={agent.id} component={Link} to={`/dashboard/agents/${agent.id}/edit`} fz="sm">
              {agent.customName}'s notifications
            </Anchor>
          ))}
        </Group>
      ) : (
        agents.isSuccess && (
          <Text fz="sm" c="dimmed">
            You have no AI employees yet.
          </Text>
        )
      )}
    </Stack>
  );
}
