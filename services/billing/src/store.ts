import { firstRow, type Db, type Queryable } from '@landline/platform';

/** A counted call (a row of the usage ledger). */
export interface CallUsage {
  ownerId: string;
  callId: string;
  agentId: string;
  agentName: string;
  callSource: string;
  callType: string;
  status: string;
  startedAt: Date;
  endedAt: Date | null;
  durationSeconds: number;
  billableMinutes: number;
  billed: boolean;
  transfers: number;
  emergency: boolean;
  eventId: string;
}

export interface AccountRow {
  owner_id: string;
  timezone: string;
  timezone_at: Date | null;
  plan: string;
  status: string;
  start_date: Date | null;
  end_date: Date | null;
  call_minutes_included: number | null;
  terms_at: Date | null;
}

export interface DayTotals {
  date: string;
  calls: number;
  minutes: number;
  transfers: number;
  emergencies: number;
}

export interface AgentTotals {
  agent_id: string;
  agent_name: string | null;
  call_count: number;
  minutes: number;
}

/** A time range of calls by start time; a null end is open. */
export interface Range {
  since: Date | null;
  until: Date | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every SQL statement of the billing service. Days are computed by Postgres in the owner's time zone. */
export function billingStore(db: Db) {
  return {
    db,

    // ------------------------------------------------ the usage ledger

    /** Counts a call once: false when this owner's call was already counted (a redelivery or a replay). */
    async insertCall(q: Queryable, c: CallUsage): Promise<boolean> {
      const r = await q.query(
        `insert into call_usage (owner_id, call_id, agent_id, agent_name, call_source, call_type, status, started_at, ended_at,
                                 duration_seconds, billable_minutes, billed, transfers, emergency, event_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
         on conflict (owner_id, call_id) do nothing`,
        [
          c.ownerId,
          c.callId,
          c.agentId,
          c.agentName,
          c.callSource,
          c.callType,
          c.status,
          iso(c.startedAt),
          iso(c.endedAt),
          c.durationSeconds,
          c.billableMinutes,
          c.billed,
          c.transfers,
          c.emergency,
          c.eventId,
        ],
      );
      return r.rowCount > 0;
    },

    /** The owner's day holding `now` in `timezone`: every call counts, only billed calls' minutes. */
    async dayTotals(q: Queryable, ownerId: string, now: Date, timezone: string): Promise<DayTotals> {
      const { rows } = await q.query<DayTotals>(
        `with today as (select ($2::timestamptz at time zone $3)::date as d)
         select to_char(t.d, 'YYYY-MM-DD') as date,
                count(u.call_id)::int as calls,
                coalesce(sum(u.billable_minutes) filter (where u.billed), 0)::int as minutes,
                coalesce(sum(u.transfers), 0)::int as transfers,
                (count(u.call_id) filter (where u.emergency))::int as emergencies
         from today t
         left join call_usage u on u.owner_id = $1
           and u.started_at >= (t.d::timestamp at time zone $3)
           and u.started_at < ((t.d + 1)::timestamp at time zone $3)
         group by t.d`,
        [ownerId, now.toISOString(), timezone],
      );
      return firstRow(rows, 'day totals');
    },

    /** The last `days` days up to the one holding `now`, oldest first, days without calls included. */
    async history(q: Queryable, ownerId: string, now: Date, timezone: string, days: number): Promise<DayTotals[]> {
      const { rows } = await q.query<DayTotals>(
        `with today as (select ($2::timestamptz at time zone $3)::date as d),
              days as (select (t.d - g)::date as d from today t, generate_series(0, $4::int - 1) as g)
         select to_char(days.d, 'YYYY-MM-DD') as date,
                count(u.call_id)::int as calls,
                coalesce(sum(u.billable_minutes) filter (where u.billed), 0)::int as minutes,
                coalesce(sum(u.transfers), 0)::int as transfers,
                (count(u.call_id) filter (where u.emergency))::int as emergencies
         from days
         left join call_usage u on u.owner_id = $1
           and u.started_at >= (days.d::timestamp at time zone $3)
           and u.started_at < ((days.d + 1)::timestamp at time zone $3)
         group by days.d
         order by days.d`,
        [ownerId, now.toISOString(), timezone, days],
      );
      return rows;
    },

    /** Billed minutes and calls of calls started in the range. */
    async billedTotals(q: Queryable, ownerId: string, range: Range): Promise<{ minutes: number; calls: number }> {
      const { rows } = await q.query<{ minutes: number; calls: number }>(
        `select coalesce(sum(billable_minutes), 0)::int as minutes, count(*)::int as calls
         from call_usage
         where owner_id = $1 and billed
           and ($2::timestamptz is null or started_at >= $2::timestamptz)
           and ($3::timestamptz is null or started_at < $3::timestamptz)`,
        [ownerId, iso(range.since), iso(range.until)],
      );
      return rows[0] ?? { minutes: 0, calls: 0 };
    },

    /** Billed calls per agent in the range, the agent's latest name, most minutes first. */
    async perAgent(q: Queryable, ownerId: string, range: Range): Promise<AgentTotals[]> {
      const { rows } = await q.query<AgentTotals>(
        `select agent_id,
                (array_agg(agent_name order by started_at desc) filter (where agent_name <> ''))[1] as agent_name,
                count(*)::int as call_count,
                coalesce(sum(billable_minutes), 0)::int as minutes
         from call_usage
         where owner_id = $1 and billed
           and ($2::timestamptz is null or started_at >= $2::timestamptz)
           and ($3::timestamptz is null or started_at < $3::timestamptz)
         group by agent_id
         order by minutes desc, call_count desc, agent_id`,
        [ownerId, iso(range.since), iso(range.until)],
      );
      return rows;
    },

    /** The calendar month holding `now` in `timezone`. */
    async monthOf(q: Queryable, now: Date, timezone: string): Promise<{ start: Date; end: Date }> {
      const { rows } = await q.query<{ start: Date | string; end: Date | string }>(
        `with m as (select date_trunc('month', $1::timestamptz at time zone $2) as s)
         select (m.s at time zone $2) as start, ((m.s + interval '1 month') at time zone $2) as "end" from m`,
        [now.toISOString(), timezone],
      );
      const { start, end } = firstRow(rows, 'month bounds');
      return { start: new Date(start), end: new Date(end) };
    },

    // ------------------------------------------------ owners: time zone and the subscription's terms

    async findAccount(q: Queryable, ownerId: string): Promise<AccountRow | undefined> {
      const { rows } = await q.query<AccountRow>(`select * from accounts where owner_id = $1`, [ownerId]);
      return rows[0];
    },

    /** UserRegistered: fills what is still unknown; identity's own terms (terms_at set) always win. */
    async fillTermsFromEvent(q: Queryable, ownerId: string, t: { plan: string; startDate: Date | null; endDate: Date | null }): Promise<void> {
      await q.query(
        `insert into accounts (owner_id, plan, status, start_date, end_date) values ($1, $2, 'active', $3, $4)
         on conflict (owner_id) do update set
           plan = case when accounts.plan = '' then excluded.plan else accounts.plan end,
           status = case when accounts.status = '' then excluded.status else accounts.status end,
           start_date = coalesce(accounts.start_date, excluded.start_date),
           end_date = coalesce(accounts.end_date, excluded.end_date),
           updated_at = now()
         where accounts.terms_at is null`,
        [ownerId, t.plan, iso(t.startDate), iso(t.endDate)],
      );
    },

    /** OnboardingCompleted: the owner's time zone, unless a later choice is already known. */
    async setTimezone(q: Queryable, ownerId: string, timezone: string, at: Date): Promise<void> {
      await q.query(
        `insert into accounts (owner_id, timezone, timezone_at) values ($1, $2, $3)
         on conflict (owner_id) do update set timezone = excluded.timezone, timezone_at = excluded.timezone_at, updated_at = now()
         where accounts.timezone_at is null or accounts.timezone_at <= excluded.timezone_at`,
        [ownerId, timezone, at.toISOString()],
      );
    },

    /** Identity's current terms (and time zone when chosen): written only when something changed. */
    async syncTerms(
      q: Queryable,
      ownerId: string,
      t: { plan: string; status: string; startDate: Date | null; endDate: Date | null; callMinutesIncluded: number },
      timezone: string,
    ): Promise<void> {
      await q.query(
        `insert into accounts (owner_id, plan, status, start_date, end_date, call_minutes_included, terms_at, timezone, timezone_at)
         values ($1, $2, $3, $4, $5, $6, now(), $7, case when $7 = '' then null else now() end)
         on conflict (owner_id) do update set
           plan = excluded.plan, status = excluded.status, start_date = excluded.start_date, end_date = excluded.end_date,
           call_minutes_included = excluded.call_minutes_included, terms_at = now(),
           timezone = case when $7 = '' then accounts.timezone else $7 end,
           timezone_at = case when $7 = '' or accounts.timezone = $7 then accounts.timezone_at else now() end,
           updated_at = now()
         where accounts.terms_at is null
            or (accounts.plan, accounts.status, accounts.start_date, accounts.end_date, accounts.call_minutes_included)
               is distinct from (excluded.plan, excluded.status, excluded.start_date, excluded.end_date, excluded.call_minutes_included)
            or ($7 <> '' and accounts.timezone <> $7)`,
        [ownerId, t.plan, t.status, iso(t.startDate), iso(t.endDate), t.callMinutesIncluded, timezone],
      );
    },
  };
}

export type BillingStore = ReturnType<typeof billingStore>;
