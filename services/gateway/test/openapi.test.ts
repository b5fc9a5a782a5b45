import { routes, splitKey } from '@landline/api';
import { openApiDocument, openApiPath } from '@landline/api/openapi';
import { express, type Logger, type RequestHandler } from '@landline/platform';
import { apiRouter } from '../src/api';
import type { Auth } from '../src/auth';
import type { Peers } from '../src/clients';
import { gatewayConfig } from '../src/config';
import type { SessionCheck } from '../src/sessions';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every method and path mounted on a router and the routers under it, as 'GET /path'. */
function mounted(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods)
        .filter((m) => m !== '_all')
        .map((m) => `${m.toUpperCase()} ${layer.route!.path}`);
    return layer.handle?.stack ? mounted(layer.handle.stack) : [];
  });
}

describe('the OpenAPI document', () => {
  const pass: RequestHandler = (_req, _res, next) => next();
  const auth = { required: pass, optional: pass } as Auth;
  const api = apiRouter({
    config: gatewayConfig({}, 8080),
    peers: {} as Peers,
    auth,
    sessions: { forget: () => undefined } as unknown as SessionCheck,
    logger: { warn: () => undefined, error: () => undefined } as unknown as Logger,
    headers: pass,
  }) as express.Router & { stack: Layer[] };
  const document = openApiDocument();

  it('holds every route the gateway mounts under /api, with its method', () => {
    const routesMounted = [...new Set(mounted(api.stack))];
    expect(routesMounted.length).toBeGreaterThan(50);
    for (const key of routesMounted) {
      const { method, path } = splitKey(key);
      expect([key, document.paths?.[openApiPath(path)]?.[method.toLowerCase() as 'get']]).toEqual([key, expect.objectContaining({ responses: expect.any(Object) })]);
    }
  });

  it('is mounted exactly from the route table', () => {
    expect(new Set(mounted(api.stack).filter((key) => !key.startsWith('HEAD ')))).toEqual(new Set(Object.keys(routes)));
  });

  it('is served at GET /api/openapi.json without a bearer', async () => {
    const app = express();
    app.use('/api', api);
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as { port: number }).port}/api/openapi.json`);
      expect(res.status).toBe(200);
      expect(Object.keys(((await res.json()) as { paths: object }).paths)).toEqual(Object.keys(document.paths ?? {}));
    } finally {
      server.close();
    }
  });

  it('is OpenAPI 3.1 with the bearer scheme, JSON errors and parameters by name', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components?.securitySchemes).toHaveProperty('bearer');
    const saveWebTranscript = document.paths?.['/saveWebTranscript']?.post;
    expect(saveWebTranscript?.responses?.['400']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(document.paths?.['/recordings/{callId}']?.put?.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'callId', required: true })]);
    expect(document.paths?.['/config']?.get?.security).toEqual([]);
  });
});
