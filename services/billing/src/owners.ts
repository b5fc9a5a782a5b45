import type { Logger, Queryable } from '@landline/platform';
import { LRUCache } from 'lru-cache';
import type { OnboardingCompleted__Output } from '@landline/proto/generated/landline/events/v1/OnboardingCompleted';
import type { UserRegistered__Output } from '@landline/proto/generated/landline/events/v1/UserRegistered';
import { isTimeZone } from './config';
import type { AccountRow, BillingStore } from './store';
import { TRIAL, type Terms } from './trial';

/** Identity, as far as billing cares: an owner's subscription terms (undefined when unknown or unreachable). */
export interface SubscriptionDirectory {
  terms(ownerId: string): Promise<Terms | undefined>;
}

const date = (v: string | null | undefined): Date | null => {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** Identity's terms from its wire form ('' dates are none). */
export function termsOf(s: { plan: string; status: string; startDate: string; endDate: string; callMinutesIncluded: number } | null | undefined): Terms | undefined {
  if (!s?.plan) return undefined;
  return {
    plan: s.plan,
    status: s.status || 'active',
    startDate: date(s.startDate),
    endDate: date(s.endDate),
    callMinutesIncluded: s.callMinutesIncluded > 0 ? s.callMinutesIncluded : null,
  };
}

const termsOfRow = (row: AccountRow | undefined): Terms | undefined =>
  row?.plan
    ? {
        plan: row.plan,
        status: row.status || 'active',
        startDate: row.start_date ? new Date(row.start_date) : null,
        endDate: row.end_date ? new Date(row.end_date) : null,
        callMinutesIncluded: row.call_minutes_included,
      }
    : undefined;

/**
 * What billing knows of each owner: the time zone its days are counted in (OnboardingCompleted, and
 * identity's profile reads) and a copy of the subscription's terms (UserRegistered, then identity's
 * current terms on every profile read). The copy lets CheckEntitlement answer without identity; when
 * there is none, identity is asked.
 */
export class Owners {
  constructor(
    private readonly store: BillingStore,
    private readonly identity: SubscriptionDirectory,
    private readonly defaultTimezone: string,
    private readonly logger: Logger,
  ) {}

  /** The terms and time zone last written per owner: a profile read sends them every time. */
  private readonly synced = new LRUCache<string, string>({ max: 10_000, ttl: 60_000 });

  /** UserRegistered: the trial's plan and end date (started when the event occurred), unless identity already sent its terms. */
  async userRegistered(q: Queryable, event: UserRegistered__Output): Promise<void> {
    const ownerId = event.userId || event.meta?.tenantId;
    if (!ownerId) return;
    const endDate = date(event.trialEndDate);
    const startDate = endDate && event.plan === TRIAL.plan ? new Date(endDate.getTime() - TRIAL.days * 24 * 60 * 60 * 1000) : date(event.meta?.occurredAt);
    await this.store.fillTermsFromEvent(q, ownerId, { plan: event.plan || TRIAL.plan, startDate, endDate });
  }

  /** OnboardingCompleted: the company's time zone; an older event replayed later changes nothing. */
  async onboardingCompleted(q: Queryable, event: OnboardingCompleted__Output): Promise<void> {
    const ownerId = event.userId || event.meta?.tenantId;
    if (!ownerId || !isTimeZone(event.timezone)) return;
    await this.store.setTimezone(q, ownerId, event.timezone, date(event.meta?.occurredAt) ?? new Date());
  }

  /**
   * Identity's current terms (sent with each usage read): the copy follows them. Terms rarely change
   * while profile reads are frequent, so terms written here in the last minute are not written again.
   */
  async sync(ownerId: string, terms: Terms, timezone: string): Promise<void> {
    const copy = { ...terms, callMinutesIncluded: terms.callMinutesIncluded ?? TRIAL.callMinutesIncluded };
    const zone = isTimeZone(timezone) ? timezone : '';
    const key = JSON.stringify([copy, zone]);
    if (this.synced.get(ownerId) === key) return;
    await this.store.syncTerms(this.store.db, ownerId, copy, zone);
    this.synced.set(ownerId, key);
  }

  /** The owner's terms: billing's copy, else identity's; undefined when neither knows. */
  async terms(ownerId: string): Promise<Terms | undefined> {
    const copy = termsOfRow(await this.store.findAccount(this.store.db, ownerId));
    if (copy) return copy;
    return this.identity.terms(ownerId).catch((err: unknown) => {
      this.logger.warn({ err, ownerId }, 'could not read the subscription from identity');
      return undefined;
    });
  }

  /** The zone the owner's days are in: a valid override, else the owner's, else the default (America/New_York). */
  async timezone(ownerId: string, override = ''): Promise<string> {
    if (isTimeZone(override)) return override;
    const row = await this.store.findAccount(this.store.db, ownerId);
    return row && isTimeZone(row.timezone) ? row.timezone : this.defaultTimezone;
  }
}
