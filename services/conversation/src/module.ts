import { dial, serveGrpc, type ServiceModule } from '@landline/platform';
import { landline } from '@landline/proto';
import { conversationConfig } from './config';
import { conversationHandlers } from './server';
import { EspeakEngine } from './speech/espeak';
import { GoogleEngine } from './speech/google';
import type { SpeechEngine } from './speech/engine';
import { employeeVoiceLookup, Voices } from './voices';

/**
 * The dialog engine, voices and call records. This issue serves voices and speech synthesis (no
 * database: voices need none); the other RPCs answer UNIMPLEMENTED until their handlers land.
 */
export const conversationModule: ServiceModule = {
  name: 'conversation',
  async start(ctx) {
    const config = conversationConfig(ctx.env);
    const logger = ctx.logger.child({ service: 'conversation' });

    const engine: SpeechEngine =
      config.engine === 'google'
        ? new GoogleEngine({ ...config.google, timeoutMs: config.timeoutMs }, logger)
        : new EspeakEngine(config.espeak, logger);
    // Employees' default voices live with their templates in the agent service (dialled lazily).
    const agent = dial(landline.agent.v1.AgentService, config.agentAddr, 'conversation');
    const employeeVoices = employeeVoiceLookup(async () => (await agent.ListTemplates({ context: 'all' }, { deadlineMs: 3_000 })).templates);
    const voices = new Voices(engine, { cacheTtlMs: config.voicesCacheTtlMs, employeeVoices, logger });

    const grpc = await serveGrpc(ctx, 'conversation', landline.conversation.v1.ConversationService.service, conversationHandlers(voices));
    logger.info({ ...grpc.exports, speechEngine: engine.name }, 'conversation service started');

    return {
      exports: grpc.exports,
      ready: async () => true,
      async stop() {
        await grpc.server.stop();
        await engine.close();
        agent.close();
      },
    };
  },
};
