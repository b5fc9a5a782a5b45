import { Badge, Box, Chip, Container, Group, Stack, Text, Title } from '@mantine/core';
import { demoCategories, demoEmployees, type DemoEmployee } from './demoEmployees';
import { EmployeeShowcase } from './EmployeeShowcase';

/** The category filter is shown but not functional yet (spec: labelled 'Coming Soon'). */
function CategoryFilter() {
  return (
    <Group gap={8} justify="center" wrap="wrap" role="group" aria-label="Category filter (Coming Soon)" title="Filtering by category is coming soon" maw={640}>
      {demoCategories.map((category) => (
        <Chip key={category} checked={category === 'All'} disabled size="sm" variant="outline" readOnly>
          {category}
        </Chip>
      ))}
      <Badge color="gray" variant="light" size="lg" radius="sm">
        Coming Soon
      </Badge>
    </Group>
  );
}

export function EmployeesSection({ onStartCall }: { onStartCall: (employee: DemoEmployee) => void }) {
  return (
    <Box component="section" id="demo" data-anchor py={{ base: 64, md: 96 }}>
      <Container size="xl">
        <Stack align="center" gap="md" mb={{ base: 40, md: 64 }} ta="center">
          <Badge variant="light" size="lg" radius="sm">
            Live demos
          </Badge>
          <Title order={2} fz={{ base: 30, md: 40 }} lts={-0.5}>
            Meet Our AI Employees
          </Title>
          <Text c="dimmed" maw={620} fz={{ base: 'sm', sm: 'md' }}>
            Each employee is trained for one job on your phone line. Pick one, choose English or Spanish, and hear how they handle a real call.
          </Text>
          <CategoryFilter />
        </Stack>
        <Stack gap={80}>
          {demoEmployees.map((employee, index) => (
            <EmployeeShowcase key={employee.slug} employee={employee} reversed={index % 2 === 1} onStartCall={onStartCall} />
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
