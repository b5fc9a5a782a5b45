import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';

/** A titled group of fields on the agent forms (onboarding's Customize step and the edit page). */
export function SettingsSection({ title, description, order = 3, children }: { title: string; description?: string; order?: 2 | 3; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={order} fz="md">
          {title}
        </Title>
        {description && (
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
