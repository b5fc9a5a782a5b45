import { express } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, str } from './handle';

export interface VoiceRouteOptions {
  /** Speech requests per client (IP) and window without a bearer: the landing page's demo calls. */
  anonymousTtsLimit?: number;
  /** Speech requests per signed-in user and window: previews and browser test calls. */
  signedInTtsLimit?: number;
  windowMinutes?: number;
}

export const TTS_RATE_LIMIT_MESSAGE = 'Too many speech requests. Please try again later.';

/** Voices and speech synthesis (conversation service). */
export function voiceRoutes(peers: Peers, auth: Auth, options: VoiceRouteOptions = {}) {
  const r = express.Router();
  const { conversation } = peers;
  const windowMs = (options.windowMinutes ?? 10) * 60_000;
  const common = { windowMs, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: TTS_RATE_LIMIT_MESSAGE } } as const;
  const anonymousLimit = rateLimit({ ...common, limit: options.anonymousTtsLimit ?? 60, skip: (_req, res) => Boolean(res.locals.actor) });
  const signedInLimit = rateLimit({
    ...common,
    limit: options.signedInTtsLimit ?? 600,
    skip: (_req, res) => !res.locals.actor,
    keyGenerator: (_req, res) => `user:${res.locals.actor?.userId}`,
  });

  // GET /api/getAvailableVoices?languageCode=en-US|es-US&provider=google → { voices, engine }
  r.get('/getAvailableVoices', auth.required, handle(async (req, res) => {
    const result = await conversation.ListVoices({ languageCode: str(req.query.languageCode), provider: str(req.query.provider) }, { deadlineMs: 15_000 });
    // The list changes only with the deployment's engine; the service caches it too.
    res.setHeader('cache-control', 'private, max-age=600');
    res.json({
      voices: result.voices.map((v) => ({ name: v.name, displayName: v.displayName, languageCode: v.languageCode, naturalGender: v.naturalGender })),
      engine: result.engine,
    });
  }));

  // POST /api/tts {employee, language, text, provider, format, voiceName?, speed?} → audio/mpeg.
  // The bearer is optional: the landing page's anonymous demo calls speak through it too.
  r.post('/tts', auth.optional, anonymousLimit, signedInLimit, handle(async (req, res) => {
    const body = req.body ?? {};
    const speed = body.speed === undefined || body.speed === null || body.speed === '' ? undefined : Number(body.speed);
    const speech = await conversation.Synthesize(
      {
        text: str(body.text),
        language: str(body.language),
        voiceName: str(body.voiceName),
        employee: str(body.employee),
        format: str(body.format),
        provider: str(body.provider),
        speed,
      },
      { deadlineMs: 20_000 },
    );
    res.setHeader('content-type', speech.contentType || 'audio/mpeg');
    res.setHeader('x-speech-engine', speech.engine);
    res.setHeader('x-voice-name', speech.voiceName);
    res.send(speech.audio);
  }));
  return r;
}
