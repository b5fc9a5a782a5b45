/** What a create or update request may send, applied onto stored values and validated whole. */
import { invalid, z } from '@landline/platform';
import { knownVoice } from '@landline/platform/voices';
import { applyNotifications, notificationsInput, notificationsProblem } from './notifications';
import { agentPhone, transferNumberProblem } from './phones';
import { applyLadder, DEFAULT_RING_SECONDS, ladderInput, ladderProblem, ringSecondsInput } from './ladder';
import {
  AFTER_HOURS,
  DEFAULTS,
  LANGUAGES,
  LIMITS,
  LOCALES,
  MESSAGES,
  STATUSES,
  type AfterHours,
  type Customizations,
  type Language,
  type Status,
  type TransferConfig,
} from './model';

const text = z.string().nullish();
const flag = z.boolean().nullish();
const customizationsInput = z
  .object({
    company: z.object({ name: text, address: text, phone: text }).nullish(),
    agent: z.object({ name: text }).nullish(),
    schedule: z.object({ timezone: text, businessHours: z.object({ hours: text }).nullish() }).nullish(),
    knowledgebase: text,
    voiceSettings: z.object({ provider: text, languageCode: text, name: text, naturalGender: text, speed: z.union([z.number(), z.nan()]).nullish() }).nullish(),
    features: z.object({ callRecording: flag, transcription: flag, emailSummary: flag, smsNotifications: flag }).nullish(),
    afterHours: text,
    bilingual: flag,
    notifications: notificationsInput,
  })
  .nullish();
const transferInput = z.object({ enabled: flag, transferNumber: text, ladder: ladderInput, ringSeconds: ringSecondsInput }).nullish();
export const patchInput = z.object({ customName: text, status: text, language: text, customizations: customizationsInput, transferConfig: transferInput });
// A new agent is always active: the status is not the creator's to choose.
export const createInput = patchInput.omit({ status: true }).extend({ templateIndustry: text, templateType: text });

type Patch = z.infer<typeof patchInput>;

export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw invalid(`${issue?.path.join('.') || 'request'} is not valid`);
}

/** The stored values an update starts from, or the defaults a create starts from. */
export interface State {
  customName: string;
  status: Status;
  language: Language;
  customizations: Customizations;
  transferConfig: TransferConfig;
}

export function defaults(): State {
  return {
    customName: '',
    status: 'active',
    language: DEFAULTS.language,
    customizations: {
      company: { name: '', address: '', phone: '' },
      agent: { name: '' },
      schedule: { timezone: DEFAULTS.timezone, businessHours: { hours: DEFAULTS.businessHours } },
      knowledgebase: '',
      voiceSettings: { provider: DEFAULTS.voiceProvider, languageCode: '', name: '', naturalGender: '', speed: DEFAULTS.voiceSpeed },
      features: { ...DEFAULTS.features },
      afterHours: DEFAULTS.afterHours,
      bilingual: false,
      notifications: { emails: [], phones: [] },
    },
    transferConfig: { enabled: false, transferNumber: '', ladder: [], ringSeconds: DEFAULT_RING_SECONDS },
  };
}

const pick = <T>(value: T | null | undefined, current: T): T => (value === undefined || value === null ? current : value);
const trimmed = (value: string | null | undefined, current: string) => (value === undefined || value === null ? current : value.trim());
/** The voice locale of a language as sent, which `validate` has not checked yet: none for an unknown one. */
const LOCALE_OF: Partial<Record<string, string>> = LOCALES;
const localeOfVoice = (name: string) => /^([a-z]{2,3}-[A-Z]{2})-/.exec(name)?.[1];

/**
 * The locale of the voice: as sent; else, for a newly chosen voice, the locale its name says (Google's
 * "es-US-…") or the agent's language; else the stored one, or the agent's language on create.
 */
function voiceLocale(sent: string, newVoice: string | undefined, stored: string, language: string): string {
  if (sent) return sent;
  if (newVoice !== undefined) return localeOfVoice(newVoice) ?? LOCALE_OF[language] ?? '';
  return stored || (LOCALE_OF[language] ?? '');
}

/**
 * Applies what the request sent onto a state; fields not sent keep their values. Values are only
 * normalised here (trimmed, 'both' spelled out, phones read into E.164); `validate` decides whether the
 * result is acceptable.
 */
export function apply(base: State, patch: Patch): State & { rawLanguage: string } {
  const c = patch.customizations ?? {};
  const b = base.customizations;
  const rawLanguage = trimmed(patch.language, base.language).toLowerCase();
  // Onboarding's "both" is English with Spanish as well.
  const both = rawLanguage === 'both';
  const language = (both ? 'en' : rawLanguage) as Language;
  const voice = c.voiceSettings ?? {};
  const voiceName = trimmed(voice.name, b.voiceSettings.name);
  const transferNumber = agentPhone(trimmed(patch.transferConfig?.transferNumber, base.transferConfig.transferNumber));
  const languageCode = voiceLocale(trimmed(voice.languageCode, ''), voice.name ? voiceName : undefined, b.voiceSettings.languageCode, language);
  return {
    rawLanguage,
    customName: trimmed(patch.customName, base.customName),
    status: trimmed(patch.status, base.status).toLowerCase() as Status,
    language,
    customizations: {
      company: {
        name: trimmed(c.company?.name, b.company.name),
        address: trimmed(c.company?.address, b.company.address),
        phone: trimmed(c.company?.phone, b.company.phone),
      },
      agent: { name: trimmed(c.agent?.name, b.agent.name) },
      schedule: {
        timezone: trimmed(c.schedule?.timezone, b.schedule.timezone) || DEFAULTS.timezone,
        businessHours: { hours: trimmed(c.schedule?.businessHours?.hours, b.schedule.businessHours.hours) || DEFAULTS.businessHours },
      },
      knowledgebase: trimmed(c.knowledgebase, b.knowledgebase),
      voiceSettings: {
        provider: (trimmed(voice.provider, b.voiceSettings.provider) || DEFAULTS.voiceProvider).toLowerCase(),
        languageCode,
        name: voiceName,
        naturalGender: trimmed(voice.naturalGender, b.voiceSettings.naturalGender).toUpperCase().replace('SSML_VOICE_GENDER_UNSPECIFIED', ''),
        speed: pick(voice.speed, b.voiceSettings.speed),
      },
      features: {
        callRecording: pick(c.features?.callRecording, b.features.callRecording),
        transcription: pick(c.features?.transcription, b.features.transcription),
        emailSummary: pick(c.features?.emailSummary, b.features.emailSummary),
        smsNotifications: pick(c.features?.smsNotifications, b.features.smsNotifications),
      },
      afterHours: trimmed(c.afterHours, b.afterHours).toLowerCase() as AfterHours,
      bilingual: both ? pick(c.bilingual, true) : pick(c.bilingual, b.bilingual),
      notifications: applyNotifications(b.notifications, c.notifications, { from: base.transferConfig.transferNumber, to: transferNumber }),
    },
    transferConfig: {
      enabled: pick(patch.transferConfig?.enabled, base.transferConfig.enabled),
      transferNumber,
      ladder: applyLadder(base.transferConfig.ladder, patch.transferConfig?.ladder),
      ringSeconds: pick(patch.transferConfig?.ringSeconds, base.transferConfig.ringSeconds),
    },
  };
}

function validTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The customize and edit rules, in the order the form shows its fields. Throws the first problem. */
/** `storedVoice`: the voice saved before (an update keeps a voice chosen when the catalogue was wider). */
export function validate(s: State & { rawLanguage: string }, mode: 'create' | 'update', storedVoice?: string): void {
  const c = s.customizations;
  const v = c.voiceSettings;
  const tooLong = (value: string, max: number, label: string) => {
    if (value.length > max) throw invalid(MESSAGES.tooLong(label, max));
  };
  if (mode === 'update' && !s.customName) throw invalid(MESSAGES.employeeName);
  tooLong(s.customName, LIMITS.customName, 'Employee name');
  if (!c.agent.name) throw invalid(MESSAGES.agentName);
  tooLong(c.agent.name, LIMITS.agentName, 'Agent name');
  if (!c.company.name) throw invalid(MESSAGES.companyName);
  tooLong(c.company.name, LIMITS.companyName, 'Company name');
  tooLong(c.company.address, LIMITS.address, 'Company address');
  tooLong(c.company.phone, LIMITS.companyPhone, 'Company phone');
  if (!v.name) throw invalid(mode === 'create' ? MESSAGES.voiceCreate : MESSAGES.voiceUpdate);
  tooLong(v.name, LIMITS.voiceName, 'Voice name');
  // A voice the phone line cannot speak would drop every call: refused here, never when a tenant calls.
  if (v.name !== storedVoice && !knownVoice(v.name)) throw invalid(mode === 'create' ? MESSAGES.voiceCreate : MESSAGES.voiceUnknown);
  if (!(LANGUAGES as readonly string[]).includes(s.rawLanguage) && s.rawLanguage !== 'both') throw invalid(MESSAGES.language);
  if (!Object.values(LOCALES).includes(v.languageCode)) throw invalid(MESSAGES.voiceLocale);
  const voiceLocale = localeOfVoice(v.name);
  const allowed = c.bilingual ? Object.values(LOCALES) : [LOCALES[s.language]];
  if (!allowed.includes(v.languageCode) || (voiceLocale && voiceLocale !== v.languageCode)) throw invalid(MESSAGES.voiceMismatch);
  if (!Number.isFinite(v.speed) || v.speed < 0.25 || v.speed > 4) throw invalid(MESSAGES.voiceSpeed);
  if (!['', 'MALE', 'FEMALE', 'NEUTRAL'].includes(v.naturalGender)) throw invalid(MESSAGES.voiceGender);
  if (!/^[a-z0-9][a-z0-9._-]{0,39}$/.test(v.provider)) throw invalid(MESSAGES.voiceProvider);
  if (!(AFTER_HOURS as readonly string[]).includes(c.afterHours)) throw invalid(MESSAGES.afterHours);
  tooLong(c.schedule.businessHours.hours, LIMITS.businessHours, 'Business hours');
  if (!validTimezone(c.schedule.timezone)) throw invalid(MESSAGES.timezone);
  tooLong(c.knowledgebase, LIMITS.knowledgebase, 'Knowledge base');
  if (!(STATUSES as readonly string[]).includes(s.status)) throw invalid(MESSAGES.status);
  if (s.transferConfig.enabled) {
    const problem = transferNumberProblem(s.transferConfig.transferNumber);
    if (problem) throw invalid(problem);
  }
  const onCallProblem = ladderProblem(s.transferConfig);
  if (onCallProblem) throw invalid(onCallProblem);
  const notificationProblem = notificationsProblem(c.notifications);
  if (notificationProblem) throw invalid(notificationProblem);
}
