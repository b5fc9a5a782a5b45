import { Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** A page that could not load: its message, 'Try again' when a retry may help, and 'Return to Dashboard'. */
export function PageError({
  title,
  description,
  network = false,
  onRetry,
  retrying = false,
}: {
  title: string;
  description?: string;
  network?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const Icon = network ? IconPlugConnectedX : IconAlertTriangle;
  return (
    <Center mih="50vh" role="alert">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={network ? 'red' : 'orange'}>
          <Icon size={30} />
        </ThemeIcon>
        <Title order={1} fz="lg">
          {title}
        </Title>
        {description && (
          <Text c="dimmed" fz="sm">
            {description}
          </Text>
        )}
        <Group gap="sm" mt={4} justify="center">
          {onRetry && (
            <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          )}
          <Button component={Link} to="/dashboard" variant={onRetry ? 'default' : 'filled'} leftSection={<IconArrowLeft size={16} />}>
            Return to Dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
