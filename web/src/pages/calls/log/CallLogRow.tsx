import { Badge, Box, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconBrowser, IconClock, IconPhone, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Call } from '@landline/api';
import { callDuration, formatDateTime, formatDuration, sourceLabel } from '../callRules';
import { callHref } from '../../dashboard/RecentCallsCard';
import { callerLabel, callTags, issuePreview } from './callLogRules';
import '../../dashboard/callRows.css';

/** One call of the log: who called, about what, its tags; the caller's name is the link to the call page. */
export function CallLogRow({ call }: { call: Call }) {
  const tags = callTags(call);
  const emergency = call.urgency === 'emergency' || call.urgency === 'life_safety';
  const issue = issuePreview(call);
  const SourceIcon = call.callSource === 'phone' ? IconPhone : IconBrowser;
  return (
    <Box className="agent-row call-row" data-testid="call-log-row" data-call-id={call.id}>
      <Group wrap="nowrap" gap="md" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color={emergency ? 'red' : 'gray'} visibleFrom="xs" aria-hidden>
          {emergency ? <IconAlertTriangle size={20} /> : <IconUser size={20} />}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={2} style={{ columnGap: 12 }} justify="space-between" wrap="wrap" align="baseline">
            <Text component={Link} to={callHref(call)} className="call-row-link" fw={600} fz="sm" style={{ wordBreak: 'break-word' }} data-testid="call-log-caller">
              {callerLabel(call)}
            </Text>
            <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} data-testid="call-log-time">
              {formatDateTime(call.startTime)}
            </Text>
          </Group>
          <Text fz="sm" c={issue ? 'gray.8' : 'dimmed'} lineClamp={2} data-testid="call-log-issue">
            {issue || 'No issue recorded'}
          </Text>
          <Group gap={6} wrap="wrap" mt={2}>
            {tags.map((tag) => (
              <Badge key={tag.key} size="sm" radius="sm" variant="light" color={tag.color} data-testid="call-log-tag" data-tag={tag.key}>
                {tag.label}
              </Badge>
            ))}
            <Group gap={3} wrap="nowrap">
              <IconClock size={12} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fz="xs" className="tabular" data-testid="call-log-duration">
                {formatDuration(callDuration(call))}
              </Text>
            </Group>
            <Group gap={3} wrap="nowrap">
              <SourceIcon size={12} color="var(--mantine-color-dimmed)" aria-hidden />
              <Text fz="xs" c="dimmed">
                {sourceLabel(call)}
              </Text>
            </Group>
            {call.agentName && (
              <Text fz="xs" c="dimmed" data-testid="call-log-agent">
                · {call.agentName}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Box>
  );
}
