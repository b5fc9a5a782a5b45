import { unauthenticated } from '@landline/platform';
import type { Actor__Output } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Agent as AgentMessage } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { Template as TemplateMessage } from '@landline/proto/generated/landline/agent/v1/Template';
import type { Agents } from './agents';
import type { Actor, Agent } from './model';
import type { Template } from './templates';

const SIGNED_OUT = 'You must be signed in';
const SIGNED_OUT_CREATE = 'You must be logged in to create an AI employee';

export function actorOf(actor: Actor__Output | null | undefined, message = SIGNED_OUT): Actor {
  if (!actor?.userId) throw unauthenticated(message);
  return { userId: actor.userId, email: actor.email || undefined };
}

function templateMessage(t: Template): TemplateMessage {
  return {
    name: t.name,
    title: t.title,
    description: t.description,
    features: t.features,
    avatarUrl: t.avatarUrl,
    industry: t.industry,
    type: t.type,
    voiceId: t.voiceId,
    systemPrompts: { ...t.systemPrompts },
    voiceIds: { ...t.voiceIds },
  };
}

function agentMessage(a: Agent): AgentMessage {
  return {
    id: a.id,
    ownerId: a.ownerId,
    customName: a.customName,
    status: a.status,
    language: a.language,
    template: templateMessage(a.template),
    templateType: a.templateType,
    templateIndustry: a.templateIndustry,
    customizations: a.customizations,
    transferConfig: { ...a.transferConfig, ladder: { contacts: a.transferConfig.ladder } },
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

type WithActor = { actor: Actor__Output | null };

/** gRPC handlers of AgentService: translate messages, nothing more. */
export function agentHandlers(agents: Agents) {
  return {
    ListTemplates: async (req: { context: string; industry: string }) => ({ templates: agents.templates(req.context, req.industry).map(templateMessage) }),
    ListAgents: async (req: WithActor) => ({ agents: (await agents.list(actorOf(req.actor))).map(agentMessage) }),
    GetAgent: async (req: WithActor & { agentId: string }) => agentMessage(await agents.get(actorOf(req.actor), req.agentId)),
    GetAgentInternal: async (req: { agentId: string }) => agentMessage(await agents.getInternal(req.agentId)),
    CreateAgent: async (req: WithActor) => agentMessage(await agents.create(actorOf(req.actor, SIGNED_OUT_CREATE), { ...req, actor: undefined })),
    UpdateAgent: async (req: WithActor & { agentId: string }) =>
      agentMessage(await agents.update(actorOf(req.actor), req.agentId, { ...req, actor: undefined, agentId: undefined })),
    DeleteAgent: async (req: WithActor & { agentId: string }) => (await agents.delete(actorOf(req.actor), req.agentId), {}),
  };
}
