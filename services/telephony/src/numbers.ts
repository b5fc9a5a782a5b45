import { randomUUID } from 'node:crypto';
import { AppError, invalid, notFound, conflict, z, type Logger, type Queryable } from '@landline/platform';
import { E164, PHONE_FORMAT_MESSAGE } from '@landline/platform/phone';
import type { PhoneNumber } from '@landline/proto/generated/landline/telephony/v1/PhoneNumber';
import type { AgentDeleted__Output } from '@landline/proto/generated/landline/events/v1/AgentDeleted';
import type { NumberRow, TelephonyStore } from './store';
import { PROVIDER_CODES, ProviderError, type PhoneProvider } from './providers/provider';

/** New numbers cost $1.00 a month (owned numbers without a recorded price show $5.00). */
const NEW_NUMBER_MONTHLY_PRICE = 1;
/** How many numbers a search offers. */
const SEARCH_LIMIT = 10;
/** Twilio's own code for the trial's one-number limit; the web recognises it. */
const TRIAL_LIMIT_CODE = PROVIDER_CODES.trialLimit;

export const MESSAGES = {
  areaCode: 'Area code must be exactly 3 digits',
  searchFailed: 'Failed to search phone numbers',
  purchaseFailed: 'Failed to purchase phone number',
  trialLimit: 'Trial accounts are limited to one phone number',
  trialLimitDetails: 'Trial accounts are allowed only one Twilio number. Upgrade your plan to add more.',
  phoneNumberRequired: 'Phone number is required',
  phoneNumberFormat: PHONE_FORMAT_MESSAGE,
  friendlyName: 'Friendly name must be at most 64 characters',
  phoneNumberIdRequired: 'Please choose a phone number',
  agentRequired: 'Please choose an AI employee',
  numberNotFound: 'Phone number not found',
  agentNotFound: 'AI employee not found',
  alreadyOwned: 'You already own this phone number',
  notAvailable: 'This phone number is not available. Please search again and choose another.',
} as const;

export interface Actor {
  userId: string;
  email: string;
  displayName: string;
  photoUrl: string;
}

/** The agent service, as far as numbers care: is this agent the actor's (and not deleted)? */
export interface AgentDirectory {
  /** Resolves when the actor owns the agent; throws notFound('AI employee not found') otherwise. */
  assertOwned(actor: Actor, agentId: string): Promise<void>;
}

/** The identity service, as far as numbers care: the owner's plan and its phone cap (null: no cap). */
export interface PlanDirectory {
  limits(ownerId: string): Promise<{ plan: string; maxPhones: number | null }>;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const agentId = z.string().trim().max(100, MESSAGES.agentNotFound);

const purchaseInput = z.object({
  phoneNumber: z.string().trim().min(1, MESSAGES.phoneNumberRequired).regex(E164, MESSAGES.phoneNumberFormat),
  agentId: agentId.default(''),
  friendlyName: z.string().trim().max(64, MESSAGES.friendlyName).default(''),
});
const assignInput = z.object({
  phoneNumberId: z.string().trim().min(1, MESSAGES.phoneNumberIdRequired),
  agentId: agentId.min(1, MESSAGES.agentRequired),
});

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalid(result.error.issues[0]?.message ?? 'Invalid request');
}

/** A number as the contract shows it. */
function toPhoneNumber(row: NumberRow): PhoneNumber {
  return {
    id: row.id,
    phoneNumber: row.phone_number,
    friendlyName: row.friendly_name,
    locality: row.locality,
    region: row.region,
    monthlyPrice: Number(row.monthly_price),
    agentId: row.agent_id ?? '',
    status: row.status,
    provider: row.provider,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The answer to a purchase over the plan's cap: 403 with Twilio's trial code, which the web recognises. */
function phoneLimitError(plan: { plan: string; maxPhones: number | null }): AppError {
  if (plan.plan === 'trial' || plan.plan === '' || plan.maxPhones === 1) {
    return new AppError('permission_denied', MESSAGES.trialLimit, { code: String(TRIAL_LIMIT_CODE), details: MESSAGES.trialLimitDetails });
  }
  const n = plan.maxPhones ?? 0;
  return new AppError('permission_denied', `Phone number limit reached. Your plan allows ${n} phone number(s).`, {
    code: 'phone_limit',
    details: 'Release a number or upgrade your plan to add more.',
  });
}

/**
 * The telephony service's rules for phone numbers: search, purchase (within the plan's cap), assign to an
 * agent (one number per agent, one agent per number), release to the owner's pool, and the pool's reuse.
 * Every change to an owner's numbers holds that owner's advisory lock for its transaction.
 */
export class Numbers {
  constructor(
    private readonly store: TelephonyStore,
    private readonly provider: PhoneProvider,
    private readonly agents: AgentDirectory,
    private readonly plans: PlanDirectory,
    private readonly logger: Logger,
  ) {}

  private get db() {
    return this.store.db;
  }

  /** A provider's failure as the user's error: Twilio's code and message travel as code and details. */
  private providerFailure(err: unknown, message: string, plan?: { plan: string; maxPhones: number | null }): unknown {
    if (err instanceof AppError) return err;
    if (err instanceof ProviderError) {
      if (err.code === TRIAL_LIMIT_CODE) return phoneLimitError(plan ?? { plan: 'trial', maxPhones: 1 });
      this.logger.warn({ provider: this.provider.name, status: err.status, code: err.code, message: err.message }, 'phone number provider refused');
      const details: Record<string, string> = { code: String(err.code ?? err.status), details: err.message };
      return new AppError(err.status >= 400 && err.status < 500 ? 'invalid_argument' : 'unavailable', message, details);
    }
    this.logger.error({ err, provider: this.provider.name }, 'phone number provider failed');
    return new AppError('unavailable', message, { details: 'The phone number provider could not be reached. Please try again.' });
  }

  /** Available numbers in an area code; id is the number itself until it is bought. */
  async search(_actor: Actor, areaCode: unknown): Promise<PhoneNumber[]> {
    const code = typeof areaCode === 'string' ? areaCode : '';
    if (!/^\d{3}$/.test(code)) throw invalid(MESSAGES.areaCode);
    let found;
    try {
      found = await this.provider.search(code, SEARCH_LIMIT, this.db);
    } catch (err) {
      throw this.providerFailure(err, MESSAGES.searchFailed);
    }
    return found.map((n) => ({
      id: n.phoneNumber,
      phoneNumber: n.phoneNumber,
      friendlyName: n.friendlyName,
      locality: n.locality,
      region: n.region,
      monthlyPrice: NEW_NUMBER_MONTHLY_PRICE,
      provider: this.provider.name,
    }));
  }

  /** The owner's numbers no agent uses: owned ones and previously released ones. */
  async available(actor: Actor): Promise<PhoneNumber[]> {
    return (await this.store.listUnattached(this.db, actor.userId)).map(toPhoneNumber);
  }

  /** Every number the owner holds, with its agent and price (billing; the agent JSON's phoneNumber). */
  async listOwned(actor: Actor): Promise<PhoneNumber[]> {
    return (await this.store.listByOwner(this.db, actor.userId)).map(toPhoneNumber);
  }

  /**
   * Buys a number for the owner, within the plan's maxPhones (every number the owner holds counts,
   * released ones too, since they stay bought; a null cap means none), and attaches it to the agent when one is given (that agent's previous number goes back
   * to the pool). The cap check, the provider's purchase and the insert happen under the owner's lock, so
   * concurrent purchases cannot pass the cap together; a purchase whose transaction then fails is given
   * back to the provider.
   */
  async purchase(actor: Actor, input: unknown): Promise<PhoneNumber> {
    const data = parse(purchaseInput, input);
    if (data.agentId) await this.agents.assertOwned(actor, data.agentId);
    const plan = await this.plans.limits(actor.userId);
    let bought: { sid: string } | undefined;
    try {
      return await this.db.tx(async (q) => {
        await this.store.lockOwner(q, actor.userId);
        if (data.agentId && (await this.store.isRetired(q, data.agentId))) throw notFound(MESSAGES.agentNotFound);
        const existing = await this.store.findLiveByPhoneNumber(q, data.phoneNumber);
        if (existing) throw conflict(existing.owner_id === actor.userId ? MESSAGES.alreadyOwned : MESSAGES.notAvailable);
        if (plan.maxPhones !== null && (await this.store.countHeld(q, actor.userId)) >= plan.maxPhones) throw phoneLimitError(plan);

        let purchased;
        try {
          purchased = await this.provider.purchase({ phoneNumber: data.phoneNumber, friendlyName: data.friendlyName }, q);
        } catch (err) {
          throw this.providerFailure(err, MESSAGES.purchaseFailed, plan);
        }
        bought = purchased;
        if (data.agentId) await this.store.releaseAgentNumber(q, data.agentId);
        const row = await this.store.insertNumber(q, {
          id: randomUUID(),
          ownerId: actor.userId,
          phoneNumber: purchased.phoneNumber,
          provider: this.provider.name,
          providerSid: purchased.sid,
          friendlyName: purchased.friendlyName,
          locality: purchased.locality,
          region: purchased.region,
          monthlyPrice: NEW_NUMBER_MONTHLY_PRICE,
          agentId: data.agentId || null,
        });
        this.logger.info({ ownerId: actor.userId, numberId: row.id, provider: row.provider, agentId: row.agent_id }, 'phone number purchased');
        return toPhoneNumber(row);
      });
    } catch (err) {
      if (bought && !this.provider.transactional) {
        const sid = bought.sid;
        await this.provider.release(sid, this.db).catch((e: unknown) => this.logger.error({ err: e, sid }, 'could not give back a number whose purchase failed to record'));
      }
      throw err;
    }
  }

  /**
   * Attaches one of the owner's numbers (owned or released) to one of the owner's agents. The agent's
   * previous number goes back to the pool (released); a number serving another agent moves. The owner
   * holds as many numbers as before, so the plan's cap is not in play.
   */
  async assign(actor: Actor, input: unknown): Promise<PhoneNumber> {
    const data = parse(assignInput, input);
    if (!uuid.test(data.phoneNumberId)) throw notFound(MESSAGES.numberNotFound);
    await this.agents.assertOwned(actor, data.agentId);
    await this.plans.limits(actor.userId);
    return this.db.tx(async (q) => {
      await this.store.lockOwner(q, actor.userId);
      const number = await this.store.findOwnedBy(q, actor.userId, data.phoneNumberId, true);
      if (!number) throw notFound(MESSAGES.numberNotFound);
      if (await this.store.isRetired(q, data.agentId)) throw notFound(MESSAGES.agentNotFound);
      if (number.agent_id === data.agentId) return toPhoneNumber(number);
      await this.store.releaseAgentNumber(q, data.agentId, number.id);
      const row = await this.store.attach(q, number.id, data.agentId);
      this.logger.info({ ownerId: actor.userId, numberId: row.id, agentId: data.agentId, from: number.agent_id }, 'phone number assigned');
      return toPhoneNumber(row);
    });
  }

  /** Detaches the owner's number from its agent; it stays in the owner's pool (released) for reuse. */
  async release(actor: Actor, phoneNumberId: unknown): Promise<void> {
    const id = typeof phoneNumberId === 'string' ? phoneNumberId.trim() : '';
    if (!id) throw invalid(MESSAGES.phoneNumberIdRequired);
    if (!uuid.test(id)) throw notFound(MESSAGES.numberNotFound);
    await this.db.tx(async (q) => {
      await this.store.lockOwner(q, actor.userId);
      const number = await this.store.findOwnedBy(q, actor.userId, id, true);
      if (!number) throw notFound(MESSAGES.numberNotFound);
      await this.store.release(q, id);
    });
  }

  /**
   * AgentDeleted (inside the idempotent consumer's transaction): the agent's number goes back to the
   * owner's pool, and the agent can never be given a number again.
   */
  async agentDeleted(q: Queryable, event: AgentDeleted__Output): Promise<void> {
    if (!event.agentId) return;
    const ownerId = event.meta?.tenantId ?? '';
    if (ownerId) await this.store.lockOwner(q, ownerId);
    await this.store.retireAgent(q, event.agentId, ownerId);
    const released = await this.store.releaseAgentNumber(q, event.agentId);
    if (released) this.logger.info({ agentId: event.agentId, ownerId }, 'deleted agent’s phone number released to the pool');
  }
}
