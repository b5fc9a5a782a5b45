// Original file: proto/landline/conversation/v1/conversation.proto


export interface TransferDetails {
  'clientName'?: (string);
  'address'?: (string);
  'phone'?: (string);
  'issueSummary'?: (string);
}

export interface TransferDetails__Output {
  'clientName': (string);
  'address': (string);
  'phone': (string);
  'issueSummary': (string);
}
