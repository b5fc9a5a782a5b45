/**
 * The messages and vocabularies the contract fixes, apart from the schemas: no zod here, so the browser
 * bundle takes this module alone.
 */
import { WORK_ORDER_LIMITS } from '@landline/platform/workOrders';

// ------------------------------------------------------------------ the gateway itself
/** What the gateway answers for any request it cannot route, and for failures it does not explain. */
export const GATEWAY_MESSAGES = {
  notFound: 'Not found',
  signedOut: 'You must be signed in',
  sessionExpired: 'Your session has expired. Please sign in again.',
  unavailable: 'Service temporarily unavailable. Please try again.',
  internal: 'Internal server error',
  badRequest: 'Invalid request',
} as const;

/** The answer when a rate limit is reached (429). */
export const RATE_LIMIT_MESSAGES = {
  auth: 'Too many attempts. Please wait a minute and try again.',
  requests: 'Too many requests. Please try again later.',
  speech: 'Too many speech requests. Please try again later.',
  recordings: 'Too many recording uploads. Please try again later.',
} as const;

// ------------------------------------------------------------------ sign-in and the account
export const ACCOUNT_MESSAGES = {
  propertyCount: 'Property count must be a number of at least 1',
} as const;

/** What the owner types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'DELETE';

export const DELETE_ACCOUNT_MESSAGES = {
  confirmDelete: `Type ${DELETE_CONFIRMATION} to confirm deleting your account`,
} as const;

export const AUTH_PROVIDERS = ['embedded', 'keycloak'] as const;

export const INDUSTRIES = ['property_management', 'landlord'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Why a subscription is expired (billing's trial rule). */
export const EXPIRED_REASONS = ['trial_ended', 'minutes_used'] as const;

export type ExpiredReason = (typeof EXPIRED_REASONS)[number];

// ------------------------------------------------------------------ AI employees
export const CREATE_SIGNED_OUT = 'You must be logged in to create an AI employee';

/** How long each phone of the on-call ladder rings when the agent does not say. */
export const DEFAULT_RING_SECONDS = 20;

export const TEMPLATE_TYPES = ['maintenance', 'dispatch', 'collections', 'emergency', 'contractor', 'leasing', 'cleaning', 'security'] as const;

export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const AGENT_LANGUAGES = ['en', 'es'] as const;

export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

export const AFTER_HOURS = ['voicemail', 'emergency', 'limited', 'full'] as const;

export type AfterHoursBehaviour = (typeof AFTER_HOURS)[number];

export const VOICE_LANGUAGE_CODES = ['en-US', 'es-US'] as const;

export type VoiceLanguageCode = (typeof VOICE_LANGUAGE_CODES)[number];

// ------------------------------------------------------------------ billing
export const BILLING_MESSAGES = {
  badDays: 'days must be a whole number from 1 to 90',
} as const;

/** The answer to a test call while the subscription is expired: 402 Payment Required with this code. */
export const EXPIRED_STATUS = 402;

export const EXPIRED_CODE = 'subscription_expired';

// ------------------------------------------------------------------ the call log
export const BAD_QUERY = 'Invalid query parameter';

// ------------------------------------------------------------------ call records
export const CALL_MESSAGES = {
  badCallId: 'Invalid call id',
  missingAgent: 'agentId is required',
  badAudio: 'Invalid audio URL',
} as const;

/** The landing page's demo employees: their calls need no agent of the caller's. */
export const DEMO_EMPLOYEES = ['sarah', 'sofia', 'marcus', 'diego', 'emma', 'james'];

export const MAX_TRANSCRIPT = 2000;

export const MAX_TRANSFERS = 50;

/** A call id of this product: a letter or digit, then up to 127 letters, digits, dots, dashes or underscores. */
export const CALL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

// ------------------------------------------------------------------ live conversation
export const EXTRACTION_FAILED = 'Could not extract transfer details. Please state the name, address, and phone number clearly.';

export const CHAT_MESSAGES = {
  history: 'history must be a list of {role, content}',
  transcript: 'transcript must be a list of {role, text}',
} as const;

/** A message that asks for the greeting (with a carried-over history: the pick-up after a transfer). */
export const START_MESSAGE = '__START__';

// ------------------------------------------------------------------ notifications and webhooks
export const NOTIFICATION_MESSAGES = {
  badLimit: 'limit must be a whole number from 1 to 100',
  badCallId: 'Invalid call id',
} as const;

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'call'] as const;

export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const WEBHOOK_ROUTE_MESSAGES = {
  urlRequired: 'Webhook URL is required',
  urlTooLong: 'Webhook URL must be at most 2048 characters',
  urlScheme: 'Webhook URL must start with https://',
  enabled: 'enabled must be true or false',
  limit: 'limit must be a whole number from 1 to 100',
  cursor: 'cursor is not one this service gave',
  notObject: 'Send a JSON object with url and enabled',
} as const;

// ------------------------------------------------------------------ phone numbers and the sandbox line
export const SEARCH_SIGNED_OUT = 'You must be logged in to search phone numbers';

export const SANDBOX_DIAL_ANSWERS = ['accept', 'pass', 'no_answer'] as const;

export type SandboxDialAnswer = (typeof SANDBOX_DIAL_ANSWERS)[number];

// ------------------------------------------------------------------ recordings
export const MAX_RECORDING_BYTES = 50 * 1024 * 1024;

/** A landing-page demo call: minutes of opus audio are a few MB; a visitor gets no more than this. */
export const MAX_DEMO_RECORDING_BYTES = 10 * 1024 * 1024;

export const RECORDING_TYPES: readonly string[] = ['audio/webm', 'audio/mp4'];

export const RECORDING_MESSAGES = {
  badCallId: 'Invalid call id',
  badType: 'Recordings must be audio/webm or audio/mp4',
  empty: 'The recording is empty',
  tooLarge: 'The recording is too large (the limit is 50 MB)',
  demoTooLarge: 'The recording is too large (the limit is 10 MB)',
  notFound: 'Recording not found',
  badRange: 'Requested range not satisfiable',
} as const;

/**
 * The call ids a recording may be stored for: browser calls (`web-test-<employee>-<startTimeMs>`,
 * `web-demo-…`), and phone calls by their Twilio Call SID.
 */
export const WEB_CALL_ID = /^web-(test|demo)-([A-Za-z0-9._-]{1,80})-(\d{10,16})$/;

export const PHONE_CALL_ID = /^CA[0-9a-fA-F]{32}$/;

export const isRecordingCallId = (id: string) => WEB_CALL_ID.test(id) || PHONE_CALL_ID.test(id);

/** The path a call's recording is played from (owner's bearer, or a token in `?token=`). */
export const recordingPath = (callId: string) => `/api/recordings/${callId}`;

export const recordingUrl = (callId: string, token: string) => `${recordingPath(callId)}?token=${encodeURIComponent(token)}`;

/** An audio URL this product issued for this call (its path, any token dropped), else ''. */
export function ownRecordingPath(audioUrl: string, callId: string): string {
  if (!audioUrl) return '';
  try {
    const u = new URL(audioUrl, 'http://landline.invalid');
    return u.pathname === recordingPath(callId) ? u.pathname : '';
  } catch {
    return '';
  }
}

// ------------------------------------------------------------------ work orders
export const WORK_ORDER_ROUTE_MESSAGES = {
  callIdRequired: 'callId is required',
  badCallId: 'Invalid call id',
  badLimit: `limit must be a whole number from 1 to ${WORK_ORDER_LIMITS.page}`,
} as const;
