import { useState } from 'react';
import { Anchor, Breadcrumbs, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFilterOff, IconPhoneCall } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../../api/endpoints';
import { useCallLog } from '../../../api/queries';
import { ApiError } from '../../../api/errors';
import { notifyError } from '../../../components/notify';
import { CardLoadError } from '../../dashboard/CardLoadError';
import { EmptyState } from '../../dashboard/EmptyState';
import { CALL_VIEW_MESSAGES } from '../callRules';
import { CallLogFilters } from './CallLogFilters';
import { CallLogRow } from './CallLogRow';
import { browserTimeZone, exportFileName, filterParams, filtersFromUrl, hasFilters, todayIn, type CallLogFilters as Filters } from './callLogRules';

/** Saves `blob` as a download named `name`. */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The owner's call log: search, filters (kept in the URL, so links and reloads keep them), pages of calls
 * from the server with Load more, and the filtered list as CSV.
 */
export function CallLogPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromUrl(search);
  const timeZone = filters.tz || browserTimeZone();
  const params = filterParams({ ...filters, tz: timeZone });
  const log = useCallLog(params);
  const [exporting, setExporting] = useState(false);

  const update = (patch: Partial<Filters>) => setSearch(new URLSearchParams(filterParams({ ...filters, ...patch })), { replace: true });
  const clear = () => setSearch(new URLSearchParams(), { replace: true });

  const calls = log.data?.pages.flatMap((page) => page.calls) ?? [];
  const total = log.data?.pages[0]?.totalCount ?? 0;
  const filtered = hasFilters(filters);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const response = await api.exportCalls(params);
      download(await response.blob(), exportFileName(response.headers.get('Content-Disposition'), todayIn(timeZone)));
    } catch (error) {
      notifyError(error instanceof ApiError && error.message ? error.message : 'Could not export the calls. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  let body;
  if (log.isPending) {
    body = (
      <Stack gap="sm">
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  } else if (log.isError && calls.length === 0) {
    const message = log.error instanceof ApiError && log.error.status === 400 ? log.error.message : CALL_VIEW_MESSAGES.recentFailed;
    body = <CardLoadError query={log} message={message} />;
  } else if (calls.length === 0) {
    body = filtered ? (
      <EmptyState
        icon={IconFilterOff}
        title="No calls match"
        description="Try other words or fewer filters."
        action={
          <Button variant="light" size="xs" mt="xs" onClick={clear}>
            Clear filters
          </Button>
        }
      />
    ) : (
      <EmptyState icon={IconPhoneCall} title={CALL_VIEW_MESSAGES.noCalls} description="Calls answered by your AI employees, and your browser test calls, will appear here." />
    );
  } else {
    body = (
      <Stack gap="xs">
        <Stack gap="xs" data-testid="call-log" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {calls.map((call) => (
            <li key={call.id}>
              <CallLogRow call={call} />
            </li>
          ))}
        </Stack>
        <Group justify="space-between" mt="xs">
          <Text fz="xs" c="dimmed" data-testid="call-log-showing">
            Showing {calls.length} of {total} {total === 1 ? 'call' : 'calls'}
          </Text>
          {log.hasNextPage && (
            <Button variant="light" size="sm" onClick={() => void log.fetchNextPage()} loading={log.isFetchingNextPage}>
              Load more
            </Button>
          )}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Breadcrumbs separatorMargin={6} fz="sm">
          <Anchor component={Link} to="/dashboard" fz="sm">
            Dashboard
          </Anchor>
          <Text fz="sm">Call log</Text>
        </Breadcrumbs>
        <Group justify="space-between" align="flex-end" mt="xs" gap="sm">
          <div>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              Call log
            </Title>
            <Text c="dimmed" fz="sm">
              Find a call by who called, the unit, the address, the issue or anything said.
              {filters.tz && filters.tz !== browserTimeZone() ? ` Dates in ${filters.tz.replace(/_/g, ' ')}.` : ''}
            </Text>
          </div>
          <Group gap="xs">
            {filtered && (
              <Button variant="subtle" size="sm" leftSection={<IconFilterOff size={16} />} onClick={clear}>
                Clear filters
              </Button>
            )}
            <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting} disabled={total === 0}>
              Export CSV
            </Button>
          </Group>
        </Group>
      </div>
      <Card shadow="xs" component="section" aria-label="Search and filters">
        <CallLogFilters filters={filters} timeZone={timeZone} onChange={update} />
      </Card>
      <Card shadow="xs" component="section" aria-label="Calls">
        {body}
      </Card>
    </Stack>
  );
}
