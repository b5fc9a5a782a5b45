import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DeliveryLog } from './DeliveryLog';
import { SignatureHelp } from './SignatureHelp';
import { WebhookCard } from './WebhookCard';

/** Integrations: the owner's webhook, what was sent to it, and how to check a message is genuine. */
export function IntegrationsPage() {
  return (
    <Stack gap="lg" maw={880} w="100%" mx="auto">
      <div>
        <Breadcrumbs separatorMargin={6} fz="sm">
          <Anchor component={Link} to="/dashboard" fz="sm">
            Dashboard
          </Anchor>
          <Text fz="sm">Integrations</Text>
        </Breadcrumbs>
        <Title order={1} fz={{ base: 26, sm: 32 }} mt="xs">
          Integrations
        </Title>
        <Text c="dimmed" fz="sm">
          Send your calls and work orders to your own software as they happen.
        </Text>
      </div>
      <WebhookCard />
      <DeliveryLog />
      <SignatureHelp />
    </Stack>
  );
}
