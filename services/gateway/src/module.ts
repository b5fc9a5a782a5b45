import type { ServiceModule } from '@landline/platform';
import { apiRouter } from './api';
import { gatewayConfig } from './config';
import { closePeers, createPeers } from './clients';
import { createAuth } from './auth';
import { createSessionCheck } from './sessions';
import { mountWebApp } from './web';
import { securityHeaders } from './headers';

/** The API the React app calls (`/api`), and the app itself. */
export const gatewayModule: ServiceModule = {
  name: 'gateway',
  dependsOn: ['identity', 'agent', 'telephony', 'recording', 'conversation', 'billing', 'notification'],
  async start(ctx) {
    const config = gatewayConfig(ctx.env, ctx.publicPort());
    const logger = ctx.logger.child({ service: 'gateway' });
    const peers = createPeers(ctx.peer);
    const sessions = createSessionCheck(peers, logger);
    const auth = createAuth(config, sessions);
    ctx.http.set('trust proxy', config.trustProxy);

    const headers = securityHeaders(config);
    const api = apiRouter({ config, peers, auth, sessions, logger, headers });
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
