/**
 * One interface over the speech engines: Google Cloud Text-to-Speech (`google.ts`) and the offline
 * espeak-ng engine (`espeak.ts`). Both speak MP3 in the product's two voice languages.
 */
import { CHIRP3_HD_GENDERS, DEFAULT_VOICE_PERSONA } from '@landline/platform/voices';

/** The voice languages of the product (spec: en-US and es-US). */
export const LANGUAGE_CODES = ['en-US', 'es-US'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export type Gender = 'MALE' | 'FEMALE' | 'NEUTRAL';

/** A voice list item: name, displayName, languageCode, naturalGender. */
export interface Voice {
  name: string;
  displayName: string;
  languageCode: LanguageCode;
  naturalGender: Gender;
}

export interface SynthesisRequest {
  text: string;
  languageCode: LanguageCode;
  /** A voice of this engine's list for the language (callers resolve names first). */
  voiceName: string;
  /** Speaking rate, 1 = normal. */
  speed: number;
}

export type EngineName = 'google' | 'espeak-ng';

export interface SpeechEngine {
  readonly name: EngineName;
  /** The language's voices, its default voice first. */
  listVoices(languageCode: LanguageCode): Promise<Voice[]>;
  /** MP3 bytes. */
  synthesize(request: SynthesisRequest): Promise<Buffer>;
  /**
   * The same voice in another language, when the engine has one (Google: `es-US-Chirp3-HD-Kore` for
   * `en-US-Chirp3-HD-Kore`; offline: the voice built on the same espeak-ng variant).
   */
  counterpart(voiceName: string, languageCode: LanguageCode): string | undefined;
  /** Stops work in flight (kills child processes) and releases connections. */
  close(): Promise<void>;
}

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** `en`, `es`, `en-US`, `es-US` in any case → the voice language code; anything else → undefined. */
export function normalizeLanguage(value: string): LanguageCode | undefined {
  const v = value.trim().toLowerCase();
  if (v === 'en' || v === 'en-us' || v === 'en_us') return 'en-US';
  if (v === 'es' || v === 'es-us' || v === 'es_us') return 'es-US';
  return undefined;
}

// ---------------------------------------------------------------- Google voice names

/** The spec's default voice: a male Chirp 3 HD voice. Its persona is the default in every language. */
export const GOOGLE_DEFAULT_PERSONA = `Chirp3-HD-${DEFAULT_VOICE_PERSONA}`;

export interface GoogleVoiceName {
  languageCode: string;
  /** e.g. `Chirp3-HD`, `Neural2`, `Standard`. */
  family: string;
  /** e.g. `Achird`, `A`. */
  persona: string;
  /** `family-persona`: the part shared by the same voice in other locales. */
  key: string;
}

const GOOGLE_NAME = /^([a-z]{2,3}-[A-Z]{2})-([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)-([A-Za-z0-9]+)$/;

/** Parses `<locale>-<model>-<voice>` (Google's voice name format); offline names are not Google names. */
export function parseGoogleVoiceName(name: string): GoogleVoiceName | undefined {
  if (name.length > 100) return undefined;
  const m = GOOGLE_NAME.exec(name);
  if (!m || m[2] === 'Offline') return undefined;
  const [, languageCode = '', family = '', persona = ''] = m;
  return { languageCode, family, persona, key: `${family}-${persona}` };
}

/** A Google voice's gender when known without asking Google (Chirp 3 HD personas). */
export function googleVoiceGender(name: GoogleVoiceName): 'MALE' | 'FEMALE' | undefined {
  return name.family === 'Chirp3-HD' ? CHIRP3_HD_GENDERS[name.persona] : undefined;
}

/** Google's display of a voice: `Achird (Chirp3 HD, male)`. */
export function googleDisplayName(name: string, gender: Gender): string {
  const parsed = parseGoogleVoiceName(name);
  if (!parsed) return name;
  return `${parsed.persona} (${parsed.family.replace(/-/g, ' ')}, ${gender.toLowerCase()})`;
}

/** A stable small number from a string (FNV-1a), to spread mapped voices over a gender's voices. */
export function stableIndex(value: string, size: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % size;
}
