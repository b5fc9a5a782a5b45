import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Badge, Button, Card, Center, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBulb, IconCircleCheck, IconInfoCircle, IconMicrophone, IconMicrophoneOff, IconPhoneCall, IconPhoneOff } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAgent } from '../../api/queries';
import { ApiError, isNetworkError } from '../../api/errors';
import type { Agent } from '@landline/api';
import { CallEngine, type CallSetup } from '../../calls/CallEngine';
import { acceptsTurns } from '../../calls/callMachine';
import { TEST_INDICATOR_LABELS, testIndicatorOf, type TestIndicator } from '../../calls/constants';
import { useCallSnapshot, useDisposeOnUnmount } from '../../calls/useCallEngine';
import { ConversationView } from '../../calls/ui/ConversationView';
import { TypedTurnInput } from '../../calls/ui/TypedTurnInput';
import { LoadingScreen } from '../../components/LoadingScreen';
import { AgentAvatar } from '../agents/AgentAvatar';
import { LastTestCall, type EndedTestCall } from './LastTestCall';
import { AgentStatusBadge } from '../agents/AgentStatusBadge';
import { agentTemplateLabel, formatPhoneNumber, languageLabel } from '../agents/agentRules';

export const TEST_PAGE_MESSAGES = {
  notFound: 'Agent not found',
  failed: 'Failed to load AI employee',
} as const;

const TESTING_TIPS = [
  'Allow microphone access when your browser asks, and use headphones so the employee does not hear itself.',
  'Speak naturally, or type what a caller would say in the box under the conversation.',
  'Try a routine request: a leaking faucet, a broken appliance, a question about rent or parking.',
  'Try an emergency: flooding, a gas smell or no heat, and listen to how it is handled.',
  'Interrupt while the employee is talking to hear it stop and pick up again.',
  'Test calls are saved with their transcript and recording under Recent Calls on your dashboard.',
];

const INDICATOR_COLORS: Record<TestIndicator, string> = {
  idle: 'gray',
  connecting: 'gray',
  listening: 'teal',
  thinking: 'yellow',
  speaking: 'brand',
  ended: 'red',
};

/** The agent as a browser test call speaks to it (employee, language, agentId, custom configuration). */
export function testCallSetup(agent: Agent): CallSetup {
  const c = agent.customizations;
  return {
    signedIn: true,
    callName: agent.customName || c.agent.name || 'agent',
    agentId: agent.id,
    employee: (agent.template.name || agent.templateType || 'agent').toLowerCase(),
    agentName: agent.customName || c.agent.name || 'AI employee',
    language: agent.language === 'es' ? 'es' : 'en',
    voiceName: c.voiceSettings.name || undefined,
    speed: c.voiceSettings.speed || undefined,
    customConfig: {
      templateIndustry: agent.templateIndustry,
      templateType: agent.templateType,
      language: agent.language,
      customizations: c,
    },
  };
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" mt={2} data-testid={`detail-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {children}
      </Text>
    </div>
  );
}

function Indicator({ indicator }: { indicator: TestIndicator }) {
  return (
    <Group gap={8} wrap="nowrap" role="status" aria-live="polite" data-testid="test-indicator" data-indicator={indicator}>
      <span
        className="call-pulse"
        data-state={indicator === 'idle' || indicator === 'ended' ? undefined : indicator.toUpperCase()}
        style={{ ['--pulse-color' as string]: `var(--mantine-color-${INDICATOR_COLORS[indicator]}-6)` }}
      />
      <Badge color={INDICATOR_COLORS[indicator]} variant="light" size="lg" tt="none">
        {TEST_INDICATOR_LABELS[indicator]}
      </Badge>
    </Group>
  );
}

function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403);
  const network = isNetworkError(error);
  const title = network ? 'Unable to connect to server' : notFound ? TEST_PAGE_MESSAGES.notFound : TEST_PAGE_MESSAGES.failed;
  return (
    <Center mih="50vh" role="alert">
      <Stack align="center" gap="xs" maw={420} ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color={notFound ? 'orange' : 'red'}>
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {notFound ? 'This AI employee does not exist or is not yours to test.' : 'Please try again in a moment.'}
        </Text>
        <Group gap="sm" mt={4} justify="center">
          {!notFound && (
            <Button variant="light" onClick={onRetry}>
              Try again
            </Button>
          )}
          <Button component={Link} to="/dashboard" leftSection={<IconArrowLeft size={16} />}>
            Back to Dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}

function AgentDetails({ agent }: { agent: Agent }) {
  const c = agent.customizations;
  const number = agent.phoneNumber?.phoneNumber;
  return (
    <Card>
      <Group gap="md" wrap="nowrap" mb="md">
        <AgentAvatar agent={agent} size={56} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" truncate>
            {agent.customName}
          </Text>
          <Group gap={6}>
            <AgentStatusBadge status={agent.status} size="sm" />
            {number && (
              <Text fz="xs" c="dimmed" className="tabular">
                {formatPhoneNumber(number)}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
      <Stack gap="sm">
        <Detail label="Company">{c.company.name || '—'}</Detail>
        <Detail label="Template">{agentTemplateLabel(agent)}</Detail>
        <Detail label="Language">
          {languageLabel(agent.language)}
          {c.bilingual ? ' & Spanish' : ''}
        </Detail>
        <Detail label="Business hours">
          {c.schedule.businessHours.hours || '—'}
          {c.schedule.timezone ? ` (${c.schedule.timezone})` : ''}
        </Detail>
      </Stack>
    </Card>
  );
}

function TestingTips() {
  return (
    <Card>
      <Group gap="xs" mb="sm">
        <IconBulb size={18} color="var(--mantine-color-yellow-7)" />
        <Title order={2} fz="md">
          Testing tips
        </Title>
      </Group>
      <List spacing={8} size="sm" icon={<IconCircleCheck size={16} color="var(--mantine-color-teal-6)" />} data-testid="testing-tips">
        {TESTING_TIPS.map((tip) => (
          <List.Item key={tip}>{tip}</List.Item>
        ))}
      </List>
    </Card>
  );
}

/** /test/{agentId}: the owner talks to their AI employee in the browser before it answers real callers. */
export function TestCallPage() {
  const { agentId = '' } = useParams();
  const agent = useAgent(agentId);
  const [engine, setEngine] = useState<CallEngine | null>(null);
  const [lastCall, setLastCall] = useState<EndedTestCall | null>(null);
  const queryClient = useQueryClient();
  const snapshot = useCallSnapshot(engine);
  useDisposeOnUnmount(engine);

  if (!agent.data) {
    if (agent.error) return <LoadFailure error={agent.error} onRetry={() => void agent.refetch()} />;
    return <LoadingScreen label="Loading AI employee..." />;
  }
  const data = agent.data;
  const indicator = testIndicatorOf(snapshot.state);
  const inCall = engine !== null;

  function startCall() {
    const next = new CallEngine(testCallSetup(data));
    setLastCall(null);
    setEngine(next);
    void next.start();
  }

  /** End Call: hang up (the call is saved) and return to the start view, the conversation still shown. */
  function endCall() {
    if (!engine) return;
    engine.hangUp();
    const { callId, lines } = engine.getSnapshot();
    if (callId && engine.transcript().length > 0) {
      setLastCall({ id: callId, saved: false, lines: lines.map((line) => ({ ...line, streaming: false })) });
      void engine.save().then(() => {
        setLastCall((current) => (current?.id === callId ? { ...current, saved: true } : current));
        void queryClient.invalidateQueries({ queryKey: ['calls'] });
      });
    }
    setEngine(null);
  }

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`/dashboard/agents/${data.id}`} fz="sm" c="dimmed">
        <Group gap={6}>
          <IconArrowLeft size={16} />
          Back to {data.customName}
        </Group>
      </Anchor>
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="md" variant="light">
          <IconMicrophone size={26} />
        </ThemeIcon>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Test {data.customName}
          </Title>
          <Text c="dimmed" fz="sm">
            Talk to your AI employee right here in your browser, exactly as a caller would.
          </Text>
        </div>
      </Group>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AgentDetails agent={data} />
            <TestingTips />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card component="section" aria-label="Test call">
            <Group justify="space-between" mb="md" wrap="nowrap">
              <Title order={2} fz="lg">
                Test call
              </Title>
              <Indicator indicator={inCall ? indicator : 'idle'} />
            </Group>

            {!inCall ? (
              <Stack gap="lg">
                <Stack align="center" ta="center" gap="sm" py={lastCall ? 'md' : 'xl'}>
                  <ThemeIcon size={72} radius="xl" variant="light">
                    <IconPhoneCall size={36} />
                  </ThemeIcon>
                  <Text fw={600}>Ready when you are</Text>
                  <Text fz="sm" c="dimmed" maw={380}>
                    {data.customName} will answer in {languageLabel(data.language)} with the voice and settings you chose.
                  </Text>
                  <Button size="md" leftSection={<IconPhoneCall size={18} />} onClick={startCall} mt="xs">
                    Start Test Call
                  </Button>
                </Stack>
                {lastCall && <LastTestCall call={lastCall} agentName={data.customName} />}
              </Stack>
            ) : (
              <Stack gap="sm">
                {snapshot.notice && snapshot.state !== 'ENDED' && (
                  <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />} p="xs" data-testid="call-notice">
                    <Text fz="xs">{snapshot.notice}</Text>
                    <Text fz="xs" c="dimmed" mt={2}>
                      You can keep testing by typing below.
                    </Text>
                  </Alert>
                )}
                <ConversationView
                  items={snapshot.lines}
                  callerLabel="You"
                  agentLabel={data.customName}
                  height={380}
                  live
                  emptyText={
                    <Text fz="sm" c="dimmed" ta="center" py="xl">
                      {snapshot.state === 'CONNECTING'
                        ? 'Connecting...'
                        : snapshot.state === 'ENDED'
                          ? 'The call ended before anyone spoke.'
                          : `${data.customName} is picking up...`}
                    </Text>
                  }
                  interim={snapshot.interim}
                />
                {snapshot.error && (
                  <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
                    {snapshot.error}
                  </Alert>
                )}
                {snapshot.state !== 'ENDED' && (
                  <TypedTurnInput
                    enabled={acceptsTurns(snapshot.state)}
                    onSend={(text) => engine.sendText(text)}
                    placeholder={data.language === 'es' ? 'Escriba lo que diría un cliente…' : 'Type what a caller would say…'}
                  />
                )}
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  <Group gap={6} wrap="nowrap" c="dimmed">
                    {snapshot.speechInput ? <IconMicrophone size={16} /> : <IconMicrophoneOff size={16} />}
                    <Text fz="xs">
                      {snapshot.state === 'ENDED' ? 'The call has ended.' : snapshot.speechInput ? 'Speak, or type what a caller would say' : 'Type what a caller would say'}
                    </Text>
                  </Group>
                  <Button color="red" leftSection={<IconPhoneOff size={16} />} onClick={endCall}>
                    End Call
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
