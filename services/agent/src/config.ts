import { loadConfig, z } from '@landline/platform';

const agentConfigSchema = z.object({
  AGENT_DATABASE_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
});

export function agentConfig(source: NodeJS.ProcessEnv) {
  const c = loadConfig(agentConfigSchema, source);
  return {
    databaseUrl: c.AGENT_DATABASE_URL ?? c.DATABASE_URL,
  };
}
