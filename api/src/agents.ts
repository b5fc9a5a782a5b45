/** Templates and AI employees: what is sent to create or change one, and how one is shown. */
import { z } from 'zod';
import { isoTime, oneOf } from './common';
import { flag, looseObject, numeric, optionalText, scalarText, text, textList, wholeNumber } from './read';
import { AFTER_HOURS, AGENT_LANGUAGES } from './constants';

const byLanguage = z.object({ en: z.string(), es: z.string() });

export const template = z
  .object({
    name: z.string(),
    title: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    avatarUrl: z.string(),
    industry: z.string(),
    type: z.string(),
    voiceId: z.string(),
    voiceIds: byLanguage,
    systemPrompts: byLanguage,
  })
  .meta({ id: 'Template' });

export const voiceSettings = z.object({
  provider: z.string(),
  languageCode: z.string(),
  name: z.string(),
  naturalGender: z.string(),
  speed: z.number(),
});

export const agentFeatures = z.object({ callRecording: z.boolean(), transcription: z.boolean(), emailSummary: z.boolean(), smsNotifications: z.boolean() });

export const customizations = z.object({
  company: z.object({ name: z.string(), address: z.string(), phone: z.string() }),
  agent: z.object({ name: z.string() }),
  schedule: z.object({ timezone: z.string(), businessHours: z.object({ hours: z.string() }) }),
  knowledgebase: z.string(),
  voiceSettings,
  features: agentFeatures,
  afterHours: z.string().meta({ examples: ['', ...AFTER_HOURS] }),
  /** Onboarding's language "both": language 'en' and bilingual true. */
  bilingual: z.boolean(),
  /** Who hears of the agent's calls: email summaries go to the emails, emergency texts to the phones (E.164). */
  notifications: z.object({ emails: z.array(z.string()), phones: z.array(z.string()) }),
});

/** Someone rung after the transfer number when nobody takes an emergency. */
export const onCallContact = z.object({ name: z.string(), phone: z.string() });

export const transferConfig = z.object({
  enabled: z.boolean(),
  transferNumber: z.string(),
  ladder: z.array(onCallContact),
  ringSeconds: z.number(),
});

export const phoneRef = z.object({ id: z.string(), phoneNumber: z.string() });

export const agent = z
  .object({
    id: z.string(),
    customName: z.string(),
    status: z.string().meta({ examples: ['active', 'paused', 'deleted'] }),
    language: oneOf(AGENT_LANGUAGES),
    template,
    templateType: z.string(),
    templateIndustry: z.string(),
    phoneNumber: phoneRef.nullable(),
    createdAt: isoTime(),
    updatedAt: isoTime(),
    customizations,
    transferConfig,
  })
  .meta({ id: 'Agent' });

export const planLimits = z.object({ maxAgents: z.number(), maxPhones: z.number().nullable(), plan: z.string() });

// ------------------------------------------------------------------ what is sent (each part may be left out)

const customizationsInput = looseObject({
  company: looseObject({ name: scalarText(), address: scalarText(), phone: scalarText() }),
  agent: looseObject({ name: scalarText() }),
  schedule: looseObject({
    timezone: scalarText(),
    // The hours as text, or {hours}.
    businessHours: z
      .union([z.string().transform((hours) => ({ hours })), z.object({ hours: scalarText() })])
      .optional()
      .catch(undefined),
  }),
  knowledgebase: scalarText(),
  voiceSettings: looseObject({ provider: scalarText(), languageCode: scalarText(), name: scalarText(), naturalGender: scalarText(), speed: numeric() }),
  features: looseObject({ callRecording: flag(), transcription: flag(), emailSummary: flag(), smsNotifications: flag() }),
  afterHours: scalarText(),
  bilingual: flag(),
  /** A list left out stays as it is; a list replaces it. */
  notifications: looseObject({ emails: textList(), phones: textList() }),
});

const contactInput = z.object({ name: scalarText().transform((v) => v ?? ''), phone: scalarText().transform((v) => v ?? '') }).catch({ name: '', phone: '' });

const transferConfigInput = looseObject({
  enabled: flag(),
  transferNumber: scalarText(),
  /** Left out (or null): unchanged; a list replaces the ladder, [] clears it. */
  ladder: z.array(contactInput).optional().catch(undefined),
  ringSeconds: wholeNumber(),
});

export const createAgentBody = z.object({
  templateIndustry: text(),
  templateType: text(),
  customName: scalarText(),
  language: scalarText(),
  customizations: customizationsInput,
  transferConfig: transferConfigInput,
});

export const agentIdQuery = z.object({ agentId: optionalText() });

/** The agent's id in the body, or in the query. */
export const updateAgentBody = z.object({
  agentId: optionalText(),
  customName: scalarText(),
  status: scalarText(),
  language: scalarText(),
  customizations: customizationsInput,
  transferConfig: transferConfigInput,
});

export const deleteAgentBody = z.object({ agentId: optionalText() });

export const templatesQuery = z.object({ context: optionalText().meta({ examples: ['demo', 'all'] }), industry: optionalText() });
