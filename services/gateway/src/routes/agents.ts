import { express, PeerError, type NextFunction, type Request, type Response } from '@landline/platform';
import type { Actor } from '@landline/proto/generated/landline/common/v1/Actor';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { Customizations } from '@landline/proto/generated/landline/agent/v1/Customizations';
import type { Template__Output } from '@landline/proto/generated/landline/agent/v1/Template';
import type { OnCallLadder } from '@landline/proto/generated/landline/agent/v1/OnCallLadder';
import type { TransferConfig } from '@landline/proto/generated/landline/agent/v1/TransferConfig';
import type { Auth } from '../auth';
import type { Peers } from '../clients';
import { handle, str } from './handle';

export const CREATE_SIGNED_OUT = 'You must be logged in to create an AI employee';
const DEFAULT_RING_SECONDS = 20;

type PhoneRef = { id: string; phoneNumber: string } | null;

// ------------------------------------------------------------------ JSON out

/** A template as the API shows it (spec section 3). */
export function templateJson(t: Template__Output | null) {
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
    voiceIds: { en: t?.voiceIds?.en ?? '', es: t?.voiceIds?.es ?? '' },
    systemPrompts: { en: prompts.en ?? '', es: prompts.es ?? '' },
  };
}

/** An agent as the API shows it (spec section 3), with the phone number telephony assigned to it. */
export function agentJson(a: Agent__Output, phoneNumber: PhoneRef) {
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

// ------------------------------------------------------------------ JSON in (typed, never passed through raw)

const record = (v: unknown): Record<string, unknown> | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined);
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined);
const flag = (v: unknown): boolean | undefined => (typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined);
/** A list of texts; a single text is a list of one, other entries become empty (which the service drops). */
const texts = (v: unknown): string[] | undefined => (Array.isArray(v) ? v.map((x) => text(x) ?? '') : typeof v === 'string' ? [v] : undefined);
/** Absent stays absent; anything else becomes a number (NaN for garbage, which the service rejects). */
const number = (v: unknown): number | undefined => (v === undefined || v === null || v === '' ? undefined : typeof v === 'number' ? v : Number(v));

function customizations(v: unknown): Customizations | undefined {
  const c = record(v);
  if (!c) return undefined;
  const company = record(c.company);
  const agent = record(c.agent);
  const schedule = record(c.schedule);
  const hours = typeof schedule?.businessHours === 'string' ? { hours: schedule.businessHours } : record(schedule?.businessHours);
  const voice = record(c.voiceSettings);
  const features = record(c.features);
  const notifications = record(c.notifications);
  return {
    company: company && { name: text(company.name), address: text(company.address), phone: text(company.phone) },
    agent: agent && { name: text(agent.name) },
    schedule: schedule && { timezone: text(schedule.timezone), businessHours: hours && { hours: text(hours.hours) } },
    knowledgebase: text(c.knowledgebase),
    voiceSettings: voice && {
      provider: text(voice.provider),
      languageCode: text(voice.languageCode),
      name: text(voice.name),
      naturalGender: text(voice.naturalGender),
      speed: number(voice.speed),
    },
    features: features && {
      callRecording: flag(features.callRecording),
      transcription: flag(features.transcription),
      emailSummary: flag(features.emailSummary),
      smsNotifications: flag(features.smsNotifications),
    },
    afterHours: text(c.afterHours),
    bilingual: flag(c.bilingual),
    notifications: notifications && { emails: texts(notifications.emails), phones: texts(notifications.phones) },
  };
}

/** A whole number int32 can carry; anything else becomes -1, which the service refuses. */
function whole(v: unknown): number | undefined {
  const n = number(v);
  return n === undefined || (Number.isInteger(n) && Math.abs(n) < 2 ** 31) ? n : -1;
}

/** The on-call ladder: absent (or null) leaves it as it is; a list replaces it, [] clears it. */
function ladder(v: unknown): OnCallLadder | undefined {
  if (!Array.isArray(v)) return undefined;
  return { contacts: v.map((x) => ({ name: text(record(x)?.name) ?? '', phone: text(record(x)?.phone) ?? '' })) };
}

function transferConfig(v: unknown): TransferConfig | undefined {
  const t = record(v);
  return t && { enabled: flag(t.enabled), transferNumber: text(t.transferNumber), ladder: ladder(t.ladder), ringSeconds: whole(t.ringSeconds) };
}

// ------------------------------------------------------------------ the router

/** Templates and AI employees (agent service); phone numbers joined from telephony, plan from identity. */
export function agentRoutes(peers: Peers, auth: Auth) {
  const r = express.Router();
  const { agent, identity, telephony } = peers;

  /** Creating answers the spec's own message to a caller without a token; a bad token is checked as usual. */
  const loggedInToCreate = (req: Request, res: Response, next: NextFunction) => {
    if (!req.headers.authorization) return void res.status(401).json({ error: CREATE_SIGNED_OUT });
    return auth.required(req, res, next);
  };

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

  r.get('/listAvailableTemplates', auth.optional, handle(async (req, res) => {
    const { templates } = await agent.ListTemplates({ context: str(req.query.context), industry: str(req.query.industry), actor: res.locals.actor });
    res.json({ templates: templates.map(templateJson) });
  }));

  r.get('/listAIEmployees', auth.required, handle(async (_req, res) => {
    const actor = res.locals.actor!;
    const [{ agents }, plan, numbers] = await Promise.all([agent.ListAgents({ actor }), subscription(actor.userId!), numbersByAgent(actor)]);
    res.json({ agents: agents.map((a) => agentJson(a, numbers.get(a.id) ?? null)), subscription: plan });
  }));

  r.get('/getAIEmployee', auth.required, handle(async (req, res) => {
    const actor = res.locals.actor;
    res.json({ aiemployee: await withNumber(actor, await agent.GetAgent({ actor, agentId: str(req.query.agentId) })) });
  }));

  r.post('/createAIEmployee', loggedInToCreate, handle(async (req, res) => {
    const body = record(req.body) ?? {};
    const created = await agent.CreateAgent({
      actor: res.locals.actor,
      templateIndustry: str(body.templateIndustry),
      templateType: str(body.templateType),
      customName: text(body.customName),
      language: text(body.language),
      customizations: customizations(body.customizations),
      transferConfig: transferConfig(body.transferConfig),
    });
    res.status(201).json({ agent: agentJson(created, null) });
  }));

  r.patch('/updateAIEmployee', auth.required, handle(async (req, res) => {
    const body = record(req.body) ?? {};
    const actor = res.locals.actor;
    const agentId = str(body.agentId) || str(req.query.agentId);
    const patch = customizations(body.customizations);
    // A list left out of `notifications` stays as it is; the proto can only replace both at once.
    const asked = record(record(body.customizations)?.notifications);
    if (patch?.notifications && asked && !('emails' in asked && 'phones' in asked)) {
      const stored = (await agent.GetAgent({ actor, agentId })).customizations?.notifications;
      patch.notifications = {
        emails: 'emails' in asked ? patch.notifications.emails : (stored?.emails ?? []),
        phones: 'phones' in asked ? patch.notifications.phones : (stored?.phones ?? []),
      };
    }
    const updated = await agent.UpdateAgent({
      actor,
      agentId,
      customName: text(body.customName),
      status: text(body.status),
      language: text(body.language),
      customizations: patch,
      transferConfig: transferConfig(body.transferConfig),
    });
    res.json({ success: true, aiemployee: await withNumber(actor, updated) });
  }));

  r.delete('/deleteAIEmployee', auth.required, handle(async (req, res) => {
    await agent.DeleteAgent({ actor: res.locals.actor, agentId: str(req.query.agentId) || str(record(req.body)?.agentId) });
    res.json({ success: true });
  }));

  return r;
}
