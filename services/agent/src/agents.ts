import { randomUUID } from 'node:crypto';
import { AppError, invalid, notFound, z, type Logger, type Outbox } from '@landline/platform';
import { knownVoice, VOICE_LOCALES } from '@landline/platform/voices';
import type { AgentRow, AgentStore, AgentWrite } from './store';
import { agentDeletedEvent } from './events';
import { findTemplate, listTemplates, templateOf, type Template } from './templates';
import { applyNotifications, defaultEmails, defaultPhones, notificationsInput, notificationsProblem, type Notifications } from './notifications';
import { PHONE_MESSAGES, transferNumberProblem } from './phones';
import { applyLadder, DEFAULT_RING_SECONDS, ladderInput, ladderProblem, ringSecondsInput, storedLadder, type OnCallContact } from './ladder';

export { E164, PREMIUM_AREA_CODES, transferNumberProblem } from './phones';
export { NOTIFICATION_LIMITS, NOTIFICATION_MESSAGES, type Notifications } from './notifications';
export { DEFAULT_RING_SECONDS, LADDER_LIMITS, LADDER_MESSAGES, type OnCallContact } from './ladder';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The voice locale of each language. */
export const LOCALES: Record<Language, string> = VOICE_LOCALES;

export const AFTER_HOURS = ['voicemail', 'emergency', 'limited', 'full'] as const;
export type AfterHours = (typeof AFTER_HOURS)[number];

export const STATUSES = ['active', 'paused'] as const;
export type Status = (typeof STATUSES)[number] | 'deleted';

/** Spec section 9: the plan's default agent allowance when the subscription does not say. */
export const DEFAULT_MAX_AGENTS = 1;

/**
 * Defaults of the create fallback (spec sections 5 and 9). The after-hours behaviour is not given by
 * the spec: 'voicemail' (take a message; the prompts still handle emergencies at any hour).
 */
export const DEFAULTS = {
  language: 'en' as Language,
  timezone: 'America/Los_Angeles',
  businessHours: '9:00 AM - 5:00 PM',
  afterHours: 'voicemail' as AfterHours,
  voiceProvider: 'google',
  voiceSpeed: 1,
  features: { callRecording: true, transcription: true, emailSummary: false, smsNotifications: false },
};

const LIMITS = { customName: 100, agentName: 100, companyName: 200, address: 300, companyPhone: 40, businessHours: 200, knowledgebase: 20_000, voiceName: 100 };

export const MESSAGES = {
  notFound: 'AI employee not found',
  agentIdRequired: 'agentId is required',
  template: 'Please choose a template',
  context: 'Template context must be demo or all',
  employeeName: 'Employee name is required',
  agentName: 'Agent name is required',
  companyName: 'Company name is required',
  voiceCreate: 'Cannot create agent without a valid voice selection.',
  voiceUpdate: 'Cannot save: Please select a voice.',
  voiceLocale: 'Voice language must be en-US or es-US',
  voiceMismatch: 'The selected voice does not match the language. Please select a voice.',
  voiceUnknown: 'The selected voice is not available. Please select a voice.',
  voiceSpeed: 'Voice speed must be between 0.25 and 4',
  voiceGender: 'Voice gender must be MALE, FEMALE or NEUTRAL',
  voiceProvider: 'Voice provider is not valid',
  language: 'Language must be en, es or both',
  afterHours: 'After-hours behaviour must be voicemail, emergency, limited or full',
  status: 'Status must be active or paused',
  timezone: 'Please choose a valid timezone',
  ...PHONE_MESSAGES,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters)`,
  agentLimit: (max: number) => `Agent limit reached. Your plan allows ${max} AI employee(s). Please delete an existing agent or upgrade your plan.`,
} as const;

// ------------------------------------------------------------------ the agent's shape

export interface Customizations {
  company: { name: string; address: string; phone: string };
  agent: { name: string };
  schedule: { timezone: string; businessHours: { hours: string } };
  knowledgebase: string;
  voiceSettings: { provider: string; languageCode: string; name: string; naturalGender: string; speed: number };
  features: { callRecording: boolean; transcription: boolean; emailSummary: boolean; smsNotifications: boolean };
  afterHours: AfterHours;
  bilingual: boolean;
  notifications: Notifications;
}

export interface TransferConfig {
  enabled: boolean;
  transferNumber: string;
  /** Rung in order after the transfer number when nobody takes an emergency. */
  ladder: OnCallContact[];
  /** How long each of them rings. */
  ringSeconds: number;
}

/** An agent as the service hands it out (spec section 3, without the phone number: telephony owns it). */
export interface Agent {
  id: string;
  ownerId: string;
  customName: string;
  status: Status;
  language: Language;
  template: Template;
  templateType: string;
  templateIndustry: string;
  customizations: Customizations;
  transferConfig: TransferConfig;
  createdAt: string;
  updatedAt: string;
}

export interface Actor {
  userId: string;
  /** The signed-in owner's email: a new agent's default notification recipient. */
  email?: string;
}

/** Where the owner's plan allowance comes from (the identity service's subscription). */
export interface PlanLimits {
  maxAgents(ownerId: string): Promise<number>;
}

// ------------------------------------------------------------------ input

const text = z.string().nullish();
const flag = z.boolean().nullish();
const customizationsInput = z
  .object({
    company: z.object({ name: text, address: text, phone: text }).nullish(),
    agent: z.object({ name: text }).nullish(),
    schedule: z.object({ timezone: text, businessHours: z.object({ hours: text }).nullish() }).nullish(),
    knowledgebase: text,
    voiceSettings: z.object({ provider: text, languageCode: text, name: text, naturalGender: text, speed: z.union([z.number(), z.nan()]).nullish() }).nullish(),
    features: z.object({ callRecording: flag, transcription: flag, emailSummary: flag, smsNotifications: flag }).nullish(),
    afterHours: text,
    bilingual: flag,
    notifications: notificationsInput,
  })
  .nullish();
const transferInput = z.object({ enabled: flag, transferNumber: text, ladder: ladderInput, ringSeconds: ringSecondsInput }).nullish();
const patchInput = z.object({ customName: text, status: text, language: text, customizations: customizationsInput, transferConfig: transferInput });
// A new agent is always active: the status is not the creator's to choose.
const createInput = patchInput.omit({ status: true }).extend({ templateIndustry: text, templateType: text });

type Patch = z.infer<typeof patchInput>;

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw invalid(`${issue.path.join('.') || 'request'} is not valid`);
}

/** The stored values an update starts from, or the defaults a create starts from. */
interface State {
  customName: string;
  status: Status;
  language: Language;
  customizations: Customizations;
  transferConfig: TransferConfig;
}

function defaults(): State {
  return {
    customName: '',
    status: 'active',
    language: DEFAULTS.language,
    customizations: {
      company: { name: '', address: '', phone: '' },
      agent: { name: '' },
      schedule: { timezone: DEFAULTS.timezone, businessHours: { hours: DEFAULTS.businessHours } },
      knowledgebase: '',
      voiceSettings: { provider: DEFAULTS.voiceProvider, languageCode: '', name: '', naturalGender: '', speed: DEFAULTS.voiceSpeed },
      features: { ...DEFAULTS.features },
      afterHours: DEFAULTS.afterHours,
      bilingual: false,
      notifications: { emails: [], phones: [] },
    },
    transferConfig: { enabled: false, transferNumber: '', ladder: [], ringSeconds: DEFAULT_RING_SECONDS },
  };
}

const pick = <T>(value: T | null | undefined, current: T): T => (value === undefined || value === null ? current : value);
const trimmed = (value: string | null | undefined, current: string) => (value === undefined || value === null ? current : value.trim());
const localeOfVoice = (name: string) => /^([a-z]{2,3}-[A-Z]{2})-/.exec(name)?.[1];

/**
 * The locale of the voice: as sent; else, for a newly chosen voice, the locale its name says (Google's
 * "es-US-…") or the agent's language; else the stored one, or the agent's language on create.
 */
function voiceLocale(sent: string, newVoice: string | undefined, stored: string, language: Language): string {
  if (sent) return sent;
  if (newVoice !== undefined) return localeOfVoice(newVoice) ?? LOCALES[language] ?? '';
  return stored || (LOCALES[language] ?? '');
}

/**
 * Applies what the request sent onto a state; fields not sent keep their values. Values are only
 * normalised here (trimmed, 'both' spelled out); `validate` decides whether the result is acceptable.
 */
function apply(base: State, patch: Patch): State & { rawLanguage: string } {
  const c = patch.customizations ?? {};
  const b = base.customizations;
  const rawLanguage = trimmed(patch.language, base.language).toLowerCase();
  // Onboarding's "both" is English with Spanish as well.
  const both = rawLanguage === 'both';
  const language = (both ? 'en' : rawLanguage) as Language;
  const voice = c.voiceSettings ?? {};
  const voiceName = trimmed(voice.name, b.voiceSettings.name);
  const transferNumber = trimmed(patch.transferConfig?.transferNumber, base.transferConfig.transferNumber);
  const languageCode = voiceLocale(trimmed(voice.languageCode, ''), voice.name ? voiceName : undefined, b.voiceSettings.languageCode, language);
  return {
    rawLanguage,
    customName: trimmed(patch.customName, base.customName),
    status: trimmed(patch.status, base.status).toLowerCase() as Status,
    language,
    customizations: {
      company: {
        name: trimmed(c.company?.name, b.company.name),
        address: trimmed(c.company?.address, b.company.address),
        phone: trimmed(c.company?.phone, b.company.phone),
      },
      agent: { name: trimmed(c.agent?.name, b.agent.name) },
      schedule: {
        timezone: trimmed(c.schedule?.timezone, b.schedule.timezone) || DEFAULTS.timezone,
        businessHours: { hours: trimmed(c.schedule?.businessHours?.hours, b.schedule.businessHours.hours) || DEFAULTS.businessHours },
      },
      knowledgebase: trimmed(c.knowledgebase, b.knowledgebase),
      voiceSettings: {
        provider: (trimmed(voice.provider, b.voiceSettings.provider) || DEFAULTS.voiceProvider).toLowerCase(),
        languageCode,
        name: voiceName,
        naturalGender: trimmed(voice.naturalGender, b.voiceSettings.naturalGender).toUpperCase().replace('SSML_VOICE_GENDER_UNSPECIFIED', ''),
        speed: pick(voice.speed, b.voiceSettings.speed),
      },
      features: {
        callRecording: pick(c.features?.callRecording, b.features.callRecording),
        transcription: pick(c.features?.transcription, b.features.transcription),
        emailSummary: pick(c.features?.emailSummary, b.features.emailSummary),
        smsNotifications: pick(c.features?.smsNotifications, b.features.smsNotifications),
      },
      afterHours: trimmed(c.afterHours, b.afterHours).toLowerCase() as AfterHours,
      bilingual: both ? pick(c.bilingual, true) : pick(c.bilingual, b.bilingual),
      notifications: applyNotifications(b.notifications, c.notifications, { from: base.transferConfig.transferNumber, to: transferNumber }),
    },
    transferConfig: {
      enabled: pick(patch.transferConfig?.enabled, base.transferConfig.enabled),
      transferNumber,
      ladder: applyLadder(base.transferConfig.ladder, patch.transferConfig?.ladder),
      ringSeconds: pick(patch.transferConfig?.ringSeconds, base.transferConfig.ringSeconds),
    },
  };
}

function validTimezone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Spec section 5 (customize and edit), in the order the form shows its fields. Throws the first problem. */
/** `storedVoice`: the voice saved before (an update keeps a voice chosen when the catalogue was wider). */
function validate(s: State & { rawLanguage: string }, mode: 'create' | 'update', storedVoice?: string): void {
  const c = s.customizations;
  const v = c.voiceSettings;
  const tooLong = (value: string, max: number, label: string) => {
    if (value.length > max) throw invalid(MESSAGES.tooLong(label, max));
  };
  if (mode === 'update' && !s.customName) throw invalid(MESSAGES.employeeName);
  tooLong(s.customName, LIMITS.customName, 'Employee name');
  if (!c.agent.name) throw invalid(MESSAGES.agentName);
  tooLong(c.agent.name, LIMITS.agentName, 'Agent name');
  if (!c.company.name) throw invalid(MESSAGES.companyName);
  tooLong(c.company.name, LIMITS.companyName, 'Company name');
  tooLong(c.company.address, LIMITS.address, 'Company address');
  tooLong(c.company.phone, LIMITS.companyPhone, 'Company phone');
  if (!v.name) throw invalid(mode === 'create' ? MESSAGES.voiceCreate : MESSAGES.voiceUpdate);
  tooLong(v.name, LIMITS.voiceName, 'Voice name');
  // A voice the phone line cannot speak would drop every call: refused here, never when a tenant calls.
  if (v.name !== storedVoice && !knownVoice(v.name)) throw invalid(mode === 'create' ? MESSAGES.voiceCreate : MESSAGES.voiceUnknown);
  if (!(LANGUAGES as readonly string[]).includes(s.rawLanguage) && s.rawLanguage !== 'both') throw invalid(MESSAGES.language);
  if (!Object.values(LOCALES).includes(v.languageCode)) throw invalid(MESSAGES.voiceLocale);
  const voiceLocale = localeOfVoice(v.name);
  const allowed = c.bilingual ? Object.values(LOCALES) : [LOCALES[s.language]];
  if (!allowed.includes(v.languageCode) || (voiceLocale && voiceLocale !== v.languageCode)) throw invalid(MESSAGES.voiceMismatch);
  if (!Number.isFinite(v.speed) || v.speed < 0.25 || v.speed > 4) throw invalid(MESSAGES.voiceSpeed);
  if (!['', 'MALE', 'FEMALE', 'NEUTRAL'].includes(v.naturalGender)) throw invalid(MESSAGES.voiceGender);
  if (!/^[a-z0-9][a-z0-9._-]{0,39}$/.test(v.provider)) throw invalid(MESSAGES.voiceProvider);
  if (!(AFTER_HOURS as readonly string[]).includes(c.afterHours)) throw invalid(MESSAGES.afterHours);
  tooLong(c.schedule.businessHours.hours, LIMITS.businessHours, 'Business hours');
  if (!validTimezone(c.schedule.timezone)) throw invalid(MESSAGES.timezone);
  tooLong(c.knowledgebase, LIMITS.knowledgebase, 'Knowledge base');
  if (!(STATUSES as readonly string[]).includes(s.status)) throw invalid(MESSAGES.status);
  if (s.transferConfig.enabled) {
    const problem = transferNumberProblem(s.transferConfig.transferNumber);
    if (problem) throw invalid(problem);
  }
  const onCallProblem = ladderProblem(s.transferConfig);
  if (onCallProblem) throw invalid(onCallProblem);
  const notificationProblem = notificationsProblem(c.notifications);
  if (notificationProblem) throw invalid(notificationProblem);
}

const toWrite = (s: State): AgentWrite => ({
  customName: s.customName,
  status: s.status as 'active' | 'paused',
  language: s.language,
  customizations: s.customizations,
  transferEnabled: s.transferConfig.enabled,
  transferNumber: s.transferConfig.transferNumber,
  transferLadder: s.transferConfig.ladder,
  ringSeconds: s.transferConfig.ringSeconds,
});

/** Stored customisations, completed with today's defaults (rows written before a field existed). */
function storedState(row: AgentRow): State {
  const d = defaults();
  const stored = (typeof row.customizations === 'string' ? JSON.parse(row.customizations) : row.customizations) as Partial<Customizations>;
  const c = stored ?? {};
  return {
    customName: row.custom_name,
    status: row.status,
    language: row.language,
    customizations: {
      company: { ...d.customizations.company, ...c.company },
      agent: { ...d.customizations.agent, ...c.agent },
      schedule: { ...d.customizations.schedule, ...c.schedule, businessHours: { ...d.customizations.schedule.businessHours, ...c.schedule?.businessHours } },
      knowledgebase: c.knowledgebase ?? '',
      voiceSettings: { ...d.customizations.voiceSettings, ...c.voiceSettings },
      features: { ...d.customizations.features, ...c.features },
      afterHours: c.afterHours ?? DEFAULTS.afterHours,
      bilingual: c.bilingual ?? false,
      // Agents saved before notifications existed: no emails (the owner's is not known here), the transfer number.
      notifications: { emails: c.notifications?.emails ?? [], phones: c.notifications?.phones ?? defaultPhones(row.transfer_number) },
    },
    transferConfig: {
      enabled: row.transfer_enabled,
      transferNumber: row.transfer_number,
      ladder: storedLadder(row.transfer_ladder),
      ringSeconds: row.ring_seconds ?? DEFAULT_RING_SECONDS,
    },
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function toAgent(row: AgentRow): Agent {
  const s = storedState(row);
  return {
    id: row.id,
    ownerId: row.owner_id,
    customName: s.customName,
    status: s.status,
    language: s.language,
    template: templateOf(row.template_industry, row.template_type),
    templateType: row.template_type,
    templateIndustry: row.template_industry,
    customizations: s.customizations,
    transferConfig: s.transferConfig,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

// ------------------------------------------------------------------ the rules

/** The agent service's rules: templates, and AI employees scoped to their owner. */
export class Agents {
  constructor(
    private readonly store: AgentStore,
    private readonly outbox: Outbox,
    private readonly plans: PlanLimits,
    private readonly logger: Logger,
  ) {}

  private get db() {
    return this.store.db;
  }

  templates(context: string, industry = ''): Template[] {
    const c = context.trim().toLowerCase() || 'all';
    if (c !== 'demo' && c !== 'all') throw invalid(MESSAGES.context);
    return listTemplates(c, industry.trim() || undefined);
  }

  async list(actor: Actor): Promise<Agent[]> {
    return (await this.store.listLive(this.db, actor.userId)).map(toAgent);
  }

  async get(actor: Actor, agentId: string): Promise<Agent> {
    const row = agentId ? await this.store.findLive(this.db, actor.userId, agentId) : undefined;
    if (!row) throw notFound(MESSAGES.notFound);
    return toAgent(row);
  }

  /** For peers answering calls: any stored agent, including paused and deleted ones (its status says). */
  async getInternal(agentId: string): Promise<Agent> {
    if (!agentId) throw invalid(MESSAGES.agentIdRequired);
    const row = await this.store.findAny(this.db, agentId);
    if (!row) throw notFound(MESSAGES.notFound);
    return toAgent(row);
  }

  async create(actor: Actor, input: unknown): Promise<Agent> {
    const data = parse(createInput, input);
    const template = findTemplate(data.templateIndustry?.trim() ?? '', data.templateType?.trim() ?? '');
    if (!template) throw invalid(MESSAGES.template);
    const state = apply(defaults(), data);
    // The employee's display name is the agent's name unless the owner gave it another.
    state.customName ||= state.customizations.agent.name;
    // Notifications not given go to the owner and, for emergencies, to the transfer number.
    const sent = data.customizations?.notifications;
    if (!sent?.emails) state.customizations.notifications.emails = defaultEmails(actor.email);
    if (!sent?.phones) state.customizations.notifications.phones = defaultPhones(state.transferConfig.transferNumber);
    validate(state, 'create');

    // Ask identity before taking the lock: no network call while other creates of this owner wait.
    const maxAgents = await this.plans.maxAgents(actor.userId);
    const row = await this.db.tx(async (q) => {
      await this.store.lockOwner(q, actor.userId);
      if ((await this.store.countLive(q, actor.userId)) >= maxAgents) {
        throw new AppError('permission_denied', MESSAGES.agentLimit(maxAgents), { code: 'agent_limit' });
      }
      return this.store.insert(q, { id: randomUUID(), ownerId: actor.userId, templateIndustry: template.industry, templateType: template.type, ...toWrite(state) });
    });
    this.logger.info({ agentId: row.id, ownerId: actor.userId, template: `${template.industry}/${template.type}` }, 'agent created');
    return toAgent(row);
  }

  /** Partial update: what the request does not send keeps its stored value; the result is validated whole. */
  async update(actor: Actor, agentId: string, input: unknown): Promise<Agent> {
    const patch = parse(patchInput, input);
    if (!agentId) throw notFound(MESSAGES.notFound);
    const row = await this.db.tx(async (q) => {
      const current = await this.store.findLive(q, actor.userId, agentId, true);
      if (!current) throw notFound(MESSAGES.notFound);
      const stored = storedState(current);
      const next = apply(stored, patch);
      validate(next, 'update', stored.customizations.voiceSettings.name);
      return this.store.update(q, agentId, toWrite(next));
    });
    return toAgent(row);
  }

  /** Soft delete: the agent leaves lists and counts; AgentDeleted commits with it (telephony frees its number). */
  async delete(actor: Actor, agentId: string): Promise<void> {
    if (!agentId) throw notFound(MESSAGES.notFound);
    await this.db.tx(async (q) => {
      if (!(await this.store.softDelete(q, actor.userId, agentId))) throw notFound(MESSAGES.notFound);
      await this.outbox.add(q, agentDeletedEvent(actor.userId, agentId));
    });
    this.outbox.kick();
    this.logger.info({ agentId, ownerId: actor.userId }, 'agent deleted');
  }
}
