/**
 * Phone numbers as people type them and as Landline keeps them: read with libphonenumber-js against the
 * company's country, kept as E.164, shown in the national format at home and the international one abroad.
 * Nothing here touches the server: the web app imports this module too.
 */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js';

export type { CountryCode };

/** The country of a company's numbers when none is given: every account is in the US today. */
export const DEFAULT_COUNTRY: CountryCode = 'US';

/** E.164: a plus sign, a nonzero digit, then up to 14 more digits. Every number Landline stores has this shape. */
export const E164 = /^\+[1-9]\d{1,14}$/;

/** Said of a number the agent would dial or text that cannot be read. */
export const PHONE_FORMAT_MESSAGE = 'Phone number must be in E.164 format (e.g., +12125551234)';
/** Said of any other number that cannot be read, such as a waitlist visitor's. */
export const PHONE_INVALID_MESSAGE = 'Please enter a valid phone number';

/** Area codes after country code 1 that are premium-rate, pay-per-call or Caribbean toll numbers. */
export const PREMIUM_AREA_CODES = [
  '900',
  '976',
  '242',
  '246',
  '264',
  '268',
  '284',
  '345',
  '441',
  '473',
  '649',
  '664',
  '721',
  '758',
  '767',
  '784',
  '809',
  '829',
  '849',
  '868',
  '869',
  '876',
] as const;
const PREMIUM = new RegExp(`^\\+1(${PREMIUM_AREA_CODES.join('|')})`);

export type ParsedPhone = { ok: true; e164: string } | { ok: false; reason: 'empty' | 'invalid' };

export const isE164 = (value: string): boolean => E164.test(value);

/** Whether a number, typed or stored, dials one of those area codes (even one the numbering plan no longer lists). */
export function isPremiumRate(text: string, country: CountryCode = DEFAULT_COUNTRY): boolean {
  const typed = text.trim();
  const number = parsePhoneNumberFromString(typed, { defaultCountry: country, extract: false });
  return PREMIUM.test(number?.number ?? typed);
}

/** A whole input read as one number of a known numbering plan; an extension cannot be dialled from E.164. */
function readNumber(text: string, country: CountryCode): PhoneNumber | undefined {
  const number = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  return number?.isValid() && !number.ext ? number : undefined;
}

/**
 * Reads a number as typed: "(415) 555-0199", "415.555.0199", "+1 415 555 0199", the country's own
 * international prefix ("011 52 …" in the US) or "00" ("001 415 …"), "+52 55 1234 5678".
 */
export function parsePhone(text: string, country: CountryCode = DEFAULT_COUNTRY): ParsedPhone {
  const typed = text.trim();
  if (!typed) return { ok: false, reason: 'empty' };
  // "00" is the international prefix of most of the world, and no national number of a "011" country starts with it.
  const number = readNumber(typed, country) ?? (/^00/.test(typed) ? readNumber(`+${typed.slice(2)}`, country) : undefined);
  return number ? { ok: true, e164: number.number } : { ok: false, reason: 'invalid' };
}

/**
 * What keeps a typed number from being dialled or texted on an owner's behalf: it cannot be read
 * ('format'), or it is premium-rate ('premium'); undefined when it is fine.
 */
export function phoneProblem(text: string, country: CountryCode = DEFAULT_COUNTRY): 'format' | 'premium' | undefined {
  // Premium first: some of those area codes are no longer in the numbering plan, and are still refused as premium.
  if (isPremiumRate(text, country)) return 'premium';
  return parsePhone(text, country).ok ? undefined : 'format';
}

/** The E.164 form of a typed number, or undefined when it is not one. */
export function toE164(text: string, country: CountryCode = DEFAULT_COUNTRY): string | undefined {
  const parsed = parsePhone(text, country);
  return parsed.ok ? parsed.e164 : undefined;
}

/** The E.164 form of a typed number, else the text trimmed (so that a later check can say what is wrong with it). */
export function normalisePhone(text: string, country: CountryCode = DEFAULT_COUNTRY): string {
  return toE164(text, country) ?? text.trim();
}

/**
 * A number for people to read: "(415) 555-0199" for one of the country's calling code, "+52 55 1234 5678"
 * for another. Stored E.164 numbers the metadata does not know (a fictional 555 line) are shown by their
 * length alone; anything unreadable is shown as given.
 */
export function formatPhone(value: string, country: CountryCode = DEFAULT_COUNTRY): string {
  const text = value.trim();
  const number = parsePhoneNumberFromString(isE164(text) ? text : (toE164(text, country) ?? ''));
  if (!number?.isPossible()) return text;
  // The calling code rather than the country: a Canadian number is dialled from the US like a US one.
  return number.countryCallingCode === getCountryCallingCode(country) ? number.formatNational() : number.formatInternational();
}
