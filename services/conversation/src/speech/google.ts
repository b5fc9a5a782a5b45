import { TextToSpeechClient } from '@google-cloud/text-to-speech';
import { GoogleAuth, JWT } from 'google-auth-library';
import { AppError, timeDependency, type Logger } from '@landline/platform';
import { phoneVoice } from '@landline/platform/voices';
import { googleDisplayName, GOOGLE_DEFAULT_PERSONA, parseGoogleVoiceName, type Gender, type LanguageCode, type SpeechEngine, type SynthesisRequest, type Voice } from './engine';

type ClientOptions = NonNullable<ConstructorParameters<typeof TextToSpeechClient>[0]>;

export interface GoogleOptions {
  /** A service-account key; without it the client uses Application Default Credentials. */
  credentials?: { client_email: string; private_key: string; project_id?: string };
  /** Another endpoint (URL), reached over REST: a regional endpoint or a local stand-in. */
  endpoint?: string;
  timeoutMs: number;
}

/** The client's options for our settings: its own transport options, nothing patched. */
export function googleClientOptions(options: Pick<GoogleOptions, 'credentials' | 'endpoint'>): ClientOptions {
  const client: ClientOptions = {};
  if (options.credentials) {
    // A service-account key, so loaded by the JWT constructor: nothing but that credential type can come of it.
    const key = new JWT({ email: options.credentials.client_email, key: options.credentials.private_key });
    client.auth = new GoogleAuth({ authClient: key, ...(options.credentials.project_id ? { projectId: options.credentials.project_id } : {}) });
  }
  if (options.endpoint) {
    const url = new URL(options.endpoint);
    const protocol = url.protocol.replace(/:$/, '');
    client.fallback = true; // HTTP/1.1 REST (the documented JSON API) instead of gRPC
    client.apiEndpoint = url.hostname;
    client.port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
    client.protocol = protocol;
  }
  return client;
}

const GENDERS: Record<string, Gender> = { MALE: 'MALE', FEMALE: 'FEMALE', NEUTRAL: 'NEUTRAL', 1: 'MALE', 2: 'FEMALE', 3: 'NEUTRAL' };

/** The order of voice families in the list: Chirp 3 HD first (the spec's default family). */
const FAMILY_ORDER = ['Chirp3-HD', 'Chirp-HD', 'Studio', 'Neural2', 'Wavenet', 'News', 'Polyglot', 'Standard'];
const familyRank = (family: string) => {
  const i = FAMILY_ORDER.indexOf(family);
  return i === -1 ? FAMILY_ORDER.length : i;
};

interface GoogleVoice {
  name?: string | null;
  languageCodes?: string[] | null;
  ssmlGender?: unknown;
}

/** Google's voices of one language as list items: the default persona first, then Chirp 3 HD, then by family and name. */
export function toVoiceList(voices: GoogleVoice[], languageCode: LanguageCode): Voice[] {
  const items: { voice: Voice; rank: number }[] = [];
  for (const v of voices) {
    if (!v.name || !v.languageCodes?.includes(languageCode)) continue;
    // Only voices the phone line can speak: an owner hears on calls the voice they picked.
    if (!phoneVoice(v.name)) continue;
    const parsed = parseGoogleVoiceName(v.name);
    if (!parsed) continue; // every phone voice has a Google voice name
    const gender = GENDERS[String(v.ssmlGender)];
    if (!gender) continue; // unspecified gender: not a voice the UI can describe
    items.push({
      voice: { name: v.name, displayName: googleDisplayName(v.name, gender), languageCode, naturalGender: gender },
      rank: parsed.key === GOOGLE_DEFAULT_PERSONA ? -1 : familyRank(parsed.family),
    });
  }
  return items.sort((a, b) => a.rank - b.rank || a.voice.name.localeCompare(b.voice.name)).map((item) => item.voice);
}

/** Google Cloud Text-to-Speech through `@google-cloud/text-to-speech`. */
export class GoogleEngine implements SpeechEngine {
  readonly name = 'google' as const;
  private readonly client: TextToSpeechClient;

  constructor(
    private readonly options: GoogleOptions,
    private readonly logger?: Logger,
  ) {
    this.client = new TextToSpeechClient(googleClientOptions(options));
    const { auth } = this.client;
    if (auth.cachedCredential instanceof JWT) {
      // A service-account client the library made itself would sign its own tokens (self-signed JWTs) with the
      // settings the client has just given `auth`, scoped to Cloud Platform when the endpoint is not Google's default.
      auth.setGapicJWTValues(auth.cachedCredential);
      if (auth.defaultScopes === undefined) auth.cachedCredential.scopes = TextToSpeechClient.scopes;
    }
  }

  async listVoices(languageCode: LanguageCode): Promise<Voice[]> {
    try {
      const [response] = await this.client.listVoices({ languageCode }, { timeout: this.options.timeoutMs });
      return toVoiceList(response.voices ?? [], languageCode);
    } catch (err) {
      this.logger?.error({ err, languageCode }, 'Google voices could not be listed');
      throw new AppError('unavailable', 'Failed to load voices. Please try again.');
    }
  }

  counterpart(voiceName: string, languageCode: LanguageCode): string | undefined {
    const parsed = parseGoogleVoiceName(voiceName);
    return parsed ? `${languageCode}-${parsed.key}` : undefined;
  }

  async synthesize(request: SynthesisRequest): Promise<Buffer> {
    try {
      const [response] = await timeDependency('google_tts', 'synthesize', () =>
        this.client.synthesizeSpeech(
          {
            input: { text: request.text },
            voice: { languageCode: request.languageCode, name: request.voiceName },
            audioConfig: { audioEncoding: 'MP3', speakingRate: request.speed },
          },
          { timeout: this.options.timeoutMs },
        ),
      );
      const audio = response.audioContent;
      if (!audio || audio.length === 0) throw new Error('no audioContent in the response');
      return typeof audio === 'string' ? Buffer.from(audio, 'base64') : Buffer.from(audio);
    } catch (err) {
      this.logger?.error({ err, voice: request.voiceName }, 'Google speech synthesis failed');
      throw new AppError('unavailable', 'Speech synthesis failed. Please try again.');
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
