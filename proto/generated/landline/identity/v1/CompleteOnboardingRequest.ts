// Original file: proto/landline/identity/v1/identity.proto

import type { Actor as _landline_common_v1_Actor, Actor__Output as _landline_common_v1_Actor__Output } from '../../../landline/common/v1/Actor';

export interface CompleteOnboardingRequest {
  'actor'?: (_landline_common_v1_Actor | null);
  'companyName'?: (string);
  'industry'?: (string);
  'timezone'?: (string);
  'propertyCount'?: (number);
  '_propertyCount'?: "propertyCount";
}

export interface CompleteOnboardingRequest__Output {
  'actor': (_landline_common_v1_Actor__Output | null);
  'companyName': (string);
  'industry': (string);
  'timezone': (string);
  'propertyCount'?: (number);
  '_propertyCount'?: "propertyCount";
}
