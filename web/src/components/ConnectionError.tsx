import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';

/** Shown when the gateway cannot be reached. */
export function ConnectionError({
  onRetry,
  message = 'Unable to connect to server',
  compact = false,
  retrying = false,
}: {
  onRetry: () => void;
  message?: string;
  compact?: boolean;
  retrying?: boolean;
}) {
  return (
    <Center mih={compact ? 140 : '50vh'} role="alert">
      <Stack align="center" gap="xs" maw={360} ta="center">
        <ThemeIcon size={compact ? 40 : 56} radius="xl" variant="light" color="red">
          <IconPlugConnectedX size={compact ? 22 : 30} />
        </ThemeIcon>
        {compact ? (
          <Text fw={600}>{message}</Text>
        ) : (
          <Title order={3} fz="lg">
            {message}
          </Title>
        )}
        <Text c="dimmed" fz="sm">
          Check your connection and try again.
        </Text>
        <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying} mt={4}>
          Try again
        </Button>
      </Stack>
    </Center>
  );
}
