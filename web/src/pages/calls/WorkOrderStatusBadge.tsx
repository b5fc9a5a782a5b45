import { Badge } from '@mantine/core';
import { WORK_ORDER_STATUS_LABELS, type WorkOrderStatus } from '@landline/platform/workOrders';

const COLORS: Record<WorkOrderStatus, string> = { new: 'blue', assigned: 'violet', in_progress: 'yellow', done: 'teal', cancelled: 'gray' };

export function WorkOrderStatusBadge({ status }: { status: WorkOrderStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="work-order-status">
      {WORK_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
