// Shapes returned by the Landline gateway (/api). Dates are ISO strings.

import type { ExpiredReason } from './billing';

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
  /** Present while expired: 'trial_ended' or 'minutes_used' (billing's trial rule). */
  expiredReason?: ExpiredReason | null;
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

// ---------------------------------------------------------------------------------------------
// AI employees, templates, voices and phone numbers (spec section 3).

export const TEMPLATE_TYPES = [
  'maintenance',
  'dispatch',
  'collections',
  'emergency',
  'contractor',
  'leasing',
  'cleaning',
  'security',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export type AgentLanguage = 'en' | 'es';
/** active answers calls, paused does not; anything else is shown as the server sends it. */
export type AgentStatus = 'active' | 'paused' | 'deleted' | (string & {});
export type AfterHoursBehaviour = 'voicemail' | 'emergency' | 'limited' | 'full';
export type VoiceLanguageCode = 'en-US' | 'es-US';

export interface Template {
  name: string;
  title: string;
  description: string;
  features: string[];
  avatarUrl?: string;
  industry: string;
  type: string;
  voiceId?: string;
  voiceIds?: Partial<Record<AgentLanguage, string>>;
  systemPrompts?: Partial<Record<AgentLanguage, string>>;
}

export interface VoiceSettings {
  provider: string;
  languageCode: string;
  name: string;
  naturalGender: string;
  speed: number;
}

export interface AgentFeatures {
  callRecording: boolean;
  transcription: boolean;
  emailSummary: boolean;
  smsNotifications: boolean;
}

/** Who hears of the agent's calls: email summaries go to the emails, emergency texts to the phones (E.164). */
export interface AgentNotifications {
  emails: string[];
  phones: string[];
}

export interface AgentCustomizations {
  company: { name: string; address?: string; phone?: string };
  agent: { name: string };
  schedule: { timezone: string; businessHours: { hours: string } };
  knowledgebase: string;
  voiceSettings: VoiceSettings;
  features: AgentFeatures;
  afterHours?: AfterHoursBehaviour | '';
  /** Onboarding's language "both": language 'en' and bilingual true. */
  bilingual?: boolean;
  notifications: AgentNotifications;
}

/** Someone rung after the transfer number when nobody takes an emergency. */
export interface OnCallContact {
  name: string;
  /** E.164. */
  phone: string;
}

export interface TransferConfig {
  enabled: boolean;
  transferNumber?: string;
  /** Rung in order after the transfer number (at most 5); left out of an update: unchanged, []: cleared. */
  ladder?: OnCallContact[];
  /** How long each phone rings (10-60 seconds; 20 unless set). */
  ringSeconds?: number;
}

export interface Agent {
  id: string;
  customName: string;
  status: AgentStatus;
  language: AgentLanguage;
  template?: Partial<Template> | null;
  templateType?: string;
  templateIndustry?: string;
  phoneNumber?: { id?: string; phoneNumber: string } | null;
  createdAt?: string | null;
  customizations?: Partial<AgentCustomizations> | null;
  transferConfig?: TransferConfig | null;
}

export interface ListAgentsResponse {
  agents?: Agent[];
  /** Older backends name the list this way. */
  aiemployees?: Agent[];
  subscription?: { maxAgents?: number; maxPhones?: number | null; plan?: string };
}

export interface CreateAgentRequest {
  templateIndustry: string;
  templateType: string;
  customName: string;
  language: AgentLanguage;
  customizations: AgentCustomizations;
  transferConfig?: TransferConfig;
}

export interface UpdateAgentRequest {
  agentId: string;
  customName: string;
  status: AgentStatus;
  language: AgentLanguage;
  customizations: Partial<AgentCustomizations>;
  /** transferNumber is sent only when enabled. */
  transferConfig: TransferConfig;
}

export interface Voice {
  name: string;
  displayName?: string;
  languageCode: string;
  naturalGender?: string;
}

export interface VoicesResponse {
  voices: Voice[];
  /** Which speech engine serves the voices: 'google' or the offline 'espeak-ng'. */
  engine?: string;
}

export interface TtsRequest {
  employee: string;
  language: AgentLanguage;
  text: string;
  provider: 'google';
  format: 'mp3';
  voiceName?: string;
  speed?: number;
}

export interface PhoneNumber {
  id: string;
  phoneNumber: string;
  friendlyName?: string;
  locality?: string;
  region?: string;
  monthlyPrice?: number | null;
  /** Numbers the owner holds: owned, or released from a deleted agent. Search results have none. */
  status?: 'owned' | 'released' | (string & {});
  agentId?: string | null;
  provider?: string;
}

export interface PurchasePhoneNumberRequest {
  phoneNumber: string;
  agentId: string;
  friendlyName: string;
}

export interface AssignPhoneNumberRequest {
  phoneNumberId: string;
  agentId: string;
}

// ---------------------------------------------------------------------------------------------
// Calls, transcripts and transfers (spec sections 3 and 7).

/** A time as the server may send it: ISO text, epoch milliseconds, or a seconds-style object. */
export type ServerTime = string | number | { seconds: number } | { _seconds: number } | null;

export type CallType = 'phone_customer' | 'phone_test' | 'web_test' | 'web_demo' | (string & {});
export type CallStatus = 'completed' | 'failed' | 'in-progress' | (string & {});

export interface TranscriptEntry {
  role: 'user' | 'model';
  text: string;
  timestamp: string | null;
}

export interface TransferDetails {
  clientName: string;
  address: string;
  phone: string;
  issueSummary: string;
}

export interface TransferEvent {
  type: 'incoming' | 'outgoing';
  from: string;
  to: string;
  timestamp: string | null;
  details: TransferDetails;
  reason?: 'emergency' | 'human' | '' | null;
}

/** The work order derived from a call's transcript (what property managers act on). */
export interface ServiceRequest {
  tenantName?: string;
  propertyAddress?: string;
  unit?: string;
  callbackPhone?: string;
  issueSummary?: string;
  category?: string;
  urgency?: 'life_safety' | 'emergency' | 'urgent' | 'routine' | (string & {});
  permissionToEnter?: boolean | null;
  pets?: string;
  accessNotes?: string;
  summary?: string;
}

export interface Call {
  id: string;
  callSource?: 'phone' | 'web' | (string & {});
  callType?: CallType;
  templateType?: string;
  status?: CallStatus | null;
  duration?: number | null;
  metrics?: { totalDuration?: number; transferCount?: number } | null;
  startTime?: ServerTime;
  endTime?: ServerTime;
  transfers?: TransferEvent[];
  transferCount?: number;
  from?: { phoneNumber?: string } | null;
  to?: { phoneNumber?: string } | null;
  callerNumber?: string;
  phoneNumber?: string;
  agentId?: string;
  agentName?: string;
  employee?: string | null;
  firstMessagePreview?: string;
  hasRecording?: boolean;
  recordingUrl?: string | null;
  messages?: { role: 'user' | 'assistant'; content: string; timestamp?: ServerTime }[];
  transcript?: { role: 'user' | 'model'; text: string; timestamp?: ServerTime }[];
  emergency?: boolean;
  language?: string;
  request?: ServiceRequest | null;
  /** The call log's tags (@landline/platform/callLog): urgency ('' when unrated) and outcomes. */
  urgency?: string;
  outcomes?: string[];
}

export interface RecentCallsResponse {
  calls: Call[];
  totalCount?: number;
  hasMore?: boolean;
  nextCursor?: string | null;
  /** The call log's first page: the template types of the owner's calls. */
  templateTypes?: string[];
}

/** The call record the browser saves after a web call (POST /saveWebTranscript). */
export interface SaveWebTranscriptRequest {
  callId: string;
  agentId: string;
  agentName: string;
  employee: string;
  transcript: TranscriptEntry[];
  transfers: TransferEvent[];
  startTime: string;
  endTime: string;
  audioUrl: string;
  tokenUsage: number;
  language: AgentLanguage;
  emergency?: boolean;
}

export interface ChatHistoryItem {
  role: 'assistant' | 'user';
  content: string;
}

/** POST /chat and /chat/stream. */
export interface ChatRequest {
  language: AgentLanguage;
  history: ChatHistoryItem[];
  message: string;
  agentId?: string;
  employee?: string;
  customConfig?: unknown;
  /** The caller spoke over the last reply; heardText is what they heard of it. */
  interrupted?: boolean;
  heardText?: string;
  callId?: string;
}

export type ChatEvent =
  | { type: 'transfer'; reason: 'emergency' | 'human' | string; details: TransferDetails; transferNumber: string; targetEmployee?: string }
  | { type: 'end'; reason: string };

export interface ChatResponse {
  text: string;
  usage?: { totalTokens?: number };
  events?: ChatEvent[];
  ignored?: boolean;
}
