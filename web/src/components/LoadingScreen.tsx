import { Center, Loader, Stack, Text } from '@mantine/core';

/** Full-area spinner shown while the route guard checks the session. */
export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text c="dimmed" fz="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
