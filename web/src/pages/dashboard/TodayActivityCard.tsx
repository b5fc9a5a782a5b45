import type { ComponentType } from 'react';
import { Flex, Paper, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { IconArrowsExchange, IconClock, IconPhoneCall, IconUrgent } from '@tabler/icons-react';
import { useDashboardStats } from '../../api/queries';
import type { DashboardStats } from '@landline/api';
import { CardLoadError } from './CardLoadError';
import { DashboardCard } from './DashboardCard';
import { dayLabel } from './usageHistory';
import { callLogLink, type CallLogFilters } from '../calls/log/callLogRules';
import './callRows.css';

const ACTIVITY_FAILED = 'Failed to load activity stats';

interface Tile {
  key: 'calls' | 'minutes' | 'transfers' | 'emergencies';
  label: string;
  icon: ComponentType<{ size?: number }>;
  color: string;
  value: (stats: DashboardStats) => number;
  /** The call log's filters (besides today) behind the tile. */
  filters: Partial<CallLogFilters>;
}

const TILES: Tile[] = [
  { key: 'calls', label: 'Total Calls', icon: IconPhoneCall, color: 'brand', value: (s) => s.todayCalls, filters: {} },
  { key: 'minutes', label: 'Minutes Used', icon: IconClock, color: 'teal', value: (s) => s.todayMinutes, filters: {} },
  { key: 'transfers', label: 'Transfers', icon: IconArrowsExchange, color: 'orange', value: (s) => s.todayTransfers, filters: { outcome: 'transferred' } },
  { key: 'emergencies', label: 'Emergencies', icon: IconUrgent, color: 'red', value: (s) => s.todayEmergencies, filters: { urgency: 'emergency' } },
];

/** Each tile opens the call log at today's calls (in the owner's time zone) of its kind. */
function StatTile({ tile, stats }: { tile: Tile; stats: DashboardStats }) {
  const Icon = tile.icon;
  const value = tile.value(stats);
  const href = callLogLink({ ...tile.filters, from: stats.date, to: stats.date, tz: stats.timezone });
  return (
    <Paper component={Link} to={href} withBorder radius="md" p={{ base: 'sm', xs: 'md' }} className="activity-tile" data-testid={`activity-${tile.key}`} data-value={value}>
      <Flex direction={{ base: 'column', xs: 'row' }} gap={{ base: 8, xs: 'sm' }} align={{ base: 'flex-start', xs: 'center' }}>
        <ThemeIcon size={42} radius="md" variant="light" color={tile.color}>
          <Icon size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fz={26} fw={700} lh={1.1} className="tabular" data-testid="activity-value">
            {value}
          </Text>
          <Text fz="sm" c="dimmed">
            {tile.label}
          </Text>
        </div>
      </Flex>
    </Paper>
  );
}

/** Today's calls, billed minutes, transfers and emergencies in the owner's time zone; refreshes while open. */
export function TodayActivityCard() {
  const stats = useDashboardStats();

  let body;
  if (stats.isPending) {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" data-testid="activity-loading">
        {TILES.map((tile) => (
          <Skeleton key={tile.key} h={76} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (stats.isError) {
    body = <CardLoadError query={stats} message={ACTIVITY_FAILED} />;
  } else {
    body = (
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {TILES.map((tile) => (
          <StatTile key={tile.key} tile={tile} stats={stats.data} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <DashboardCard
      title="Today's Activity"
      action={
        stats.data && !stats.isError ? (
          <Text fz="xs" c="dimmed" ta="right" data-testid="activity-day">
            {dayLabel(stats.data.date)} · {stats.data.timezone.replace(/_/g, ' ')}
          </Text>
        ) : undefined
      }
    >
      {body}
    </DashboardCard>
  );
}
