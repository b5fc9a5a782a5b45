import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A signed-in page frame with a heading and 'Back to Dashboard', for pages whose body lands in a later release. */
export function PageShell({
  title,
  subtitle,
  icon: Icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon: ComponentType<{ size?: number }>;
  children?: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard" fz="sm" c="dimmed">
        <Group gap={6}>
          <IconArrowLeft size={16} />
          Back to Dashboard
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="md" variant="light">
          <Icon size={26} />
        </ThemeIcon>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" fz="sm">
              {subtitle}
            </Text>
          )}
        </div>
      </Group>
      <Card>
        <Stack gap="sm" align="flex-start">
          {children}
          <Button component={Link} to="/dashboard" variant="light" leftSection={<IconArrowLeft size={16} />}>
            Back to Dashboard
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
