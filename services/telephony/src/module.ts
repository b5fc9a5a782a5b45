import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { openServiceDatabase, Outbox, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline, TOPICS } from '@landline/proto';
import { telephonyConfig } from './config';
import { telephonyStore } from './store';
import { Numbers } from './numbers';
import { telephonyHandlers } from './server';
import { agentDeletedHandler, CONSUMER_GROUP } from './events';
import { agentDirectory, dialAgent, dialBilling, dialConversation, dialIdentity, dialRecording, lazyPeer, planDirectory } from './peers';
import { Calls } from './calls/calls';
import { converseWith, RelayServer } from './calls/relay-server';
import { SandboxLine } from './calls/sandbox';
import { TurnWriter } from './calls/turns';
import { twilioRoutes } from './twilio/routes';
import { textConsent } from './twilio/consent';
import { verifyUpgradeSignature } from './twilio/signature';
import { createSandboxProvider } from './providers/sandbox';
import { createTwilioProvider } from './providers/twilio';
import type { TelephonyServiceHandlers } from '@landline/proto/generated/landline/telephony/v1/TelephonyService';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** How often ended calls whose record could not be saved are retried. */
const SWEEP_MS = 30_000;

/**
 * Phone numbers (search, purchase, assignment to agents, the owner's pool) from Twilio or the embedded
 * sandbox pool, and phone calls: the Twilio webhooks under /twilio, the ConversationRelay socket
 * (WS /twilio/relay) driving the dialog engine, transfers, recordings and call records; and the sandbox
 * phone line the web phone simulator calls through.
 */
export const telephonyModule: ServiceModule = {
  name: 'telephony',
  dependsOn: ['identity', 'agent'],
  async start(ctx) {
    const config = telephonyConfig(ctx.env, ctx.publicPort());
    const logger = ctx.logger.child({ service: 'telephony' });
    const db = await openServiceDatabase(ctx, 'telephony', config.databaseUrl, migrations);
    const store = telephonyStore(db);
    const provider =
      config.provider === 'twilio'
        ? createTwilioProvider({ accountSid: config.twilio.accountSid, authToken: config.twilio.authToken, publicUrl: config.publicUrl })
        : createSandboxProvider(store);
    const agent = dialAgent(ctx.peer('agent'));
    const identity = dialIdentity(ctx.peer('identity'));
    const numbers = new Numbers(store, provider, agentDirectory(agent), planDirectory(identity), logger);

    // Calls. Peers that start after telephony in one process are dialled on first use.
    const sandboxToken = config.sandboxAuthToken ?? (await store.ensureSetting(db, 'sandbox_auth_token', randomBytes(24).toString('base64url')));
    const conversation = lazyPeer(() => dialConversation(ctx.peer('conversation')));
    const recording = lazyPeer(() => dialRecording(ctx.peer('recording')));
    const billing = lazyPeer(() => dialBilling(ctx.peer('billing')));
    const outbox = new Outbox(db, ctx.bus, 'telephony', logger);
    const calls = new Calls(
      store,
      { agent: () => agent, billing: billing.get, conversation: conversation.get, recording: recording.get },
      {
        publicUrl: config.publicUrl,
        twilio: config.twilio,
        sandboxToken: () => sandboxToken,
        speechModels: config.relay.speechModels,
        transcriptionProvider: config.relay.transcriptionProvider,
        billingTimeoutMs: config.billingCheckTimeoutMs,
        events: outbox,
      },
      logger,
    );
    const turns = new TurnWriter(store, logger);
    const keys = [...(config.provider === 'twilio' ? [{ signer: 'twilio' as const, token: config.twilio.authToken }] : []), { signer: 'sandbox' as const, token: sandboxToken }];
    const verifyUpgrade = (signature: string, path: string) => verifyUpgradeSignature(signature, path, config.publicUrl, keys) !== undefined;
    const relay = new RelayServer({ calls, turns, converse: converseWith(conversation.get), settings: config.relay, logger, verifyUpgrade });
    calls.onCallEnded = (callSid) => relay.close(callSid);
    ctx.http.use('/twilio', twilioRoutes(calls, { publicUrl: config.publicUrl, keys: () => keys, logger, texts: textConsent(store, outbox, logger) }));
    if (ctx.server) relay.attach(ctx.server);
    else logger.warn('no HTTP server to attach the relay socket to: phone calls cannot be answered');
    const sandbox = new SandboxLine(store, { publicUrl: config.publicUrl, localUrl: () => `http://127.0.0.1:${ctx.publicPort()}`, token: () => sandboxToken }, logger);
    const sweeper = setInterval(() => void calls.records.sweep().catch((err: unknown) => logger.warn({ err }, 'call sweep failed')), SWEEP_MS);
    sweeper.unref();

    const grpc = await serveGrpc<TelephonyServiceHandlers>(ctx, 'telephony', landline.telephony.v1.TelephonyService.service, telephonyHandlers(numbers, sandbox));
    outbox.start();
    const agentDeleted = await ctx.bus.subscribe({ group: CONSUMER_GROUP, topics: [TOPICS.AgentDeleted], handler: agentDeletedHandler(db, numbers) });
    logger.info({ grpcAddress: grpc.address, provider: provider.name, database: db.kind, publicUrl: config.publicUrl }, 'telephony service started');

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return true;
      },
      drain: () => relay.stop(),
      async stop() {
        clearInterval(sweeper);
        await relay.stop();
        await grpc.server.stop();
        await agentDeleted.stop();
        await outbox.stop();
        agent.close();
        identity.close();
        conversation.close();
        recording.close();
        billing.close();
        await db.close();
      },
    };
  },
};
