import type { Db, Queryable } from '@landline/platform';

export interface NumberRow {
  id: string;
  owner_id: string;
  phone_number: string;
  provider: 'twilio' | 'sandbox';
  provider_sid: string;
  friendly_name: string;
  locality: string;
  region: string;
  monthly_price: string | number;
  agent_id: string | null;
  status: 'owned' | 'released';
  created_at: Date;
  updated_at: Date;
}

export interface NewNumber {
  id: string;
  ownerId: string;
  phoneNumber: string;
  provider: 'twilio' | 'sandbox';
  providerSid: string;
  friendlyName: string;
  locality: string;
  region: string;
  monthlyPrice: number;
  agentId: string | null;
}

export interface SandboxRow {
  phone_number: string;
  area_code: string;
  friendly_name: string;
  locality: string;
  region: string;
  sid: string | null;
}

/** Advisory-lock namespace of "one owner's numbers" (the first key of the two-key form). */
const OWNER_LOCK = 30001;

/** Every SQL statement of the telephony service. */
export function telephonyStore(db: Db) {
  return {
    db,

    /** Serialises every change to one owner's numbers until the transaction ends. */
    async lockOwner(q: Queryable, ownerId: string): Promise<void> {
      await q.query(`select pg_advisory_xact_lock($1, hashtext($2))`, [OWNER_LOCK, ownerId]);
    },

    // ------------------------------------------------ numbers
    async insertNumber(q: Queryable, n: NewNumber): Promise<NumberRow> {
      const { rows } = await q.query<NumberRow>(
        `insert into numbers (id, owner_id, phone_number, provider, provider_sid, friendly_name, locality, region, monthly_price, agent_id, status)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'owned') returning *`,
        [n.id, n.ownerId, n.phoneNumber, n.provider, n.providerSid, n.friendlyName, n.locality, n.region, n.monthlyPrice, n.agentId],
      );
      return rows[0]!;
    },
    async findOwnedBy(q: Queryable, ownerId: string, id: string, lock = false): Promise<NumberRow | undefined> {
      const { rows } = await q.query<NumberRow>(`select * from numbers where id = $1 and owner_id = $2${lock ? ' for update' : ''}`, [id, ownerId]);
      return rows[0];
    },
    async findLiveByPhoneNumber(q: Queryable, phoneNumber: string): Promise<NumberRow | undefined> {
      const { rows } = await q.query<NumberRow>(`select * from numbers where phone_number = $1 and status in ('owned', 'released')`, [phoneNumber]);
      return rows[0];
    },
    /** Numbers the owner holds, attached or released to the pool: each is paid for, so each counts toward maxPhones. */
    async countHeld(q: Queryable, ownerId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from numbers where owner_id = $1 and status in ('owned', 'released')`, [ownerId]);
      return rows[0]?.n ?? 0;
    },
    /** Every number of the owner, oldest first. */
    async listByOwner(q: Queryable, ownerId: string): Promise<NumberRow[]> {
      const { rows } = await q.query<NumberRow>(`select * from numbers where owner_id = $1 order by created_at, phone_number`, [ownerId]);
      return rows;
    },
    /** The owner's numbers no agent uses (owned and released), oldest first. */
    async listUnattached(q: Queryable, ownerId: string): Promise<NumberRow[]> {
      const { rows } = await q.query<NumberRow>(
        `select * from numbers where owner_id = $1 and agent_id is null and status in ('owned', 'released') order by created_at, phone_number`,
        [ownerId],
      );
      return rows;
    },
    /** Detaches whatever number serves the agent (except `keep`) and puts it back in its owner's pool. */
    async releaseAgentNumber(q: Queryable, agentId: string, keep?: string): Promise<number> {
      const r = await q.query(
        `update numbers set agent_id = null, status = 'released', updated_at = now()
         where agent_id = $1 and ($2::uuid is null or id <> $2::uuid)`,
        [agentId, keep ?? null],
      );
      return r.rowCount;
    },
    async attach(q: Queryable, id: string, agentId: string): Promise<NumberRow> {
      const { rows } = await q.query<NumberRow>(
        `update numbers set agent_id = $2, status = 'owned', updated_at = now() where id = $1 returning *`,
        [id, agentId],
      );
      return rows[0]!;
    },
    async release(q: Queryable, id: string): Promise<NumberRow> {
      const { rows } = await q.query<NumberRow>(
        `update numbers set agent_id = null, status = 'released',
                updated_at = case when status = 'released' and agent_id is null then updated_at else now() end
         where id = $1 returning *`,
        [id],
      );
      return rows[0]!;
    },

    // ------------------------------------------------ deleted agents
    async retireAgent(q: Queryable, agentId: string, ownerId: string): Promise<void> {
      await q.query(`insert into retired_agents (agent_id, owner_id) values ($1, $2) on conflict do nothing`, [agentId, ownerId]);
    },
    async isRetired(q: Queryable, agentId: string): Promise<boolean> {
      const { rows } = await q.query(`select 1 from retired_agents where agent_id = $1`, [agentId]);
      return rows.length > 0;
    },

    // ------------------------------------------------ sandbox provider
    async sandboxPoolSize(q: Queryable, areaCode: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from sandbox_numbers where area_code = $1`, [areaCode]);
      return rows[0]?.n ?? 0;
    },
    async seedSandbox(q: Queryable, rows: { phoneNumber: string; areaCode: string; friendlyName: string; locality: string; region: string }[]): Promise<void> {
      if (rows.length === 0) return;
      await q.query(
        `insert into sandbox_numbers (phone_number, area_code, friendly_name, locality, region)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
         on conflict do nothing`,
        [rows.map((r) => r.phoneNumber), rows.map((r) => r.areaCode), rows.map((r) => r.friendlyName), rows.map((r) => r.locality), rows.map((r) => r.region)],
      );
    },
    async sandboxAvailable(q: Queryable, areaCode: string, limit: number): Promise<SandboxRow[]> {
      const { rows } = await q.query<SandboxRow>(
        `select * from sandbox_numbers where area_code = $1 and sid is null order by phone_number limit $2`,
        [areaCode, limit],
      );
      return rows;
    },
    /** Takes a free pool number; undefined when it is not in the pool or already bought. */
    async sandboxTake(q: Queryable, phoneNumber: string, sid: string): Promise<SandboxRow | undefined> {
      const { rows } = await q.query<SandboxRow>(
        `update sandbox_numbers set sid = $2, purchased_at = now() where phone_number = $1 and sid is null returning *`,
        [phoneNumber, sid],
      );
      return rows[0];
    },
    async sandboxGiveBack(q: Queryable, sid: string): Promise<void> {
      await q.query(`update sandbox_numbers set sid = null, purchased_at = null where sid = $1`, [sid]);
    },
  };
}

export type TelephonyStore = ReturnType<typeof telephonyStore>;
