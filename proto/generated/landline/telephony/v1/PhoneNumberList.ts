// Original file: proto/landline/telephony/v1/telephony.proto

import type { PhoneNumber as _landline_telephony_v1_PhoneNumber, PhoneNumber__Output as _landline_telephony_v1_PhoneNumber__Output } from '../../../landline/telephony/v1/PhoneNumber';

export interface PhoneNumberList {
  'numbers'?: (_landline_telephony_v1_PhoneNumber)[];
}

export interface PhoneNumberList__Output {
  'numbers': (_landline_telephony_v1_PhoneNumber__Output)[];
}
