import { toDate } from '../../api/serverTime';
import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowsExchange, IconClipboardList, IconDownload, IconHeadphones, IconMessage2, IconPhoneIncoming, IconPhoneOutgoing } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useCall } from '../../api/queries';
import { ApiError, isNetworkError } from '../../api/errors';
import type { Call, CallTransfer, ServiceRequest } from '@landline/api';
import { ConversationView } from '../../calls/ui/ConversationView';
import { RecordingPlayer } from '../../calls/ui/RecordingPlayer';
import { LoadingScreen } from '../../components/LoadingScreen';
import { PageError } from '../../components/PageError';
import { TemplateTypeChip } from '../dashboard/RecentCallsCard';
import { CallNotifications } from './CallNotifications';
import { WorkOrderWorkflow } from './WorkOrderWorkflow';
import { callerLabel } from './log/callLogRules';
import {
  CALL_VIEW_MESSAGES,
  callDuration,
  callerOf,
  callStatus,
  callTemplateType,
  callTranscript,
  categoryLabel,
  downloadUrl,
  formatDateTime,
  formatDuration,
  formatLongDateTime,
  sourceLabel,
  statusColor,
  statusLabel,
  transferCount,
  urgencyOf,
  yesNo,
} from './callRules';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" mt={2} component="div" data-testid={testId} style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </div>
  );
}

const pretty = (value: string | undefined) => {
  if (!value) return '';
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(value);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : value;
};

/** The work order the engine derived from the call: what the property manager acts on. */
function WorkOrderCard({ request }: { request: ServiceRequest }) {
  const urgency = urgencyOf(request.urgency);
  const address = [request.propertyAddress, request.unit && !request.propertyAddress.includes(request.unit) ? `Unit ${request.unit}` : ''].filter(Boolean).join(', ');
  return (
    <Card data-testid="work-order" style={urgency ? { borderLeft: `4px solid var(--mantine-color-${urgency.color}-6)` } : undefined}>
      <Group justify="space-between" mb="md" gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" size={32} radius="md">
            <IconClipboardList size={18} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            Work order
          </Title>
        </Group>
        {urgency && (
          <Badge color={urgency.color} variant="filled" size="lg" data-testid="work-order-urgency">
            {urgency.label}
          </Badge>
        )}
      </Group>
      {urgency && (
        <Text fz="sm" c={`${urgency.color}.8`} mb="md" fw={500}>
          {urgency.description}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Tenant" testId="work-order-tenant">
          {request.tenantName || '—'}
        </Field>
        <Field label="Callback phone" testId="work-order-phone">
          {request.callbackPhone ? (
            <Anchor href={`tel:${request.callbackPhone}`} fz="sm">
              {pretty(request.callbackPhone)}
            </Anchor>
          ) : (
            '—'
          )}
        </Field>
        <Field label="Address" testId="work-order-address">
          {address || '—'}
        </Field>
        <Field label="Category" testId="work-order-category">
          {categoryLabel(request.category)}
        </Field>
        <Field label="Issue" testId="work-order-issue">
          {request.issueSummary || '—'}
        </Field>
        <Field label="Permission to enter">{yesNo(request.permissionToEnter)}</Field>
        <Field label="Pets">{request.pets || '—'}</Field>
        <Field label="Access notes">{request.accessNotes || '—'}</Field>
      </SimpleGrid>
      {request.summary && (
        <Alert variant="light" color="gray" mt="md" title="Summary" data-testid="work-order-summary">
          {request.summary}
        </Alert>
      )}
    </Card>
  );
}

function TransferList({ transfers }: { transfers: CallTransfer[] }) {
  return (
    <Stack gap="xs">
      {transfers.map((transfer, index) => {
        const Icon = transfer.type === 'incoming' ? IconPhoneIncoming : IconPhoneOutgoing;
        const d = transfer.details;
        return (
          <Group key={index} gap="sm" wrap="nowrap" align="flex-start" data-testid="transfer-event">
            <ThemeIcon size={28} radius="xl" variant="light" color={transfer.reason === 'emergency' ? 'red' : 'orange'}>
              <Icon size={15} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text fz="sm" fw={600}>
                {transfer.type === 'incoming' ? 'Transferred in' : 'Transferred out'}: {transfer.from || '—'} → {transfer.to || '—'}
                {transfer.reason ? ` (${transfer.reason})` : ''}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatDateTime(transfer.timestamp)}
                {d.clientName || d.address || d.phone ? ` · ${[d.clientName, d.address, pretty(d.phone)].filter(Boolean).join(' · ')}` : ''}
              </Text>
              {d.issueSummary && <Text fz="xs">{d.issueSummary}</Text>}
            </div>
          </Group>
        );
      })}
    </Stack>
  );
}

function RecordingCard({ call }: { call: Call }) {
  return (
    <Card>
      <Group gap="xs" mb="sm">
        <IconHeadphones size={18} />
        <Title order={2} fz="lg">
          Recording
        </Title>
      </Group>
      {call.hasRecording && call.recordingUrl ? (
        <Stack gap="sm">
          <RecordingPlayer src={call.recordingUrl} />
          <Group justify="flex-end">
            <Button component="a" href={downloadUrl(call.recordingUrl)} download variant="light" size="xs" leftSection={<IconDownload size={14} />}>
              Download recording
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          No recording for this call.
        </Text>
      )}
    </Card>
  );
}

function CallLoadState({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  if (!error) return <LoadingScreen label="Loading call..." />;
  if (isNetworkError(error)) {
    return <PageError network title="Unable to connect to server" description="Check your connection and try again." onRetry={onRetry} retrying={retrying} />;
  }
  if (error instanceof ApiError && error.status === 404) {
    return <PageError title={CALL_VIEW_MESSAGES.notFound} description="The call may have been removed, or the link is wrong." />;
  }
  return <PageError title={CALL_VIEW_MESSAGES.failed} onRetry={onRetry} retrying={retrying} />;
}

/** /dashboard/calls/{id}: the call's header, work order, notifications, recording and conversation. */
export function CallDetailPage() {
  const { id = '' } = useParams();
  const call = useCall(id);

  if (call.data === null) return <PageError title={CALL_VIEW_MESSAGES.notFound} description="The call may have been removed, or the link is wrong." />;
  if (!call.data) return <CallLoadState error={call.error} onRetry={() => void call.refetch()} retrying={call.isFetching} />;
  const data = call.data;
  const status = callStatus(data);
  const type = callTemplateType(data);
  const transfers = data.transfers;
  const transcript = callTranscript(data);
  const agentNumber = pretty(data.to.phoneNumber || data.phoneNumber);

  return (
    <Stack gap="lg">
      <Breadcrumbs separatorMargin={6} fz="sm">
        <Anchor component={Link} to="/dashboard" fz="sm">
          Dashboard
        </Anchor>
        <Anchor component={Link} to="/dashboard/calls" fz="sm">
          Calls
        </Anchor>
        <Text fz="sm" c="dimmed" truncate maw={260}>
          {callerLabel(data)} · {formatDateTime(data.startTime)}
        </Text>
      </Breadcrumbs>

      <Card>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.25}>
                Call with {data.agentName || 'AI employee'}
              </Title>
              <Text c="dimmed" fz="sm" data-testid="call-date">
                {formatLongDateTime(data.startTime)}
              </Text>
            </div>
            <Group gap={6}>
              {type && <TemplateTypeChip type={type} size="md" />}
              <Badge color={statusColor(status)} variant="light" size="md" data-testid="call-status">
                {statusLabel(status)}
              </Badge>
              <Badge color="gray" variant="outline" size="md">
                {sourceLabel(data)}
              </Badge>
              {data.emergency && (
                <Badge color="red" variant="filled" size="md" leftSection={<IconAlertTriangle size={12} />}>
                  Emergency
                </Badge>
              )}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Field label="Caller" testId="call-caller">
              {callerOf(data)}
            </Field>
            <Field label="AI employee" testId="call-agent">
              {data.agentName || '—'}
              {agentNumber && (
                <Text fz="xs" c="dimmed" className="tabular">
                  {agentNumber}
                </Text>
              )}
            </Field>
            <Field label="Duration" testId="call-duration">
              <span className="tabular">{formatDuration(callDuration(data))}</span>
            </Field>
            <Field label="Transfers" testId="call-transfers">
              <Group gap={4} wrap="nowrap">
                <IconArrowsExchange size={14} />
                <span>{transferCount(data)}</span>
              </Group>
            </Field>
          </SimpleGrid>
          {transfers.length > 0 && <TransferList transfers={transfers} />}
        </Stack>
      </Card>

      {data.request && <WorkOrderCard request={data.request} />}
      {data.request?.issueSummary && <WorkOrderWorkflow callId={data.id || id} agentId={data.agentId} />}

      <CallNotifications callId={data.id || id} endedAt={toDate(data.endTime)} />

      <RecordingCard call={data} />

      <Card>
        <Group gap="xs" mb="md">
          <IconMessage2 size={18} />
          <Title order={2} fz="lg">
            Conversation
          </Title>
        </Group>
        <ConversationView
          items={transcript.map((line, index) => ({
            id: index,
            role: line.role,
            text: line.text,
            timestamp: toDate(line.timestamp)?.toISOString() ?? null,
          }))}
          callerLabel="Caller"
          agentLabel={data.agentName || 'AI employee'}
          emptyText={
            <Text c="dimmed" fz="sm" ta="center" py="lg">
              {CALL_VIEW_MESSAGES.noTranscript}
            </Text>
          }
        />
      </Card>
    </Stack>
  );
}
