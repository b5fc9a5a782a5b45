import type { ReactNode } from 'react';
import { Anchor, Card, Drawer, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconLifebuoy } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../config/site';

const SUPPORT_HOURS = 'Monday to Friday, 9:00 AM - 5:00 PM Eastern. We answer within one business day.';

function HelpTopic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text fw={600} fz="sm">
        {title}
      </Text>
      <Text fz="sm" c="dimmed" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** Support for a signed-in owner: how to reach us, and answers to the usual questions, without leaving the page. */
export function HelpPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const go = (to: string, label: string) => (
    <Anchor component={Link} to={to} onClick={onClose} fz="sm">
      {label}
    </Anchor>
  );
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={
        <Group gap="xs">
          <IconLifebuoy size={20} />
          <Title order={2} fz="lg">
            Help & support
          </Title>
        </Group>
      }
    >
      <Stack gap="lg" data-testid="help-panel">
        <Card withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={36} radius="md">
              <IconMail size={18} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} fz="sm">
                Contact us
              </Text>
              <Anchor href={`mailto:${SUPPORT_EMAIL}`} fz="sm">
                {SUPPORT_EMAIL}
              </Anchor>
              <Text fz="xs" c="dimmed">
                {SUPPORT_HOURS}
              </Text>
            </Stack>
          </Group>
        </Card>

        <Stack gap="md">
          <HelpTopic title="Give an AI employee a phone number">
            Open the AI employee from the {go('/dashboard', 'dashboard')} and choose Assign a number: search by area code or reuse a number you already have.
          </HelpTopic>
          <HelpTopic title="Try it before your callers do">
            Use Test in Browser on the AI employee's page, or call its number from the {go('/dashboard/phone', 'phone simulator')}.
          </HelpTopic>
          <HelpTopic title="Plan limits and upgrades">See what your plan includes and what you use on the {go('/plan', 'plan page')}, and ask us to upgrade from there.</HelpTopic>
          <HelpTopic title="Your account">Change your name, company, time zone or password on your {go('/profile', 'profile')}.</HelpTopic>
          <HelpTopic title="When you write to us">
            <List size="sm" spacing={2}>
              <List.Item>the AI employee's name</List.Item>
              <List.Item>the time of the call, if it is about a call</List.Item>
              <List.Item>what you expected and what happened</List.Item>
            </List>
          </HelpTopic>
        </Stack>
      </Stack>
    </Drawer>
  );
}
