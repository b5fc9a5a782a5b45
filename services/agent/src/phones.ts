import { DEFAULT_COUNTRY, normalisePhone, PHONE_FORMAT_MESSAGE, phoneProblem as problemOf } from '@landline/platform/phone';

export { PREMIUM_AREA_CODES } from '@landline/platform/phone';

export const PHONE_MESSAGES = {
  transferRequired: 'Transfer number is required when call transfer is enabled',
  transferFormat: PHONE_FORMAT_MESSAGE,
  transferPremium: 'Premium-rate numbers are not allowed for transfers',
} as const;

/** Every account's numbers are read against the US until companies name their country. */
const COMPANY_COUNTRY = DEFAULT_COUNTRY;

/** A number the agent may dial or text as it is stored: E.164 when it can be read, else as typed (and refused). */
export const agentPhone = (typed: string): string => normalisePhone(typed, COMPANY_COUNTRY);

/** What is wrong with a number the agent may dial or text; undefined when it is fine. */
export const phoneProblem = (typed: string): 'format' | 'premium' | undefined => problemOf(typed, COMPANY_COUNTRY);

/** Checks a transfer number the way the form does live and on submit; undefined when it is fine. */
export function transferNumberProblem(value: string): string | undefined {
  if (!value.trim()) return PHONE_MESSAGES.transferRequired;
  const problem = phoneProblem(value);
  if (problem === 'format') return PHONE_MESSAGES.transferFormat;
  if (problem === 'premium') return PHONE_MESSAGES.transferPremium;
  return undefined;
}
