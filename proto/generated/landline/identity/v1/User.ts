// Original file: proto/landline/identity/v1/identity.proto

import type { Subscription as _landline_identity_v1_Subscription, Subscription__Output as _landline_identity_v1_Subscription__Output } from '../../../landline/identity/v1/Subscription';

export interface User {
  'userId'?: (string);
  'email'?: (string);
  'displayName'?: (string);
  'companyName'?: (string);
  'photoUrl'?: (string);
  'role'?: (string);
  'subscription'?: (_landline_identity_v1_Subscription | null);
  'onboardingCompleted'?: (boolean);
  'createdAt'?: (string);
  'lastLogin'?: (string);
  'industry'?: (string);
  'timezone'?: (string);
  'propertyCount'?: (number);
  '_propertyCount'?: "propertyCount";
}

export interface User__Output {
  'userId': (string);
  'email': (string);
  'displayName': (string);
  'companyName': (string);
  'photoUrl': (string);
  'role': (string);
  'subscription': (_landline_identity_v1_Subscription__Output | null);
  'onboardingCompleted': (boolean);
  'createdAt': (string);
  'lastLogin': (string);
  'industry': (string);
  'timezone': (string);
  'propertyCount'?: (number);
  '_propertyCount'?: "propertyCount";
}
