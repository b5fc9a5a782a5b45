import { Badge, Box, Button, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconClipboardList, IconUser } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { CALL_URGENCIES, CALL_URGENCY_LABELS, type CallUrgency } from '@landline/platform/callLog';
import { WORK_ORDER_STATUS_LABELS, WORK_ORDER_STATUSES } from '@landline/platform/workOrders';
import type { WorkOrderSummary } from '@landline/api';
import { useWorkOrders, type WorkOrderView } from '../../api/workOrders';
import { categoryLabel, formatDateTime } from '../calls/callRules';
import { URGENCY_COLORS } from '../calls/log/callLogRules';
import { WorkOrderStatusBadge } from '../calls/WorkOrderStatusBadge';
import '../dashboard/callRows.css';

const VIEWS: { value: WorkOrderView; label: string }[] = [
  { value: 'open', label: 'Open' },
  ...WORK_ORDER_STATUSES.map((s) => ({ value: s, label: WORK_ORDER_STATUS_LABELS[s] })),
  { value: 'all', label: 'All' },
];
const isView = (v: string | null): v is WorkOrderView => VIEWS.some((x) => x.value === v);
const isUrgency = (v: string | null): v is CallUrgency => (CALL_URGENCIES as readonly string[]).includes(v ?? '');

export const WORK_ORDERS_PATH = '/dashboard/work-orders';

function who(w: WorkOrderSummary): string {
  const name = w.tenantName || 'Unknown caller';
  return w.unit ? `${name} · Unit ${w.unit}` : name;
}

function WorkOrderRow({ w }: { w: WorkOrderSummary }) {
  const urgent = w.urgency && w.urgency !== 'routine';
  return (
    <Box className="agent-row call-row" data-testid="work-order-row" data-call-id={w.callId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap={4} align="baseline">
          <Text component={Link} to={`/dashboard/calls/${encodeURIComponent(w.callId)}`} className="call-row-link" fw={600} fz="sm">
            {who(w)}
          </Text>
          <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatDateTime(w.startedAt)}
          </Text>
        </Group>
        <Text fz="sm" lineClamp={2}>
          {w.issueSummary}
        </Text>
        <Group gap={6} wrap="wrap">
          <WorkOrderStatusBadge status={w.status} />
          {urgent && (
            <Badge size="sm" radius="sm" variant="light" color={URGENCY_COLORS[w.urgency as CallUrgency]}>
              {CALL_URGENCY_LABELS[w.urgency as CallUrgency]}
            </Badge>
          )}
          {w.category && (
            <Text fz="xs" c="dimmed">
              {categoryLabel(w.category)}
            </Text>
          )}
          {w.propertyAddress && (
            <Text fz="xs" c="dimmed">
              · {w.propertyAddress}
            </Text>
          )}
          <Group gap={3} wrap="nowrap">
            <IconUser size={12} aria-hidden />
            <Text fz="xs" c={w.assignee ? undefined : 'dimmed'}>
              {w.assignee || 'Unassigned'}
            </Text>
          </Group>
          {w.notes > 0 && (
            <Text fz="xs" c="dimmed">
              · {w.notes === 1 ? '1 note' : `${w.notes} notes`}
            </Text>
          )}
        </Group>
      </Stack>
    </Box>
  );
}

/** Every work order the calls produced, to act on: counts by urgency, a status view, newest first. */
export function WorkOrdersPage() {
  const [params, setParams] = useSearchParams();
  const view: WorkOrderView = isView(params.get('status')) ? (params.get('status') as WorkOrderView) : 'open';
  const urgency = isUrgency(params.get('urgency')) ? (params.get('urgency') as CallUrgency) : '';
  const list = useWorkOrders(view, urgency);
  const pages = list.data?.pages ?? [];
  const rows = pages.flatMap((p) => p.workOrders);
  const counts = pages[0]?.counts ?? [];
  const set = (next: { status?: string; urgency?: string }) => {
    const merged = { status: view, urgency, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'status' && v === 'open'))), { replace: true });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Work orders
        </Title>
        <Text c="dimmed" fz="sm">
          Every request your AI employees took, from new to done.
        </Text>
      </div>

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {CALL_URGENCIES.map((u) => {
          const active = urgency === u;
          return (
            <UnstyledButton key={u} onClick={() => set({ urgency: active ? '' : u })} aria-pressed={active} data-testid={`work-order-count-${u}`}>
              <Card withBorder style={active ? { borderColor: `var(--mantine-color-${URGENCY_COLORS[u]}-6)`, borderWidth: 2 } : undefined}>
                <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                  {CALL_URGENCY_LABELS[u]}
                </Text>
                <Text fz={28} fw={700} className="tabular">
                  {list.isPending ? '–' : (counts.find((c) => c.urgency === u)?.count ?? 0)}
                </Text>
              </Card>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>

      <Card>
        <Stack gap="md">
          <Box style={{ overflowX: 'auto' }}>
            <SegmentedControl value={view} onChange={(v) => set({ status: v })} data={VIEWS} aria-label="Status" />
          </Box>
          {list.isPending ? (
            <Stack gap="sm">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={64} />
              ))}
            </Stack>
          ) : list.isError ? (
            <Text c="red" fz="sm">
              Could not load work orders.{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void list.refetch()}>
                Retry
              </Button>
            </Text>
          ) : rows.length === 0 ? (
            <Stack align="center" gap={6} py="xl" data-testid="work-orders-empty">
              <IconClipboardList size={32} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fw={600}>No work orders here</Text>
              <Text fz="sm" c="dimmed" ta="center">
                {view === 'open' ? 'Requests your AI employees take appear here until they are done.' : 'Try another status or urgency.'}
              </Text>
            </Stack>
          ) : (
            <Stack gap={0}>
              <Text fz="xs" c="dimmed" mb={4} data-testid="work-orders-total">
                {pages[0]?.totalCount === 1 ? '1 work order' : `${pages[0]?.totalCount ?? rows.length} work orders`}
              </Text>
              {rows.map((w) => (
                <WorkOrderRow key={w.callId} w={w} />
              ))}
              {list.hasNextPage && (
                <Button variant="default" mt="md" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                  Load more
                </Button>
              )}
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
