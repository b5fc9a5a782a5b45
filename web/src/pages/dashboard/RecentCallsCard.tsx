import { IconPhoneCall } from '@tabler/icons-react';
import { DashboardCard } from './DashboardCard';
import { EmptyState } from './EmptyState';

export function RecentCallsCard() {
  return (
    <DashboardCard title="Recent Calls">
      <EmptyState
        icon={IconPhoneCall}
        title="No Calls Yet"
        description="Calls answered by your AI employees will appear here with recordings and transcripts."
      />
    </DashboardCard>
  );
}
