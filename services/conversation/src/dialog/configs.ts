/**
 * Who speaks on a call, for whom: a stored agent (the agent service's GetAgentInternal; web callers must
 * own it, phone calls come routed by telephony), a demo employee (the local demo catalogue plus the
 * agent service's templates), or an employee with a custom configuration (a template and the
 * customisations of the agent JSON, e.g. an owner trying an agent before saving it).
 */
import { AppError, invalid, notFound, PeerError, z, type Logger } from '@landline/platform';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { Template__Output } from '@landline/proto/generated/landline/agent/v1/Template';
import { DEMO_COMPANY, DEMO_INDUSTRY, demoEmployee, type DemoEmployee } from './demo';
import { normalizePhone } from './offline/numbers';
import { AFTER_HOURS, type AfterHours, type DialogConfig, type Language } from './types';

const MESSAGES = {
  agentNotFound: 'Agent not found',
  employeeRequired: 'Choose an AI employee: agentId or employee is required',
  language: 'Language must be en or es',
  customConfig: 'customConfig is not valid',
} as const;

/** The agent service as the dialog engine uses it (a dialled client, or a stand-in in tests). */
export interface AgentDirectory {
  GetAgentInternal(request: { agentId: string }, options?: { deadlineMs?: number }): Promise<Agent__Output>;
  ListTemplates(request: { context: string; industry?: string }, options?: { deadlineMs?: number }): Promise<{ templates: Template__Output[] }>;
}

export interface ResolveInput {
  actor?: { userId?: string } | null;
  agentId?: string;
  employee?: string;
  customConfigJson?: string;
  language?: string;
  /** 'phone' calls (from telephony) may use any agent; everything else only the actor's own. */
  source?: string;
  callerNumber?: string;
}

const text = (max: number) => z.string().max(max).nullish();
const flag = z.boolean().nullish();
const customConfigSchema = z
  .object({
    templateIndustry: text(40),
    templateType: text(40),
    language: text(10),
    customizations: z
      .object({
        company: z
          .object({ name: text(200), address: text(300), phone: text(40) })
          .partial()
          .nullish(),
        agent: z
          .object({ name: text(100) })
          .partial()
          .nullish(),
        schedule: z
          .object({
            timezone: text(60),
            businessHours: z
              .object({ hours: text(200) })
              .partial()
              .nullish(),
          })
          .partial()
          .nullish(),
        knowledgebase: text(20_000),
        features: z.object({ callRecording: flag, transcription: flag, emailSummary: flag, smsNotifications: flag }).partial().nullish(),
        afterHours: text(20),
        bilingual: flag,
      })
      .partial()
      .nullish(),
    transferConfig: z
      .object({ enabled: flag, transferNumber: text(20) })
      .partial()
      .nullish(),
  })
  .partial();
type CustomConfig = z.infer<typeof customConfigSchema>;

export function parseLanguage(value: string | undefined | null): Language | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (!v) return undefined;
  const two = v.slice(0, 2);
  if ((two === 'en' || two === 'es') && (v.length === 2 || /^(en|es)[-_][a-z]{2,3}$/.test(v))) return two;
  throw invalid(MESSAGES.language);
}

function parseCustomConfig(json: string | undefined): CustomConfig {
  const raw = (json ?? '').trim();
  if (!raw) return {};
  if (raw.length > 64_000) throw invalid(MESSAGES.customConfig);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(MESSAGES.customConfig);
  }
  if (value === null) return {};
  const parsed = customConfigSchema.safeParse(value);
  if (!parsed.success) throw invalid(MESSAGES.customConfig);
  return parsed.data;
}

const afterHoursOf = (v: string | null | undefined, fallback: AfterHours): AfterHours => (AFTER_HOURS.includes(v as AfterHours) ? (v as AfterHours) : fallback);

export class DialogConfigs {
  private templates?: { expires: number; list: Promise<Template__Output[]> };

  constructor(
    private readonly agents: AgentDirectory,
    private readonly logger?: Logger,
    private readonly options: { templatesTtlMs?: number; now?: () => number } = {},
  ) {}

  async resolve(input: ResolveInput): Promise<DialogConfig> {
    const language = parseLanguage(input.language);
    const custom = parseCustomConfig(input.customConfigJson);
    const agentId = (input.agentId ?? '').trim();
    const callerNumber = normalizePhone(input.callerNumber ?? '') || undefined;
    const demo = demoEmployee(agentId) ?? (agentId ? undefined : demoEmployee(input.employee));
    if (demo) return this.fromDemo(demo, custom, language ?? parseLanguage(custom.language) ?? demo.language, callerNumber);
    if (agentId) return this.fromAgent(agentId, input, language, callerNumber);
    const employee = (input.employee ?? '').trim().toLowerCase();
    if (!employee && !custom.templateType) throw invalid(MESSAGES.employeeRequired);
    return this.fromCustom(employee, custom, language ?? parseLanguage(custom.language) ?? 'en', Boolean(input.actor?.userId), callerNumber);
  }

  private async fromAgent(agentId: string, input: ResolveInput, language: Language | undefined, callerNumber?: string): Promise<DialogConfig> {
    let agent: Agent__Output;
    try {
      agent = await this.agents.GetAgentInternal({ agentId }, { deadlineMs: 5_000 });
    } catch (err) {
      if (err instanceof PeerError && err.is('not_found')) throw notFound(MESSAGES.agentNotFound);
      if (err instanceof PeerError && err.is('invalid_argument')) throw notFound(MESSAGES.agentNotFound);
      throw err instanceof AppError ? err : new AppError('unavailable', 'Service temporarily unavailable. Please try again.');
    }
    const phone = input.source === 'phone';
    if (agent.status === 'deleted' || (!phone && (!input.actor?.userId || input.actor.userId !== agent.ownerId))) throw notFound(MESSAGES.agentNotFound);
    const c = agent.customizations;
    const lang = language ?? (agent.language === 'es' ? 'es' : 'en');
    return {
      language: lang,
      demo: false,
      agentId: agent.id,
      ownerId: agent.ownerId,
      templateType: agent.templateType || agent.template?.type || 'maintenance',
      templateIndustry: agent.templateIndustry || agent.template?.industry || DEMO_INDUSTRY,
      templatePrompt: agent.template?.systemPrompts[lang] ?? '',
      agentName: c?.agent?.name || agent.customName || 'Alex',
      companyName: c?.company?.name || 'our office',
      companyAddress: c?.company?.address ?? '',
      companyPhone: c?.company?.phone ?? '',
      timezone: c?.schedule?.timezone || 'America/New_York',
      businessHours: c?.schedule?.businessHours?.hours ?? '',
      afterHours: afterHoursOf(c?.afterHours, 'voicemail'),
      knowledgeBase: c?.knowledgebase ?? '',
      features: {
        callRecording: c?.features?.callRecording ?? true,
        transcription: c?.features?.transcription ?? true,
        emailSummary: c?.features?.emailSummary ?? false,
        smsNotifications: c?.features?.smsNotifications ?? false,
      },
      transfer: { enabled: Boolean(agent.transferConfig?.enabled && agent.transferConfig.transferNumber), number: agent.transferConfig?.transferNumber ?? '' },
      bilingual: c?.bilingual ?? false,
      callerNumber,
    };
  }

  private async fromDemo(demo: DemoEmployee, custom: CustomConfig, language: Language, callerNumber?: string): Promise<DialogConfig> {
    const c = custom.customizations;
    return {
      language,
      employee: demo.id,
      demo: true,
      templateType: demo.templateType,
      templateIndustry: DEMO_INDUSTRY,
      templatePrompt: await this.prompt(DEMO_INDUSTRY, demo.templateType, language),
      agentName: c?.agent?.name || demo.name,
      companyName: c?.company?.name || DEMO_COMPANY.name,
      companyAddress: c?.company?.address || DEMO_COMPANY.address,
      companyPhone: c?.company?.phone || DEMO_COMPANY.phone,
      timezone: c?.schedule?.timezone || DEMO_COMPANY.timezone,
      businessHours: c?.schedule?.businessHours?.hours || DEMO_COMPANY.businessHours,
      afterHours: afterHoursOf(c?.afterHours, DEMO_COMPANY.afterHours),
      knowledgeBase: c?.knowledgebase || DEMO_COMPANY.knowledgeBase[language],
      features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
      // Demo calls transfer emergencies to the emergency employee (the web app moves the call).
      transfer: { enabled: false, number: '' },
      bilingual: true,
      callerNumber,
    };
  }

  private async fromCustom(employee: string, custom: CustomConfig, language: Language, signedIn: boolean, callerNumber?: string): Promise<DialogConfig> {
    const c = custom.customizations;
    const industry = custom.templateIndustry || DEMO_INDUSTRY;
    const templates = await this.templateList().catch(() => [] as Template__Output[]);
    const named = templates.find((t) => [t.name, t.type, t.title].some((k) => k.toLowerCase() === employee));
    const type = custom.templateType || named?.type || 'maintenance';
    const transferNumber = normalizePhone(custom.transferConfig?.transferNumber ?? '');
    return {
      language,
      demo: !signedIn,
      templateType: type,
      templateIndustry: industry,
      templatePrompt: await this.prompt(industry, type, language),
      agentName: c?.agent?.name || 'Alex',
      companyName: c?.company?.name || DEMO_COMPANY.name,
      companyAddress: c?.company?.address ?? '',
      companyPhone: c?.company?.phone ?? '',
      timezone: c?.schedule?.timezone || 'America/New_York',
      businessHours: c?.schedule?.businessHours?.hours ?? '9:00 AM - 5:00 PM',
      afterHours: afterHoursOf(c?.afterHours, 'voicemail'),
      knowledgeBase: c?.knowledgebase ?? '',
      features: {
        callRecording: c?.features?.callRecording ?? true,
        transcription: c?.features?.transcription ?? true,
        emailSummary: c?.features?.emailSummary ?? false,
        smsNotifications: c?.features?.smsNotifications ?? false,
      },
      transfer: { enabled: Boolean(custom.transferConfig?.enabled && transferNumber), number: transferNumber },
      bilingual: c?.bilingual ?? false,
      callerNumber,
    };
  }

  /** The template prompt of a type in a language ('' when the agent service cannot say). */
  private async prompt(industry: string, type: string, language: Language): Promise<string> {
    try {
      const list = await this.templateList();
      const t = list.find((x) => x.industry === industry && x.type === type) ?? list.find((x) => x.type === type);
      return t?.systemPrompts[language] ?? '';
    } catch (err) {
      this.logger?.warn({ err }, 'templates unavailable; the dialog goes on without the template prompt');
      return '';
    }
  }

  private templateList(): Promise<Template__Output[]> {
    const now = (this.options.now ?? Date.now)();
    if (this.templates && this.templates.expires > now) return this.templates.list;
    const entry = {
      expires: now + (this.options.templatesTtlMs ?? 5 * 60_000),
      list: this.agents.ListTemplates({ context: 'all' }, { deadlineMs: 3_000 }).then((r) => r.templates),
    };
    this.templates = entry;
    entry.list.catch(() => {
      // Retried after a short pause rather than on every turn.
      if (this.templates === entry) entry.expires = now + 15_000;
    });
    return entry.list;
  }
}
