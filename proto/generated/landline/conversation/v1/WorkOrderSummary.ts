// Original file: proto/landline/conversation/v1/work_orders.proto


export interface WorkOrderSummary {
  'callId'?: (string);
  'status'?: (string);
  'assignee'?: (string);
  'urgency'?: (string);
  'category'?: (string);
  'tenantName'?: (string);
  'propertyAddress'?: (string);
  'unit'?: (string);
  'callbackPhone'?: (string);
  'issueSummary'?: (string);
  'agentId'?: (string);
  'agentName'?: (string);
  'callType'?: (string);
  'language'?: (string);
  'startedAt'?: (string);
  'updatedAt'?: (string);
  'notes'?: (number);
}

export interface WorkOrderSummary__Output {
  'callId': (string);
  'status': (string);
  'assignee': (string);
  'urgency': (string);
  'category': (string);
  'tenantName': (string);
  'propertyAddress': (string);
  'unit': (string);
  'callbackPhone': (string);
  'issueSummary': (string);
  'agentId': (string);
  'agentName': (string);
  'callType': (string);
  'language': (string);
  'startedAt': (string);
  'updatedAt': (string);
  'notes': (number);
}
