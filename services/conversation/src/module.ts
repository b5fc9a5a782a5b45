import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alsoServe, dial, openServiceDatabase, Outbox, serveGrpc, type ServiceModule } from '@landline/platform';
import type { ConversationServiceHandlers } from '@landline/proto/generated/landline/conversation/v1/ConversationService';
import type { WorkOrderServiceHandlers } from '@landline/proto/generated/landline/conversation/v1/WorkOrderService';
import { landline } from '@landline/proto';
import { callHandlers } from './calls/handlers';
import { CallRecords } from './calls/records';
import { conversationStore } from './store';
import { workOrderHandlers } from './workorders/handlers';
import { workOrderStore } from './workorders/store';
import { WorkOrders } from './workorders/work-orders';
import { conversationConfig } from './config';
import { createDialog, type EmergencyAlert } from './dialog';
import { emergencyRaisedEvent } from './calls/events';
import { conversationHandlers } from './server';
import { EspeakEngine } from './speech/espeak';
import { GoogleEngine } from './speech/google';
import type { SpeechEngine } from './speech/engine';
import { employeeVoiceLookup, Voices } from './voices';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** The dialog engine (live calls and chat), voices and speech synthesis, and call records. */
export const conversationModule: ServiceModule = {
  name: 'conversation',
  dependsOn: ['agent'],
  async start(ctx) {
    const config = conversationConfig(ctx.env);
    const logger = ctx.logger.child({ service: 'conversation' });

    const engine: SpeechEngine = config.engine === 'google' ? new GoogleEngine({ ...config.google, timeoutMs: config.timeoutMs }, logger) : new EspeakEngine(config.espeak, logger);
    // Employees' default voices live with their templates in the agent service (dialled lazily).
    const agent = dial(landline.agent.v1.AgentService, ctx.peer('agent'), 'conversation');
    const employeeVoices = employeeVoiceLookup(async () => (await agent.ListTemplates({ context: 'all' }, { deadlineMs: 3_000 })).templates);
    const voices = new Voices(engine, { cacheTtlMs: config.voicesCacheTtlMs, employeeVoices, logger });
    // Call records: their own database (calls), events through the outbox. Post-call analysis: the dialog
    // engine's analyser (src/dialog/analysis.ts).
    const db = await openServiceDatabase(ctx, 'conversation', config.databaseUrl, migrations);
    const outbox = new Outbox(db, ctx.bus, 'conversation', logger);
    // The dialog engine (Converse, Chat, ChatStream, AnalyzeTranscript): agents and templates from the agent
    // service; a live call's emergency goes out through the outbox at once.
    const alerts = async (alert: EmergencyAlert) => {
      await outbox.add(db, emergencyRaisedEvent(alert));
      outbox.kick();
    };
    const dialog = createDialog(config.dialog, agent, logger, alerts);
    const calls = new CallRecords(conversationStore(db), outbox, dialog.analyzeCall, logger);

    const workOrders = new WorkOrders(workOrderStore(db), outbox, logger);

    const grpc = await serveGrpc<ConversationServiceHandlers>(
      ctx,
      'conversation',
      landline.conversation.v1.ConversationService.service,
      { ...conversationHandlers(voices), ...callHandlers(calls), ...dialog.handlers },
      dialog.streaming,
      [alsoServe<WorkOrderServiceHandlers>(landline.conversation.v1.WorkOrderService.service, workOrderHandlers(workOrders))],
    );
    outbox.start();
    logger.info({ grpcAddress: grpc.address, speechEngine: engine.name, dialogEngine: dialog.engine }, 'conversation service started');

    return {
      address: grpc.address,
      async ready() {
        await db.query('select 1');
        return true;
      },
      async stop() {
        await grpc.server.stop();
        await outbox.stop();
        await db.close();
        await engine.close();
        agent.close();
      },
    };
  },
};
