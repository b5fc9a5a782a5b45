/** The OpenAPI 3.1 document of the routes under /api, made from their schemas (server-side only: it pulls in zod-openapi). */
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import type { z } from 'zod';
import { errorBody } from './common';
import { splitKey, type Route } from './contract';
import { routes } from './routes';
import { GATEWAY_MESSAGES } from './constants';

/** '/recordings/:callId' as OpenAPI writes it: '/recordings/{callId}'. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** The success answer's schema of a JSON route; a route with neither a JSON answer nor a media one is a bug in the contract. */
function jsonResponse(route: Route): z.ZodType {
  if (!route.response) throw new Error(`The route "${route.summary}" declares neither a response schema nor a media answer`);
  return route.response;
}

function responses(route: Route): ZodOpenApiResponsesObject {
  const success = route.media
    ? { description: route.media.description, content: { [route.media.type]: { schema: route.media.schema } } }
    : { description: 'OK', content: json(jsonResponse(route)) };
  const failures: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, description] of Object.entries(route.errors ?? {})) failures[status] = { description, content: json(errorBody) };
  if (route.access === 'signed-in')
    failures['401'] ??= { description: route.signedOut ? `${route.signedOut} (no bearer), or the session expired` : GATEWAY_MESSAGES.signedOut, content: json(errorBody) };
  if (route.access === 'optional') failures['401'] ??= { description: GATEWAY_MESSAGES.sessionExpired, content: json(errorBody) };
  if ((route.params || route.query || route.body) && !failures['400']) failures['400'] = { description: 'A parameter or field that cannot be read', content: json(errorBody) };
  failures['5XX'] = { description: `${GATEWAY_MESSAGES.internal}, or ${GATEWAY_MESSAGES.unavailable}`, content: json(errorBody) };
  return { [String(route.status ?? 200)]: success, ...failures };
}

/** 'PUT /recordings/:callId' → 'putRecordingsCallId'. */
const operationId = (method: string, path: string) => method.toLowerCase() + path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''));

const binary = { type: 'string', format: 'binary' } as const;

function operation(method: string, path: string, route: Route): ZodOpenApiOperationObject {
  return {
    operationId: operationId(method, path),
    description: `${method} ${path}`,
    summary: route.summary,
    ...(route.access === 'public' ? { security: [] } : route.access === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    ...(route.params || route.query
      ? ({ requestParams: { ...(route.params ? { path: route.params } : {}), ...(route.query ? { query: route.query } : {}) } } as ZodOpenApiOperationObject['requestParams'])
      : {}),
    ...(route.body ? { requestBody: { content: json(route.body) } } : {}),
    ...(route.upload ? { requestBody: { required: true, content: Object.fromEntries(route.upload.map((type) => [type, { schema: binary }])) } } : {}),
    responses: responses(route),
  };
}

/** The document, with every route of the table under its OpenAPI path. */
export function openApiDocument(info: { version: string; serverUrl?: string } = { version: '1' }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, route] of Object.entries(routes) as [string, Route][]) {
    const { method, path } = splitKey(key);
    const item = (paths[openApiPath(path)] ??= {});
    item[method.toLowerCase() as 'get'] = operation(method, path, route);
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Landline API', version: info.version, description: 'The HTTP API the Landline web app calls. Errors are JSON {error}.' },
    servers: [{ url: info.serverUrl ?? '/api' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
}
