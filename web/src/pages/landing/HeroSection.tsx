import { Avatar, Badge, Box, Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconPhoneCall } from '@tabler/icons-react';
import { AppLink } from '../../components/AppLink';
import { useAuth } from '../../auth/useAuth';

const highlights = ['Answers 24/7 in English and Spanish', 'Emergency transfers to your team', 'Recordings and transcripts of every call'];

function ChatBubble({ from, children }: { from: 'caller' | 'agent'; children: string }) {
  const isAgent = from === 'agent';
  return (
    <Group justify={isAgent ? 'flex-end' : 'flex-start'}>
      <Box
        px="md"
        py={10}
        maw="82%"
        style={{
          borderRadius: 16,
          borderBottomRightRadius: isAgent ? 4 : 16,
          borderBottomLeftRadius: isAgent ? 16 : 4,
          background: isAgent ? 'var(--mantine-color-brand-7)' : 'var(--mantine-color-gray-1)',
          color: isAgent ? 'white' : 'var(--mantine-color-dark-7)',
        }}
      >
        <Text fz="sm" lh={1.45}>
          {children}
        </Text>
      </Box>
    </Group>
  );
}

/** An illustrative (not live) call transcript with Sarah. */
function ExampleCallCard() {
  return (
    <Paper shadow="xl" p="lg" radius="xl" withBorder maw={440} w="100%" mx="auto" aria-label="Example call transcript">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <Avatar src="/employees/sarah.svg" size={46} radius="xl" alt="Sarah" />
          <div>
            <Text fw={700}>Sarah</Text>
            <Text fz="xs" c="dimmed">
              Maintenance Coordinator
            </Text>
          </div>
        </Group>
        <Badge color="teal" variant="light" leftSection={<IconPhoneCall size={12} />} style={{ flexShrink: 0 }}>
          Example
        </Badge>
      </Group>
      <Stack gap="xs">
        <ChatBubble from="caller">Hi, my kitchen sink is leaking under the cabinet.</ChatBubble>
        <ChatBubble from="agent">I'm sorry to hear that. Is water still leaking right now, and can you turn off the valve under the sink?</ChatBubble>
        <ChatBubble from="caller">It's slowing down. I turned the valve off.</ChatBubble>
        <ChatBubble from="agent">Great, that helps. What's your unit number and the best number to reach you? I'll get this to maintenance right away.</ChatBubble>
      </Stack>
    </Paper>
  );
}

export function HeroSection() {
  const { session } = useAuth();
  return (
    <Box id="home" data-anchor component="section" className="hero-gradient" py={{ base: 56, md: 96 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge size="lg" variant="light" radius="sm" w="fit-content">
              Now in beta · English &amp; Spanish
            </Badge>
            <Title order={1} fz={{ base: 36, sm: 48, lg: 56 }} lh={1.08} lts={-1}>
              AI employees that answer <span className="text-gradient">every tenant call</span>
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.7" maw={560}>
              Landline gives property managers and landlords voice AI employees that pick up around the clock, log maintenance requests, dispatch contractors and transfer real
              emergencies to your team.
            </Text>
            <Stack gap={8}>
              {highlights.map((highlight) => (
                <Group key={highlight} gap="sm" wrap="nowrap">
                  <ThemeIcon size={22} radius="xl" color="teal" variant="light">
                    <IconCheck size={14} stroke={3} />
                  </ThemeIcon>
                  <Text fz="sm" c="gray.8">
                    {highlight}
                  </Text>
                </Group>
              ))}
            </Stack>
            <Group gap="sm" mt="xs" className="hero-actions">
              <Button size="lg" component={AppLink} to="/#demo" rightSection={<IconArrowRight size={18} />}>
                Meet the AI employees
              </Button>
              {session ? (
                <Button size="lg" variant="default" component={AppLink} to="/dashboard">
                  Go to Dashboard
                </Button>
              ) : (
                <Button size="lg" variant="default" component={AppLink} to="/signup">
                  Start free trial
                </Button>
              )}
            </Group>
            <Text fz="xs" c="dimmed">
              7-day free trial with 1 AI employee and 60 call minutes. Phone costs covered during the trial.
            </Text>
          </Stack>
          <ExampleCallCard />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
