import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { billingConfig } from './config';
import { billingStore } from './store';
import { Billing } from './billing';
import { Owners } from './owners';
import { UsageRecorder } from './usage';
import { billingHandlers } from './server';
import { callCompletedHandler, CONSUMERS, ownerEventsHandler } from './events';
import { dialIdentity, dialTelephony, numberDirectory, subscriptionDirectory } from './peers';
import type { BillingServiceHandlers } from '@landline/proto/generated/landline/billing/v1/BillingService';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * Usage, costs and the trial: counts CallCompleted into a per-call ledger (exactly once per call), keeps a
 * copy of each owner's time zone and subscription terms from identity, and answers the dashboard, identity's
 * profile (the minutes used) and entitlement checks (telephony's voice webhook, the gateway's test calls).
 */
export const billingModule: ServiceModule = {
  name: 'billing',
  dependsOn: ['identity', 'telephony'],
  async start(ctx) {
    const config = billingConfig(ctx.env);
    const logger = ctx.logger.child({ service: 'billing' });
    const db = await openServiceDatabase(ctx, 'billing', config.databaseUrl, migrations);
    const store = billingStore(db);
    const identity = dialIdentity(ctx.peer('identity'));
    const telephony = dialTelephony(ctx.peer('telephony'));
    const owners = new Owners(store, subscriptionDirectory(identity), config.defaultTimezone, logger);
    const billing = new Billing(store, owners, numberDirectory(telephony), config.rates, logger);
    const usage = new UsageRecorder(store, logger);

    const grpc = await serveGrpc<BillingServiceHandlers>(ctx, 'billing', landline.billing.v1.BillingService.service, billingHandlers(billing));
    const subscriptions = [
      await ctx.bus.subscribe({ group: CONSUMERS.usage.group, topics: [...CONSUMERS.usage.topics], handler: callCompletedHandler(db, usage) }),
      await ctx.bus.subscribe({ group: CONSUMERS.owners.group, topics: [...CONSUMERS.owners.topics], handler: ownerEventsHandler(db, owners) }),
    ];
    logger.info({ grpcAddress: grpc.address, database: db.kind, rates: config.rates, defaultTimezone: config.defaultTimezone }, 'billing service started');

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        await Promise.all(subscriptions.map((s) => s.stop()));
        identity.close();
        telephony.close();
        await db.close();
      },
    };
  },
};
