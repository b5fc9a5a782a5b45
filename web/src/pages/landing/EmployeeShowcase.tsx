import { Badge, Box, Button, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconPhoneCall } from '@tabler/icons-react';
import type { DemoEmployee } from './demoEmployees';

/** One demo employee: portrait, title, description, features and the call button. */
export function EmployeeShowcase({ employee, reversed, onStartCall }: { employee: DemoEmployee; reversed: boolean; onStartCall: (employee: DemoEmployee) => void }) {
  return (
    <Box component="article" id={`employee-${employee.slug}`} data-anchor aria-labelledby={`employee-${employee.slug}-name`}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 28, md: 72 }} style={{ alignItems: 'center' }} className="employee-row" data-reversed={reversed || undefined}>
        <Box className="employee-photo">
          <img
            src={employee.photo}
            alt={`${employee.name}, ${employee.title}`}
            className="portrait-frame"
            style={{ marginInline: 'auto' }}
            width={420}
            height={420}
            loading="lazy"
          />
        </Box>
        <Stack gap="md" className="employee-copy">
          <Group gap="xs">
            <Badge color={employee.accent} variant="light" radius="sm">
              {employee.category}
            </Badge>
            <Badge color="gray" variant="outline" radius="sm">
              {employee.primaryLanguage === 'es' ? 'Español · English' : 'English · Español'}
            </Badge>
          </Group>
          <div>
            <Title order={3} fz={{ base: 28, md: 34 }} id={`employee-${employee.slug}-name`}>
              {employee.name}
            </Title>
            <Text fw={600} c={`${employee.accent}.7`} fz="lg">
              {employee.title}
            </Text>
          </div>
          <Text c="gray.7">{employee.description}</Text>
          <Stack gap={10} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {employee.features.map((feature) => (
              <Group key={feature} gap="sm" wrap="nowrap" component="li">
                <ThemeIcon size={22} radius="xl" variant="light" color={employee.accent}>
                  <IconCheck size={14} stroke={3} />
                </ThemeIcon>
                <Text fz="sm">{feature}</Text>
              </Group>
            ))}
          </Stack>
          <Button
            size="md"
            color={employee.accent}
            leftSection={<IconPhoneCall size={18} />}
            onClick={() => onStartCall(employee)}
            w={{ base: '100%', sm: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
          >
            Start a Call with {employee.name}
          </Button>
        </Stack>
      </SimpleGrid>
    </Box>
  );
}
