import { RATE_LIMIT_MESSAGES } from '@landline/api';
import { express } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

export interface VoiceRouteOptions {
  /** Speech requests per client (IP) and window without a bearer: the landing page's demo calls. */
  anonymousTtsLimit?: number;
  /** Speech requests per signed-in user and window: previews and browser test calls. */
  signedInTtsLimit?: number;
  windowMinutes?: number;
}

/** Voices and speech synthesis (conversation service). */
export function voiceRoutes(peers: Peers, auth: Auth, options: VoiceRouteOptions = {}) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { conversation } = peers;
  const windowMs = (options.windowMinutes ?? 10) * 60_000;
  const common = { windowMs, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: RATE_LIMIT_MESSAGES.speech } } as const;
  const anonymousLimit = rateLimit({ ...common, limit: options.anonymousTtsLimit ?? 60, skip: (_req, res) => Boolean(res.locals.actor) });
  const signedInLimit = rateLimit({
    ...common,
    limit: options.signedInTtsLimit ?? 600,
    skip: (_req, res) => !res.locals.actor,
    keyGenerator: (_req, res) => `user:${res.locals.actor?.userId}`,
  });

  on('GET /getAvailableVoices', async ({ query, res }) => {
    const result = await conversation.ListVoices(query, { deadlineMs: 15_000 });
    // The list changes only with the deployment's engine; the service caches it too.
    res.setHeader('cache-control', 'private, max-age=600');
    return result;
  });

  // The bearer is optional: the landing page's anonymous demo calls speak through it too.
  on('POST /tts', anonymousLimit, signedInLimit, async ({ body, res }) => {
    const speech = await conversation.Synthesize(body, { deadlineMs: 20_000 });
    res.setHeader('content-type', speech.contentType || 'audio/mpeg');
    res.setHeader('x-speech-engine', speech.engine);
    res.setHeader('x-voice-name', speech.voiceName);
    res.send(speech.audio);
    return undefined;
  });
  return r;
}
