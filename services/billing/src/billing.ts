import type { Logger } from '@landline/platform';
import { computeCosts, type Costs, type OwnedNumber, type Rates } from './costs';
import type { Owners } from './owners';
import type { BillingStore, DayTotals, Range } from './store';
import { subscriptionState, TRIAL, type SubscriptionState, type Terms } from './trial';

export interface Actor {
  userId: string;
  email: string;
  displayName: string;
  photoUrl: string;
}

/** Telephony, as far as billing cares: the numbers an owner holds (throws when it cannot say). */
export interface NumberDirectory {
  numbers(actor: Actor): Promise<OwnedNumber[]>;
}

const HISTORY_DAYS = { default: 30, max: 90 } as const;

export interface DashboardStats {
  todayCalls: number;
  todayMinutes: number;
  todayTransfers: number;
  todayEmergencies: number;
  costs: Costs;
  timezone: string;
  date: string;
  subscription: SubscriptionState;
}

export interface Entitlement {
  allowed: boolean;
  reason: SubscriptionState['expiredReason'];
  message: string;
  callMinutesUsed: number;
  callMinutesIncluded: number;
  endDate: Date | null;
}

/**
 * The billing service's answers: the dashboard's today and costs, the daily history, the usage identity
 * shows in the profile, and whether an owner's agents may take calls.
 */
export class Billing {
  constructor(
    private readonly store: BillingStore,
    private readonly owners: Owners,
    private readonly telephony: NumberDirectory,
    private readonly rates: Rates,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private get db() {
    return this.store.db;
  }

  /**
   * The period usage and costs count: a trial's whole life (its minutes are the trial's 60, whenever the
   * calls were), else the calendar month in the owner's time zone.
   */
  private async period(terms: Terms | undefined, timezone: string, now: Date): Promise<{ range: Range; start: Date | null; end: Date | null }> {
    if (!terms || terms.plan === TRIAL.plan) return { range: { since: null, until: null }, start: terms?.startDate ?? null, end: terms?.endDate ?? null };
    const month = await this.store.monthOf(this.db, now, timezone);
    return { range: { since: month.start, until: month.end }, start: month.start, end: month.end };
  }

  private async state(ownerId: string, terms: Terms | undefined, timezone: string, now: Date) {
    const period = await this.period(terms, timezone, now);
    const totals = await this.store.billedTotals(this.db, ownerId, period.range);
    return { period, totals, state: subscriptionState(terms, totals.minutes, now) };
  }

  /** The owner's today in their time zone, the current period's costs and the subscription's state. */
  async dashboard(actor: Actor, timezoneOverride = ''): Promise<DashboardStats> {
    const now = this.now();
    const ownerId = actor.userId;
    const [timezone, terms, numbers] = await Promise.all([
      this.owners.timezone(ownerId, timezoneOverride),
      this.owners.terms(ownerId),
      this.telephony.numbers(actor).catch((err: unknown) => {
        this.logger.warn({ err, ownerId }, 'could not list the owner’s phone numbers; phone costs left out');
        return undefined;
      }),
    ]);
    const today = await this.store.dayTotals(this.db, ownerId, now, timezone);
    const { period, totals, state } = await this.state(ownerId, terms, timezone, now);
    const agents = await this.store.perAgent(this.db, ownerId, period.range);
    const costs = computeCosts({
      rates: this.rates,
      agents: agents.map((a) => ({ agentId: a.agent_id, agentName: a.agent_name ?? '', callCount: a.call_count, minutes: a.minutes })),
      minutes: totals.minutes,
      numbers,
      coveredByTrial: (terms?.plan ?? TRIAL.plan) === TRIAL.plan,
      periodStart: period.start,
      periodEnd: period.end,
    });
    return {
      todayCalls: today.calls,
      todayMinutes: today.minutes,
      todayTransfers: today.transfers,
      todayEmergencies: today.emergencies,
      costs,
      timezone,
      date: today.date,
      subscription: state,
    };
  }

  /** Calls and minutes per day over the last `days` days (30 by default, at most 90), today last. */
  async history(actor: Actor, days: number, timezoneOverride = ''): Promise<{ timezone: string; days: DayTotals[] }> {
    const n = Number.isInteger(days) && days > 0 ? Math.min(days, HISTORY_DAYS.max) : HISTORY_DAYS.default;
    const timezone = await this.owners.timezone(actor.userId, timezoneOverride);
    return { timezone, days: await this.store.history(this.db, actor.userId, this.now(), timezone, n) };
  }

  /**
   * For identity's profile: the minutes used and the state they give the terms identity sent (which
   * billing's copy then follows). Without terms, billing's copy (or identity's answer) is used.
   */
  async usage(ownerId: string, terms: Terms | undefined, timezone: string): Promise<{ callMinutesUsed: number; calls: number; subscription: SubscriptionState }> {
    const now = this.now();
    if (terms) {
      await this.owners.sync(ownerId, terms, timezone).catch((err: unknown) => this.logger.warn({ err, ownerId }, 'could not copy the subscription terms'));
    }
    const known = terms ?? (await this.owners.terms(ownerId));
    const zone = await this.owners.timezone(ownerId, timezone);
    const { totals, state } = await this.state(ownerId, known, zone, now);
    return { callMinutesUsed: totals.minutes, calls: totals.calls, subscription: state };
  }

  /** May the owner's agents take a call now? Unknown owners are allowed (see subscriptionState). */
  async entitlement(ownerId: string): Promise<Entitlement> {
    if (!ownerId) return { allowed: true, reason: '', message: '', callMinutesUsed: 0, callMinutesIncluded: TRIAL.callMinutesIncluded, endDate: null };
    const now = this.now();
    const terms = await this.owners.terms(ownerId);
    const timezone = terms && terms.plan !== TRIAL.plan ? await this.owners.timezone(ownerId) : '';
    const { state } = await this.state(ownerId, terms, timezone, now);
    return {
      allowed: state.allowed,
      reason: state.expiredReason,
      message: state.message,
      callMinutesUsed: state.callMinutesUsed,
      callMinutesIncluded: state.callMinutesIncluded,
      endDate: state.endDate,
    };
  }
}
