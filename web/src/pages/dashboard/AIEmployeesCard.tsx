import { useState } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconMicrophone, IconPhone, IconRobot, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAgents, useDeleteAgent } from '../../api/queries';
import type { Agent } from '@landline/api';
import { notifyError, notifySuccess } from '../../components/notify';
import { AgentAvatar } from '../agents/AgentAvatar';
import { AgentStatusBadge } from '../agents/AgentStatusBadge';
import { DeleteAgentModal } from '../agents/DeleteAgentModal';
import { NewAgentButton } from '../agents/agentLimit';
import { agentTemplateLabel, formatPhoneNumber, languageLabel, listDeleteErrorText } from '../agents/agentRules';
import { CardLoadError } from './CardLoadError';
import { DashboardCard } from './DashboardCard';
import { EmptyState } from './EmptyState';

function AgentRow({ agent, onDelete }: { agent: Agent; onDelete: (agent: Agent) => void }) {
  const number = agent.phoneNumber?.phoneNumber;

  return (
    // The name's link stretches over the whole row (styles.css), so a click anywhere opens the detail page.
    <Box className="agent-row" data-testid="agent-row">
      <Group wrap="nowrap" gap="md" align="center">
        <AgentAvatar agent={agent} size={48} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Anchor component={Link} to={`/dashboard/agents/${agent.id}`} className="row-link" fw={700} c="dark" style={{ wordBreak: 'break-word' }}>
              {agent.customName}
            </Anchor>
            <AgentStatusBadge status={agent.status} size="sm" style={{ flexShrink: 0 }} />
          </Group>
          <Text fz="sm" c="dimmed" lh={1.35}>
            {agentTemplateLabel(agent)} · {languageLabel(agent.language)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <IconPhone size={13} color="var(--mantine-color-dimmed)" />
            <Text fz="xs" c={number ? undefined : 'dimmed'} className="tabular" data-testid="agent-phone">
              {number ? formatPhoneNumber(number) : 'Not assigned'}
            </Text>
          </Group>
        </Stack>
        <Group gap={6} wrap="nowrap" className="row-actions">
          <Button component={Link} to={`/test/${agent.id}`} size="xs" variant="light" leftSection={<IconMicrophone size={14} />} visibleFrom="xs">
            Test
          </Button>
          <Tooltip label="Test in browser" hiddenFrom="xs">
            <ActionIcon component={Link} to={`/test/${agent.id}`} variant="light" size="lg" aria-label="Test" hiddenFrom="xs">
              <IconMicrophone size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" size="lg" aria-label="Delete" onClick={() => onDelete(agent)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Box>
  );
}

/** The owner's AI employees: picture, name, status, template, language and number; Test, Delete and New. */
export function AIEmployeesCard() {
  const agents = useAgents();
  const deleteAgent = useDeleteAgent();
  const [pending, setPending] = useState<Agent | null>(null);

  function confirmDelete() {
    if (!pending) return;
    const agent = pending;
    deleteAgent.mutate(agent.id, {
      onSuccess: () => {
        setPending(null);
        notifySuccess(`${agent.customName} deleted successfully`);
      },
      onError: (error) => {
        setPending(null);
        notifyError(listDeleteErrorText(error));
      },
    });
  }

  let body;
  if (agents.isPending) {
    body = (
      <Stack gap="sm">
        <Skeleton h={72} radius="md" />
        <Skeleton h={72} radius="md" />
      </Stack>
    );
  } else if (agents.isError) {
    body = <CardLoadError query={agents} message="Failed to load AI employees" />;
  } else if (agents.data.agents.length === 0) {
    body = (
      <EmptyState
        icon={IconRobot}
        title="No AI Employees Yet"
        description="Get started by creating your first AI employee to handle calls."
        action={<NewAgentButton label="Create AI Employee" mt="sm" />}
      />
    );
  } else {
    body = (
      <Stack gap="xs">
        {agents.data.agents.map((agent) => (
          <AgentRow key={agent.id} agent={agent} onDelete={setPending} />
        ))}
        <Text fz="xs" c="dimmed" ta="right" mt={4}>
          {agents.data.agents.length} of {agents.data.maxAgents} AI {agents.data.maxAgents === 1 ? 'employee' : 'employees'} on your plan
        </Text>
      </Stack>
    );
  }

  return (
    <DashboardCard title="AI Employees" action={<NewAgentButton label="New" size="xs" />}>
      {body}
      <DeleteAgentModal
        opened={pending !== null}
        agentName={pending?.customName ?? ''}
        phoneNumber={pending?.phoneNumber?.phoneNumber}
        deleting={deleteAgent.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirmDelete}
      />
    </DashboardCard>
  );
}
