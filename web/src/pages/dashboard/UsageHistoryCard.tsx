import { lazy, Suspense, useMemo } from 'react';
import { Skeleton, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { USAGE_HISTORY_DAYS, useUsageHistory } from '../../api/queries';
import { CardLoadError } from './CardLoadError';
import { DashboardCard } from './DashboardCard';
import { EmptyState } from './EmptyState';
import { toChartData, usageTotals } from './usageHistory';

const UsageChart = lazy(() => import('./UsageChart'));

const HISTORY_FAILED = 'Failed to load usage history';

/** Calls and minutes per day over the last 30 days, in the owner's time zone. */
export function UsageHistoryCard() {
  const history = useUsageHistory();
  const days = useMemo(() => history.data?.days ?? [], [history.data]);
  const data = useMemo(() => toChartData(days), [days]);
  const totals = usageTotals(days);
  const chartSkeleton = <Skeleton h={220} radius="md" />;

  let body;
  if (history.isPending) {
    body = chartSkeleton;
  } else if (history.isError) {
    body = <CardLoadError query={history} message={HISTORY_FAILED} />;
  } else if (totals.calls === 0) {
    body = <EmptyState icon={IconChartBar} title="No calls in the last 30 days" description="Calls your AI employees answer, and your test calls, will show here day by day." />;
  } else {
    body = (
      <div data-testid="usage-chart" data-days={data.length} data-last-date={data.at(-1)?.date} data-last-calls={data.at(-1)?.calls}>
        <Suspense fallback={chartSkeleton}>
          <UsageChart data={data} />
        </Suspense>
      </div>
    );
  }

  return (
    <DashboardCard
      title="Calls per day"
      action={
        history.isSuccess ? (
          <Text fz="xs" c="dimmed" ta="right" data-testid="usage-history-totals">
            Last {USAGE_HISTORY_DAYS} days: {totals.calls} {totals.calls === 1 ? 'call' : 'calls'} · {totals.minutes} min
          </Text>
        ) : undefined
      }
    >
      {body}
    </DashboardCard>
  );
}
