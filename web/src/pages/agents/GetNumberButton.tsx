import { Button } from '@mantine/core';
import { IconPhonePlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useAgents } from '../../api/queries';
import { NewAgentButton } from './agentLimit';

/** An agent without a number gets one on its own page; otherwise a number comes with a new agent. */
export function GetNumberButton() {
  const agents = useAgents();
  const withoutNumber = agents.data?.agents.find((agent) => !agent.phoneNumber?.phoneNumber);
  if (!withoutNumber) return <NewAgentButton label="Get a phone number" mt="sm" />;
  return (
    <Button component={Link} to={`/dashboard/agents/${withoutNumber.id}`} mt="sm" leftSection={<IconPhonePlus size={16} />}>
      Get a phone number
    </Button>
  );
}
