import { Badge, type BadgeProps } from '@mantine/core';
import { statusColor } from './agentRules';

/** active (answers calls) or paused (does not); any other status is shown as sent. */
export function AgentStatusBadge({ status, ...props }: { status: string | undefined } & BadgeProps) {
  return (
    <Badge color={statusColor(status)} variant="light" radius="sm" data-testid="agent-status" {...props}>
      {status || 'unknown'}
    </Badge>
  );
}
