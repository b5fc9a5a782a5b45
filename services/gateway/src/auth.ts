import { GATEWAY_MESSAGES } from '@landline/api';
import { createTokenVerifier, type NextFunction, type Request, type Response } from '@landline/platform';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { GatewayConfig } from './config';
import type { SessionCheck } from './sessions';

/** The caller a verified bearer token names: always with its user id. */
export type SignedInActor = Actor & { userId: string };

declare module 'express-serve-static-core' {
  interface Locals {
    actor?: SignedInActor;
  }
}

/** The bearer token; '' when an Authorization header is present but holds no bearer token. */
function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  return /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? '';
}

/**
 * Bearer-token middleware: `required` answers 401 without a valid token; `optional` lets callers with no
 * Authorization header through as anonymous. A header that fails verification is 401 on both: treating an
 * expired session as anonymous would save an owner's work as a stranger's while the browser shows success.
 */
export function createAuth(config: GatewayConfig, sessions: SessionCheck) {
  const verify = createTokenVerifier({ jwksUrl: config.jwksUrl, issuer: config.issuer });

  async function actorFor(req: Request): Promise<SignedInActor | undefined> {
    const token = bearer(req);
    if (token === undefined) return undefined;
    if (!token) throw new Error('no bearer token');
    const t = await verify(token);
    if (!(await sessions.current(t.sub, t.claims))) throw new Error('the session was ended');
    return { userId: t.sub, email: t.email, displayName: t.name, photoUrl: t.picture };
  }

  return {
    required: async (req: Request, res: Response, next: NextFunction) => {
      try {
        const actor = await actorFor(req);
        if (!actor) return void res.status(401).json({ error: GATEWAY_MESSAGES.signedOut });
        res.locals.actor = actor;
        next();
      } catch {
        res.status(401).json({ error: GATEWAY_MESSAGES.sessionExpired });
      }
    },
    optional: async (req: Request, res: Response, next: NextFunction) => {
      try {
        res.locals.actor = await actorFor(req);
      } catch {
        return void res.status(401).json({ error: GATEWAY_MESSAGES.sessionExpired });
      }
      next();
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
