import { useEffect, useRef } from 'react';
import { Alert, Badge, Button, Divider, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleX, IconLifebuoy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDashboardStats, useFixUserDocument, useUsageProfile } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { CostBreakdown } from './CostBreakdown';
import { CardLoadError } from './CardLoadError';
import { DashboardCard } from './DashboardCard';
import { DEFAULT_INCLUDED_MINUTES, TRIAL_WARNING_DAYS, daysLeft, expiredNotice, needsRepair, planLabel, usageColor, usagePercent, type ExpiredNotice } from './subscriptionUsage';

const USAGE_FAILED = 'Failed to load usage data';
const TRIAL_ENDING = 'Your trial is ending soon';
const REPAIR_RELOAD_DELAY_MS = 1000;
const TITLE = 'Usage & Billing';

/** Repairs a user document without a subscription or end date once, then reloads usage after 1 s. */
function useSubscriptionRepair(needed: boolean) {
  const fixUserDocument = useFixUserDocument();
  const queryClient = useQueryClient();
  const attempted = useRef(false);
  useEffect(() => {
    if (!needed || attempted.current) return;
    attempted.current = true;
    fixUserDocument.mutate(undefined, {
      onSettled: () => {
        window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.profile }), REPAIR_RELOAD_DELAY_MS);
      },
    });
  }, [needed, fixUserDocument, queryClient]);
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

function ExpiredAlert({ notice }: { notice: ExpiredNotice }) {
  return (
    <Alert color="red" variant="light" icon={<IconCircleX size={18} />} title={notice.title} role="alert" data-testid="subscription-expired" data-reason={notice.reason}>
      <Text fz="sm">{notice.message}</Text>
      <Text fz="sm" mt={6}>
        Your AI employees are not answering calls until you upgrade. Contact us and we will upgrade your plan.
      </Text>
      <Button component={Link} to="/#contact" size="xs" color="red" mt="sm" leftSection={<IconLifebuoy size={14} />}>
        Contact us to upgrade
      </Button>
    </Alert>
  );
}

/**
 * Plan, minutes used against included (the bar), trial days left with the ending-soon warning or why the
 * subscription expired, and the costs. Minutes come from the profile (billing's figure); the costs and the
 * expiry message from the dashboard stats, whose failure here is silent.
 */
export function UsageBillingCard() {
  const profile = useUsageProfile();
  const stats = useDashboardStats();
  const subscription = profile.data?.subscription ?? null;
  useSubscriptionRepair(profile.isSuccess && !profile.isPlaceholderData && needsRepair(subscription));

  if (profile.isError) {
    return (
      <DashboardCard title={TITLE}>
        <CardLoadError query={profile} message={USAGE_FAILED} />
      </DashboardCard>
    );
  }
  if (!profile.data) {
    return (
      <DashboardCard title={TITLE}>
        <Stack gap="sm">
          <Skeleton h={36} radius="md" />
          <Skeleton h={90} radius="md" />
        </Stack>
      </DashboardCard>
    );
  }

  const billing = stats.isSuccess ? stats.data : null;
  const plan = planLabel(subscription?.plan);
  const used = subscription?.callMinutesUsed ?? 0;
  const included = subscription?.callMinutesIncluded ?? DEFAULT_INCLUDED_MINUTES;
  const percent = usagePercent(used, included);
  const color = usageColor(percent);
  const remainingDays = daysLeft(subscription?.endDate);
  const isTrial = plan.toLowerCase() === 'trial';
  const expired = expiredNotice(subscription, billing?.subscription);

  return (
    <DashboardCard
      title={TITLE}
      action={
        <Badge variant="light" color={expired ? 'red' : isTrial ? 'brand' : 'teal'} size="lg" radius="sm" data-testid="plan-badge">
          {expired ? `${plan} · Expired` : plan}
        </Badge>
      }
    >
      <Stack gap="md">
        {expired && <ExpiredAlert notice={expired} />}
        <div>
          <Group justify="space-between" mb={6} align="baseline">
            <Text fz="sm" c="dimmed">
              Call minutes
            </Text>
            <Text fz="sm" data-testid="minutes-used">
              <Text span fw={700} fz="lg">
                {used}
              </Text>{' '}
              / {included} min used
            </Text>
          </Group>
          <Progress.Root size="md" radius="xl">
            <Progress.Section
              aria-label="Call minutes used"
              value={percent}
              color={color}
              data-testid="usage-bar"
              data-color={color}
              data-percent={Math.round(percent * 100) / 100}
            />
          </Progress.Root>
          <Text fz="xs" c="dimmed" mt={4}>
            {Math.max(0, included - used)} min left · {Math.round(percent)}%
          </Text>
        </div>
        <Divider />
        <Stack gap={8}>
          <Stat label="Plan" value={plan} testId="plan" />
          {isTrial && <Stat label="Trial days left" value={`${remainingDays} ${remainingDays === 1 ? 'day' : 'days'}`} testId="days-left" />}
          {subscription?.maxAgents !== undefined && <Stat label="AI employees allowed" value={String(subscription.maxAgents)} />}
          {subscription?.maxPhones !== undefined && <Stat label="Phone numbers allowed" value={String(subscription.maxPhones)} />}
        </Stack>
        {!expired && isTrial && remainingDays <= TRIAL_WARNING_DAYS && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={TRIAL_ENDING} data-testid="trial-warning">
            {remainingDays === 0 ? 'Your trial ends today.' : `${remainingDays} ${remainingDays === 1 ? 'day' : 'days'} left in your free trial.`}
          </Alert>
        )}
        {billing && <CostBreakdown costs={billing.costs} timezone={billing.timezone} />}
      </Stack>
    </DashboardCard>
  );
}
