import { AppError, getOrCreateMetric, invalid, promClient, registry, type Logger } from '@landline/platform';
import {
  GOOGLE_DEFAULT_PERSONA,
  googleVoiceGender,
  isLanguageCode,
  normalizeLanguage,
  parseGoogleVoiceName,
  stableIndex,
  type EngineName,
  type Gender,
  type LanguageCode,
  type SpeechEngine,
  type Voice,
} from './speech/engine';
import { offlineDefault, offlineVoice } from './speech/offline-catalogue';
import { genderOfFirstName } from '@landline/platform/voices';

export const MAX_TEXT_LENGTH = 1000;
const MIN_SPEED = 0.25;
const MAX_SPEED = 4;

export const MESSAGES = {
  textRequired: 'Text is required',
  textTooLong: 'Text is too long',
  unsupportedLanguageCode: 'Unsupported language code',
  unsupportedLanguage: 'Unsupported language',
  unsupportedProvider: 'Unsupported voice provider',
  unsupportedFormat: 'Unsupported audio format',
  unknownVoice: 'Unknown voice',
  badSpeed: `Speed must be between ${MIN_SPEED} and ${MAX_SPEED}`,
  noVoices: 'No voices available',
} as const;

/** The default voice of an employee (template) per language ('en', 'es'), as the agent service keeps them. */
interface EmployeeVoices {
  en?: string;
  es?: string;
  /** The template's voiceId, for languages without their own. */
  fallback?: string;
}
export type EmployeeVoiceLookup = (employee: string) => Promise<EmployeeVoices | undefined>;

export interface ListVoicesInput {
  languageCode: string;
  provider: string;
}

export interface SynthesizeInput {
  text: string;
  language: string;
  voiceName: string;
  employee: string;
  format: string;
  provider: string;
  speed?: number;
}

export interface Speech {
  audio: Buffer;
  contentType: 'audio/mpeg';
  engine: EngineName;
  voiceName: string;
}

const synthesisSeconds = getOrCreateMetric(
  'landline_speech_synthesis_seconds',
  () =>
    new promClient.Histogram({
      name: 'landline_speech_synthesis_seconds',
      help: 'Speech synthesis latency by engine and outcome',
      labelNames: ['engine', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15],
      registers: [registry],
    }),
);

const familyOf = (name: string) => name.split('-').slice(2, -1).join('-');

/**
 * The voice catalogue and speech synthesis over one engine: validation, the voice lists cached per
 * provider and language, and voice resolution (a name of the other engine's family, or of the other
 * language, is mapped to a voice of the requested language with the same gender).
 */
export class Voices {
  private readonly cache = new Map<string, { expires: number; voices: Promise<Voice[]> }>();

  constructor(
    private readonly engine: SpeechEngine,
    private readonly options: { cacheTtlMs: number; employeeVoices?: EmployeeVoiceLookup; logger?: Logger; now?: () => number },
  ) {}

  get engineName(): EngineName {
    return this.engine.name;
  }

  async list(input: ListVoicesInput): Promise<{ voices: Voice[]; engine: EngineName }> {
    checkProvider(input.provider);
    const languageCode = input.languageCode.trim();
    if (!isLanguageCode(languageCode)) throw invalid(MESSAGES.unsupportedLanguageCode);
    return { voices: await this.voices(languageCode), engine: this.engine.name };
  }

  async synthesize(input: SynthesizeInput): Promise<Speech> {
    const text = input.text;
    if (text.trim() === '') throw invalid(MESSAGES.textRequired);
    if (Array.from(text).length > MAX_TEXT_LENGTH) throw invalid(MESSAGES.textTooLong, { maxLength: String(MAX_TEXT_LENGTH) });
    checkProvider(input.provider);
    const format = input.format.trim().toLowerCase();
    if (format !== '' && format !== 'mp3') throw invalid(MESSAGES.unsupportedFormat);
    const speed = input.speed ?? 1;
    if (!Number.isFinite(speed) || speed < MIN_SPEED || speed > MAX_SPEED) throw invalid(MESSAGES.badSpeed);
    const voiceName = input.voiceName.trim();

    let languageCode: LanguageCode | undefined;
    if (input.language.trim()) {
      languageCode = normalizeLanguage(input.language);
      if (!languageCode) throw invalid(MESSAGES.unsupportedLanguage);
    } else {
      languageCode = languageOfVoice(voiceName) ?? 'en-US';
    }

    const voice = voiceName ? await this.match(voiceName, languageCode) : await this.employeeDefault(input.employee, languageCode);
    const end = synthesisSeconds.startTimer({ engine: this.engine.name });
    try {
      const audio = await this.engine.synthesize({ text, languageCode, voiceName: voice.name, speed });
      end({ outcome: 'ok' });
      return { audio, contentType: 'audio/mpeg', engine: this.engine.name, voiceName: voice.name };
    } catch (err) {
      end({ outcome: err instanceof AppError ? err.code : 'error' });
      throw err;
    }
  }

  /** The language's voices, listed once per TTL (concurrent callers share one listing; failures are not kept). */
  async voices(languageCode: LanguageCode): Promise<Voice[]> {
    const now = (this.options.now ?? Date.now)();
    const key = `google:${this.engine.name}:${languageCode}`;
    const hit = this.cache.get(key);
    if (hit && hit.expires > now) return hit.voices;
    const entry = { expires: now + this.options.cacheTtlMs, voices: this.engine.listVoices(languageCode) };
    this.cache.set(key, entry);
    entry.voices.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    return entry.voices;
  }

  /** A voice of `languageCode` for a requested name; 400 'Unknown voice' when the name is no voice at all. */
  async match(name: string, languageCode: LanguageCode): Promise<Voice> {
    const voices = await this.voices(languageCode);
    const [first] = voices;
    if (!first) throw new AppError('unavailable', MESSAGES.noVoices);
    const exact = voices.find((v) => v.name === name);
    if (exact) return exact;
    const described = await this.describe(name);
    if (!described) throw invalid(MESSAGES.unknownVoice);
    // The same voice in this language (a bilingual agent keeps its voice), else one of the same gender.
    const twinName = this.engine.counterpart(name, languageCode);
    const twin = twinName ? voices.find((v) => v.name === twinName) : undefined;
    if (twin) return twin;
    if (described.isDefault || !described.gender) return first;
    const sameGender = voices.filter((v) => v.naturalGender === described.gender);
    if (sameGender.length === 0) return first;
    const leading = sameGender.filter((v) => familyOf(v.name) === familyOf(first.name));
    const pool = leading.length ? leading : sameGender;
    return pool[stableIndex(name, pool.length)] ?? first;
  }

  /** What is known of a voice name outside this language's list: is it a voice, its gender, is it a default. */
  private async describe(name: string): Promise<{ gender?: Gender; isDefault: boolean } | undefined> {
    const offline = offlineVoice(name);
    if (offline) return { gender: offline.naturalGender, isDefault: offline.name === offlineDefault(offline.languageCode).name };
    const google = parseGoogleVoiceName(name);
    if (!google || !isLanguageCode(google.languageCode)) return undefined;
    if (this.engine.name === 'google') {
      const list = await this.voices(google.languageCode);
      const found = list.find((v) => v.name === name);
      return found ? { gender: found.naturalGender, isDefault: found.name === list[0]?.name } : undefined;
    }
    // Offline: agents keep Google names (the spec's default is one); map them by gender.
    return { gender: googleVoiceGender(google), isDefault: google.key === GOOGLE_DEFAULT_PERSONA };
  }

  /** No voice asked for: the employee's default voice for the language, else the language's default. */
  private async employeeDefault(employee: string, languageCode: LanguageCode): Promise<Voice> {
    const voices = await this.voices(languageCode);
    const [first] = voices;
    if (!first) throw new AppError('unavailable', MESSAGES.noVoices);
    const lookup = this.options.employeeVoices;
    if (employee.trim() && lookup) {
      try {
        const defaults = await lookup(employee.trim());
        const preferred = (languageCode === 'es-US' ? defaults?.es : defaults?.en) || defaults?.fallback;
        if (preferred) return await this.match(preferred, languageCode);
      } catch (err) {
        this.options.logger?.debug({ err, employee }, 'employee default voice unavailable; using the language default');
      }
    }
    // An employee without a template voice (a demo employee such as Sarah) speaks in the gender of its name.
    const gender = genderOfFirstName(employee);
    return (gender && voices.find((v) => v.naturalGender === gender)) || first;
  }
}

function checkProvider(provider: string): void {
  const p = provider.trim().toLowerCase();
  if (p !== '' && p !== 'google') throw invalid(MESSAGES.unsupportedProvider);
}

function languageOfVoice(name: string): LanguageCode | undefined {
  const lang = offlineVoice(name)?.languageCode ?? parseGoogleVoiceName(name)?.languageCode;
  return lang && isLanguageCode(lang) ? lang : undefined;
}

/**
 * Finds an employee's default voices among the agent service's templates (by template name, type or
 * title, case-insensitively), keeping the catalogue for `ttlMs`.
 */
export function employeeVoiceLookup(
  listTemplates: () => Promise<Array<{ name: string; title: string; type: string; voiceId: string; voiceIds?: Record<string, string> }>>,
  ttlMs = 5 * 60_000,
  now: () => number = Date.now,
): EmployeeVoiceLookup {
  let cached: { expires: number; index: Promise<Map<string, EmployeeVoices>> } | undefined;
  const load = async () => {
    const index = new Map<string, EmployeeVoices>();
    for (const t of await listTemplates()) {
      const voices: EmployeeVoices = { en: t.voiceIds?.en || undefined, es: t.voiceIds?.es || undefined, fallback: t.voiceId || undefined };
      for (const key of [t.name, t.type, t.title]) {
        const k = key.trim().toLowerCase();
        if (k && !index.has(k)) index.set(k, voices);
      }
    }
    return index;
  };
  return async (employee) => {
    if (!cached || cached.expires <= now()) {
      const entry = { expires: now() + ttlMs, index: load() };
      cached = entry;
      // A failed listing is retried after a short pause rather than on every request.
      entry.index.catch(() => {
        if (cached === entry) entry.expires = now() + 30_000;
      });
    }
    return (await cached.index).get(employee.trim().toLowerCase());
  };
}
