import { Grid, Stack, Text, Title } from '@mantine/core';
import { useProfile } from '../../api/queries';
import { LoadingScreen } from '../../components/LoadingScreen';
import { AIEmployeesCard } from './AIEmployeesCard';
import { RecentCallsCard } from './RecentCallsCard';
import { UsageBillingCard } from './UsageBillingCard';
import { greetingName } from './greeting';

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
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <AIEmployeesCard />
            <RecentCallsCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <UsageBillingCard />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
