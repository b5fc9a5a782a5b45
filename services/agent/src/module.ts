import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dial, Outbox, openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { agentConfig } from './config';
import { agentStore } from './store';
import { Agents } from './agents';
import { agentHandlers } from './server';
import { identityPlans } from './plans';
import type { AgentServiceHandlers } from '@landline/proto/generated/landline/agent/v1/AgentService';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Templates and AI employees. Dials identity for the owner's plan allowance. */
export const agentModule: ServiceModule = {
  name: 'agent',
  dependsOn: ['identity'],
  async start(ctx) {
    const config = agentConfig(ctx.env);
    const logger = ctx.logger.child({ service: 'agent' });
    const db = await openServiceDatabase(ctx, 'agent', config.databaseUrl, migrations);
    const outbox = new Outbox(db, ctx.bus, 'agent', logger);
    const identity = dial(landline.identity.v1.IdentityService, ctx.peer('identity'), 'agent');

    const agents = new Agents(agentStore(db), outbox, identityPlans(identity), logger);
    const grpc = await serveGrpc<AgentServiceHandlers>(ctx, 'agent', landline.agent.v1.AgentService.service, agentHandlers(agents));
    outbox.start();
    logger.info({ grpcAddress: grpc.address, database: db.kind }, 'agent service started');

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        await outbox.stop();
        identity.close();
        await db.close();
      },
    };
  },
};
