import type { Industry } from '../../api/types';

/** The onboarding stepper (spec section 2). Later releases fill in the steps after Company. */
export const onboardingSteps = [
  { key: 'company', label: 'Company', description: 'Your business' },
  { key: 'template', label: 'Template', description: 'Choose an employee' },
  { key: 'phone', label: 'Phone', description: 'Get a number' },
  { key: 'customize', label: 'Customize', description: 'Voice & knowledge' },
  { key: 'test', label: 'Test', description: 'Try a call' },
] as const;

export type OnboardingStepKey = (typeof onboardingSteps)[number]['key'];

export interface CompanyData {
  companyName: string;
  industry: Industry;
  /** Optional; at least 1 when given. */
  propertyCount?: number;
  timezone: string;
}

/** Data collected so far, kept per step so Back/Next never lose what was entered. */
export interface OnboardingData {
  company?: CompanyData;
}

export const industryOptions: { value: Industry; label: string; description: string }[] = [
  { value: 'property_management', label: 'Property Management', description: 'You manage properties for owners' },
  { value: 'landlord', label: 'Landlord', description: 'You own and rent out your properties' },
];

export const DEFAULT_TIMEZONE = 'America/New_York';

export const timezoneOptions: { value: string; label: string }[] = [
  { value: 'America/New_York', label: 'Eastern Time (America/New_York)' },
  { value: 'America/Chicago', label: 'Central Time (America/Chicago)' },
  { value: 'America/Denver', label: 'Mountain Time (America/Denver)' },
  { value: 'America/Los_Angeles', label: 'Pacific Time (America/Los_Angeles)' },
  { value: 'America/Phoenix', label: 'Arizona Time (America/Phoenix)' },
  { value: 'America/Anchorage', label: 'Alaska Time (America/Anchorage)' },
  { value: 'Pacific/Honolulu', label: 'Hawaii Time (Pacific/Honolulu)' },
];
