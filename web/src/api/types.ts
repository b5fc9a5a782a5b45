// Shapes returned by the Landline gateway (/api). Dates are ISO strings.

export type AuthProviderKind = 'embedded' | 'keycloak';

export interface KeycloakClientConfig {
  url: string;
  realm: string;
  clientId: string;
}

export interface AppConfig {
  auth: {
    provider: AuthProviderKind;
    google: boolean;
    keycloak?: KeycloakClientConfig;
  };
}

export interface AuthUser {
  userId?: string;
  id?: string;
  email?: string;
  displayName?: string | null;
  photoURL?: string | null;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string;
  /** Lifetime of the access token in seconds. */
  expiresIn: number;
  user?: AuthUser;
}

export type Industry = 'property_management' | 'landlord';

export interface Subscription {
  plan?: string;
  status?: string;
  startDate?: string | null;
  endDate?: string | { seconds: number } | { _seconds: number } | null;
  callMinutesIncluded?: number;
  callMinutesUsed?: number;
  maxAgents?: number;
  maxPhones?: number;
}

export interface UserProfile {
  userId: string;
  email: string;
  displayName?: string | null;
  companyName?: string | null;
  photoURL?: string | null;
  role?: string;
  onboardingCompleted?: boolean;
  createdAt?: string;
  lastLogin?: string;
  industry?: Industry | null;
  timezone?: string | null;
  propertyCount?: number | null;
  subscription?: Subscription | null;
}

export interface CompleteOnboardingRequest {
  companyName: string;
  industry: Industry;
  timezone: string;
  propertyCount?: number;
}

export interface WaitlistRequest {
  name: string;
  company: string;
  email: string;
  phone: string;
}
