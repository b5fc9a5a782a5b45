// Original file: proto/landline/events/v1/events.proto


export interface WorkOrder {
  'tenantName'?: (string);
  'propertyAddress'?: (string);
  'unit'?: (string);
  'callbackPhone'?: (string);
  'issueSummary'?: (string);
  'category'?: (string);
  'urgency'?: (string);
  'permissionToEnter'?: (boolean);
  'pets'?: (string);
  'accessNotes'?: (string);
  'summary'?: (string);
  '_permissionToEnter'?: "permissionToEnter";
}

export interface WorkOrder__Output {
  'tenantName': (string);
  'propertyAddress': (string);
  'unit': (string);
  'callbackPhone': (string);
  'issueSummary': (string);
  'category': (string);
  'urgency': (string);
  'permissionToEnter'?: (boolean);
  'pets': (string);
  'accessNotes': (string);
  'summary': (string);
  '_permissionToEnter'?: "permissionToEnter";
}
