import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import {
  IconArrowsExchange,
  IconClock,
  IconFileDescription,
  IconFilter,
  IconPhoneCall,
  IconPlayerPlayFilled,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useRecentCalls } from '../../api/queries';
import type { Call } from '../../api/types';
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
import { templateTypeIcon } from '../calls/templateTypeIcons';
import { CardLoadError } from './CardLoadError';
import { DashboardCard } from './DashboardCard';
import { EmptyState } from './EmptyState';

export const ALL_TYPES = 'all';
export const PAGE_SIZES = ['10', '20'] as const;

export function TemplateTypeChip({ type, size = 'sm' }: { type: string; size?: 'xs' | 'sm' | 'md' }) {
  const Icon = templateTypeIcon(type);
  return (
    <Badge
      size={size}
      variant="light"
      radius="sm"
      color={TEMPLATE_TYPE_COLORS[type] ?? 'gray'}
      leftSection={<Icon size={12} />}
      data-testid="call-type-chip"
    >
      {templateTypeLabel(type)}
    </Badge>
  );
}

export function CallRow({ call }: { call: Call }) {
  const navigate = useNavigate();
  const type = callTemplateType(call);
  const Icon = templateTypeIcon(type);
  const transfers = transferCount(call);
  const preview = previewWithEllipsis(call);
  const href = `/dashboard/calls/${encodeURIComponent(call.id)}`;
  return (
    <Box className="agent-row" data-testid="call-row" data-call-id={call.id} onClick={() => navigate(href)}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={TEMPLATE_TYPE_COLORS[type] ?? 'gray'} visibleFrom="xs">
          <Icon size={20} />
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text fw={600} fz="sm" data-testid="call-caller">
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
            <Tooltip label={`${transfers} transfer${transfers === 1 ? '' : 's'}`}>
              <Badge
                size="sm"
                variant={transfers > 0 ? 'light' : 'transparent'}
                color={transfers > 0 ? 'orange' : 'gray'}
                radius="sm"
                leftSection={<IconArrowsExchange size={12} />}
                data-testid="call-transfers"
              >
                {transfers}
              </Badge>
            </Tooltip>
          </Group>
          {preview && (
            <Text fz="sm" c="gray.7" lineClamp={2} data-testid="call-preview">
              {preview}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap" onClick={(event) => event.stopPropagation()}>
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
 * The owner's recent calls: a template-type filter, 10 or 20 per page and numbered pages, all on the
 * client. The card fetches the newest calls once (the gateway's largest page, RECENT_CALLS_WINDOW) because
 * GET /getRecentCalls?limit= answers neither a total nor a cursor; Z in 'Showing X to Y of Z calls' is
 * the number of calls fetched.
 */
export function RecentCallsCard() {
  const calls = useRecentCalls();
  const [type, setType] = useState<string>(ALL_TYPES);
  const [pageSize, setPageSize] = useState<(typeof PAGE_SIZES)[number]>('10');
  const [page, setPage] = useState(1);

  const all = useMemo(() => calls.data ?? [], [calls.data]);
  const types = useMemo(() => Array.from(new Set(all.map(callTemplateType).filter(Boolean))).sort(), [all]);
  const filtered = useMemo(() => (type === ALL_TYPES ? all : all.filter((call) => callTemplateType(call) === type)), [all, type]);
  const size = Number(pageSize);
  const pages = Math.max(1, Math.ceil(filtered.length / size));
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * size, current * size);

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
  } else if (all.length === 0) {
    body = (
      <EmptyState
        icon={IconPhoneCall}
        title={CALL_VIEW_MESSAGES.noCalls}
        description="Calls answered by your AI employees, and your browser test calls, will appear here with recordings and transcripts."
      />
    );
  } else {
    const typeOptions = [
      { value: ALL_TYPES, label: 'All Types' },
      ...types.map((value) => ({ value, label: templateTypeLabel(value) })),
    ];
    const SelectedIcon = type === ALL_TYPES ? IconFilter : templateTypeIcon(type);
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
            leftSection={<SelectedIcon size={16} />}
            renderOption={({ option }) => {
              const OptionIcon = option.value === ALL_TYPES ? IconFilter : templateTypeIcon(option.value);
              return (
                <Group gap={8} wrap="nowrap">
                  <OptionIcon size={16} />
                  <span>{option.label}</span>
                </Group>
              );
            }}
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
        {visible.length === 0 ? (
          <Text fz="sm" c="dimmed" ta="center" py="lg">
            No {templateTypeLabel(type).toLowerCase()} calls.
          </Text>
        ) : (
          <Stack gap="xs" data-testid="recent-calls">
            {visible.map((call) => (
              <CallRow key={call.id} call={call} />
            ))}
          </Stack>
        )}
        <Group justify="space-between" gap="sm" mt={4}>
          <Text fz="xs" c="dimmed" data-testid="calls-showing">
            {showingText(filtered.length === 0 ? 1 : current, size, filtered.length)}
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

  return <DashboardCard title="Recent Calls">{body}</DashboardCard>;
}
