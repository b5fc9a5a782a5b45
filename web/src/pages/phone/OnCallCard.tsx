import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPhoneCheck, IconPhoneRinging, IconPhoneX } from '@tabler/icons-react';
import type { SandboxDialAnswer } from '@landline/api';
import { contactAt, formatOnCallNumber, ringCountdownText, ringSecondsLeft, type OnCallContact, type OnCallState } from '../../calls/phone/onCall';
import classes from './phone.module.css';

/** The time now, ticking every quarter second while `running`. */
function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

/** How long the phone keeps ringing, counting down until an answer is on its way. */
function RingCountdown({ state }: { state: OnCallState }) {
  const { dial, answering } = state;
  const now = useNow(answering === null);
  const left = ringSecondsLeft(state.ringsUntil, now);
  return (
    <Stack gap={4}>
      <Text fz="sm" className={`tabular ${classes.incomingLabel}`} data-testid="on-call-countdown">
        {answering ? (answering === 'accept' ? 'Taking the call…' : answering === 'pass' ? 'Passing…' : 'Rang out…') : ringCountdownText(left)}
      </Text>
      <Progress value={dial.ringSeconds > 0 ? (100 * left) / dial.ringSeconds : 0} size="xs" color="orange" aria-hidden transitionDuration={250} />
    </Stack>
  );
}

/**
 * The call as the on-call person being rung sees it on their phone: who is calling and why (what they hear
 * on picking up), how long it keeps ringing, and Accept (1) / Pass (2); the keys 1 and 2 answer too.
 */
export function OnCallCard({
  state,
  contacts,
  from,
  onAnswer,
}: {
  state: OnCallState;
  contacts: OnCallContact[];
  /** The number the call shows as coming from (the agent's). */
  from: string;
  onAnswer: (answer: SandboxDialAnswer) => void;
}) {
  const { dial, answering } = state;
  const contact = contactAt(dial, contacts);
  const titleId = useId();
  const whisperId = useId();
  const card = useRef<HTMLDivElement>(null);

  // A new person's phone rings: the card takes the focus, so it is announced and 1 or 2 answers it.
  useEffect(() => {
    card.current?.focus();
  }, [dial.index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (answering || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === '1') onAnswer('accept');
    else if (event.key === '2') onAnswer('pass');
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={card}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={whisperId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={classes.incoming}
      data-testid="on-call-card"
      data-to={dial.to}
      data-index={dial.index}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fz="xs" fw={600} tt="uppercase" c="dimmed" className={classes.incomingLabel}>
            {contact?.name ? `${contact.name}'s phone` : 'On-call phone'} · <span className="tabular">{formatOnCallNumber(dial.to)}</span>
          </Text>
          {contact && (
            <Text fz="xs" c="dimmed" className={classes.incomingLabel}>
              On call {dial.index + 1} of {contacts.length}
            </Text>
          )}
        </Group>
        <Group gap="sm" wrap="nowrap" align="center">
          <div className={classes.ringingIcon} aria-hidden>
            <IconPhoneRinging size={24} />
          </div>
          <div style={{ minWidth: 0 }}>
            <Title order={2} fz="lg" id={titleId} c="white">
              Incoming emergency call
            </Title>
            <Text fz="sm" className={`tabular ${classes.incomingLabel}`}>
              From {formatOnCallNumber(from)}
            </Text>
          </div>
        </Group>
        <Stack gap={4}>
          <Text fz="xs" className={classes.incomingLabel}>
            What they hear on picking up
          </Text>
          <Text fz="sm" className={classes.whisper} id={whisperId} data-testid="on-call-whisper">
            {dial.whisper || 'Connecting a call from your AI assistant.'}
          </Text>
        </Stack>
        {/* Keyed by the answer, so the clock starts afresh when the ringing stops or starts again. */}
        <RingCountdown key={answering ?? 'ringing'} state={state} />
        {state.error && (
          <Alert color="red" variant="filled" icon={<IconAlertTriangle size={18} />} p="xs" role="alert">
            {state.error}
          </Alert>
        )}
        <Group grow gap="sm">
          <Button
            color="red"
            size="md"
            leftSection={<IconPhoneX size={18} />}
            onClick={() => onAnswer('pass')}
            disabled={answering !== null && answering !== 'pass'}
            loading={answering === 'pass'}
          >
            Pass (2)
          </Button>
          <Button
            color="green"
            size="md"
            leftSection={<IconPhoneCheck size={18} />}
            onClick={() => onAnswer('accept')}
            disabled={answering !== null && answering !== 'accept'}
            loading={answering === 'accept'}
          >
            Accept (1)
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
