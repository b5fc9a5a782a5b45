import { dictionary } from '@zxcvbn-ts/language-common';

/** How many of the most used passwords (zxcvbn's frequency-ordered list from real breaches) are refused. */
const REFUSED_TOP = 10_000;

const common = new Set(dictionary['passwords-common'].slice(0, REFUSED_TOP));

/** True for a password found near the top of breach lists ("123456", "password", "qwerty123"…), in any case. */
export function isCommonPassword(password: string): boolean {
  return common.has(password) || common.has(password.toLowerCase());
}
