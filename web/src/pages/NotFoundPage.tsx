import { Box, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { Logo } from '../components/Logo';
import { useAuth } from '../auth/useAuth';

/** Any unknown route, including /profile (linked from the user menu but not a defined page). */
export function NotFoundPage() {
  const { session } = useAuth();
  return (
    <Box mih="100vh" bg="#f7f8fc">
      <Box component="header" className="header-blur" h={64} px="lg">
        <Group h="100%">
          <Logo />
        </Group>
      </Box>
      <Center component="main" mih="calc(100vh - 64px)" px="md">
        <Stack align="center" ta="center" gap="sm" maw={420}>
          <Text fz={72} fw={800} c="brand.4" lh={1}>
            404
          </Text>
          <Title order={1} fz={28}>
            Page not found
          </Title>
          <Text c="dimmed">The page you&apos;re looking for doesn&apos;t exist or has moved.</Text>
          <Group mt="md" justify="center">
            {session && (
              <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={16} />}>
                Back to Dashboard
              </Button>
            )}
            <Button component={Link} to="/" variant={session ? 'default' : 'filled'}>
              Go to Home
            </Button>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
