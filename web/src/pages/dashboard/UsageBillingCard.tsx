import { useEffect, useRef } from 'react';
import { Alert, Badge, Divider, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useFixUserDocument, useProfile } from '../../api/queries';
import { queryKeys } from '../../api/queryKeys';
import { isNetworkError } from '../../api/errors';
import { ConnectionError } from '../../components/ConnectionError';
import { DashboardCard } from './DashboardCard';
import {
  DEFAULT_INCLUDED_MINUTES,
  TRIAL_WARNING_DAYS,
  daysLeft,
  needsRepair,
  planLabel,
  usageColor,
  usagePercent,
} from './subscriptionUsage';

const REPAIR_RELOAD_DELAY_MS = 1000;

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

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

export function UsageBillingCard() {
  const profile = useProfile();
  const subscription = profile.data?.subscription ?? null;
  useSubscriptionRepair(profile.isSuccess && needsRepair(subscription));

  if (profile.isError && isNetworkError(profile.error)) {
    return (
      <DashboardCard title="Usage & Billing">
        <ConnectionError compact onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      </DashboardCard>
    );
  }

  const plan = planLabel(subscription?.plan);
  const used = subscription?.callMinutesUsed ?? 0;
  const included = subscription?.callMinutesIncluded ?? DEFAULT_INCLUDED_MINUTES;
  const percent = usagePercent(used, included);
  const remainingDays = daysLeft(subscription?.endDate);
  const isTrial = plan.toLowerCase() === 'trial';

  return (
    <DashboardCard
      title="Usage & Billing"
      action={
        <Badge variant="light" color={isTrial ? 'brand' : 'teal'} size="lg" radius="sm">
          {plan}
        </Badge>
      }
    >
      <Stack gap="md">
        <div>
          <Group justify="space-between" mb={6} align="baseline">
            <Text fz="sm" c="dimmed">
              Call minutes
            </Text>
            <Text fz="sm">
              <Text span fw={700} fz="lg">
                {used}
              </Text>{' '}
              / {included} min used
            </Text>
          </Group>
          <Progress value={percent} color={usageColor(percent)} size="md" radius="xl" aria-label="Call minutes used" />
        </div>
        <Divider />
        <Stack gap={8}>
          <Stat label="Plan" value={plan} />
          {isTrial && <Stat label="Trial days left" value={`${remainingDays} ${remainingDays === 1 ? 'day' : 'days'}`} />}
          {subscription?.maxAgents !== undefined && (
            <Stat label="AI employees allowed" value={String(subscription.maxAgents)} />
          )}
          {subscription?.maxPhones !== undefined && <Stat label="Phone numbers allowed" value={String(subscription.maxPhones)} />}
        </Stack>
        {isTrial && remainingDays <= TRIAL_WARNING_DAYS && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Your trial is ending soon">
            {remainingDays === 0 ? 'Your trial ends today.' : `${remainingDays} ${remainingDays === 1 ? 'day' : 'days'} left in your free trial.`}
          </Alert>
        )}
      </Stack>
    </DashboardCard>
  );
}
