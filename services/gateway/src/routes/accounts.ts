import { express } from '@landline/platform';
import { handle, str, withoutOneofMarkers } from './handle';
import { rateLimit } from 'express-rate-limit';
import type { User__Output } from '@landline/proto/generated/landline/identity/v1/User';
import type { Auth } from '../auth';
import type { GatewayConfig } from '../config';
import type { Peers } from '../clients';
import type { SessionCheck } from '../sessions';


/** The user document in the spec's field names (photoURL). */
export function userDocument(user: User__Output | null | undefined) {
  if (!user) return null;
  const { photoUrl, propertyCount, subscription, ...rest } = withoutOneofMarkers(user);
  return {
    ...rest,
    photoURL: photoUrl,
    propertyCount: propertyCount ?? null,
    subscription: subscription ? { ...withoutOneofMarkers(subscription), maxPhones: subscription.maxPhones ?? null } : null,
  };
}

function session(result: { accessToken: string; refreshToken: string; expiresIn: number; user: User__Output | null }) {
  return { accessToken: result.accessToken, refreshToken: result.refreshToken, expiresIn: result.expiresIn, user: userDocument(result.user) };
}

const limiter = (limit: number, windowMinutes: number, message: string) =>
  rateLimit({ windowMs: windowMinutes * 60_000, limit, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: message } });

/** Sign-up, sign-in, the user document, onboarding's company step and the waitlist. */
export function accountRoutes(config: GatewayConfig, peers: Peers, auth: Auth, sessions: SessionCheck) {
  const r = express.Router();
  const authLimit = limiter(config.authRateLimit, 1, 'Too many attempts. Please wait a minute and try again.');
  const { identity } = peers;

  r.get('/config', (_req, res) => {
    res.json({
      auth: {
        provider: config.provider,
        google: config.google,
        ...(config.provider === 'keycloak' ? { keycloak: config.keycloak } : {}),
      },
    });
  });

  r.post('/auth/signup', authLimit, handle(async (req, res) => {
    const body = req.body ?? {};
    const result = await identity.SignUp({ email: str(body.email), password: str(body.password), displayName: str(body.displayName) }, { deadlineMs: 15_000 });
    res.status(201).json(session(result));
  }));
  r.post('/auth/login', authLimit, handle(async (req, res) => {
    const body = req.body ?? {};
    res.json(session(await identity.Login({ email: str(body.email), password: str(body.password) }, { deadlineMs: 15_000 })));
  }));
  r.post('/auth/refresh', authLimit, handle(async (req, res) => {
    res.json(session(await identity.Refresh({ refreshToken: str(req.body?.refreshToken) }, { deadlineMs: 15_000 })));
  }));
  r.post('/auth/logout', handle(async (req, res) => {
    await identity.Logout({ refreshToken: str(req.body?.refreshToken) });
    sessions.forget();
    res.json({ ok: true });
  }));
  r.post('/auth/forgot-password', authLimit, handle(async (req, res) => {
    await identity.ForgotPassword({ email: str(req.body?.email) }, { deadlineMs: 15_000 });
    res.json({ ok: true });
  }));
  r.post('/auth/reset-password', authLimit, handle(async (req, res) => {
    await identity.ResetPassword({ token: str(req.body?.token), password: str(req.body?.password) }, { deadlineMs: 15_000 });
    sessions.forget();
    res.json({ ok: true });
  }));

  r.get('/getUserProfile', auth.required, handle(async (_req, res) => {
    res.json(userDocument((await identity.GetUserProfile({ actor: res.locals.actor })).user));
  }));
  r.post('/fixUserDocument', auth.required, handle(async (_req, res) => {
    res.json(userDocument((await identity.FixUserDocument({ actor: res.locals.actor })).user));
  }));
  r.post('/completeOnboarding', auth.required, handle(async (req, res) => {
    const body = req.body ?? {};
    const count = body.propertyCount;
    const propertyCount = count === undefined || count === null || count === '' ? undefined : Number(count);
    if (propertyCount !== undefined && !Number.isFinite(propertyCount)) {
      return void res.status(400).json({ error: 'Property count must be a number of at least 1' });
    }
    const result = await identity.CompleteOnboarding({
      actor: res.locals.actor,
      companyName: str(body.companyName),
      industry: str(body.industry),
      timezone: str(body.timezone),
      propertyCount,
    });
    res.json(userDocument(result.user));
  }));

  r.post('/joinWaitlist', limiter(config.waitlistRateLimit, 10, 'Too many requests. Please try again later.'), handle(async (req, res) => {
    const body = req.body ?? {};
    await identity.JoinWaitlist({ name: str(body.name), company: str(body.company), email: str(body.email), phone: str(body.phone) });
    res.status(201).json({ ok: true });
  }));
  return r;
}
