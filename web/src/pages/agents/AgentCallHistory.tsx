import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconHistory } from '@tabler/icons-react';
import { useAgentCalls } from '../../api/queries';
import { isNetworkError } from '../../api/errors';
import { ConnectionError } from '../../components/ConnectionError';
import { CallRow } from '../dashboard/RecentCallsCard';
import { EmptyState } from '../dashboard/EmptyState';

/** The agent's calls, 10 per load with Load More (cursor); rows open the call page. */
export function AgentCallHistory({ agentId, agentName }: { agentId: string; agentName: string }) {
  const history = useAgentCalls(agentId);
  const calls = history.data?.pages.flatMap((page) => page.calls) ?? [];

  let body;
  if (history.isPending) {
    body = (
      <Stack gap="sm">
        <Skeleton h={84} radius="md" />
        <Skeleton h={84} radius="md" />
      </Stack>
    );
  } else if (history.isError && calls.length === 0) {
    body = isNetworkError(history.error) ? (
      <ConnectionError compact onRetry={() => void history.refetch()} retrying={history.isFetching} />
    ) : (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
        <Group justify="space-between" gap="sm">
          <Text fz="sm">Failed to load recent calls</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  } else if (calls.length === 0) {
    body = (
      <EmptyState
        icon={IconHistory}
        title="No calls yet"
        description={`Calls ${agentName} answers, and your browser test calls, will appear here with their recordings and transcripts.`}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        <Stack gap="xs" data-testid="agent-calls">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </Stack>
        {history.hasNextPage && (
          <Group justify="center" mt="xs">
            <Button variant="light" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
              Load More
            </Button>
          </Group>
        )}
        {history.isFetchNextPageError && (
          <Text fz="xs" c="red" ta="center">
            Failed to load recent calls
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <Card>
      <Title order={2} fz="lg" mb="sm">
        Call history
      </Title>
      {body}
    </Card>
  );
}

/** Total calls from the call history's totalCount ('…' while it loads). */
export function useAgentTotalCalls(agentId: string): string {
  const history = useAgentCalls(agentId);
  const total = history.data?.pages[0]?.totalCount;
  if (typeof total === 'number') return String(total);
  if (history.data) return String(history.data.pages[0]?.calls.length ?? 0);
  return history.isError ? '—' : '…';
}
