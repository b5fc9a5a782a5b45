// Original file: proto/landline/conversation/v1/conversation.proto


export interface ServiceRequest {
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

export interface ServiceRequest__Output {
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
