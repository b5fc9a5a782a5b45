import { useState } from 'react';
import { Alert, Button, Card, Group, Progress, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCircleCheck, IconMail } from '@tabler/icons-react';
import { useRequestUpgrade, useUpgradeRequest } from '../../api/account';
import { describeError } from '../../api/errors';
import { useAgents, useDashboardStats, useUsageProfile } from '../../api/queries';
import { FormError } from '../../components/FormError';
import { formatDate } from '../agents/agentRules';
import { daysLeft, planLabel, usageColor, usagePercent } from '../dashboard/subscriptionUsage';
import { receivedOn, usageText, type UsageLine } from './accountRules';

function UsageCard({ line }: { line: UsageLine }) {
  const percent = line.used !== null && line.limit !== null ? usagePercent(line.used, line.limit) : 0;
  return (
    <Card shadow="xs" data-testid={`plan-${line.key}`}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {line.label}
      </Text>
      <Text fw={700} fz="xl" className="tabular" mt={4}>
        {usageText(line)}
      </Text>
      {line.limit !== null && <Progress value={percent} color={usageColor(percent)} mt="sm" aria-label={`${line.label} used`} />}
    </Card>
  );
}

function UpgradeRequestCard({ email }: { email: string }) {
  const request = useUpgradeRequest();
  const ask = useRequestUpgrade();
  const [message, setMessage] = useState('');
  const open = request.data;
  return (
    <Card shadow="xs" component="section" aria-label="Upgrade">
      <Title order={2} fz="lg" mb="xs">
        Need more?
      </Title>
      {open ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} role="status" data-testid="upgrade-received">
          <Text fz="sm" fw={600}>
            {receivedOn(open.createdAt)}
          </Text>
          <Text fz="sm">We will contact you at {email} about a plan with more room.</Text>
        </Alert>
      ) : (
        <Stack gap="sm">
          <Text fz="sm">Tell us what you need (more AI employees, numbers or minutes) and we will get back to you with a plan.</Text>
          <Textarea label="Anything we should know? (optional)" value={message} onChange={(e) => setMessage(e.currentTarget.value)} maxLength={1000} autosize minRows={2} />
          <FormError error={ask.isError ? describeError(ask.error, 'Failed to send your request') : null} />
          <Group>
            <Button leftSection={<IconMail size={16} />} onClick={() => ask.mutate(message)} loading={ask.isPending} disabled={request.isPending}>
              Contact us to upgrade
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}

/** /plan: what the plan allows, what is used, and the way to ask for more. */
export function PlanPage() {
  const profile = useUsageProfile();
  const agents = useAgents();
  const stats = useDashboardStats();
  const subscription = profile.data?.subscription;
  const numbers = stats.data && !stats.data.costs.phoneNumbersUnavailable ? stats.data.costs.phoneNumbers.length : null;
  const lines: UsageLine[] = [
    { key: 'agents', label: 'AI employees', used: agents.data?.agents.length ?? null, limit: agents.data?.maxAgents ?? subscription?.maxAgents ?? 1 },
    { key: 'numbers', label: 'Phone numbers', used: numbers, limit: subscription?.maxPhones ?? null },
    {
      key: 'minutes',
      label: 'Call minutes',
      used: stats.data?.subscription?.callMinutesUsed ?? subscription?.callMinutesUsed ?? null,
      limit: stats.data?.subscription?.callMinutesIncluded ?? subscription?.callMinutesIncluded ?? 60,
    },
  ];
  const trial = (subscription?.plan ?? 'trial') === 'trial';
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Plan & usage
        </Title>
        <Text c="dimmed">
          {planLabel(subscription?.plan)} plan
          {trial && subscription?.endDate ? ` · ends ${formatDate(subscription.endDate)} (${daysLeft(subscription.endDate)} days left)` : ''}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {lines.map((line) => (
          <UsageCard key={line.key} line={line} />
        ))}
      </SimpleGrid>
      <UpgradeRequestCard email={profile.data?.email ?? 'your email'} />
    </Stack>
  );
}
