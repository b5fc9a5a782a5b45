import type { AfterHoursBehaviour, Agent, Industry, OfferedNumber, Template } from '@landline/api';
import {
  DEFAULT_AFTER_HOURS,
  DEFAULT_BUSINESS_HOURS,
  DEFAULT_FEATURES,
  defaultNotificationEmails,
  notificationPhonesOf,
  type FeatureToggles,
  type LanguageChoice,
} from '../agents/agentRules';
import type { VoiceGender } from '../agents/voiceRules';

/** The onboarding stepper. Company shows only for owners without agents yet. */
export const onboardingSteps = [
  { key: 'company', label: 'Company', description: 'Your business' },
  { key: 'template', label: 'Template', description: 'Choose an employee' },
  { key: 'phone', label: 'Phone', description: 'Get a number' },
  { key: 'customize', label: 'Customize', description: 'Voice & knowledge' },
  { key: 'test', label: 'Test', description: 'Try a call' },
] as const;

export type OnboardingStepKey = (typeof onboardingSteps)[number]['key'];
export type OnboardingStep = (typeof onboardingSteps)[number];

/** The steps an owner walks through, never none: returning owners with agents skip Company (the first). */
export function stepsFor(withCompany: boolean): readonly [OnboardingStep, ...OnboardingStep[]] {
  const [, ...afterCompany] = onboardingSteps;
  return withCompany ? onboardingSteps : afterCompany;
}

export interface CompanyData {
  companyName: string;
  industry: Industry;
  /** Optional; at least 1 when given. */
  propertyCount?: number;
  timezone: string;
}

/** The Phone step: a new number from a search, one the owner already holds, or none. Exclusive. */
export type PhoneChoice = { kind: 'new'; number: OfferedNumber } | { kind: 'existing'; number: OfferedNumber } | { kind: 'skip' };

export interface PhoneData {
  /** What is typed in the area-code field. */
  areaCode: string;
  /** The last area code searched (its results stay cached). */
  searchedAreaCode: string | null;
  choice: PhoneChoice | null;
}

export interface CustomizeData {
  agentName: string;
  companyName: string;
  language: LanguageChoice;
  voiceName: string;
  /** The gender of the voice the owner picked; null while the voice follows the agent's name. */
  voiceGender: VoiceGender | null;
  afterHours: AfterHoursBehaviour;
  businessHours: string;
  knowledgebase: string;
  features: FeatureToggles;
  transferEnabled: boolean;
  transferNumber: string;
  /** Recipients of email summaries: the owner's address unless changed. */
  notifyEmails: string[];
  /** Recipients of emergency texts; null: the default, the transfer number. */
  notifyPhones: string[] | null;
}

/** The emergency-text recipients of the Customize step: those chosen, else the transfer number when transfer is on. */
export function customizePhones(values: Pick<CustomizeData, 'notifyPhones' | 'transferEnabled' | 'transferNumber'>): string[] {
  return notificationPhonesOf(values.notifyPhones, values.transferEnabled ? values.transferNumber : '');
}

/** Data collected so far, kept per step so Back/Next never lose what was entered. */
export interface OnboardingData {
  company?: CompanyData;
  template?: Template;
  phone?: PhoneData;
  customize?: CustomizeData;
  /** Set once the AI employee exists; a retry after a later failure updates it instead of creating another. */
  agent?: Agent;
  /** The phone step is done: a number was attached, or the owner chose to go on without one. */
  phoneSettled?: boolean;
  /** The number attached to the agent, if any. */
  assignedNumber?: string | null;
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

/** The Customize step's starting values: the spec's defaults, and the company name and email from the profile. */
export function defaultCustomizeData(companyName: string, ownerEmail?: string | null): CustomizeData {
  return {
    agentName: '',
    companyName,
    language: 'en',
    voiceName: '',
    voiceGender: null,
    afterHours: DEFAULT_AFTER_HOURS,
    businessHours: DEFAULT_BUSINESS_HOURS,
    knowledgebase: '',
    features: { ...DEFAULT_FEATURES },
    transferEnabled: false,
    transferNumber: '',
    notifyEmails: defaultNotificationEmails(ownerEmail),
    notifyPhones: null,
  };
}

export const AREA_CODE_LENGTH = 3;

/** The area code is digits only, at most three. */
export function sanitizeAreaCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, AREA_CODE_LENGTH);
}
