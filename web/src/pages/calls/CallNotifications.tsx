import { Anchor, Badge, Card, Divider, Group, Skeleton, Spoiler, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconBell, IconInfoCircle, IconMail, IconMessage, IconPhoneCall } from '@tabler/icons-react';
import { useCallNotifications } from '../../api/queries';
import { describeError, isNetworkError } from '../../api/errors';
import type { Notification, NotificationChannel } from '@landline/api';
import { ConnectionError } from '../../components/ConnectionError';
import { formatDateTime } from './callRules';
import {
  NOTIFICATION_MESSAGES,
  callNotificationsPollMs,
  channelLabel,
  formatRecipient,
  isNotificationFailure,
  notificationStatusColor,
  notificationStatusLabel,
  notificationTime,
} from './notificationRules';

/** By channel; `channel` is any text, so one added later gets the bell. */
const CHANNEL_ICONS: Partial<Record<string, typeof IconMail>> = { email: IconMail, sms: IconMessage, call: IconPhoneCall } satisfies Record<NotificationChannel, typeof IconMail>;

function NotificationRow({ notification: n }: { notification: Notification }) {
  const Icon = CHANNEL_ICONS[n.channel] ?? IconBell;
  const failed = isNotificationFailure(n.status);
  const recipient = formatRecipient(n.to);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="notification-row" data-channel={n.channel} data-status={n.status}>
      <ThemeIcon size={32} radius="xl" variant="light" color={failed ? 'red' : 'brand'} style={{ flexShrink: 0 }} aria-hidden>
        <Icon size={17} />
      </ThemeIcon>
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fz="sm" style={{ minWidth: 0, wordBreak: 'break-word' }}>
            <Text span fw={600} fz="sm" data-testid="notification-channel">
              {channelLabel(n.channel)}
            </Text>
            <Text span c="dimmed" fz="sm">
              {' to '}
            </Text>
            {n.channel === 'email' ? (
              <Text span fz="sm" data-testid="notification-to">
                {recipient}
              </Text>
            ) : (
              <Anchor href={`tel:${n.to}`} fz="sm" className="tabular" data-testid="notification-to">
                {recipient}
              </Anchor>
            )}
          </Text>
          <Badge color={notificationStatusColor(n.status)} variant="light" size="sm" style={{ flexShrink: 0 }} data-testid="notification-status">
            {notificationStatusLabel(n.status)}
          </Badge>
        </Group>
        {n.channel === 'email'
          ? n.subject && (
              <Text fz="sm" data-testid="notification-subject" style={{ wordBreak: 'break-word' }}>
                {n.subject}
              </Text>
            )
          : n.body && (
              <Spoiler maxHeight={42} showLabel="Show more" hideLabel="Show less" fz="sm" styles={{ control: { fontSize: 'var(--mantine-font-size-xs)' } }}>
                <Text fz="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="notification-body">
                  {n.body}
                </Text>
              </Spoiler>
            )}
        <Text fz="xs" c="dimmed" data-testid="notification-time">
          {n.status === 'queued' ? 'Queued ' : ''}
          {formatDateTime(notificationTime(n))}
          {n.attempts > 1 ? ` · ${n.attempts} attempts` : ''}
        </Text>
        {n.error && (
          <Group gap={4} wrap="nowrap" align="flex-start" data-testid="notification-error">
            {failed ? (
              <IconAlertCircle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />
            ) : (
              <IconInfoCircle size={14} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
            )}
            <Text fz="xs" c={failed ? 'red.7' : 'dimmed'} style={{ wordBreak: 'break-word' }}>
              {n.error}
            </Text>
          </Group>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The call page's Notifications section: the email summaries, texts and calls sent about this call, with
 * their status. They are produced a second or two after the call is saved, so the section polls while any
 * is queued, or while none has appeared within a minute of the call's end.
 */
export function CallNotifications({ callId, endedAt }: { callId: string; endedAt: Date | null }) {
  const notifications = useCallNotifications(callId, (data) => callNotificationsPollMs(data?.notifications, endedAt));
  const list = notifications.data;

  let body;
  if (list === undefined && notifications.isLoading) {
    body = (
      <Stack gap="sm" data-testid="notifications-loading">
        <Skeleton h={44} />
        <Skeleton h={44} />
      </Stack>
    );
  } else if (list === undefined) {
    body = isNetworkError(notifications.error) ? (
      <ConnectionError compact onRetry={() => void notifications.refetch()} retrying={notifications.isFetching} />
    ) : (
      <Text c="red" fz="sm" role="alert">
        {describeError(notifications.error, NOTIFICATION_MESSAGES.failed)}
      </Text>
    );
  } else if (list.length === 0) {
    body = (
      <Text c="dimmed" fz="sm" data-testid="notifications-empty">
        {NOTIFICATION_MESSAGES.noneForCall}
      </Text>
    );
  } else {
    body = (
      <Stack gap="sm" data-testid="notifications-list">
        {list.map((n, index) => (
          <Stack key={n.id} gap="sm">
            {index > 0 && <Divider />}
            <NotificationRow notification={n} />
          </Stack>
        ))}
      </Stack>
    );
  }

  return (
    <Card component="section" aria-label="Notifications" data-testid="call-notifications">
      <Group gap="xs" mb="md">
        <IconBell size={18} />
        <Title order={2} fz="lg">
          Notifications
        </Title>
        {list && list.length > 0 && (
          <Badge variant="light" color="gray" size="sm" circle>
            {list.length}
          </Badge>
        )}
      </Group>
      {body}
    </Card>
  );
}
