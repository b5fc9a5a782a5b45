import os from 'node:os';
import { loadConfig, z } from '@landline/platform';

/**
 * Speech settings.
 *
 * The engine: `TTS_ENGINE=auto` (default) picks Google Cloud Text-to-Speech when Google credentials are
 * configured, else the offline espeak-ng engine. Credentials count as configured when either
 *  - `GOOGLE_TTS_CREDENTIALS_JSON` holds a service-account key (the JSON itself, e.g. from a Kubernetes
 *    secret), used by this service only, or
 *  - `GOOGLE_APPLICATION_CREDENTIALS` names a key file (Application Default Credentials).
 * `TTS_ENGINE=google` requires one of them; `TTS_ENGINE=espeak-ng` stays offline even when they are set.
 * `GOOGLE_TTS_ENDPOINT` (a URL) sends the Google client to another endpoint over REST, e.g. a regional
 * endpoint (`https://eu-texttospeech.googleapis.com`) or a local stand-in.
 */
const conversationConfigSchema = z.object({
  /** The call records' database (its schema on DATABASE_URL; unset: embedded PGlite). */
  CONVERSATION_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  TTS_ENGINE: z.enum(['auto', 'google', 'espeak-ng']).default('auto'),
  GOOGLE_TTS_CREDENTIALS_JSON: z.string().optional(),
  GOOGLE_APPLICATION_CREDENTIALS: z.string().optional(),
  GOOGLE_TTS_ENDPOINT: z.url().optional(),
  /** How long a voice list stays cached (per provider and language). */
  VOICES_CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(3600),
  /** Offline engine: syntheses running at once (each one espeak-ng plus ffmpeg; default: the CPU count, at least 2), and how many may wait. */
  TTS_MAX_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  TTS_MAX_QUEUE: z.coerce.number().int().min(0).default(32),
  /** Longest a synthesis may take, queueing included, before it is abandoned (child processes killed). */
  TTS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  ESPEAK_NG_PATH: z.string().default('espeak-ng'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  /**
   * The dialog engine: `auto` (default) uses the model when OPENAI_API_KEY is set, else the offline
   * receptionist; `llm` requires the key; `offline` never calls a model. Any OpenAI-compatible endpoint
   * works (OPENAI_BASE_URL); OPENAI_MODEL names the model.
   */
  DIALOG_ENGINE: z.enum(['auto', 'llm', 'offline']).default('auto'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  /** Longest a model request may take (per round of a reply). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /** A live call (Converse) with no input for this long is ended; no call lasts longer than the maximum. */
  CONVERSE_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(300),
  CONVERSE_MAX_CALL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(4 * 3600),
});

interface GoogleCredentials {
  client_email: string;
  private_key: string;
  project_id?: string;
}

export function conversationConfig(source: NodeJS.ProcessEnv) {
  const c = loadConfig(conversationConfigSchema, source);
  const problems: string[] = [];

  let credentials: GoogleCredentials | undefined;
  if (c.GOOGLE_TTS_CREDENTIALS_JSON) {
    try {
      const parsed = JSON.parse(c.GOOGLE_TTS_CREDENTIALS_JSON) as Partial<GoogleCredentials>;
      if (typeof parsed.client_email !== 'string' || typeof parsed.private_key !== 'string') throw new Error('missing fields');
      credentials = { client_email: parsed.client_email, private_key: parsed.private_key, project_id: parsed.project_id };
    } catch {
      problems.push('GOOGLE_TTS_CREDENTIALS_JSON: not a service-account key (JSON with client_email and private_key)');
    }
  }
  const googleConfigured = Boolean(c.GOOGLE_TTS_CREDENTIALS_JSON || c.GOOGLE_APPLICATION_CREDENTIALS);
  if (c.TTS_ENGINE === 'google' && !googleConfigured) {
    problems.push('TTS_ENGINE=google needs GOOGLE_TTS_CREDENTIALS_JSON or GOOGLE_APPLICATION_CREDENTIALS');
  }
  if (c.DIALOG_ENGINE === 'llm' && !c.OPENAI_API_KEY) problems.push('DIALOG_ENGINE=llm needs OPENAI_API_KEY');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  const engine: 'google' | 'espeak-ng' = c.TTS_ENGINE === 'auto' ? (googleConfigured ? 'google' : 'espeak-ng') : c.TTS_ENGINE;
  return {
    engine,
    google: {
      /** Inline key; without it the client finds GOOGLE_APPLICATION_CREDENTIALS itself. */
      credentials,
      endpoint: c.GOOGLE_TTS_ENDPOINT,
    },
    espeak: {
      espeakPath: c.ESPEAK_NG_PATH,
      ffmpegPath: c.FFMPEG_PATH,
      maxProcesses: c.TTS_MAX_PROCESSES ?? Math.max(2, os.availableParallelism()),
      maxQueue: c.TTS_MAX_QUEUE,
      timeoutMs: c.TTS_TIMEOUT_MS,
    },
    voicesCacheTtlMs: c.VOICES_CACHE_TTL_SECONDS * 1000,
    timeoutMs: c.TTS_TIMEOUT_MS,
    dialog: {
      engine: c.DIALOG_ENGINE === 'auto' ? (c.OPENAI_API_KEY ? 'llm' : 'offline') : c.DIALOG_ENGINE,
      openai: { apiKey: c.OPENAI_API_KEY ?? '', baseURL: c.OPENAI_BASE_URL, model: c.OPENAI_MODEL, timeoutMs: c.LLM_TIMEOUT_MS },
      idleMs: c.CONVERSE_IDLE_TIMEOUT_SECONDS * 1000,
      maxCallMs: c.CONVERSE_MAX_CALL_SECONDS * 1000,
    },
    databaseUrl: c.CONVERSATION_DATABASE_URL ?? c.DATABASE_URL,
  };
}
