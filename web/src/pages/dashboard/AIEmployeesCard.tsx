import { Button } from '@mantine/core';
import { IconPlus, IconRobot } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { DashboardCard } from './DashboardCard';
import { EmptyState } from './EmptyState';

/** The list of AI employees; until agents can be created it shows the empty state. */
export function AIEmployeesCard() {
  return (
    <DashboardCard
      title="AI Employees"
      action={
        <Button component={Link} to="/onboarding" size="xs" leftSection={<IconPlus size={14} />}>
          New
        </Button>
      }
    >
      <EmptyState
        icon={IconRobot}
        title="No AI Employees Yet"
        description="Get started by creating your first AI employee to handle calls."
      />
    </DashboardCard>
  );
}
