import { GATEWAY_MESSAGES } from '@landline/api';
import { openApiDocument } from '@landline/api/openapi';
import { express, refuseNulText, type Logger, type RequestHandler } from '@landline/platform';
import type { Auth } from './auth';
import type { Peers } from './clients';
import type { GatewayConfig } from './config';
import { errorHandler } from './errors';
import type { SessionCheck } from './sessions';
import { accountSettingsRoutes } from './routes/account';
import { accountRoutes } from './routes/accounts';
import { agentRoutes } from './routes/agents';
import { billingRoutes } from './routes/billing';
import { callRoutes } from './routes/calls';
import { chatRoutes } from './routes/chat';
import { routeMounter } from './routes/mount';
import { notificationRoutes } from './routes/notifications';
import { phoneRoutes } from './routes/phones';
import { recordingRoutes } from './routes/recordings';
import { sandboxRoutes } from './routes/sandbox';
import { voiceRoutes } from './routes/voices';
import { webhookRoutes } from './routes/webhooks';
import { workOrderRoutes } from './routes/workOrders';

export interface ApiDependencies {
  config: GatewayConfig;
  peers: Peers;
  auth: Auth;
  sessions: SessionCheck;
  logger: Logger;
  headers: RequestHandler;
}

/** The document of this API, made once on first request. */
function openApiRoutes(auth: Auth, publicUrl: string) {
  const r = express.Router();
  let document: ReturnType<typeof openApiDocument> | undefined;
  routeMounter(r, auth)('GET /openapi.json', () => ({ ...(document ??= openApiDocument({ version: '1', serverUrl: `${publicUrl}/api` })) }));
  return r;
}

/** The API the React app calls, mounted at /api: every route of @landline/api's table, then JSON 404s and errors. */
export function apiRouter({ config, peers, auth, sessions, logger, headers }: ApiDependencies): express.Router {
  const api = express.Router();
  api.use(headers);
  api.use(express.json({ limit: '1mb' }));
  api.use(refuseNulText);
  api.use((_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  api.use(openApiRoutes(auth, config.publicUrl));
  api.use(accountRoutes(config, peers, auth, sessions));
  api.use(accountSettingsRoutes(peers, auth, sessions));
  api.use(agentRoutes(peers, auth));
  api.use(phoneRoutes(peers, auth));
  api.use(voiceRoutes(peers, auth));
  api.use(chatRoutes(peers, auth));
  api.use(callRoutes(peers, auth));
  api.use(recordingRoutes(peers, auth, { anonymousDailyUploadLimit: config.demoRecordingUploadsPerDay }));
  api.use(sandboxRoutes(peers, auth));
  api.use(billingRoutes(peers, auth));
  api.use(notificationRoutes(peers, auth));
  api.use(webhookRoutes(peers, auth));
  api.use(workOrderRoutes(peers, auth));
  api.use((_req, res) => {
    res.status(404).json({ error: GATEWAY_MESSAGES.notFound });
  });
  api.use(errorHandler(logger));
  return api;
}
