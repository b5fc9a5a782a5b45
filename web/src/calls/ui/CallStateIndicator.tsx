import { Group, Text } from '@mantine/core';
import { CALL_STATE_LABELS, type CallState } from '../constants';

const COLORS: Record<CallState, string> = {
  IDLE: 'gray',
  CONNECTING: 'gray',
  LISTENING: 'teal',
  THINKING: 'yellow',
  SPEAKING: 'brand',
  TRANSFERRING: 'orange',
  ENDED: 'red',
};

/** The demo dialog's state label ('Connecting...', 'Listening...', ...); IDLE shows none. */
export function CallStateIndicator({ state }: { state: CallState }) {
  const label = CALL_STATE_LABELS[state];
  if (!label) return null;
  return (
    <Group gap={8} wrap="nowrap" data-testid="call-state" data-state={state} role="status" aria-live="polite">
      <span className="call-pulse" data-state={state} style={{ ['--pulse-color' as string]: `var(--mantine-color-${COLORS[state]}-6)` }} />
      <Text fw={600} fz="sm" c={state === 'ENDED' ? 'red.7' : undefined}>
        {label}
      </Text>
    </Group>
  );
}
