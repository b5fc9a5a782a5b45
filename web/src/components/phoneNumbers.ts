/**
 * Phone numbers the owner types, checked and shown with the platform kit's rules (the services apply the same),
 * against the company's country.
 */
import { DEFAULT_COUNTRY, formatPhone, normalisePhone, phoneProblem as problemOf, toE164 } from '@landline/platform/phone';

export { PHONE_INVALID_MESSAGE } from '@landline/platform/phone';

/** Every account is in the US today. */
const COMPANY_COUNTRY = DEFAULT_COUNTRY;

/** Whether a typed number can be read as one (in any of the ways people write numbers). */
export const isPhoneNumber = (typed: string): boolean => toE164(typed, COMPANY_COUNTRY) !== undefined;

/** Why the agent may not dial or text a typed number ('format' or 'premium'); undefined when it may. */
export const phoneProblem = (typed: string) => problemOf(typed, COMPANY_COUNTRY);

/** A typed number as it is sent and compared: E.164 when it can be read, else as typed (and refused as the server would). */
export const phoneKey = (typed: string): string => normalisePhone(typed, COMPANY_COUNTRY);

/** A number as people read it: (415) 555-0199 at home, +52 55 1234 5678 abroad; unreadable text as given. */
export const displayPhone = (value: string | null | undefined): string => (value ? formatPhone(value, COMPANY_COUNTRY) : '');
