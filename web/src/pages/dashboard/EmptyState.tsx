import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';

export function EmptyState({ icon: Icon, title, description, action }: { icon: ComponentType<{ size?: number }>; title: string; description: string; action?: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap={6} py="xl" px="md">
      <ThemeIcon size={52} radius="xl" variant="light" color="gray">
        <Icon size={26} />
      </ThemeIcon>
      <Text fw={700} mt={4}>
        {title}
      </Text>
      <Text c="dimmed" fz="sm" maw={340}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}
