import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconMicrophone, IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Agent } from '@landline/api';
import { AgentAvatar } from '../../agents/AgentAvatar';
import { AgentStatusBadge } from '../../agents/AgentStatusBadge';
import { agentTemplateLabel, formatPhoneNumber, languageLabel } from '../../agents/agentRules';
import { HowToCall } from '../../agents/practiceLine';

/** Step 5: test in the browser at /test/{agentId}, or call the assigned number (a practice number from the phone simulator). */
export function TestStep({ agent, assignedNumber, finishing, onFinish }: { agent?: Agent; assignedNumber?: string | null; finishing: boolean; onFinish: () => void }) {
  return (
    <Stack gap="lg">
      {agent && (
        <Group gap="md" wrap="nowrap">
          <AgentAvatar agent={agent} size={56} />
          <div>
            <Group gap="xs">
              <Text fw={700} fz="lg">
                {agent.customName}
              </Text>
              <AgentStatusBadge status={agent.status} />
            </Group>
            <Text fz="sm" c="dimmed">
              {agentTemplateLabel(agent)} · {languageLabel(agent.language)}
              {agent.customizations.bilingual ? ' & Spanish' : ''}
            </Text>
          </div>
        </Group>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm" h="100%">
            <ThemeIcon size={40} radius="md" variant="light">
              <IconMicrophone size={22} />
            </ThemeIcon>
            <Title order={3} fz="md">
              Test in your browser
            </Title>
            <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
              Talk to your AI employee with your microphone, just like a caller would.
            </Text>
            {agent ? (
              <Button component={Link} to={`/test/${agent.id}`} variant="light" leftSection={<IconMicrophone size={16} />}>
                Start Browser Test
              </Button>
            ) : (
              <Button variant="light" disabled leftSection={<IconMicrophone size={16} />}>
                Start Browser Test
              </Button>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="md" p="lg">
          <Stack gap="sm" h="100%">
            <ThemeIcon size={40} radius="md" variant="light" color="teal">
              <IconPhoneCall size={22} />
            </ThemeIcon>
            <Title order={3} fz="md">
              Call your AI employee
            </Title>
            {assignedNumber ? (
              <>
                <div style={{ flex: 1 }}>
                  <HowToCall number={assignedNumber} />
                </div>
                <Group gap="xs">
                  <Text fw={700} fz="xl" className="tabular" data-testid="assigned-number">
                    {formatPhoneNumber(assignedNumber)}
                  </Text>
                  <Badge variant="light" color="teal" radius="sm">
                    Assigned
                  </Badge>
                </Group>
              </>
            ) : (
              <Text fz="sm" c="dimmed" style={{ flex: 1 }} data-testid="assigned-number">
                No phone number was assigned to this AI employee. You can still test it in your browser.
              </Text>
            )}
          </Stack>
        </Card>
      </SimpleGrid>

      <Group justify="flex-end">
        <Button size="md" rightSection={<IconArrowRight size={18} />} onClick={onFinish} loading={finishing}>
          {agent ? 'Go to Dashboard' : 'Complete Setup'}
        </Button>
      </Group>
    </Stack>
  );
}
