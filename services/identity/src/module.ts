import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Outbox, openServiceDatabase, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { identityConfig } from './config';
import { identityStore } from './store';
import { Accounts } from './accounts';
import { AccountSettings } from './settings';
import { identityHandlers } from './server';
import { createEmbeddedProvider } from './providers/embedded';
import { createKeycloakProvider } from './providers/keycloak';
import { billingUsage } from './peers';
import { MailDelivery } from './mail';
import { createMailer, mailConfig } from '@landline/platform/mail';
import type { IdentityServiceHandlers } from '@landline/proto/generated/landline/identity/v1/IdentityService';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

export const identityModule: ServiceModule = {
  name: 'identity',
  dependsOn: [],
  async start(ctx) {
    const config = identityConfig(ctx.env);
    const logger = ctx.logger.child({ service: 'identity' });
    const db = await openServiceDatabase(ctx, 'identity', config.databaseUrl, migrations);
    const store = identityStore(db);
    const outbox = new Outbox(db, ctx.bus, 'identity', logger);
    const mailer = createMailer(mailConfig(ctx.env, ctx.dataDir));
    const mail = new MailDelivery(store, mailer, logger);

    const provider =
      config.provider === 'keycloak'
        ? createKeycloakProvider({ ...config.keycloak, publicUrl: config.publicUrl, webClientId: ctx.env.KEYCLOAK_WEB_CLIENT_ID ?? 'landline-web' }, db, logger)
        : await createEmbeddedProvider(store, config.publicUrl, logger, { mailQueued: () => mail.wake(), logLinks: mailer.kind === 'outbox' });
    if ('jwks' in provider) {
      const jwks = provider.jwks;
      ctx.http.get('/.well-known/jwks.json', (_req, res) => {
        res.setHeader('cache-control', 'public, max-age=300');
        res.json(jwks);
      });
    }

    // Billing starts later in one process: its address is read when the profile first needs it.
    const billing = billingUsage(() => ctx.peer('billing'), logger);
    const accounts = new Accounts(store, provider, outbox, logger, billing);
    const settings = new AccountSettings(store, provider, (actor) => accounts.profile(actor), logger);
    const grpc = await serveGrpc<IdentityServiceHandlers>(ctx, 'identity', landline.identity.v1.IdentityService.service, identityHandlers(accounts, settings));
    outbox.start();
    if (config.provider === 'embedded') mail.start();
    logger.info({ grpcAddress: grpc.address, provider: provider.name, database: db.kind }, 'identity service started');

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        await outbox.stop();
        await mail.stop();
        billing.close();
        await db.close();
      },
    };
  },
};
