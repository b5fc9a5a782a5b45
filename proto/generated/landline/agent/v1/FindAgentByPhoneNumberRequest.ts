// Original file: proto/landline/agent/v1/agent.proto


export interface FindAgentByPhoneNumberRequest {
  'phoneNumber'?: (string);
}

export interface FindAgentByPhoneNumberRequest__Output {
  'phoneNumber': (string);
}
