// Original file: proto/landline/conversation/v1/work_orders.proto

import type { WorkOrderSummary as _landline_conversation_v1_WorkOrderSummary, WorkOrderSummary__Output as _landline_conversation_v1_WorkOrderSummary__Output } from '../../../landline/conversation/v1/WorkOrderSummary';
import type { WorkOrderChange as _landline_conversation_v1_WorkOrderChange, WorkOrderChange__Output as _landline_conversation_v1_WorkOrderChange__Output } from '../../../landline/conversation/v1/WorkOrderChange';

export interface WorkOrderDetail {
  'workOrder'?: (_landline_conversation_v1_WorkOrderSummary | null);
  'permissionToEnter'?: (boolean);
  'pets'?: (string);
  'accessNotes'?: (string);
  'summary'?: (string);
  'history'?: (_landline_conversation_v1_WorkOrderChange)[];
  '_permissionToEnter'?: "permissionToEnter";
}

export interface WorkOrderDetail__Output {
  'workOrder': (_landline_conversation_v1_WorkOrderSummary__Output | null);
  'permissionToEnter'?: (boolean);
  'pets': (string);
  'accessNotes': (string);
  'summary': (string);
  'history': (_landline_conversation_v1_WorkOrderChange__Output)[];
  '_permissionToEnter'?: "permissionToEnter";
}
