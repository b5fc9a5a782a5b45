import { Grid, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '../../api/queries';
import { LoadingScreen } from '../../components/LoadingScreen';
import { AIEmployeesCard } from './AIEmployeesCard';
import { RecentCallsCard } from './RecentCallsCard';
import { TodayActivityCard } from './TodayActivityCard';
import { UsageBillingCard } from './UsageBillingCard';
import { UsageHistoryCard } from './UsageHistoryCard';
import { greetingName } from './greeting';

/**
 * Today's Activity across the top; Usage & Billing in the right column on wide screens and straight after
 * Today's Activity on narrow ones (the spec's order), then the 30-day chart, AI Employees and Recent Calls.
 */
export function DashboardPage() {
  const profile = useProfile();
  if (!profile.data) return <LoadingScreen label="Loading your dashboard..." />;

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          Welcome back, {greetingName(profile.data)}
        </Title>
        <Text c="dimmed">Here&apos;s what&apos;s happening with your AI employees.</Text>
      </div>
      <Grid gutter="lg">
        <Grid.Col span={12}>
          <TodayActivityCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }} order={{ base: 1, lg: 2 }}>
          <UsageBillingCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 8 }} order={{ base: 2, lg: 1 }}>
          <Stack gap="lg">
            <UsageHistoryCard />
            <AIEmployeesCard />
            <RecentCallsCard />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
