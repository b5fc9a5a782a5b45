import { VOICE_LOCALES } from '@landline/platform/voices';
import type { Template } from './templates';
import type { Notifications } from './notifications';
import type { OnCallContact } from './ladder';
import { PHONE_MESSAGES } from './phones';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The voice locale of each language. */
export const LOCALES: Record<Language, string> = VOICE_LOCALES;

export const AFTER_HOURS = ['voicemail', 'emergency', 'limited', 'full'] as const;
export type AfterHours = (typeof AFTER_HOURS)[number];

export const STATUSES = ['active', 'paused'] as const;
export type Status = (typeof STATUSES)[number] | 'deleted';

/** The plan's default agent allowance when the subscription does not say. */
export const DEFAULT_MAX_AGENTS = 1;

/**
 * Defaults of the create fallback. The after-hours behaviour is not given by
 * the spec: 'voicemail' (take a message; the prompts still handle emergencies at any hour).
 */
export const DEFAULTS = {
  language: 'en' as Language,
  timezone: 'America/Los_Angeles',
  businessHours: '9:00 AM - 5:00 PM',
  afterHours: 'voicemail' as AfterHours,
  voiceProvider: 'google',
  voiceSpeed: 1,
  features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
};

export const LIMITS = { customName: 100, agentName: 100, companyName: 200, address: 300, companyPhone: 40, businessHours: 200, knowledgebase: 20_000, voiceName: 100 };

export const MESSAGES = {
  notFound: 'AI employee not found',
  agentIdRequired: 'agentId is required',
  template: 'Please choose a template',
  context: 'Template context must be demo or all',
  employeeName: 'Employee name is required',
  agentName: 'Agent name is required',
  companyName: 'Company name is required',
  voiceCreate: 'Cannot create agent without a valid voice selection.',
  voiceUpdate: 'Cannot save: Please select a voice.',
  voiceLocale: 'Voice language must be en-US or es-US',
  voiceMismatch: 'The selected voice does not match the language. Please select a voice.',
  voiceUnknown: 'The selected voice is not available. Please select a voice.',
  voiceSpeed: 'Voice speed must be between 0.25 and 4',
  voiceGender: 'Voice gender must be MALE, FEMALE or NEUTRAL',
  voiceProvider: 'Voice provider is not valid',
  language: 'Language must be en, es or both',
  afterHours: 'After-hours behaviour must be voicemail, emergency, limited or full',
  status: 'Status must be active or paused',
  timezone: 'Please choose a valid timezone',
  ...PHONE_MESSAGES,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters)`,
  agentLimit: (max: number) => `Agent limit reached. Your plan allows ${max} AI employee(s). Please delete an existing agent or upgrade your plan.`,
} as const;

// ------------------------------------------------------------------ the agent's shape

export interface Customizations {
  company: { name: string; address: string; phone: string };
  agent: { name: string };
  schedule: { timezone: string; businessHours: { hours: string } };
  knowledgebase: string;
  voiceSettings: { provider: string; languageCode: string; name: string; naturalGender: string; speed: number };
  features: { callRecording: boolean; transcription: boolean; emailSummary: boolean; smsNotifications: boolean };
  afterHours: AfterHours;
  bilingual: boolean;
  notifications: Notifications;
}

export interface TransferConfig {
  enabled: boolean;
  transferNumber: string;
  /** Rung in order after the transfer number when nobody takes an emergency. */
  ladder: OnCallContact[];
  /** How long each of them rings. */
  ringSeconds: number;
}

/** An agent as the service hands it out (without the phone number: telephony owns it). */
export interface Agent {
  id: string;
  ownerId: string;
  customName: string;
  status: Status;
  language: Language;
  template: Template;
  templateType: string;
  templateIndustry: string;
  customizations: Customizations;
  transferConfig: TransferConfig;
  createdAt: string;
  updatedAt: string;
}

export interface Actor {
  userId: string;
  /** The signed-in owner's email: a new agent's default notification recipient. */
  email?: string;
}

/** Where the owner's plan allowance comes from (the identity service's subscription). */
export interface PlanLimits {
  maxAgents(ownerId: string): Promise<number>;
}
