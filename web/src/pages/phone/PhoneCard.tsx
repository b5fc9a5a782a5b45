import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBackspace, IconPhone, IconPhoneOff } from '@tabler/icons-react';
import type { PhoneSnapshot } from '../../calls/phone/phoneSnapshot';
import { cleanDialled, formatCallDuration, formatDialled } from '../../calls/phone/dialing';
import { DialPad } from './DialPad';
import classes from './phone.module.css';

const ACTIVITY_LABELS = { speaking: 'Agent speaking', thinking: 'Agent thinking', listening: 'Listening' } as const;
const ACTIVITY_COLORS = { speaking: 'brand', thinking: 'yellow', listening: 'teal' } as const;
const ON_CALL_LABELS = { ringing: 'Ringing the on-call team', bridged: 'Transferred', unanswered: 'Nobody took the call' } as const;

/** Seconds since `since`, ticking once a second. */
function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, (now - since) / 1000);
}

function CallStatus({ snapshot }: { snapshot: PhoneSnapshot }) {
  const elapsed = useElapsed(snapshot.phase === 'connected' ? snapshot.connectedAt : null);
  const { phase, activity } = snapshot;
  let label = 'Ready';
  let color = 'gray';
  if (phase === 'dialing') {
    label = 'Dialing…';
    color = 'yellow';
  } else if (phase === 'connected') {
    label = `Connected ${formatCallDuration(elapsed)}`;
    color = 'teal';
  } else if (phase === 'ended') {
    // A call that was never placed (microphone refused, the line said no) has no length.
    label = snapshot.callSid ? `Call ended ${formatCallDuration(snapshot.durationSeconds ?? 0)}` : 'Call failed';
    color = 'red';
  }
  return (
    <Group
      gap={6}
      justify="center"
      wrap="wrap"
      role="status"
      aria-live="polite"
      data-testid="phone-status"
      data-phase={phase}
      data-activity={activity ?? ''}
      data-call-sid={snapshot.callSid ?? ''}
    >
      <Badge color={color} variant="light" size="lg" tt="none" className="tabular">
        {label}
      </Badge>
      {phase === 'connected' && snapshot.onCall && (
        <Badge color={snapshot.onCall.status === 'bridged' ? 'teal' : 'orange'} variant="dot" size="lg" tt="none" data-testid="phone-activity">
          {ON_CALL_LABELS[snapshot.onCall.status]}
        </Badge>
      )}
      {phase === 'connected' && activity && (
        <Badge color={ACTIVITY_COLORS[activity]} variant="dot" size="lg" tt="none" data-testid="phone-activity">
          {ACTIVITY_LABELS[activity]}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The handset: call status, the number display with backspace, the dial pad (DTMF during a call), the
 * green Call / red Hang up button and the caller id the call comes from.
 */
export function PhoneCard({
  snapshot,
  dialled,
  onDialledChange,
  callerId,
  onCallerIdChange,
  calledName,
  onCall,
  onHangUp,
  onKey,
}: {
  snapshot: PhoneSnapshot;
  dialled: string;
  onDialledChange: (value: string) => void;
  callerId: string;
  onCallerIdChange: (value: string) => void;
  /** Who the number in the display reaches (the agent's name), when it is one of the owner's numbers. */
  calledName: string | null;
  onCall: () => void;
  onHangUp: () => void;
  onKey: (key: string) => void;
}) {
  const live = snapshot.phase === 'dialing' || snapshot.phase === 'connected';
  const canCall = !live && cleanDialled(dialled).replace(/\D/g, '').length > 0;
  const shown = formatDialled(live ? snapshot.to : dialled);

  return (
    <Card component="section" aria-label="Phone" className={classes.handset}>
      <Stack gap="md">
        <CallStatus snapshot={snapshot} />
        <Stack gap={2}>
          <Group gap={4} wrap="nowrap" align="center">
            <TextInput
              value={shown}
              onChange={(event) => onDialledChange(cleanDialled(event.currentTarget.value))}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && canCall) onCall();
              }}
              readOnly={live}
              variant="unstyled"
              placeholder="Enter a number"
              aria-label="Number to call"
              inputMode="tel"
              autoComplete="off"
              data-testid="phone-display"
              classNames={{ input: classes.display }}
              styles={{ input: { fontSize: shown.length > 14 ? 22 : 28 } }}
              style={{ flex: 1, minWidth: 0 }}
              pl={live ? 0 : 36}
            />
            {!live && (
              <Tooltip label="Delete">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Delete last digit"
                  onClick={() => onDialledChange(dialled.slice(0, -1))}
                  disabled={dialled.length === 0}
                >
                  <IconBackspace size={22} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
          <Text ta="center" fz="sm" c="dimmed" mih={22} truncate data-testid="phone-called-name">
            {live && snapshot.keypad ? `Keys: ${snapshot.keypad}` : (calledName ?? '')}
          </Text>
        </Stack>

        <DialPad onPress={live ? onKey : (key) => onDialledChange(cleanDialled(dialled + key))} disabled={snapshot.phase === 'dialing'} />

        <Group justify="center">
          {live ? (
            <ActionIcon color="red" variant="filled" className={classes.callButton} aria-label="Hang up" onClick={onHangUp}>
              <IconPhoneOff size={28} />
            </ActionIcon>
          ) : (
            <ActionIcon color="green" variant="filled" className={classes.callButton} aria-label="Call" onClick={onCall} disabled={!canCall}>
              <IconPhone size={28} />
            </ActionIcon>
          )}
        </Group>

        <TextInput
          label="Calling from"
          description="The caller ID the agent sees (a sandbox number, or your own)"
          value={callerId}
          onChange={(event) => onCallerIdChange(event.currentTarget.value.replace(/[^\d+]/g, '').slice(0, 16))}
          disabled={live}
          inputMode="tel"
          autoComplete="off"
          size="sm"
        />
      </Stack>
    </Card>
  );
}
