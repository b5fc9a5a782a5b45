import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { notificationConfig } from './config';
import { Dispatcher } from './dispatcher';
import { callCompletedHandler, consentHandler, CONSUMERS, onCallHandler, ownerEventsHandler, workOrderChangedHandler } from './events';
import { Notifications } from './notifications';
import { agentDirectory, dialAgent, dialIdentity, ownerDirectory } from './peers';
import { createMailer } from '@landline/platform/mail';
import { sandboxTexts, twilioTexts } from './senders/sms';
import { notificationHandlers } from './server';
import { notificationStore } from './store';
import { WebhookDeliverer } from './webhooks/deliverer';
import { webhookStore } from './webhooks/store';
import { Webhooks } from './webhooks/webhooks';
import type { NotificationServiceHandlers } from '@landline/proto/generated/landline/notification/v1/NotificationService';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/**
 * What owners are told: email summaries after calls (SMTP, or .eml files under the data dir) and texts
 * for emergencies (Twilio's Messaging API, or the sandbox line), from CallCompleted events; forwarded work
 * orders by email; and signed POSTs to owners' webhooks. Each message is queued once per call and
 * recipient (a forward, once per forward), sent with retries, and listed for the call page.
 */
export const notificationModule: ServiceModule = {
  name: 'notification',
  dependsOn: ['agent', 'identity'],
  async start(ctx) {
    const config = notificationConfig(ctx.env, ctx.dataDir);
    const logger = ctx.logger.child({ service: 'notification' });
    const db = await openServiceDatabase(ctx, 'notification', config.databaseUrl, migrations);
    const store = notificationStore(db);
    const agent = dialAgent(ctx.peer('agent'));
    const identity = dialIdentity(ctx.peer('identity'));
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
    const destinations = { allowPrivate: config.webhooks.allowPrivate };
    const deliverer = new WebhookDeliverer(webhookStore(db), { maxAttempts: config.webhooks.maxAttempts, destinations }, logger);
    const webhooks = new Webhooks(webhookStore(db), { destinations, callUrl: (callId) => notifications.callUrl(callId) }, () => deliverer.wake());
    const wakeBoth = () => {
      dispatcher.wake();
      deliverer.wake();
    };

    const grpc = await serveGrpc<NotificationServiceHandlers>(
      ctx,
      'notification',
      landline.notification.v1.NotificationService.service,
      notificationHandlers(notifications, webhooks),
    );
    const subscriptions = [
      await ctx.bus.subscribe({ group: CONSUMERS.calls.group, topics: [...CONSUMERS.calls.topics], handler: callCompletedHandler(db, notifications, webhooks, wakeBoth) }),
      await ctx.bus.subscribe({
        group: CONSUMERS.workOrders.group,
        topics: [...CONSUMERS.workOrders.topics],
        handler: workOrderChangedHandler(db, notifications, webhooks, wakeBoth),
      }),
      await ctx.bus.subscribe({ group: CONSUMERS.owners.group, topics: [...CONSUMERS.owners.topics], handler: ownerEventsHandler(db, notifications) }),
      await ctx.bus.subscribe({ group: CONSUMERS.consent.group, topics: [...CONSUMERS.consent.topics], handler: consentHandler(db, notifications) }),
      await ctx.bus.subscribe({ group: CONSUMERS.onCall.group, topics: [...CONSUMERS.onCall.topics], handler: onCallHandler(db, notifications, () => dispatcher.wake()) }),
    ];
    dispatcher.start();
    deliverer.start();
    logger.info(
      {
        grpcAddress: grpc.address,
        webhooksAllowPrivate: destinations.allowPrivate,
        database: db.kind,
        mail: mail.kind,
        texts: texts.kind,
        ...(mail.kind === 'outbox' ? { outbox: config.mail.outboxDir } : {}),
      },
      'notification service started',
    );

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        await Promise.all(subscriptions.map((s) => s.stop()));
        await dispatcher.stop();
        await deliverer.stop();
        mail.close();
        agent.close();
        identity.close();
        await db.close();
      },
    };
  },
};
