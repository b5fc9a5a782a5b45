import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { notificationConfig } from './config';
import { Dispatcher } from './dispatcher';
import { callCompletedHandler, consentHandler, CONSUMERS, onCallHandler, ownerEventsHandler } from './events';
import { Notifications } from './notifications';
import { agentDirectory, dialAgent, dialIdentity, ownerDirectory } from './peers';
import { createMailer } from '@landline/platform/mail';
import { sandboxTexts, twilioTexts } from './senders/sms';
import { notificationHandlers } from './server';
import { notificationStore } from './store';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * What owners are told: email summaries after calls (SMTP, or .eml files under the data dir) and texts
 * for emergencies (Twilio's Messaging API, or the sandbox line), from CallCompleted events. Each message
 * is queued once per call and recipient, sent with retries, and listed for the call page.
 */
export const notificationModule: ServiceModule = {
  name: 'notification',
  async start(ctx) {
    const config = notificationConfig(ctx.env, ctx.dataDir);
    const logger = ctx.logger.child({ service: 'notification' });
    const db = await openServiceDatabase(ctx, 'notification', config.databaseUrl, migrations);
    const store = notificationStore(db);
    const agent = dialAgent(config.agentAddr);
    const identity = dialIdentity(config.identityAddr);
    const mail = createMailer(config.mail);
    const texts = config.sms.provider === 'twilio' ? twilioTexts(config.sms) : sandboxTexts();
    const notifications = new Notifications(
      store,
      agentDirectory(agent),
      ownerDirectory(identity),
      { publicUrl: () => config.publicUrl ?? `http://localhost:${ctx.publicPort()}`, sms: config.sms },
      logger,
    );
    const dispatcher = new Dispatcher(store, { mail, texts }, { maxAttempts: config.maxAttempts }, logger);

    const grpc = await serveGrpc(ctx, 'notification', landline.notification.v1.NotificationService.service, notificationHandlers(notifications));
    const subscriptions = [
      await ctx.bus.subscribe({ group: CONSUMERS.calls.group, topics: [...CONSUMERS.calls.topics], handler: callCompletedHandler(db, notifications, () => dispatcher.wake()) }),
      await ctx.bus.subscribe({ group: CONSUMERS.owners.group, topics: [...CONSUMERS.owners.topics], handler: ownerEventsHandler(db, notifications) }),
      await ctx.bus.subscribe({ group: CONSUMERS.consent.group, topics: [...CONSUMERS.consent.topics], handler: consentHandler(db, notifications) }),
      await ctx.bus.subscribe({ group: CONSUMERS.onCall.group, topics: [...CONSUMERS.onCall.topics], handler: onCallHandler(db, notifications, () => dispatcher.wake()) }),
    ];
    dispatcher.start();
    logger.info({ ...grpc.exports, database: db.kind, mail: mail.kind, texts: texts.kind, ...(mail.kind === 'outbox' ? { outbox: config.mail.outboxDir } : {}) }, 'notification service started');

    return {
      exports: grpc.exports,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        for (const s of subscriptions) await s.stop();
        await dispatcher.stop();
        mail.close();
        agent.close();
        identity.close();
        await db.close();
      },
    };
  },
};
