import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isNetworkError } from '../../api/errors';
import { ConnectionError } from '../../components/ConnectionError';

/** A dashboard card's failed load: 'Unable to connect to server' offline, else the card's message; both with 'Try again'. */
export function CardLoadError({ query, message }: { query: { error: unknown; isFetching: boolean; refetch: () => unknown }; message: string }) {
  const retry = () => void query.refetch();
  if (isNetworkError(query.error)) return <ConnectionError compact onRetry={retry} retrying={query.isFetching} />;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={retry} loading={query.isFetching}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
