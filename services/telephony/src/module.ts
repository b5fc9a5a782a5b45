import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline, TOPICS } from '@landline/proto';
import { telephonyConfig } from './config';
import { telephonyStore } from './store';
import { Numbers } from './numbers';
import { telephonyHandlers } from './server';
import { agentDeletedHandler, CONSUMER_GROUP } from './events';
import { agentDirectory, dialAgent, dialIdentity, planDirectory } from './peers';
import { createSandboxProvider } from './providers/sandbox';
import { createTwilioProvider } from './providers/twilio';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * Phone numbers (search, purchase, assignment to agents, the owner's pool) from Twilio or the embedded
 * sandbox pool. Carrier call handling arrives with issue #5.
 */
export const telephonyModule: ServiceModule = {
  name: 'telephony',
  async start(ctx) {
    const config = telephonyConfig(ctx.env);
    const logger = ctx.logger.child({ service: 'telephony' });
    const db = await openServiceDatabase(ctx, 'telephony', config.databaseUrl, migrations);
    const store = telephonyStore(db);
    const provider =
      config.provider === 'twilio'
        ? createTwilioProvider({ accountSid: config.twilio.accountSid, authToken: config.twilio.authToken, publicUrl: config.publicUrl })
        : createSandboxProvider(store);
    const agent = dialAgent(config.agentAddr);
    const identity = dialIdentity(config.identityAddr);
    const numbers = new Numbers(store, provider, agentDirectory(agent), planDirectory(identity), logger);

    const grpc = await serveGrpc(ctx, 'telephony', landline.telephony.v1.TelephonyService.service, telephonyHandlers(numbers));
    const agentDeleted = await ctx.bus.subscribe({ group: CONSUMER_GROUP, topics: [TOPICS.AgentDeleted], handler: agentDeletedHandler(db, numbers) });
    logger.info({ ...grpc.exports, provider: provider.name, database: db.kind }, 'telephony service started');

    return {
      exports: grpc.exports,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        await agentDeleted.stop();
        agent.close();
        identity.close();
        await db.close();
      },
    };
  },
};
