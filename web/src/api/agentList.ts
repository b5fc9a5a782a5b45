import type { Agent, ListAgentsResponse } from './types';

export interface AgentList {
  agents: Agent[];
  maxAgents: number;
  maxPhones: number | null;
  plan: string;
}

/** The owner's agents without deleted ones, and the plan's limits. */
export function toAgentList(data: ListAgentsResponse): AgentList {
  return { agents: data.agents.filter((agent) => agent.status !== 'deleted'), ...data.subscription };
}
