import type { RequestBody, Template, Voice } from '@landline/api';
import { DEFAULT_BUSINESS_HOURS, normalizeNotificationEmails, normalizeNotificationPhones, toAgentLanguage, voiceLanguageCode } from '../agents/agentRules';
import { customizePhones, type CustomizeData } from './onboardingSteps';

/** The create payload, from the chosen template and the Customize step. */
export function buildCreatePayload({
  template,
  customize,
  voice,
  timezone,
}: {
  template: Pick<Template, 'industry' | 'type'>;
  customize: CustomizeData;
  voice: Pick<Voice, 'name' | 'languageCode' | 'naturalGender'>;
  timezone: string;
}): RequestBody<'POST /createAIEmployee'> {
  const { language, bilingual } = toAgentLanguage(customize.language);
  const transferNumber = customize.transferNumber.trim();
  return {
    templateIndustry: template.industry,
    templateType: template.type,
    customName: customize.agentName.trim(),
    language,
    customizations: {
      company: { name: customize.companyName.trim(), address: '', phone: '' },
      agent: { name: customize.agentName.trim() },
      schedule: { timezone, businessHours: { hours: customize.businessHours.trim() || DEFAULT_BUSINESS_HOURS } },
      knowledgebase: customize.knowledgebase,
      voiceSettings: {
        provider: 'google',
        languageCode: voiceLanguageCode(customize.language),
        name: voice.name,
        naturalGender: voice.naturalGender,
        speed: 1,
      },
      features: customize.features,
      afterHours: customize.afterHours,
      bilingual,
      notifications: {
        emails: normalizeNotificationEmails(customize.notifyEmails),
        phones: normalizeNotificationPhones(customizePhones(customize)),
      },
    },
    ...(customize.transferEnabled ? { transferConfig: { enabled: true, transferNumber } } : { transferConfig: { enabled: false } }),
  };
}

/** The same settings as an update of an agent created by an earlier attempt (a retry after a later step failed). */
export function createToUpdate(agentId: string, status: string, payload: RequestBody<'POST /createAIEmployee'>): RequestBody<'PATCH /updateAIEmployee'> {
  return {
    agentId,
    customName: payload.customName,
    status,
    language: payload.language,
    customizations: payload.customizations,
    transferConfig: payload.transferConfig ?? { enabled: false },
  };
}
