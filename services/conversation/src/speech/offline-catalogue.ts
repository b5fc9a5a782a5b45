import { OFFLINE_VOICE_ENTRIES, offlineVoiceName } from '@landline/platform/voices';
import type { LanguageCode, Voice } from './engine';

/** An offline voice: an espeak-ng language voice with one of its male/female variants (`en-us+m3`). */
export interface OfflineVoice extends Voice {
  naturalGender: 'MALE' | 'FEMALE';
  /** The espeak-ng voice argument (`-v`). */
  espeak: string;
  /** The variant alone (`m3`), shared by a voice's counterparts in the other language. */
  variant: string;
}

/** espeak-ng's language voices for the product's languages: American English, Latin American Spanish. */
const ESPEAK_LANGUAGES: Record<LanguageCode, string> = { 'en-US': 'en-us', 'es-US': 'es-419' };

const build = (lang: LanguageCode): OfflineVoice[] =>
  OFFLINE_VOICE_ENTRIES[lang].map(([person, display, gender, variant]) => ({
    name: offlineVoiceName(lang, person),
    displayName: `${display} (offline, ${gender.toLowerCase()})`,
    languageCode: lang,
    naturalGender: gender,
    espeak: `${ESPEAK_LANGUAGES[lang]}+${variant}`,
    variant,
  }));

export const OFFLINE_VOICES: Record<LanguageCode, readonly OfflineVoice[]> = { 'en-US': build('en-US'), 'es-US': build('es-US') };

const BY_NAME = new Map(Object.values(OFFLINE_VOICES).flatMap((voices) => voices.map((v) => [v.name, v] as const)));

export function offlineVoice(name: string): OfflineVoice | undefined {
  return BY_NAME.get(name);
}

/** The language's default offline voice. */
export function offlineDefault(languageCode: LanguageCode): OfflineVoice {
  const [voice] = OFFLINE_VOICES[languageCode];
  if (!voice) throw new Error(`The offline catalogue has no ${languageCode} voice`);
  return voice;
}
