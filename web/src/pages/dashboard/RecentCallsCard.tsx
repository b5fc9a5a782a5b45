import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Box, Group, Pagination, Select, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconClock, IconFileDescription, IconFilter, IconPhoneCall, IconPlayerPlayFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useRecentCalls } from '../../api/queries';
import type { Call } from '@landline/api';
import {
  CALL_VIEW_MESSAGES,
  callDuration,
  callerOf,
  previewWithEllipsis,
  callTemplateType,
  destinationOf,
  formatDateTime,
  formatDuration,
  showingText,
  sourceLabel,
  TEMPLATE_TYPE_COLORS,
  templateTypeLabel,
  transferCount,
} from '../calls/callRules';
import { TemplateTypeIcon } from '../calls/TemplateTypeIcon';
import { CALL_LOG_PATH } from '../calls/log/callLogRules';
import { CardLoadError } from './CardLoadError';
import { DashboardCard } from './DashboardCard';
import { EmptyState } from './EmptyState';
import './callRows.css';

const ALL_TYPES = 'all';
export const PAGE_SIZES = ['10', '20'] as const;

export function TemplateTypeChip({ type, size = 'sm' }: { type: string; size?: 'xs' | 'sm' | 'md' }) {
  return (
    <Badge
      size={size}
      variant="light"
      radius="sm"
      color={TEMPLATE_TYPE_COLORS[type] ?? 'gray'}
      leftSection={<TemplateTypeIcon type={type} size={12} />}
      data-testid="call-type-chip"
    >
      {templateTypeLabel(type)}
    </Badge>
  );
}

/** The type filter's icon for a choice: a funnel for all types. */
function TypeFilterIcon({ type }: { type: string }) {
  return type === ALL_TYPES ? <IconFilter size={16} /> : <TemplateTypeIcon type={type} size={16} />;
}

export const callHref = (call: Call) => `/dashboard/calls/${encodeURIComponent(call.id)}`;

export function CallRow({ call }: { call: Call }) {
  const type = callTemplateType(call);
  const transfers = transferCount(call);
  const preview = previewWithEllipsis(call);
  const href = callHref(call);
  return (
    <Box className="agent-row call-row" data-testid="call-row" data-call-id={call.id}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={TEMPLATE_TYPE_COLORS[type] ?? 'gray'} visibleFrom="xs">
          <TemplateTypeIcon type={type} size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text component={Link} to={href} className="call-row-link" fw={600} fz="sm" data-testid="call-caller">
              {callerOf(call)}
            </Text>
            <Text fz="sm" c="dimmed">
              →
            </Text>
            <Text fz="sm" data-testid="call-destination" style={{ wordBreak: 'break-word' }}>
              {destinationOf(call)}
            </Text>
          </Group>
          <Group gap={8} wrap="wrap">
            <Text fz="xs" c="dimmed" data-testid="call-time">
              {formatDateTime(call.startTime)}
            </Text>
            <Group gap={3} wrap="nowrap">
              <IconClock size={12} color="var(--mantine-color-dimmed)" />
              <Text fz="xs" className="tabular" data-testid="call-duration">
                {formatDuration(callDuration(call))}
              </Text>
            </Group>
            <Badge size="sm" variant="outline" color="gray" radius="sm" data-testid="call-source">
              {sourceLabel(call)}
            </Badge>
            {type && <TemplateTypeChip type={type} />}
            {transfers > 0 && (
              <Badge
                size="sm"
                variant="light"
                color="orange"
                radius="sm"
                leftSection={<IconArrowsExchange size={12} />}
                aria-label={`${transfers} transfer${transfers === 1 ? '' : 's'}`}
                data-testid="call-transfers"
              >
                {transfers}
              </Badge>
            )}
          </Group>
          {preview && (
            <Text fz="sm" c="gray.7" lineClamp={2} data-testid="call-preview">
              {preview}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" className="call-row-actions">
          {call.hasRecording && (
            <Tooltip label="Listen to the recording">
              <ActionIcon component={Link} to={href} variant="light" size="lg" aria-label="Listen">
                <IconPlayerPlayFilled size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="View the transcript">
            <ActionIcon component={Link} to={href} variant="subtle" size="lg" aria-label="Transcript">
              <IconFileDescription size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}

/**
 * The owner's recent calls: a template-type filter, 10 or 20 per page and numbered pages over every call
 * (the total from the server). Pages come from the server by cursor; opening page N fetches the pages
 * before it that are not loaded yet. "View all" opens the call log.
 */
export function RecentCallsCard() {
  const [type, setType] = useState<string>(ALL_TYPES);
  const [pageSize, setPageSize] = useState<(typeof PAGE_SIZES)[number]>('10');
  const [page, setPage] = useState(1);
  const size = Number(pageSize);
  const calls = useRecentCalls(size, type === ALL_TYPES ? '' : type);

  const loaded = useMemo(() => calls.data?.pages ?? [], [calls.data]);
  const total = loaded[0]?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pages);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = calls;
  useEffect(() => {
    if (loaded.length > 0 && loaded.length < current && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loaded.length, current, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const visible = loaded[current - 1]?.calls ?? [];
  const types = useMemo(() => {
    const found = loaded[0]?.templateTypes ?? [];
    return type === ALL_TYPES || found.includes(type) ? found : [...found, type].sort();
  }, [loaded, type]);

  let body;
  if (calls.isPending) {
    body = (
      <Stack gap="sm">
        <Skeleton h={84} radius="md" />
        <Skeleton h={84} radius="md" />
        <Skeleton h={84} radius="md" />
      </Stack>
    );
  } else if (calls.isError) {
    body = <CardLoadError query={calls} message={CALL_VIEW_MESSAGES.recentFailed} />;
  } else if (total === 0 && type === ALL_TYPES) {
    body = (
      <EmptyState
        icon={IconPhoneCall}
        title={CALL_VIEW_MESSAGES.noCalls}
        description="Calls answered by your AI employees, and your browser test calls, will appear here with recordings and transcripts."
      />
    );
  } else {
    const typeOptions = [{ value: ALL_TYPES, label: 'All Types' }, ...types.map((value) => ({ value, label: templateTypeLabel(value) }))];
    body = (
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Select
            aria-label="Filter by type"
            data={typeOptions}
            value={type}
            onChange={(value) => {
              setType(value ?? ALL_TYPES);
              setPage(1);
            }}
            allowDeselect={false}
            leftSection={<TypeFilterIcon type={type} />}
            renderOption={({ option }) => (
              <Group gap={8} wrap="nowrap">
                <TypeFilterIcon type={option.value} />
                <span>{option.label}</span>
              </Group>
            )}
            w={190}
            size="xs"
          />
          <Group gap={6} wrap="nowrap">
            <Text fz="xs" c="dimmed">
              Per page
            </Text>
            <Select
              aria-label="Calls per page"
              data={[...PAGE_SIZES]}
              value={pageSize}
              onChange={(value) => {
                setPageSize(value === '20' ? '20' : '10');
                setPage(1);
              }}
              allowDeselect={false}
              w={72}
              size="xs"
            />
          </Group>
        </Group>
        {total === 0 ? (
          <Text fz="sm" c="dimmed" ta="center" py="lg">
            No {templateTypeLabel(type).toLowerCase()} calls.
          </Text>
        ) : visible.length === 0 ? (
          <Stack gap="sm" data-testid="recent-calls-loading">
            <Skeleton h={84} radius="md" />
            <Skeleton h={84} radius="md" />
          </Stack>
        ) : (
          <Stack gap="xs" data-testid="recent-calls">
            {visible.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </Stack>
        )}
        <Group justify="space-between" gap="sm" mt={4}>
          <Text fz="xs" c="dimmed" data-testid="calls-showing">
            {showingText(current, size, total)}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={current}
              onChange={setPage}
              size="sm"
              withEdges={false}
              getControlProps={(control) => ({ 'aria-label': control === 'previous' ? 'Previous page' : 'Next page' })}
              getItemProps={(pageNumber) => ({ 'aria-label': `Page ${pageNumber}` })}
            />
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <DashboardCard
      title="Recent Calls"
      action={
        <Anchor component={Link} to={CALL_LOG_PATH} fz="sm" fw={600} data-testid="recent-calls-view-all">
          View all calls
        </Anchor>
      }
    >
      {body}
    </DashboardCard>
  );
}
