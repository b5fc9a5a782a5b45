/**
 * Whether a word is a given name, for speech recognition's lower case where capitals cannot tell a name
 * from a word ("this is uh carl from the duplex", "that's me darlene"): the English and Spanish first-name
 * lists of zxcvbn-ts and the voices' own list, less the everyday English words that are also names ("may",
 * "hope", "will").
 */
import { genderOfFirstName } from '@landline/platform/voices';
// Only the lists used: each package's index loads every dictionary it has (about 12 MB more at start-up).
import englishCommonWords from '@zxcvbn-ts/language-en/dist/commonWords.json.mjs';
import englishFirstNames from '@zxcvbn-ts/language-en/dist/firstnames.json.mjs';
import spanishFirstNames from '@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs';
import { stripAccents } from '../safety/text';

/** Words this common in English are words first: "may", "hope", "grace" (bill and mark are names more often). */
const EVERYDAY_RANK = 1_000;

const plain = (word: string) => stripAccents(word.toLowerCase());
const listed = new Set([...englishFirstNames, ...spanishFirstNames].map(plain));
const everyday = new Set(englishCommonWords.slice(0, EVERYDAY_RANK).map(plain));

export function isGivenName(word: string): boolean {
  const w = plain(word);
  if (!/^\p{L}{2,}$/u.test(w) || everyday.has(w)) return false;
  return listed.has(w) || Boolean(genderOfFirstName(w));
}
