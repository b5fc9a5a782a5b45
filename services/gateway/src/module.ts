import { express, refuseNulText, type ServiceModule } from '@landline/platform';
import { gatewayConfig } from './config';
import { closePeers, createPeers } from './clients';
import { createAuth } from './auth';
import { createSessionCheck } from './sessions';
import { errorHandler } from './errors';
import { accountRoutes } from './routes/accounts';
import { accountSettingsRoutes } from './routes/account';
import { agentRoutes } from './routes/agents';
import { phoneRoutes } from './routes/phones';
import { voiceRoutes } from './routes/voices';
import { chatRoutes } from './routes/chat';
import { callRoutes } from './routes/calls';
import { recordingRoutes } from './routes/recordings';
import { sandboxRoutes } from './routes/sandbox';
import { notificationRoutes } from './routes/notifications';
import { webhookRoutes } from './routes/webhooks';
import { workOrderRoutes } from './routes/workOrders';
import { billingRoutes } from './routes/billing';
import { mountWebApp } from './web';
import { securityHeaders } from './headers';

/** The API the React app calls (`/api`), and the app itself. */
export const gatewayModule: ServiceModule = {
  name: 'gateway',
  async start(ctx) {
    const config = gatewayConfig(ctx.env, ctx.publicPort());
    const logger = ctx.logger.child({ service: 'gateway' });
    const peers = createPeers(config);
    const sessions = createSessionCheck(peers, logger);
    const auth = createAuth(config, sessions);
    ctx.http.set('trust proxy', config.trustProxy);

    const headers = securityHeaders(config);
    const api = express.Router();
    api.use(headers);
    api.use(express.json({ limit: '1mb' }));
    api.use(refuseNulText);
    api.use((_req, res, next) => {
      res.setHeader('cache-control', 'no-store');
      next();
    });
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
      res.status(404).json({ error: 'Not found' });
    });
    api.use(errorHandler(logger));
    ctx.http.use('/api', api);
    mountWebApp(ctx.http, config.webDist, headers);
    logger.info({ auth: config.provider }, 'gateway started');

    return {
      async ready() {
        return true;
      },
      async stop() {
        closePeers(peers);
      },
    };
  },
};
