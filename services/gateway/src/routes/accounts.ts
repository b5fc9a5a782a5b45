import { RATE_LIMIT_MESSAGES } from '@landline/api';
import { express } from '@landline/platform';
import { rateLimit } from 'express-rate-limit';
import type { User__Output } from '@landline/proto/generated/landline/identity/v1/User';
import type { Auth } from '../auth';
import type { GatewayConfig } from '../config';
import type { Peers } from '../clients';
import type { SessionCheck } from '../sessions';
import { routeMounter } from './mount';

const AUTH_DEADLINE = { deadlineMs: 15_000 };

/** The user document in the spec's field names (photoURL), unset optional numbers as null. */
function userDocument(user: User__Output) {
  const { subscription } = user;
  return {
    ...user,
    photoURL: user.photoUrl,
    propertyCount: user.propertyCount ?? null,
    subscription: subscription ? { ...subscription, maxPhones: subscription.maxPhones ?? null } : null,
  };
}

const session = (result: { accessToken: string; refreshToken: string; expiresIn: number; user: User__Output | null }) => ({
  ...result,
  user: result.user && userDocument(result.user),
});

/** The user document of identity's answer, which always holds one. */
export function profile(answer: { user: User__Output | null }) {
  if (!answer.user) throw new Error('identity answered without the user document');
  return userDocument(answer.user);
}

const limiter = (limit: number, windowMinutes: number, message: string) =>
  rateLimit({ windowMs: windowMinutes * 60_000, limit, standardHeaders: 'draft-8', legacyHeaders: false, message: { error: message } });

/** Sign-up, sign-in, the user document, onboarding's company step and the waitlist (identity). */
export function accountRoutes(config: GatewayConfig, peers: Peers, auth: Auth, sessions: SessionCheck) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const authLimit = limiter(config.authRateLimit, 1, RATE_LIMIT_MESSAGES.auth);
  const { identity } = peers;
  const forgetSessions = <T>(answer: T) => {
    sessions.forget();
    return answer;
  };

  on('GET /config', () => ({
    auth: { provider: config.provider, google: config.google, ...(config.provider === 'keycloak' ? { keycloak: config.keycloak } : {}) },
  }));

  on('POST /auth/signup', authLimit, async ({ body }) => session(await identity.SignUp(body, AUTH_DEADLINE)));
  on('POST /auth/login', authLimit, async ({ body }) => session(await identity.Login(body, AUTH_DEADLINE)));
  on('POST /auth/refresh', authLimit, async ({ body }) => session(await identity.Refresh(body, AUTH_DEADLINE)));
  on('POST /auth/logout', async ({ body }) => {
    await identity.Logout(body);
    return forgetSessions({ ok: true as const });
  });
  on('POST /auth/forgot-password', authLimit, async ({ body }) => {
    await identity.ForgotPassword(body, AUTH_DEADLINE);
    return { ok: true as const };
  });
  on('POST /auth/reset-password', authLimit, async ({ body }) => {
    await identity.ResetPassword(body, AUTH_DEADLINE);
    return forgetSessions({ ok: true as const });
  });

  on('GET /getUserProfile', async ({ actor }) => profile(await identity.GetUserProfile({ actor })));
  on('POST /fixUserDocument', async ({ actor }) => profile(await identity.FixUserDocument({ actor })));
  on('POST /completeOnboarding', async ({ actor, body }) => profile(await identity.CompleteOnboarding({ actor, ...body })));

  on('POST /joinWaitlist', limiter(config.waitlistRateLimit, 10, RATE_LIMIT_MESSAGES.requests), async ({ body }) => {
    await identity.JoinWaitlist(body);
    return { ok: true as const };
  });
  return r;
}
