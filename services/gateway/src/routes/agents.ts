import { DEFAULT_RING_SECONDS, type ParsedBody } from '@landline/api';
import { express, PeerError } from '@landline/platform';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { Template__Output } from '@landline/proto/generated/landline/agent/v1/Template';
import type { TransferConfig } from '@landline/proto/generated/landline/agent/v1/TransferConfig';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { routeMounter } from './mount';

type PhoneRef = { id: string; phoneNumber: string } | null;

// ------------------------------------------------------------------ JSON out

/** A template as the API shows it. */
function templateJson(t: Template__Output | null) {
  const prompts = t?.systemPrompts ?? {};
  return {
    name: t?.name ?? '',
    title: t?.title ?? '',
    description: t?.description ?? '',
    features: t?.features ?? [],
    avatarUrl: t?.avatarUrl ?? '',
    industry: t?.industry ?? '',
    type: t?.type ?? '',
    voiceId: t?.voiceId ?? '',
    voiceIds: { en: t?.voiceIds.en ?? '', es: t?.voiceIds.es ?? '' },
    systemPrompts: { en: prompts.en ?? '', es: prompts.es ?? '' },
  };
}

/** An agent as the API shows it, with the phone number telephony assigned to it. */
function agentJson(a: Agent__Output, phoneNumber: PhoneRef) {
  const c = a.customizations;
  const v = c?.voiceSettings;
  const f = c?.features;
  const n = c?.notifications;
  return {
    id: a.id,
    customName: a.customName,
    status: a.status,
    language: a.language,
    template: templateJson(a.template),
    templateType: a.templateType,
    templateIndustry: a.templateIndustry,
    phoneNumber,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
    customizations: {
      company: { name: c?.company?.name ?? '', address: c?.company?.address ?? '', phone: c?.company?.phone ?? '' },
      agent: { name: c?.agent?.name ?? '' },
      schedule: { timezone: c?.schedule?.timezone ?? '', businessHours: { hours: c?.schedule?.businessHours?.hours ?? '' } },
      knowledgebase: c?.knowledgebase ?? '',
      voiceSettings: { provider: v?.provider ?? '', languageCode: v?.languageCode ?? '', name: v?.name ?? '', naturalGender: v?.naturalGender ?? '', speed: v?.speed ?? 1 },
      features: {
        callRecording: f?.callRecording ?? false,
        transcription: f?.transcription ?? false,
        emailSummary: f?.emailSummary ?? false,
        smsNotifications: f?.smsNotifications ?? false,
      },
      afterHours: c?.afterHours ?? '',
      bilingual: c?.bilingual ?? false,
      notifications: { emails: n?.emails ?? [], phones: n?.phones ?? [] },
    },
    transferConfig: {
      enabled: a.transferConfig?.enabled ?? false,
      transferNumber: a.transferConfig?.transferNumber ?? '',
      ladder: (a.transferConfig?.ladder?.contacts ?? []).map((c) => ({ name: c.name, phone: c.phone })),
      ringSeconds: a.transferConfig?.ringSeconds ?? DEFAULT_RING_SECONDS,
    },
  };
}

type AgentInput = ParsedBody<'POST /createAIEmployee'>;

/** The on-call ladder as the proto holds it: left out stays as it is; a list replaces it, [] clears it. */
function transferConfig(t: AgentInput['transferConfig']): TransferConfig | undefined {
  return t && { ...t, ladder: t.ladder && { contacts: t.ladder } };
}

// ------------------------------------------------------------------ the router

/** Templates and AI employees (agent service); phone numbers joined from telephony, plan from identity. */
export function agentRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const on = routeMounter(r, auth);
  const { agent, identity, telephony } = peers;

  /** Agent id -> its number (telephony owns numbers). */
  async function numbersByAgent(actor: Actor | undefined): Promise<Map<string, PhoneRef>> {
    const { numbers } = await telephony.ListOwnedNumbers({ actor });
    return new Map(numbers.filter((n) => n.agentId && n.status !== 'released').map((n) => [n.agentId, { id: n.id, phoneNumber: n.phoneNumber }]));
  }

  async function subscription(userId: string) {
    try {
      const s = await identity.GetSubscription({ userId });
      return { maxAgents: s.maxAgents > 0 ? s.maxAgents : 1, maxPhones: s.maxPhones ?? null, plan: s.plan || 'trial' };
    } catch (err) {
      // No user document yet: the spec's defaults.
      if (err instanceof PeerError && err.is('not_found')) return { maxAgents: 1, maxPhones: 1, plan: 'trial' };
      throw err;
    }
  }

  async function withNumber(actor: Actor | undefined, a: Agent__Output) {
    const numbers = await numbersByAgent(actor);
    return agentJson(a, numbers.get(a.id) ?? null);
  }

  on('GET /listAvailableTemplates', async ({ actor, query }) => ({ templates: (await agent.ListTemplates({ ...query, actor })).templates.map(templateJson) }));

  on('GET /listAIEmployees', async ({ actor }) => {
    const [{ agents }, plan, numbers] = await Promise.all([agent.ListAgents({ actor }), subscription(actor.userId), numbersByAgent(actor)]);
    return { agents: agents.map((a) => agentJson(a, numbers.get(a.id) ?? null)), subscription: plan };
  });

  on('GET /getAIEmployee', async ({ actor, query }) => ({ aiemployee: await withNumber(actor, await agent.GetAgent({ actor, agentId: query.agentId })) }));

  on('POST /createAIEmployee', async ({ actor, body }) => {
    const created = await agent.CreateAgent({ ...body, actor, transferConfig: transferConfig(body.transferConfig) });
    return { agent: agentJson(created, null) };
  });

  on('PATCH /updateAIEmployee', async ({ actor, body, query }) => {
    const agentId = body.agentId || query.agentId;
    const patch = body.customizations;
    // A list left out of `notifications` stays as it is; the proto can only replace both at once.
    const asked = body.customizations?.notifications;
    if (patch?.notifications && asked && (asked.emails === undefined || asked.phones === undefined)) {
      const stored = (await agent.GetAgent({ actor, agentId })).customizations?.notifications;
      patch.notifications = { emails: asked.emails ?? stored?.emails ?? [], phones: asked.phones ?? stored?.phones ?? [] };
    }
    const updated = await agent.UpdateAgent({ ...body, actor, agentId, customizations: patch, transferConfig: transferConfig(body.transferConfig) });
    return { success: true as const, aiemployee: await withNumber(actor, updated) };
  });

  on('DELETE /deleteAIEmployee', async ({ actor, query, body }) => {
    await agent.DeleteAgent({ actor, agentId: query.agentId || body.agentId });
    return { success: true as const };
  });

  return r;
}
