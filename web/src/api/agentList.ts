import type { Agent, ResponseBody } from '@landline/api';

export interface AgentList {
  agents: Agent[];
  maxAgents: number;
  maxPhones: number | null;
  plan: string;
}

/** The owner's agents without deleted ones, and the plan's limits. */
export function toAgentList(data: ResponseBody<'GET /listAIEmployees'>): AgentList {
  return { agents: data.agents.filter((agent) => agent.status !== 'deleted'), ...data.subscription };
}
