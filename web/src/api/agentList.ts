import type { Agent, ListAgentsResponse } from './types';

export interface AgentList {
  agents: Agent[];
  maxAgents: number;
  maxPhones: number | null;
  plan: string;
}

/** The list under `agents` (or `aiemployees`), without deleted agents; the plan's limits with their defaults. */
export function toAgentList(data: ListAgentsResponse): AgentList {
  const agents = (data.agents ?? data.aiemployees ?? []).filter((agent) => agent.status !== 'deleted');
  return {
    agents,
    maxAgents: data.subscription?.maxAgents ?? 1,
    maxPhones: data.subscription?.maxPhones ?? null,
    plan: data.subscription?.plan ?? 'trial',
  };
}
