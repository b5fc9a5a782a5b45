import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowForwardUp, IconCircleCheck, IconInfoCircle, IconMicrophone, IconMicrophoneOff, IconPhoneOff } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { OnCallContact } from '../../calls/phone/onCall';
import type { PhoneSnapshot } from '../../calls/phone/phoneSnapshot';
import { formatCallDuration } from '../../calls/phone/dialing';
import { PHONE_MESSAGES } from '../../calls/phone/phoneMessages';
import { ConversationView } from '../../calls/ui/ConversationView';
import { TypedTurnInput } from '../../calls/ui/TypedTurnInput';
import { formatPhoneNumber } from '../agents/agentRules';
import { OnCallNotice } from './OnCallNotice';

const END_TEXT: Partial<Record<NonNullable<PhoneSnapshot['endReason']>, string>> = {
  hangup: 'You hung up.',
  agent: 'The agent ended the call.',
  message: 'The agent took a message.',
  voicemail: 'The line answered with voicemail.',
  rejected: 'The line played its message and hung up.',
};

function TransferNotice({ transferNumber }: { transferNumber: string | null }) {
  return (
    <Alert color="orange" variant="light" icon={<IconArrowForwardUp size={18} />} title="Call transferred" data-testid="phone-transfer">
      <Text fz="sm">{transferNumber ? `The caller is being transferred to ${formatPhoneNumber(transferNumber)}.` : "The caller is being transferred to the owner's number."}</Text>
      <Text fz="sm" c="dimmed" mt={4}>
        {PHONE_MESSAGES.transferNotSimulated}
      </Text>
    </Alert>
  );
}

function AfterCall({ snapshot }: { snapshot: PhoneSnapshot }) {
  const reason = snapshot.endReason ? END_TEXT[snapshot.endReason] : undefined;
  return (
    <Alert color="gray" variant="light" icon={<IconCircleCheck size={18} />} title={`Call ended · ${formatCallDuration(snapshot.durationSeconds ?? 0)}`} data-testid="phone-ended">
      <Stack gap={4}>
        {reason && <Text fz="sm">{reason}</Text>}
        {snapshot.saveState === 'saving' && (
          <Group gap="xs" c="dimmed">
            <Loader size="xs" />
            <Text fz="sm">Saving the call…</Text>
          </Group>
        )}
        {snapshot.saveState === 'saved' && snapshot.savedCallId && (
          <Text fz="sm">
            Saved as a Phone Test call.{' '}
            <Anchor component={Link} to={`/dashboard/calls/${encodeURIComponent(snapshot.savedCallId)}`} fz="sm" data-testid="phone-call-link">
              View call details
            </Anchor>
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

/** The call under way (or just ended): the live transcript, typed turns, mute and hang up; then the summary. */
export function CallPanel({
  snapshot,
  agentName,
  transferNumber,
  contacts,
  onSend,
  onMute,
  onHangUp,
}: {
  snapshot: PhoneSnapshot;
  agentName: string;
  transferNumber: string | null;
  /** Who an emergency transfer rings, from the agent's settings. */
  contacts: OnCallContact[];
  onSend: (text: string) => boolean;
  onMute: (muted: boolean) => void;
  onHangUp: () => void;
}) {
  const live = snapshot.phase === 'dialing' || snapshot.phase === 'connected';
  // Talking with the agent (not once an emergency transfer rings the on-call team).
  const connected = snapshot.phase === 'connected' && snapshot.callSid !== null && snapshot.outcome === 'in-progress' && snapshot.onCall === null;
  const spanish = snapshot.locale.toLowerCase().startsWith('es');

  return (
    <Card component="section" aria-label="Call">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="lg">
          {snapshot.to ? `Call to ${formatPhoneNumber(snapshot.to)}` : 'Call'}
        </Title>
      </Group>
      <Stack gap="sm">
        {snapshot.notice && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs" data-testid="phone-notice">
            <Text fz="xs">{snapshot.notice}</Text>
          </Alert>
        )}
        {snapshot.onCall && <OnCallNotice state={snapshot.onCall} contacts={contacts} live={live} />}
        {(live || snapshot.lines.length > 0) && (
          <ConversationView
            items={snapshot.lines}
            callerLabel="You"
            agentLabel={agentName}
            height={360}
            live
            emptyText={
              <Text fz="sm" c="dimmed" ta="center" py="xl">
                {snapshot.phase === 'dialing' ? 'Dialing…' : 'Ringing…'}
              </Text>
            }
            interim={snapshot.interim}
          />
        )}
        {snapshot.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="phone-error">
            {snapshot.error}
          </Alert>
        )}
        {!snapshot.onCall && snapshot.transfer && <TransferNotice transferNumber={transferNumber} />}
        {connected && (
          <>
            <TypedTurnInput
              enabled={snapshot.activity === 'listening' || snapshot.activity === 'speaking'}
              onSend={onSend}
              placeholder={spanish ? 'Escriba lo que diría…' : 'Type what you would say…'}
            />
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Group gap={6} wrap="nowrap" c="dimmed" style={{ minWidth: 0 }}>
                {snapshot.speechInput && !snapshot.muted ? <IconMicrophone size={16} /> : <IconMicrophoneOff size={16} />}
                <Text fz="xs">{snapshot.muted ? 'Muted' : snapshot.speechInput ? 'Speak, or type' : 'Type what you would say'}</Text>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Button
                  variant={snapshot.muted ? 'filled' : 'default'}
                  color={snapshot.muted ? 'orange' : undefined}
                  leftSection={snapshot.muted ? <IconMicrophoneOff size={16} /> : <IconMicrophone size={16} />}
                  onClick={() => onMute(!snapshot.muted)}
                  aria-pressed={snapshot.muted}
                >
                  {snapshot.muted ? 'Unmute' : 'Mute'}
                </Button>
                <Button color="red" leftSection={<IconPhoneOff size={16} />} onClick={onHangUp}>
                  Hang up
                </Button>
              </Group>
            </Group>
          </>
        )}
        {live && !connected && (
          <Group justify="flex-end">
            <Button color="red" leftSection={<IconPhoneOff size={16} />} onClick={onHangUp}>
              Hang up
            </Button>
          </Group>
        )}
        {snapshot.phase === 'ended' && snapshot.callSid && <AfterCall snapshot={snapshot} />}
      </Stack>
    </Card>
  );
}
