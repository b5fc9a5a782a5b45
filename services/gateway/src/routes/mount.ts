import { routes, splitKey, type ApiRouteKey, type ParsedBody, type ParsedParams, type ParsedQuery, type ResponseInput, type Route, type Routes } from '@landline/api';
import { z, type express, type NextFunction, type Request, type RequestHandler, type Response } from '@landline/platform';
import type { Auth, SignedInActor } from '../auth';

interface RouteInput<K extends ApiRouteKey> {
  params: ParsedParams<K>;
  query: ParsedQuery<K>;
  body: ParsedBody<K>;
  /** The caller: always there on a signed-in route (its bearer check let no one else through). */
  actor: Routes[K]['access'] extends 'signed-in' ? SignedInActor : SignedInActor | undefined;
  req: Request;
  res: Response;
  /** For an answer the handler streams itself: where a failure goes once the handler has returned. */
  next: NextFunction;
}

/**
 * A route's own work on its validated input. What it returns is checked against the route's answer
 * and sent as JSON with the route's status; undefined means it answered itself (audio, CSV, a stream).
 */
export type RouteHandler<K extends ApiRouteKey> = (input: RouteInput<K>) => Promise<ResponseInput<K> | undefined> | ResponseInput<K> | undefined;

const pass: RequestHandler = (_req, _res, next) => next();

/** The bearer check the route's access asks for; a route with its own signed-out message answers it without a header. */
function access(route: Route, auth: Pick<Auth, 'required' | 'optional'>): RequestHandler {
  if (route.access === 'public') return pass;
  if (route.access === 'optional') return auth.optional;
  const { signedOut } = route;
  if (!signedOut) return auth.required;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.authorization) return void res.status(401).json({ error: signedOut });
    return auth.required(req, res, next);
  };
}

/** Reads the request's params, query and body with the route's schemas; the first problem answers 400. */
function read(route: Route, req: Request, res: Response): [unknown, unknown, unknown] | undefined {
  const parts: [z.ZodType | undefined, unknown][] = [
    [route.params, req.params],
    [route.query, req.query],
    [route.body, req.body ?? {}],
  ];
  const values: unknown[] = [];
  for (const [schema, value] of parts) {
    const parsed = schema?.safeParse(value);
    if (parsed && !parsed.success) return void res.status(400).json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' });
    values.push(parsed?.data);
  }
  return values as [unknown, unknown, unknown];
}

/**
 * Mounts routes of the contract on a router: the method and path come from the route table, then the
 * bearer check of its access, the given middleware (rate limits…), its params, query and body read with
 * its schemas (400 with the schema's message), and the handler; the answer is shaped by the route's schema.
 */
export function routeMounter(router: express.Router, auth: Pick<Auth, 'required' | 'optional'>) {
  return function on<K extends ApiRouteKey>(key: K, ...chain: [...RequestHandler[], RouteHandler<K>]): void {
    const route: Route = routes[key];
    const { method, path } = splitKey(key);
    const handler = chain.at(-1) as RouteHandler<K>;
    const middleware = chain.slice(0, -1) as RequestHandler[];
    router[method.toLowerCase() as 'get'](path, access(route, auth), ...middleware, async (req: Request, res: Response, next: NextFunction) => {
      const parts = read(route, req, res);
      if (!parts) return;
      const [params, query, body] = parts;
      const { actor } = res.locals;
      if (route.access === 'signed-in' && !actor) throw new Error(`${key} is signed-in but its bearer check let a request through with no caller`);
      const input = { params, query, body, actor, req, res, next } as RouteInput<K>;
      const answer = await handler(input);
      if (answer === undefined) return;
      if (!route.response) throw new Error(`${key} answered JSON but its contract has no response schema`);
      const shaped = route.response.safeParse(answer);
      if (!shaped.success) throw new Error(`${key} answered outside its contract: ${z.prettifyError(shaped.error)}`);
      res.status(route.status ?? 200).json(shaped.data);
    });
  };
}
