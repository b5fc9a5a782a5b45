// Original file: proto/landline/agent/v1/agent.proto


export interface Features {
  'callRecording'?: (boolean);
  'transcription'?: (boolean);
  'emailSummary'?: (boolean);
  'smsNotifications'?: (boolean);
  '_callRecording'?: "callRecording";
  '_transcription'?: "transcription";
  '_emailSummary'?: "emailSummary";
  '_smsNotifications'?: "smsNotifications";
}

export interface Features__Output {
  'callRecording'?: (boolean);
  'transcription'?: (boolean);
  'emailSummary'?: (boolean);
  'smsNotifications'?: (boolean);
  '_callRecording'?: "callRecording";
  '_transcription'?: "transcription";
  '_emailSummary'?: "emailSummary";
  '_smsNotifications'?: "smsNotifications";
}
