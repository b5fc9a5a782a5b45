import { Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { describeError } from '../../api/errors';
import { FormError } from '../../components/FormError';
import { formatDateTime } from '../calls/callRules';
import { useWebhookDeliveries, type WebhookDelivery } from './webhookApi';
import { DELIVERY_IDLE_POLL_MS, DELIVERY_LOG_SIZE, DELIVERY_POLL_MS, deliveryStatusColor, deliveryStatusLabel, eventLabel, WEBHOOK_TEXT } from './webhookRules';

function Status({ delivery: d }: { delivery: WebhookDelivery }) {
  return (
    <Badge color={deliveryStatusColor(d.status)} variant="light" size="sm" data-testid="delivery-status">
      {deliveryStatusLabel(d.status)}
    </Badge>
  );
}

function Reason({ delivery: d }: { delivery: WebhookDelivery }) {
  if (!d.error) return null;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" mt={4} data-testid="delivery-error">
      <IconAlertCircle size={14} color={`var(--mantine-color-${d.status === 'failed' ? 'red-7' : 'dimmed'})`} style={{ flexShrink: 0, marginTop: 2 }} />
      <Text fz="xs" c={d.status === 'failed' ? 'red.7' : 'dimmed'} style={{ wordBreak: 'break-word' }}>
        {d.error}
      </Text>
    </Group>
  );
}

const code = (d: WebhookDelivery) => (d.lastStatusCode ? String(d.lastStatusCode) : '—');
const time = (d: WebhookDelivery) => formatDateTime(d.deliveredAt ?? d.createdAt);

/** One delivery as a card, for narrow screens. */
function DeliveryItem({ delivery: d }: { delivery: WebhookDelivery }) {
  return (
    <Card withBorder padding="sm" radius="md" data-testid="delivery-row" data-status={d.status} data-type={d.type}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm" fw={600} data-testid="delivery-event">
          {eventLabel(d.type)}
        </Text>
        <Status delivery={d} />
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        <span data-testid="delivery-time">{time(d)}</span>
        {' · HTTP '}
        <span data-testid="delivery-code">{code(d)}</span>
        {' · '}
        <span data-testid="delivery-attempts">{d.attempts}</span> {d.attempts === 1 ? 'attempt' : 'attempts'}
      </Text>
      <Reason delivery={d} />
    </Card>
  );
}

/** The newest deliveries with their outcome; refreshed often while any is still on its way. */
export function DeliveryLog() {
  const deliveries = useWebhookDeliveries(DELIVERY_LOG_SIZE, DELIVERY_POLL_MS, DELIVERY_IDLE_POLL_MS);
  const narrow = useMediaQuery('(max-width: 40em)');
  const list = deliveries.data;

  let body;
  if (deliveries.isPending) {
    body = (
      <Stack gap="sm">
        <Skeleton h={32} />
        <Skeleton h={32} />
      </Stack>
    );
  } else if (deliveries.isError) {
    body = <FormError error={describeError(deliveries.error, WEBHOOK_TEXT.logFailed)} />;
  } else if (!list || list.length === 0) {
    body = (
      <Text c="dimmed" fz="sm" data-testid="deliveries-empty">
        {WEBHOOK_TEXT.noDeliveries}
      </Text>
    );
  } else if (narrow) {
    body = (
      <Stack gap="xs" data-testid="delivery-log">
        {list.map((d) => (
          <DeliveryItem key={d.id} delivery={d} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" data-testid="delivery-log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>HTTP</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((d) => (
              <Table.Tr key={d.id} data-testid="delivery-row" data-status={d.status} data-type={d.type} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Text fz="sm" fw={500} data-testid="delivery-event">
                    {eventLabel(d.type)}
                  </Text>
                  <Reason delivery={d} />
                </Table.Td>
                <Table.Td>
                  <Status delivery={d} />
                </Table.Td>
                <Table.Td className="tabular" data-testid="delivery-code">
                  {code(d)}
                </Table.Td>
                <Table.Td className="tabular" data-testid="delivery-attempts">
                  {d.attempts}
                </Table.Td>
                <Table.Td fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="delivery-time">
                  {time(d)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Card shadow="xs" component="section" aria-label="Delivery log">
      <Title order={2} fz="lg" mb="md">
        Delivery log
      </Title>
      {body}
    </Card>
  );
}
