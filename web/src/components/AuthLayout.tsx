import { Avatar, Box, Center, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { demoEmployees } from '../pages/landing/demoEmployees';

const benefits = [
  'Answers every tenant call, 24/7, in English and Spanish',
  'Logs maintenance requests and dispatches contractors',
  'Transfers true emergencies to your on-call team',
  'Every call recorded and transcribed for your review',
];

function BrandPanel() {
  return (
    <Box
      component="aside"
      aria-label="Why Landline"
      visibleFrom="md"
      p={48}
      style={{
        background: 'linear-gradient(150deg, #0b2a78 0%, #1c4cba 55%, #0f766e 130%)',
        color: 'white',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Stack justify="space-between" h="100%">
        <Logo inverted />
        <Stack gap="lg" maw={440}>
          <Title order={2} c="white" fz={32} lh={1.2}>
            Your property's phone line, answered by an AI employee that never sleeps.
          </Title>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="teal.4" c="dark.9">
                <IconCheck size={14} stroke={3} />
              </ThemeIcon>
            }
          >
            {benefits.map((benefit) => (
              <List.Item key={benefit}>
                <Text c="gray.1">{benefit}</Text>
              </List.Item>
            ))}
          </List>
        </Stack>
        <Stack gap="sm">
          <Group gap="sm">
            <Avatar.Group spacing="sm">
              {demoEmployees.map((employee) => (
                <Avatar key={employee.slug} src={employee.photo} alt={employee.name} radius="xl" size={40} style={{ borderColor: '#1c4cba' }} />
              ))}
            </Avatar.Group>
            <Text fz="sm" c="gray.2">
              {demoEmployees.map((employee) => employee.name).join(', ')}: ready to answer.
            </Text>
          </Group>
          <Text fz="sm" c="gray.4">
            7-day free trial · 1 AI employee · 60 call minutes included
          </Text>
        </Stack>
      </Stack>
    </Box>
  );
}

/** Split layout of the sign-in, sign-up and password pages. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} mih="100vh">
      <BrandPanel />
      <Center component="main" p={{ base: 'md', sm: 'xl' }} bg="#f7f8fc">
        <Stack w="100%" maw={440} gap="lg">
          <Group hiddenFrom="md" justify="center">
            <Logo />
          </Group>
          <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 36 }}>
            <Stack gap={4} mb="lg">
              <Title order={1} fz={26}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" fz="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Paper>
        </Stack>
      </Center>
    </SimpleGrid>
  );
}
