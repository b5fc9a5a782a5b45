import { Anchor, Badge, Group, ScrollArea, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconMessage, IconMessageOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useRecentNotifications } from '../../api/queries';
import { describeError, isNetworkError } from '../../api/errors';
import type { Notification } from '@landline/api';
import { ConnectionError } from '../../components/ConnectionError';
import { DashboardCard } from '../dashboard/DashboardCard';
import { formatDateTime } from '../calls/callRules';
import {
  MESSAGES_POLL_MS,
  MESSAGES_WINDOW,
  NOTIFICATION_MESSAGES,
  formatRecipient,
  isNotificationFailure,
  messageListTime,
  notificationStatusColor,
  notificationStatusLabel,
  notificationTime,
  textsOf,
} from '../calls/notificationRules';
import classes from './phone.module.css';

function MessageRow({ text }: { text: Notification }) {
  const failed = isNotificationFailure(text.status);
  const at = notificationTime(text);
  return (
    <div className={classes.messageRow} data-testid="phone-message" data-status={text.status}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb={8}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={34} radius="xl" variant="light" color="gray" style={{ flexShrink: 0 }} aria-hidden>
            <IconMessage size={18} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} className="tabular" truncate data-testid="phone-message-to">
              {formatRecipient(text.to)}
            </Text>
            <Text fz="xs" c="dimmed">
              Text message
            </Text>
          </div>
        </Group>
        <Text fz="xs" c="dimmed" title={formatDateTime(at)} style={{ flexShrink: 0 }} data-testid="phone-message-time">
          {messageListTime(at)}
        </Text>
      </Group>
      <div className={classes.bubble} data-failed={failed} data-testid="phone-message-body">
        {text.body}
      </div>
      <Group justify="space-between" gap="xs" mt={6} wrap="nowrap">
        {text.callId ? (
          <Anchor component={Link} to={`/dashboard/calls/${encodeURIComponent(text.callId)}`} fz="xs">
            View call
          </Anchor>
        ) : (
          <span />
        )}
        <Badge color={notificationStatusColor(text.status)} variant="light" size="sm" data-testid="phone-message-status">
          {notificationStatusLabel(text.status)}
        </Badge>
      </Group>
      {text.error && (
        <Group gap={4} wrap="nowrap" align="flex-start" mt={4} justify="flex-end">
          {failed && <IconAlertCircle size={14} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />}
          <Text fz="xs" c={failed ? 'red.7' : 'dimmed'} ta="right" style={{ wordBreak: 'break-word' }}>
            {text.error}
          </Text>
        </Group>
      )}
    </div>
  );
}

/**
 * The phone's Messages: the texts the owner's agents sent (emergency texts), newest first, as a phone's
 * message list shows them. Refreshed every few seconds while the simulator is open, so the text of an
 * emergency call just made here shows up by itself.
 */
export function MessagesPanel() {
  const notifications = useRecentNotifications(MESSAGES_WINDOW, MESSAGES_POLL_MS);
  const texts = notifications.data === undefined ? undefined : textsOf(notifications.data);

  let body;
  if (texts === undefined && notifications.isLoading) {
    body = (
      <Stack gap="xs">
        <Skeleton h={88} />
        <Skeleton h={88} />
      </Stack>
    );
  } else if (texts === undefined) {
    body = isNetworkError(notifications.error) ? (
      <ConnectionError compact onRetry={() => void notifications.refetch()} retrying={notifications.isFetching} />
    ) : (
      <Text c="red" fz="sm" role="alert">
        {describeError(notifications.error, NOTIFICATION_MESSAGES.textsFailed)}
      </Text>
    );
  } else if (texts.length === 0) {
    body = (
      <Stack align="center" ta="center" gap={8} py="lg" px="md" data-testid="phone-messages-empty">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMessageOff size={24} />
        </ThemeIcon>
        <Text c="dimmed" fz="sm" maw={300}>
          {NOTIFICATION_MESSAGES.noTexts}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <ScrollArea.Autosize mah={560} type="auto" scrollbarSize={6}>
        <Stack gap="xs" data-testid="phone-messages">
          {texts.map((text) => (
            <MessageRow key={text.id} text={text} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <DashboardCard
      title="Messages"
      action={
        texts && texts.length > 0 ? (
          <Badge variant="light" color="gray" size="md">
            {texts.length === 1 ? '1 text' : `${texts.length} texts`}
          </Badge>
        ) : undefined
      }
    >
      {body}
    </DashboardCard>
  );
}
