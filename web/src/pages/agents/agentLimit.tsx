import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAgents } from '../../api/queries';

export const PLAN_PATH = '/plan';

/** The spec's message when the plan's agents are all in use. */
function agentLimitMessage(maxAgents: number): string {
  return `Agent limit reached. Your plan allows ${maxAgents} AI employee(s). Please delete an existing agent or upgrade your plan.`;
}

/** The owner's agents against the plan's cap; `atLimit` is false until the list is known. */
function useAgentLimit() {
  const agents = useAgents();
  const list = agents.data;
  return {
    loaded: list !== undefined,
    atLimit: list !== undefined && list.agents.length >= list.maxAgents,
    maxAgents: list?.maxAgents ?? 1,
  };
}

function AgentLimitNotice({ maxAgents, children }: { maxAgents: number; children?: ReactNode }) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Plan limit reached" role="alert" data-testid="agent-limit">
      <Stack gap="xs">
        <Text fz="sm">{agentLimitMessage(maxAgents)}</Text>
        <Group gap="md">
          <Anchor component={Link} to={PLAN_PATH} fz="sm" fw={600}>
            See your plan and upgrade
          </Anchor>
          {children}
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * The way into the create wizard. At the plan's limit it shows the limit at once (with the plan page)
 * instead of letting the owner fill in three steps that cannot be saved.
 */
export function NewAgentButton({ label, ...props }: { label: string } & ButtonProps) {
  const limit = useAgentLimit();
  const [refused, setRefused] = useState(false);
  const icon = <IconPlus size={props.size === 'xs' ? 14 : 16} />;
  if (!limit.atLimit) {
    return (
      <Button component={Link} to="/onboarding" leftSection={icon} {...props}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button leftSection={icon} {...props} onClick={() => setRefused(true)}>
        {label}
      </Button>
      <Modal opened={refused} onClose={() => setRefused(false)} title="You cannot add another AI employee yet" centered>
        <AgentLimitNotice maxAgents={limit.maxAgents} />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setRefused(false)}>
            Close
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/** The create wizard's place when the plan has no room for another agent. */
export function AgentLimitPage({ maxAgents }: { maxAgents: number }) {
  return (
    <Stack gap="lg" maw={880} mx="auto">
      <Text component="h1" fz={{ base: 26, sm: 32 }} fw={700} m={0}>
        Create a new AI employee
      </Text>
      <AgentLimitNotice maxAgents={maxAgents}>
        <Anchor component={Link} to="/dashboard" fz="sm">
          Back to Dashboard
        </Anchor>
      </AgentLimitNotice>
    </Stack>
  );
}
