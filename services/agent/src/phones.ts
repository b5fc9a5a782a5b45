export const PHONE_MESSAGES = {
  transferRequired: 'Transfer number is required when call transfer is enabled',
  transferFormat: 'Phone number must be in E.164 format (e.g., +12125551234)',
  transferPremium: 'Premium-rate numbers are not allowed for transfers',
} as const;

/** E.164: a plus sign, a nonzero digit, then up to 14 more digits. */
export const E164 = /^\+[1-9]\d{1,14}$/;
/** Country code 1 followed by a premium-rate or Caribbean toll area code. */
export const PREMIUM_AREA_CODES = ['900', '976', '242', '246', '264', '268', '284', '345', '441', '473', '649', '664', '721', '758', '767', '784', '809', '829', '849', '868', '869', '876'];
const PREMIUM = new RegExp(`^\\+1(${PREMIUM_AREA_CODES.join('|')})`);

/** What is wrong with a (trimmed) phone number the agent may dial or text; undefined when it is fine. */
export function phoneProblem(n: string): 'format' | 'premium' | undefined {
  if (!E164.test(n)) return 'format';
  if (PREMIUM.test(n)) return 'premium';
  return undefined;
}

/** Checks a transfer number the way the form does live and on submit; undefined when it is fine. */
export function transferNumberProblem(value: string): string | undefined {
  const n = value.trim();
  if (!n) return PHONE_MESSAGES.transferRequired;
  const problem = phoneProblem(n);
  if (problem === 'format') return PHONE_MESSAGES.transferFormat;
  if (problem === 'premium') return PHONE_MESSAGES.transferPremium;
  return undefined;
}
