/**
 * The voices and speech models the product can use, in one place: the agent service refuses a voice that
 * is not here when an agent is saved, the conversation service lists and speaks them, and telephony puts
 * them in the ConversationRelay TwiML. A value Twilio does not accept would drop the call when a tenant
 * rings ("ConversationRelay sends an error message to your app and disconnects the call when you've
 * specified an invalid combination of transcriptionProvider and speechModel or of ttsProvider and voice"),
 * so nothing reaches the TwiML that this table does not list.
 */

/** The product's languages and the locale each is spoken and transcribed in. */
export const VOICE_LOCALES = { en: 'en-US', es: 'es-US' } as const;
export type VoiceLanguage = keyof typeof VOICE_LOCALES;
export type VoiceLocale = (typeof VOICE_LOCALES)[VoiceLanguage];
export type VoiceGender = 'MALE' | 'FEMALE';

/**
 * Google's Chirp 3 HD voices and their genders, as Google's Chirp 3 HD page lists them ("Voice names
 * follow … <locale>-<model>-<voice>", e.g. en-US-Chirp3-HD-Kore; es-US is among its locales). These are
 * the phone line's voices: ConversationRelay speaks Google voices by that name (ttsProvider="Google").
 */
export const CHIRP3_HD_GENDERS: Readonly<Record<string, VoiceGender>> = {
  Achernar: 'FEMALE',
  Achird: 'MALE',
  Algenib: 'MALE',
  Algieba: 'MALE',
  Alnilam: 'MALE',
  Aoede: 'FEMALE',
  Autonoe: 'FEMALE',
  Callirrhoe: 'FEMALE',
  Charon: 'MALE',
  Despina: 'FEMALE',
  Enceladus: 'MALE',
  Erinome: 'FEMALE',
  Fenrir: 'MALE',
  Gacrux: 'FEMALE',
  Iapetus: 'MALE',
  Kore: 'FEMALE',
  Laomedeia: 'FEMALE',
  Leda: 'FEMALE',
  Orus: 'MALE',
  Pulcherrima: 'FEMALE',
  Puck: 'MALE',
  Rasalgethi: 'MALE',
  Sadachbia: 'MALE',
  Sadaltager: 'MALE',
  Schedar: 'MALE',
  Sulafat: 'FEMALE',
  Umbriel: 'MALE',
  Vindemiatrix: 'FEMALE',
  Zephyr: 'FEMALE',
  Zubenelgenubi: 'MALE',
};

/** The default voice's persona (a male Chirp 3 HD voice), the same in every language. */
export const DEFAULT_VOICE_PERSONA = 'Achird';
export const phoneVoiceName = (locale: VoiceLocale, persona: string) => `${locale}-Chirp3-HD-${persona}`;
/** The default voice of each language: en-US-Chirp3-HD-Achird and its Spanish counterpart. */
export const DEFAULT_VOICES: Readonly<Record<VoiceLanguage, string>> = {
  en: phoneVoiceName(VOICE_LOCALES.en, DEFAULT_VOICE_PERSONA),
  es: phoneVoiceName(VOICE_LOCALES.es, DEFAULT_VOICE_PERSONA),
};

const PHONE_VOICE = /^(en-US|es-US)-Chirp3-HD-([A-Za-z]+)$/;

/** A voice the phone line can speak: its locale and gender, or undefined. */
export function phoneVoice(name: string): { locale: VoiceLocale; persona: string; gender: VoiceGender } | undefined {
  const [, locale, persona] = PHONE_VOICE.exec(name) ?? [];
  // Own keys only: 'constructor' or 'toString' is no persona.
  const gender = persona !== undefined && Object.hasOwn(CHIRP3_HD_GENDERS, persona) ? CHIRP3_HD_GENDERS[persona] : undefined;
  return locale && persona && gender ? { locale: locale as VoiceLocale, persona, gender } : undefined;
}

/** The phone voice of a gender in a locale: the default persona for men, Kore for women. */
export function phoneVoiceFor(locale: VoiceLocale, gender: VoiceGender | undefined): string {
  return phoneVoiceName(locale, gender === 'FEMALE' ? 'Kore' : DEFAULT_VOICE_PERSONA);
}

/**
 * The offline voices (espeak-ng, for a machine without Google): stable names `en-US-Offline-Michael` over
 * espeak-ng's male m1, m3, m4 and female f1, f3, f4 variants. Each locale lists its default first, a male
 * voice like the Google default; a voice and its counterpart in the other locale share the variant.
 */
export const OFFLINE_VOICE_ENTRIES: Readonly<Record<VoiceLocale, ReadonlyArray<readonly [person: string, display: string, gender: VoiceGender, variant: string]>>> = {
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
export const offlineVoiceName = (locale: VoiceLocale, person: string) => `${locale}-Offline-${person}`;

const OFFLINE = new Map(
  Object.entries(OFFLINE_VOICE_ENTRIES).flatMap(([locale, entries]) =>
    entries.map(([person, , gender]) => [offlineVoiceName(locale as VoiceLocale, person), { locale: locale as VoiceLocale, gender }] as const),
  ),
);

/** Any voice the product offers (a phone voice, or an offline one): its locale and gender, or undefined. */
export function knownVoice(name: string): { locale: VoiceLocale; gender: VoiceGender; phone: boolean } | undefined {
  const phone = phoneVoice(name);
  if (phone) return { locale: phone.locale, gender: phone.gender, phone: true };
  const offline = OFFLINE.get(name);
  return offline ? { ...offline, phone: false } : undefined;
}

export { genderOfFirstName } from './first-names';

/** How owners hear each locale's accent described. */
export const VOICE_ACCENTS: Readonly<Record<VoiceLocale, string>> = { 'en-US': 'American English', 'es-US': 'Latin American Spanish' };

/** The person a voice is named after: Olivia for en-US-Offline-Olivia (Lucía, as it is spelled), Kore for en-US-Chirp3-HD-Kore. */
export function voicePersonName(name: string): string | undefined {
  const offline = /^(en-US|es-US)-Offline-([A-Za-z]+)$/.exec(name);
  if (offline) return OFFLINE_VOICE_ENTRIES[offline[1] as VoiceLocale].find(([person]) => person === offline[2])?.[1];
  return phoneVoice(name)?.persona;
}

/**
 * What owners read about a voice: its name, gender and accent ("Olivia · female · American English"),
 * never the engine or model that speaks it.
 */
export function describeVoice(voice: { name: string; languageCode?: string; naturalGender?: string }): string {
  const known = knownVoice(voice.name);
  const person = voicePersonName(voice.name) ?? voice.name.split('-').at(-1) ?? voice.name;
  const gender = (known?.gender ?? voice.naturalGender ?? '').toLowerCase();
  const locale = known?.locale ?? voice.languageCode;
  const accent = locale && Object.hasOwn(VOICE_ACCENTS, locale) ? VOICE_ACCENTS[locale as VoiceLocale] : undefined;
  return [person, gender === 'male' || gender === 'female' ? gender : undefined, accent].filter(Boolean).join(' · ');
}

/**
 * The voice a new agent starts with in a language: the phone voice of its gender (Kore for a woman),
 * else the default voice (a man's, as the product has always started).
 */
export function defaultVoiceFor(language: VoiceLanguage, gender: VoiceGender | undefined): string {
  return phoneVoiceFor(VOICE_LOCALES[language], gender);
}

/**
 * ConversationRelay's transcription models, per provider and language. Twilio's <ConversationRelay> page:
 * transcriptionProvider "Available choices are Google and Deepgram"; speechModel "Choices vary based on the
 * transcriptionProvider", default "telephony (Google), nova-3-general (for Deepgram languages that support
 * it) or nova-2-general (Deepgram, other languages)"; its <Language> example uses Google's "long". Deepgram
 * lists Nova-3 for English and Spanish. Flux (Deepgram's turn-taking model) is English-only and not in
 * Twilio's model list, so it is an opt-in setting and never a default.
 */
export const SPEECH_MODELS = {
  Deepgram: { 'nova-3-general': ['en', 'es'], 'nova-2-general': ['en', 'es'], flux: ['en'] },
  Google: { telephony: ['en', 'es'], long: ['en', 'es'] },
} as const satisfies Record<string, Record<string, readonly VoiceLanguage[]>>;
export type TranscriptionProvider = keyof typeof SPEECH_MODELS;
export const TRANSCRIPTION_PROVIDERS = Object.keys(SPEECH_MODELS) as TranscriptionProvider[];
/** Each provider's documented default. */
export const DEFAULT_SPEECH_MODELS: Readonly<Record<TranscriptionProvider, string>> = { Deepgram: 'nova-3-general', Google: 'telephony' };

/** Why a provider, model and language cannot transcribe a call, or undefined when they can. */
export function speechModelProblem(provider: TranscriptionProvider, model: string, language: VoiceLanguage): string | undefined {
  const models: Record<string, readonly string[]> = SPEECH_MODELS[provider];
  const languages = Object.hasOwn(models, model) ? models[model] : undefined;
  if (!languages) return `${provider} has no speech model "${model}" (one of: ${Object.keys(models).join(', ')})`;
  if (!languages.includes(language)) return `${provider}'s ${model} does not transcribe ${VOICE_LOCALES[language]}`;
  return undefined;
}
