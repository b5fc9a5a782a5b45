// Original file: proto/landline/conversation/v1/work_orders.proto

import type { WorkOrderSummary as _landline_conversation_v1_WorkOrderSummary, WorkOrderSummary__Output as _landline_conversation_v1_WorkOrderSummary__Output } from '../../../landline/conversation/v1/WorkOrderSummary';
import type { UrgencyCount as _landline_conversation_v1_UrgencyCount, UrgencyCount__Output as _landline_conversation_v1_UrgencyCount__Output } from '../../../landline/conversation/v1/UrgencyCount';

export interface ListWorkOrdersResponse {
  'workOrders'?: (_landline_conversation_v1_WorkOrderSummary)[];
  'counts'?: (_landline_conversation_v1_UrgencyCount)[];
  'totalCount'?: (number);
  'nextCursor'?: (string);
}

export interface ListWorkOrdersResponse__Output {
  'workOrders': (_landline_conversation_v1_WorkOrderSummary__Output)[];
  'counts': (_landline_conversation_v1_UrgencyCount__Output)[];
  'totalCount': (number);
  'nextCursor': (string);
}
