// Original file: proto/landline/events/v1/events.proto


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
