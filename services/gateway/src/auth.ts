import { createTokenVerifier, type NextFunction, type Request, type Response } from '@landline/platform';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { GatewayConfig } from './config';

declare module 'express-serve-static-core' {
  interface Locals {
    actor?: Actor;
  }
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** Bearer-token middleware: `required` answers 401 without a valid token; `optional` lets anonymous callers through. */
export function createAuth(config: GatewayConfig) {
  const verify = createTokenVerifier({ jwksUrl: config.jwksUrl, issuer: config.issuer });

  async function actorFor(req: Request): Promise<Actor | undefined> {
    const token = bearer(req);
    if (!token) return undefined;
    const t = await verify(token);
    return { userId: t.sub, email: t.email, displayName: t.name, photoUrl: t.picture };
  }

  return {
    required: async (req: Request, res: Response, next: NextFunction) => {
      try {
        const actor = await actorFor(req);
        if (!actor) return void res.status(401).json({ error: 'You must be signed in' });
        res.locals.actor = actor;
        next();
      } catch {
        res.status(401).json({ error: 'Your session has expired. Please sign in again.' });
      }
    },
    optional: async (req: Request, res: Response, next: NextFunction) => {
      try {
        res.locals.actor = await actorFor(req);
      } catch {
        res.locals.actor = undefined;
      }
      next();
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
