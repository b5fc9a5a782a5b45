import { SEARCH_SIGNED_OUT } from '@landline/api/constants';
import { ApiError, NetworkError, SessionExpiredError } from '../../api/errors';
import { toDate } from '../../api/serverTime';
import type { AfterHoursBehaviour, Agent, AgentFeatures, AgentLanguage, OnCallContact, Template, VoiceLanguageCode } from '@landline/api';
import { agentGender, type VoiceGender } from './voiceRules';
import { PHONE_FORMAT_MESSAGE } from '@landline/platform/phone';
import { displayPhone, phoneKey, phoneProblem } from '../../components/phoneNumbers';

// ------------------------------------------------------------------ call transfer

export const TRANSFER_REQUIRED = 'Transfer number is required when call transfer is enabled';
export const TRANSFER_FORMAT = PHONE_FORMAT_MESSAGE;
export const TRANSFER_PREMIUM = 'Premium-rate numbers are not allowed for transfers';

/** Area codes after country code 1 that transfers may not dial (premium-rate and pay-per-call). */
export { PREMIUM_AREA_CODES } from '@landline/platform/phone';

/** The transfer number's error, checked live while typing and on submit; undefined when it is fine. */
export function validateTransferNumber(enabled: boolean, value: string): string | undefined {
  if (!enabled) return undefined;
  const number = value.trim();
  if (!number) return TRANSFER_REQUIRED;
  const problem = phoneProblem(number);
  if (problem === 'format') return TRANSFER_FORMAT;
  if (problem === 'premium') return TRANSFER_PREMIUM;
  return undefined;
}

// ------------------------------------------------------------------ on-call ladder (as the agent service checks it)

export const MAX_ON_CALL_CONTACTS = 5;
const ON_CALL_NAME_MAX = 60;
export const MIN_RING_SECONDS = 10;
export const MAX_RING_SECONDS = 60;
export const LADDER_HELP = 'If nobody answers the transfer number, these people are called in order. Each hears who is calling and presses 1 to take the call or 2 to pass.';
export const RING_TIME_HELP = 'How long each phone rings before the next one is tried.';
export const TOO_MANY_ON_CALL_CONTACTS = `At most ${MAX_ON_CALL_CONTACTS} on-call contacts are allowed`;
export const ON_CALL_DUPLICATE = 'On-call contacts must have different numbers';
export const RING_TIME_RANGE = `Ring time must be between ${MIN_RING_SECONDS} and ${MAX_RING_SECONDS} seconds`;
const onCallNameRequired = (n: number) => `On-call contact ${n} needs a name`;
const onCallNameTooLong = (n: number) => `On-call contact ${n}: Name is too long (at most ${ON_CALL_NAME_MAX} characters)`;
const onCallPhoneRequired = (n: number) => `On-call contact ${n} needs a phone number`;
const onCallPhoneFormat = (n: number) => `On-call contact ${n}: ${TRANSFER_FORMAT}`;
const onCallPhonePremium = (n: number) => `On-call contact ${n}: ${TRANSFER_PREMIUM}`;
const onCallTransferNumber = (n: number) => `On-call contact ${n} has the transfer number, which already rings first`;

export interface LadderRowErrors {
  name?: string;
  phone?: string;
}

const blankRow = (c: OnCallContact) => !c.name.trim() && !c.phone.trim();

/** The ladder sent: rows trimmed, phones in E.164 when they can be read, rows left entirely blank dropped. */
export function normalizeLadder(rows: readonly OnCallContact[]): OnCallContact[] {
  return rows.filter((c) => !blankRow(c)).map((c) => ({ name: c.name.trim(), phone: phoneKey(c.phone) }));
}

/** Each row's errors, numbered as the rows are shown; blank rows have none (they are not sent). */
export function ladderRowErrors(rows: readonly OnCallContact[], transferNumber: string): LadderRowErrors[] {
  const seen = new Set<string>();
  const transfer = phoneKey(transferNumber);
  return rows.map((row, i) => {
    const n = i + 1;
    if (blankRow(row)) return {};
    const errors: LadderRowErrors = {};
    const name = row.name.trim();
    const phone = row.phone.trim();
    if (!name) errors.name = onCallNameRequired(n);
    else if (name.length > ON_CALL_NAME_MAX) errors.name = onCallNameTooLong(n);
    const problem = phone ? phoneProblem(phone) : undefined;
    if (!phone) errors.phone = onCallPhoneRequired(n);
    else if (problem === 'format') errors.phone = onCallPhoneFormat(n);
    else if (problem === 'premium') errors.phone = onCallPhonePremium(n);
    else if (phoneKey(phone) === transfer) errors.phone = onCallTransferNumber(n);
    else if (seen.has(phoneKey(phone))) errors.phone = ON_CALL_DUPLICATE;
    if (phone) seen.add(phoneKey(phone));
    return errors;
  });
}

/** The ring time's error: a whole number of seconds from 10 to 60 ('' while the input is empty). */
export function validateRingSeconds(value: number | string): string | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_RING_SECONDS && value <= MAX_RING_SECONDS ? undefined : RING_TIME_RANGE;
}

/** The first problem of the ladder and ring time, in the order the form shows them; undefined when fine. */
export function validateLadder(rows: readonly OnCallContact[], transferNumber: string, ringSeconds: number | string): string | undefined {
  if (normalizeLadder(rows).length > MAX_ON_CALL_CONTACTS) return TOO_MANY_ON_CALL_CONTACTS;
  const rowError = ladderRowErrors(rows, transferNumber).find((e) => e.name || e.phone);
  return rowError?.name ?? rowError?.phone ?? validateRingSeconds(ringSeconds);
}

// ------------------------------------------------------------------ notification recipients (as the agent service checks them)

export const MAX_NOTIFICATION_EMAILS = 10;
export const MAX_NOTIFICATION_PHONES = 5;
export const NOTIFICATION_EMAILS_HELP = 'Email summaries go to these addresses.';
export const NOTIFICATION_PHONES_HELP = 'Emergency texts go to these numbers.';
const TOO_MANY_NOTIFICATION_EMAILS = `At most ${MAX_NOTIFICATION_EMAILS} notification email addresses are allowed`;
const TOO_MANY_NOTIFICATION_PHONES = `At most ${MAX_NOTIFICATION_PHONES} notification phone numbers are allowed`;

const shown = (value: string) => (value.length > 80 ? `${value.slice(0, 80)}…` : value);
const notificationEmailInvalid = (value: string) => `Notification email is not a valid email address: ${shown(value)}`;
const notificationPhoneFormat = (value: string) => `${TRANSFER_FORMAT}: ${shown(value)}`;
const notificationPhonePremium = (value: string) => `Premium-rate numbers are not allowed for notifications: ${shown(value)}`;

/** The email pattern the server's validator uses. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** Trimmed, lower-cased, without blanks or repeats. */
export const normalizeNotificationEmails = (emails: readonly string[]) => unique(emails.map((e) => e.trim().toLowerCase()));
/** As sent: in E.164 when they can be read (else as typed), without blanks or repeats. */
export const normalizeNotificationPhones = (phones: readonly string[]) => unique(phones.map(phoneKey));
/** As shown: the way people read them, one number once however it was typed. */
export const displayNotificationPhones = (phones: readonly string[]) => normalizeNotificationPhones(phones).map(displayPhone);

export function validateNotificationEmails(emails: readonly string[]): string | undefined {
  const list = normalizeNotificationEmails(emails);
  if (list.length > MAX_NOTIFICATION_EMAILS) return TOO_MANY_NOTIFICATION_EMAILS;
  const bad = list.find((e) => e.length > 254 || !EMAIL.test(e));
  return bad === undefined ? undefined : notificationEmailInvalid(bad);
}

export function validateNotificationPhones(phones: readonly string[]): string | undefined {
  const list = normalizeNotificationPhones(phones);
  if (list.length > MAX_NOTIFICATION_PHONES) return TOO_MANY_NOTIFICATION_PHONES;
  for (const phone of list) {
    const problem = phoneProblem(phone);
    if (problem === 'format') return notificationPhoneFormat(phone);
    if (problem === 'premium') return notificationPhonePremium(phone);
  }
  return undefined;
}

/** The phones a new agent gets when none are chosen: its transfer number, when it is one that can be texted. */
function defaultNotificationPhones(transferNumber: string): string[] {
  const number = transferNumber.trim();
  return number && !phoneProblem(number) ? [displayPhone(number)] : [];
}

/** The owner's address as the first email recipient, when it is one. */
export function defaultNotificationEmails(email: string | null | undefined): string[] {
  return normalizeNotificationEmails([email ?? '']).filter((e) => !validateNotificationEmails([e]));
}

/** The phones shown and sent: those chosen, else (null) the default of the transfer number the agent keeps. */
export function notificationPhonesOf(chosen: string[] | null, transferNumber: string): string[] {
  return chosen ?? defaultNotificationPhones(transferNumber);
}

/** Phones still at the default of the agent's transfer number ([that number]) keep following it. */
export function phonesFollowTransfer(phones: readonly string[], transferNumber: string): boolean {
  const defaults = defaultNotificationPhones(transferNumber);
  return (
    phones.length > 0 &&
    phones.length === defaults.length &&
    phones.every((p, i) => {
      const d = defaults[i];
      return d !== undefined && phoneKey(p) === phoneKey(d);
    })
  );
}

// ------------------------------------------------------------------ language

/** Onboarding offers English, Spanish or both; "both" is stored as language 'en' plus bilingual. */
export type LanguageChoice = 'en' | 'es' | 'both';

export const languageChoices: { value: LanguageChoice; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Spanish' },
  { value: 'both', label: 'English & Spanish' },
];

export function toAgentLanguage(choice: LanguageChoice): { language: AgentLanguage; bilingual: boolean } {
  return { language: choice === 'es' ? 'es' : 'en', bilingual: choice === 'both' };
}

export function languageChoiceOf(agent: Pick<Agent, 'language' | 'customizations'>): LanguageChoice {
  if (agent.customizations.bilingual) return 'both';
  return agent.language === 'es' ? 'es' : 'en';
}

/** Voices are listed per locale: en-US for English (and bilingual agents), es-US for Spanish. */
export function voiceLanguageCode(choice: LanguageChoice | AgentLanguage): VoiceLanguageCode {
  return choice === 'es' ? 'es-US' : 'en-US';
}

/** 'English' or 'Spanish', as the dashboard shows an agent's language. */
export function languageLabel(language: string | undefined): string {
  return language === 'es' ? 'Spanish' : 'English';
}

function voicesLanguageName(languageCode: VoiceLanguageCode): string {
  return languageCode === 'es-US' ? 'Spanish' : 'English';
}

// ------------------------------------------------------------------ voices

export const VOICES_FAILED = 'Failed to load voices. Please try again.';
export const VOICE_REQUIRED_FOR_CREATE = 'Cannot create agent without a valid voice selection.';
const SAVE_BLOCKED_VOICES_FAILED = 'Cannot save: Voice loading failed';
const SAVE_BLOCKED_NO_VOICE = 'Cannot save: Please select a voice.';

export { pickVoice, voiceLabel } from './voiceRules';

export function noVoicesMessage(languageCode: VoiceLanguageCode): string {
  return `No voices available for ${voicesLanguageName(languageCode)}`;
}

/** Why saving is blocked by the voice field, or null. While voices load the button is disabled without a hint. */
export function voiceSaveBlock(state: {
  loading: boolean;
  failed: boolean;
  voiceName: string | undefined;
}): { disabled: false; hint: null } | { disabled: true; hint: string | null } {
  if (state.loading) return { disabled: true, hint: null };
  if (state.failed) return { disabled: true, hint: SAVE_BLOCKED_VOICES_FAILED };
  if (!state.voiceName) return { disabled: true, hint: SAVE_BLOCKED_NO_VOICE };
  return { disabled: false, hint: null };
}

/** What the preview says, in the agent's language. */
export function previewText(language: AgentLanguage, agentName: string, companyName: string): string {
  const name = agentName.trim() || (language === 'es' ? 'su asistente virtual' : 'your virtual assistant');
  const company = companyName.trim() || (language === 'es' ? 'nuestra empresa' : 'our company');
  return language === 'es'
    ? `Gracias por llamar a ${company}, le atiende ${name}. ¿En qué le puedo ayudar?`
    : `Thank you for calling ${company}, this is ${name}. How can I help you today?`;
}

// ------------------------------------------------------------------ after hours, features, defaults

export const afterHoursOptions: { value: AfterHoursBehaviour; label: string; description: string }[] = [
  {
    value: 'voicemail',
    label: 'Take a message',
    description: 'Takes a detailed message and tells callers your team will call back during business hours.',
  },
  {
    value: 'emergency',
    label: 'Emergencies only',
    description: 'Handles emergencies right away (and transfers them when call transfer is on); everything else becomes a message.',
  },
  {
    value: 'limited',
    label: 'Limited help',
    description: 'Answers common questions and takes requests, but leaves scheduling and approvals to your team.',
  },
  {
    value: 'full',
    label: 'Full service',
    description: 'Handles every call exactly as it does during business hours, around the clock.',
  },
];

export function afterHoursLabel(value: string | undefined): string {
  return afterHoursOptions.find((option) => option.value === value)?.label ?? 'Take a message';
}

export const DEFAULT_BUSINESS_HOURS = '9:00 AM - 5:00 PM';
/** The create payload's time zone when the profile has none. */
export const CREATE_FALLBACK_TIMEZONE = 'America/Los_Angeles';
export const DEFAULT_AFTER_HOURS: AfterHoursBehaviour = 'voicemail';

export type FeatureToggles = Pick<AgentFeatures, 'callRecording' | 'transcription' | 'emailSummary' | 'smsNotifications'>;

/** Recording on, transcription on, email summaries off, SMS notifications off. */
export const DEFAULT_FEATURES: FeatureToggles = { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false };

export const featureOptions: { key: keyof FeatureToggles; label: string; description: string }[] = [
  { key: 'callRecording', label: 'Call recording', description: 'Keep a recording of every call in your dashboard.' },
  { key: 'transcription', label: 'Transcription', description: 'Turn every call into a searchable transcript.' },
  { key: 'emailSummary', label: 'Email summaries', description: 'Get a short summary by email after each call.' },
  { key: 'smsNotifications', label: 'SMS notifications', description: 'Get a text at once when a call is an emergency.' },
];

// ------------------------------------------------------------------ display

/** The gender of each template's own portrait; the other gender has its own picture (/avatars/maintenance-female.svg). */
const TEMPLATE_PORTRAIT_GENDERS: Readonly<Record<string, VoiceGender>> = {
  cleaning: 'FEMALE',
  collections: 'FEMALE',
  contractor: 'MALE',
  dispatch: 'FEMALE',
  emergency: 'MALE',
  leasing: 'FEMALE',
  maintenance: 'MALE',
  security: 'MALE',
};

/**
 * The picture chosen by the lower-cased template name (the template type), in the agent's gender:
 * /avatars/maintenance.svg, or /avatars/maintenance-female.svg for Sarah.
 */
export function agentAvatarUrl(agent: Pick<Agent, 'template' | 'templateType'> & Partial<Pick<Agent, 'customName' | 'customizations'>>): string | undefined {
  const name = (agent.template.name || agent.templateType || '').trim().toLowerCase();
  if (!name) return undefined;
  const portrait = Object.hasOwn(TEMPLATE_PORTRAIT_GENDERS, name) ? TEMPLATE_PORTRAIT_GENDERS[name] : undefined;
  const gender = agentGender(agent);
  const variant = portrait && gender && gender !== portrait ? `-${gender.toLowerCase()}` : '';
  return `/avatars/${encodeURIComponent(name)}${variant}.svg`;
}

export function templateAvatarUrl(template: Pick<Template, 'name' | 'avatarUrl'>): string {
  return template.avatarUrl || `/avatars/${encodeURIComponent(template.name.toLowerCase())}.svg`;
}

export function initialOf(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed ? trimmed.charAt(0).toUpperCase() : 'A';
}

/** The template title, else its type ("maintenance" → "Maintenance"). */
export function agentTemplateLabel(agent: Pick<Agent, 'template' | 'templateType'>): string {
  const title = agent.template.title.trim();
  if (title) return title;
  const type = agent.templateType || agent.template.type || agent.template.name || '';
  return type ? type.charAt(0).toUpperCase() + type.slice(1) : 'AI Employee';
}

export function statusColor(status: string | undefined): string {
  if (status === 'active') return 'teal';
  if (status === 'paused') return 'yellow';
  return 'gray';
}

/** +14155550100 → (415) 555-0100, +525512345678 → +52 55 1234 5678; what is no number as given. */
export const formatPhoneNumber = displayPhone;

/** Monthly price in dollars; $1.00 for new numbers and $5.00 for owned ones when the server gives none. */
export function formatMonthlyPrice(price: number | null | undefined, kind: 'new' | 'owned'): string {
  const value = typeof price === 'number' && Number.isFinite(price) ? price : kind === 'owned' ? 5 : 1;
  return `$${value.toFixed(2)}/mo`;
}

/** A date as "November 21, 2025"; a missing or unreadable date shows 'Invalid Date'. */
export function formatDate(value: string | null | undefined): string {
  const date = toDate(value);
  if (!date) return 'Invalid Date';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

// ------------------------------------------------------------------ error texts

export const CREATE_FAILED = 'Failed to create AI employee';
export const UPDATE_FAILED = 'Failed to update AI employee';
export const UPDATE_UNREACHABLE = 'Unable to save changes.';
const SEARCH_FAILED = 'Failed to search phone numbers';
export const SEARCH_EMPTY = 'No available numbers found for this area code. Try a different one.';
export const ASSIGNMENT_DECLINED = 'Phone number assignment failed. Please try again or contact support.';
export const PURCHASE_DECLINED = 'Phone number purchase failed. Please try again or contact support.';

/** The dashboard list's delete failure: the server's answer, else the request never got one. */
export function listDeleteErrorText(error: unknown): string {
  if (error instanceof ApiError) return `Failed to delete agent: ${error.serverMessage || 'Unknown error'}`;
  return 'Failed to delete agent. Please try again.';
}

/** The detail page's delete failure. */
export function detailDeleteErrorText(error: unknown): string {
  if (error instanceof ApiError) return `Failed to delete AI employee: ${error.serverMessage || 'Unknown error'}`;
  return 'Unable to delete AI employee. Please try again.';
}

export function searchErrorText(error: unknown): string {
  if (error instanceof SessionExpiredError || (error instanceof ApiError && error.status === 401)) return SEARCH_SIGNED_OUT;
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return SEARCH_FAILED;
}

function errorBody(error: unknown): { code?: unknown; details?: unknown; error?: unknown } {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') return error.body;
  return {};
}

/** Purchase refused by the trial's one-number limit: code 21404, or a detail saying trial accounts allow only one number. */
export function isTrialPhoneLimit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const body = errorBody(error);
  if (body.code === 21404 || body.code === '21404') return true;
  const details = typeof body.details === 'string' ? body.details : '';
  return /trial accounts?\b.*\bonly one\b/i.test(details);
}

/** The server's details for a phone failure, else its error, else nothing. */
export function phoneErrorDetail(error: unknown): string | undefined {
  const body = errorBody(error);
  if (typeof body.details === 'string' && body.details) return body.details;
  if (error instanceof NetworkError) return error.message;
  return error instanceof ApiError ? error.serverMessage : undefined;
}

export function isAgentLimit(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return errorBody(error).code === 'agent_limit' || /^Agent limit reached\./.test(error.serverMessage ?? '');
}
