import { randomUUID } from 'node:crypto';
import { AppError, invalid, notFound, type Logger, type Outbox } from '@landline/platform';
import type { AgentRow, AgentStore, AgentWrite } from './store';
import { agentDeletedEvent } from './events';
import { findTemplate, listTemplates, templateOf, type Template } from './templates';
import { defaultEmails, defaultPhones } from './notifications';
import { storedLadder } from './ladder';
import { apply, createInput, defaults, parse, patchInput, validate, type State } from './input';
import { DEFAULTS, MESSAGES, type Actor, type Agent, type Customizations, type PlanLimits } from './model';

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
  // jsonb holds any JSON, a null too.
  const stored = (typeof row.customizations === 'string' ? JSON.parse(row.customizations) : row.customizations) as Partial<Customizations> | null;
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
      ringSeconds: row.ring_seconds,
    },
  };
}

const iso = (d: Date | string) => new Date(d).toISOString();

function toAgent(row: AgentRow): Agent {
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
