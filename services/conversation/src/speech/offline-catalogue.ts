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
export const ESPEAK_LANGUAGES: Record<LanguageCode, string> = { 'en-US': 'en-us', 'es-US': 'es-419' };

type Entry = [person: string, display: string, gender: 'MALE' | 'FEMALE', variant: string];

/**
 * The catalogue: stable names (`en-US-Offline-Michael`) over espeak-ng's classic variants (male m1, m3, m4
 * and female f1, f3, f4, all in espeak-ng-data/voices/!v). Each language lists its default first: a male
 * voice, as the spec's default (en-US-Chirp3-HD-Achird) is male. A voice and its counterpart in the other
 * language share the variant, so a bilingual agent keeps its timbre.
 */
const ENTRIES: Record<LanguageCode, Entry[]> = {
  'en-US': [
    ['Michael', 'Michael', 'MALE', 'm3'],
    ['James', 'James', 'MALE', 'm1'],
    ['Daniel', 'Daniel', 'MALE', 'm4'],
    ['Olivia', 'Olivia', 'FEMALE', 'f3'],
    ['Emma', 'Emma', 'FEMALE', 'f1'],
    ['Grace', 'Grace', 'FEMALE', 'f4'],
  ],
  'es-US': [
    ['Mateo', 'Mateo', 'MALE', 'm3'],
    ['Carlos', 'Carlos', 'MALE', 'm1'],
    ['Javier', 'Javier', 'MALE', 'm4'],
    ['Lucia', 'Lucía', 'FEMALE', 'f3'],
    ['Camila', 'Camila', 'FEMALE', 'f1'],
    ['Valeria', 'Valeria', 'FEMALE', 'f4'],
  ],
};

const build = (lang: LanguageCode): OfflineVoice[] =>
  ENTRIES[lang].map(([person, display, gender, variant]) => ({
    name: `${lang}-Offline-${person}`,
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
  return OFFLINE_VOICES[languageCode][0]!;
}
