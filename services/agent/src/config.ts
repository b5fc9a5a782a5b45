import { loadConfig, peerAddress, z } from '@landline/platform';

export const agentConfigSchema = z.object({
  AGENT_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
});

export type AgentConfig = ReturnType<typeof agentConfig>;

export function agentConfig(source: NodeJS.ProcessEnv) {
  const c = loadConfig(agentConfigSchema, source);
  return {
    databaseUrl: c.AGENT_DATABASE_URL ?? c.DATABASE_URL,
    identityAddr: peerAddress(source, 'identity'),
  };
}
