import { useState, type ReactNode } from 'react';
import { Anchor, Badge, Breadcrumbs, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar, IconEdit, IconMicrophone, IconPhone, IconPhoneCall, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAgent, useDeleteAgent, useVoices } from '../../api/queries';
import type { Agent } from '@landline/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { AgentCallHistory, useAgentTotalCalls } from './AgentCallHistory';
import { AgentAvatar } from './AgentAvatar';
import { AgentStatusBadge } from './AgentStatusBadge';
import { AgentStatusToggle } from './AgentStatusToggle';
import { AgentNumberActions } from './AgentNumberCard';
import { DeleteAgentModal } from './DeleteAgentModal';
import { simulatorPath, usePracticeLine } from './practiceLine';
import { AgentLoadState } from './agentPageState';
import {
  afterHoursLabel,
  agentTemplateLabel,
  detailDeleteErrorText,
  featureOptions,
  formatDate,
  formatPhoneNumber,
  languageLabel,
  voiceLabel,
  voiceLanguageCode,
} from './agentRules';

function Stat({ icon: Icon, label, value, testId, action }: { icon: typeof IconPhone; label: string; value: ReactNode; testId: string; action?: ReactNode }) {
  return (
    <Card>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light">
          <Icon size={22} />
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {label}
          </Text>
          <Text fw={700} fz="lg" data-testid={testId} truncate>
            {value}
          </Text>
          {action}
        </div>
      </Group>
    </Card>
  );
}

/** A practice (sandbox) number is called from the phone simulator; a real one from any phone. */
function PhoneAction({ number }: { number: string }) {
  const practice = usePracticeLine(number);
  return (
    <Stack gap={2}>
      {practice && (
        <Text fz="xs" c="dimmed" data-testid="practice-line">
          Practice line: real phones cannot reach it yet.
        </Text>
      )}
      {practice === false && (
        <Text fz="xs" c="dimmed" data-testid="real-line">
          Call it from any phone.
        </Text>
      )}
      <Anchor component={Link} to={simulatorPath(number)} fz="sm">
        Call this number
      </Anchor>
    </Stack>
  );
}

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" component="div" mt={2}>
        {children}
      </Text>
    </div>
  );
}

function SettingsCard({ agent }: { agent: Agent }) {
  const c = agent.customizations;
  const voices = useVoices(voiceLanguageCode(agent.language));
  const voice = voices.data?.voices.find((candidate) => candidate.name === c.voiceSettings.name);
  const features = featureOptions.filter((option) => c.features[option.key]);
  const transfer = agent.transferConfig;
  return (
    <Card>
      <Title order={2} fz="lg" mb="md">
        Settings
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Setting label="Company">{c.company.name || '—'}</Setting>
        <Setting label="Agent name">{c.agent.name || agent.customName}</Setting>
        <Setting label="Voice">{voice ? voiceLabel(voice) : c.voiceSettings.name || '—'}</Setting>
        <Setting label="Business hours">{c.schedule.businessHours.hours || '—'}</Setting>
        <Setting label="After hours">{afterHoursLabel(c.afterHours || undefined)}</Setting>
        <Setting label="Call transfer">{transfer.enabled && transfer.transferNumber ? `To ${formatPhoneNumber(transfer.transferNumber)}` : 'Off'}</Setting>
        <Setting label="Features">
          {features.length > 0 ? (
            <Group gap={6} mt={2}>
              {features.map((feature) => (
                <Badge key={feature.key} variant="light" color="gray" radius="sm">
                  {feature.label}
                </Badge>
              ))}
            </Group>
          ) : (
            'None'
          )}
        </Setting>
        <Setting label="Knowledge base">
          <Text fz="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
            {c.knowledgebase.trim() || 'Nothing added yet.'}
          </Text>
        </Setting>
      </SimpleGrid>
    </Card>
  );
}

/** /dashboard/agents/{id}: header, actions, number, calls, created date, settings and call history. */
export function AgentDetailPage() {
  const { id = '' } = useParams();
  const agent = useAgent(id);
  const deleteAgent = useDeleteAgent();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const totalCalls = useAgentTotalCalls(id);

  if (!agent.data) {
    return <AgentLoadState error={agent.error} onRetry={() => void agent.refetch()} retrying={agent.isFetching} />;
  }
  const data = agent.data;
  const number = data.phoneNumber?.phoneNumber;

  function confirmDelete() {
    deleteAgent.mutate(data.id, {
      onSuccess: () => {
        notifySuccess(`${data.customName} deleted successfully`);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(detailDeleteErrorText(error));
      },
    });
  }

  return (
    <Stack gap="lg">
      <Breadcrumbs separatorMargin={6} fz="sm">
        <Anchor component={Link} to="/dashboard" fz="sm">
          Dashboard
        </Anchor>
        <Text fz="sm" c="dimmed">
          AI Employees
        </Text>
        <Text fz="sm" c="dimmed" truncate maw={220}>
          {data.customName}
        </Text>
      </Breadcrumbs>

      <Card>
        <Group justify="space-between" align="flex-start" gap="lg">
          <Group gap="md" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
            <AgentAvatar agent={data} size={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 24, sm: 30 }} lh={1.2}>
                {data.customName}
              </Title>
              <Text c="dimmed">{agentTemplateLabel(data)}</Text>
              <Group gap={6}>
                <AgentStatusBadge status={data.status} />
                <Badge variant="outline" color="gray" radius="sm">
                  {languageLabel(data.language)}
                  {data.customizations.bilingual ? ' & Spanish' : ''}
                </Badge>
              </Group>
            </Stack>
          </Group>
          <Group gap="sm">
            <Button component={Link} to={`/test/${data.id}`} leftSection={<IconMicrophone size={16} />}>
              Test in Browser
            </Button>
            <Button component={Link} to={`/dashboard/agents/${data.id}/edit`} variant="default" leftSection={<IconEdit size={16} />}>
              Edit
            </Button>
            {(data.status === 'active' || data.status === 'paused') && <AgentStatusToggle agent={data} status={data.status} />}
            <Button variant="light" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
              Delete
            </Button>
          </Group>
        </Group>
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stat
          icon={IconPhone}
          label="Phone number"
          value={number ? formatPhoneNumber(number) : 'Not assigned'}
          testId="agent-phone"
          action={
            <>
              {number && <PhoneAction number={number} />}
              <AgentNumberActions agent={data} />
            </>
          }
        />
        <Stat icon={IconPhoneCall} label="Total calls" value={totalCalls} testId="agent-total-calls" />
        <Stat icon={IconCalendar} label="Created" value={formatDate(data.createdAt)} testId="agent-created" />
      </SimpleGrid>

      <SettingsCard agent={data} />

      <AgentCallHistory agentId={data.id} agentName={data.customName} />

      <DeleteAgentModal
        opened={confirming}
        agentName={data.customName}
        phoneNumber={number}
        deleting={deleteAgent.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
