import { useEffect, useState } from 'react';
import { Alert, Anchor, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconDeviceMobile } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAgents, useSandboxNumbers } from '../../api/queries';
import { cleanDialled, SANDBOX_CALLER_ID, toE164 } from '../../calls/phone/dialing';
import { onCallContacts } from '../../calls/phone/onCall';
import { PHONE_MESSAGES } from '../../calls/phone/phoneMessages';
import { usePhoneCall } from '../../calls/phone/usePhoneCall';
import { CallPanel } from './CallPanel';
import { MessagesPanel } from './MessagesPanel';
import { OnCallCard } from './OnCallCard';
import { PhoneCard } from './PhoneCard';
import { SandboxNumbers } from './SandboxNumbers';

/**
 * /dashboard/phone: the phone simulator. Without a carrier, the owner calls their sandbox numbers from
 * here, and the call takes the same path a real caller's does (voice webhook, ConversationRelay). The
 * calls are saved as 'Phone Test' calls. ?to=+1… preselects a number. Messages lists the texts the
 * owner's agents sent (emergency texts), which the sandbox line keeps instead of a carrier.
 */
export function PhoneSimulatorPage() {
  const [params] = useSearchParams();
  const [dialled, setDialled] = useState(() => cleanDialled(params.get('to') ?? ''));
  const [callerId, setCallerId] = useState(SANDBOX_CALLER_ID);
  const [inputError, setInputError] = useState<string | null>(null);
  const numbers = useSandboxNumbers();
  const agents = useAgents();
  const { call, snapshot, dial } = usePhoneCall();
  const queryClient = useQueryClient();
  const live = snapshot.phase === 'dialing' || snapshot.phase === 'connected';

  const agentById = (agentId: string | null | undefined) => (agentId ? agents.data?.agents.find((agent) => agent.id === agentId) : undefined);
  const agentName = (agentId: string | null | undefined) => {
    if (!agentId) return null;
    return agentById(agentId)?.customName ?? 'AI employee';
  };
  const target = toE164(dialled);
  const dialledNumber = target ? numbers.data?.find((number) => number.phoneNumber === target) : undefined;
  const calledName = dialledNumber ? (agentName(dialledNumber.agentId) ?? 'Not assigned to an AI employee') : null;
  const answering = agentById(snapshot.agentId);
  const transfer = answering?.transferConfig;
  const contacts = onCallContacts(transfer);

  // A saved call shows up in Recent Calls and the agent's history; its texts follow within seconds.
  const saved = snapshot.saveState === 'saved';
  useEffect(() => {
    if (!saved) return;
    void queryClient.invalidateQueries({ queryKey: ['calls'] });
    const timer = window.setTimeout(() => void queryClient.invalidateQueries({ queryKey: ['notifications'] }), 2_000);
    return () => window.clearTimeout(timer);
  }, [saved, queryClient]);

  function placeCall() {
    if (live) return;
    const to = toE164(dialled);
    if (!to) {
      setInputError(PHONE_MESSAGES.invalidNumber);
      return;
    }
    setInputError(null);
    dial(to, callerId.trim());
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/dashboard" fz="sm" c="dimmed">
        <Group gap={6}>
          <IconArrowLeft size={16} />
          Back to Dashboard
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="md" variant="light">
          <IconDeviceMobile size={26} />
        </ThemeIcon>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Phone simulator
          </Title>
          <Text c="dimmed" fz="sm">
            Call your AI employees&apos; numbers as a caller would. Calls are saved as Phone Test calls in Recent Calls.
          </Text>
        </div>
      </Group>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            <PhoneCard
              snapshot={snapshot}
              dialled={dialled}
              onDialledChange={(value) => {
                setDialled(value);
                setInputError(null);
              }}
              callerId={callerId}
              onCallerIdChange={setCallerId}
              calledName={calledName}
              onCall={placeCall}
              onHangUp={() => call?.hangUp()}
              onKey={(key) => call?.pressKey(key)}
            />
            {inputError && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" data-testid="phone-input-error">
                {inputError}
              </Alert>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">
            {call && live && snapshot.onCall?.status === 'ringing' && (
              <OnCallCard state={snapshot.onCall} contacts={contacts} from={snapshot.to} onAnswer={(answer) => call.answerOnCall(answer)} />
            )}
            {call && (
              <CallPanel
                snapshot={snapshot}
                agentName={answering?.customName ?? (snapshot.agentId ? 'Agent' : 'Phone line')}
                transferNumber={transfer?.enabled && transfer.transferNumber ? transfer.transferNumber : null}
                contacts={contacts}
                onSend={(text) => call.sendText(text)}
                onMute={(muted) => call.setMuted(muted)}
                onHangUp={() => call.hangUp()}
              />
            )}
            <SandboxNumbers
              numbers={numbers.data}
              loading={numbers.isLoading}
              error={numbers.error}
              onRetry={() => void numbers.refetch()}
              agentName={agentName}
              selected={target}
              disabled={live}
              onSelect={(phoneNumber) => {
                setDialled(cleanDialled(phoneNumber));
                setInputError(null);
              }}
            />
            <MessagesPanel />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
