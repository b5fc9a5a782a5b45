// Original file: proto/landline/conversation/v1/work_orders.proto


export interface WorkOrderChange {
  'id'?: (string);
  'at'?: (string);
  'actor'?: (string);
  'kind'?: (string);
  'from'?: (string);
  'to'?: (string);
  'note'?: (string);
}

export interface WorkOrderChange__Output {
  'id': (string);
  'at': (string);
  'actor': (string);
  'kind': (string);
  'from': (string);
  'to': (string);
  'note': (string);
}
