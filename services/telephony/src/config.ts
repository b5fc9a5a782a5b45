import { env, loadConfig, z } from '@landline/platform';
import { DEFAULT_SPEECH_MODELS, speechModelProblem, TRANSCRIPTION_PROVIDERS } from '@landline/platform/voices';

export const telephonyConfigSchema = z.object({
  TELEPHONY_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio account SID (AC followed by 32 hex digits)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /**
   * The sandbox phone line's signing token (the web phone simulator's calls are signed with it, as Twilio
   * signs with the account's auth token). Unset: generated once and kept in the telephony database.
   */
  TWILIO_SANDBOX_AUTH_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  PORT: env.port(8080),
  /**
   * ConversationRelay's transcription: the provider and each language's model, from the voices table (the
   * documented defaults; Deepgram's English-only `flux` is an opt-in). A pair Twilio would refuse stops
   * telephony at start.
   */
  RELAY_TRANSCRIPTION_PROVIDER: z.enum(TRANSCRIPTION_PROVIDERS).default('Deepgram'),
  RELAY_SPEECH_MODEL_EN: z.string().optional(),
  RELAY_SPEECH_MODEL_ES: z.string().optional(),
  /** Silence after the employee finished speaking: a gentle "are you still there?", then a polite hang-up. */
  RELAY_SILENCE_PROMPT_SECONDS: z.coerce.number().min(0.05).default(8),
  RELAY_SILENCE_HANGUP_SECONDS: z.coerce.number().min(0.1).default(30),
  /** How fast the carrier's voice speaks (characters a second): when a reply has been heard, roughly. */
  RELAY_SPEECH_CHARS_PER_SECOND: z.coerce.number().min(1).default(15),
  /** A relay socket with no message from the carrier for this long is closed. */
  RELAY_IDLE_SECONDS: z.coerce.number().min(1).default(300),
  /** On shutdown, how long live calls have to reach a pause and be handed to another process (within the pod's grace period). */
  RELAY_DRAIN_SECONDS: z.coerce.number().min(0).default(15),
  /** Deadline of the billing entitlement check on the voice webhook (a dead billing service never blocks calls). */
  BILLING_CHECK_TIMEOUT_MS: z.coerce.number().int().min(50).default(800),
});

/** httpPort: the port this process serves HTTP on (known once it listens; PORT may be 0). */
export function telephonyConfig(source: NodeJS.ProcessEnv, httpPort?: number) {
  const c = loadConfig(telephonyConfigSchema, source);
  if (Boolean(c.TWILIO_ACCOUNT_SID) !== Boolean(c.TWILIO_AUTH_TOKEN)) {
    throw new Error('Invalid configuration:\n  - TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN go together (set both for Twilio, neither for the sandbox numbers)');
  }
  if (c.TWILIO_ACCOUNT_SID && !(c.PUBLIC_URL ?? '').startsWith('https://')) {
    // The relay URL is PUBLIC_URL's, and Twilio opens ConversationRelay sockets over wss:// only.
    throw new Error('Invalid configuration:\n  - PUBLIC_URL must be an https:// address when Twilio is configured (Twilio connects to the relay over wss://)');
  }
  const provider = c.RELAY_TRANSCRIPTION_PROVIDER;
  const speechModels = { en: c.RELAY_SPEECH_MODEL_EN ?? DEFAULT_SPEECH_MODELS[provider], es: c.RELAY_SPEECH_MODEL_ES ?? DEFAULT_SPEECH_MODELS[provider] };
  const problems = (['en', 'es'] as const).flatMap((l) => {
    const problem = speechModelProblem(provider, speechModels[l], l);
    return problem ? [`  - RELAY_SPEECH_MODEL_${l.toUpperCase()}: ${problem}`] : [];
  });
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    databaseUrl: c.TELEPHONY_DATABASE_URL ?? c.DATABASE_URL,
    /** Twilio when an account is configured, else the embedded sandbox pool. */
    provider: c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN ? ('twilio' as const) : ('sandbox' as const),
    twilio: { accountSid: c.TWILIO_ACCOUNT_SID ?? '', authToken: c.TWILIO_AUTH_TOKEN ?? '' },
    sandboxAuthToken: c.TWILIO_SANDBOX_AUTH_TOKEN,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${httpPort ?? c.PORT}`).replace(/\/+$/, ''),
    relay: {
      transcriptionProvider: provider,
      speechModels,
      silencePromptMs: Math.round(c.RELAY_SILENCE_PROMPT_SECONDS * 1000),
      silenceHangupMs: Math.round(c.RELAY_SILENCE_HANGUP_SECONDS * 1000),
      speechCharsPerSecond: c.RELAY_SPEECH_CHARS_PER_SECOND,
      idleMs: Math.round(c.RELAY_IDLE_SECONDS * 1000),
      drainMs: Math.round(c.RELAY_DRAIN_SECONDS * 1000),
    },
    billingCheckTimeoutMs: c.BILLING_CHECK_TIMEOUT_MS,
  };
}
