import { firstRow, type Db, type Queryable } from '@landline/platform';

export interface AgentRow {
  id: string;
  owner_id: string;
  custom_name: string;
  status: 'active' | 'paused' | 'deleted';
  language: 'en' | 'es';
  template_industry: string;
  template_type: string;
  customizations: unknown;
  transfer_enabled: boolean;
  transfer_number: string;
  /** [{ name, phone }], in the order they are rung. */
  transfer_ladder: unknown;
  ring_seconds: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface AgentWrite {
  customName: string;
  status: 'active' | 'paused';
  language: 'en' | 'es';
  customizations: unknown;
  transferEnabled: boolean;
  transferNumber: string;
  transferLadder: unknown;
  ringSeconds: number;
}

export interface NewAgent extends AgentWrite {
  id: string;
  ownerId: string;
  templateIndustry: string;
  templateType: string;
}

const columns = `id, owner_id, custom_name, status, language, template_industry, template_type, customizations,
  transfer_enabled, transfer_number, transfer_ladder, ring_seconds, created_at, updated_at, deleted_at`;

/** Every SQL statement of the agent service. */
export function agentStore(db: Db) {
  return {
    db,
    /**
     * Serialises the callers that change one owner's agent count until the transaction ends, so the
     * count-then-insert of the plan limit cannot interleave (two concurrent creates, several replicas).
     */
    async lockOwner(q: Queryable, ownerId: string): Promise<void> {
      await q.query(`select pg_advisory_xact_lock(hashtext('agent-limit'), hashtext($1))`, [ownerId]);
    },
    async countLive(q: Queryable, ownerId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from agents where owner_id = $1 and status <> 'deleted'`, [ownerId]);
      return rows[0]?.n ?? 0;
    },
    async insert(q: Queryable, a: NewAgent): Promise<AgentRow> {
      const { rows } = await q.query<AgentRow>(
        `insert into agents (id, owner_id, custom_name, status, language, template_industry, template_type, customizations, transfer_enabled, transfer_number,
           transfer_ladder, ring_seconds)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning ${columns}`,
        [
          a.id,
          a.ownerId,
          a.customName,
          a.status,
          a.language,
          a.templateIndustry,
          a.templateType,
          JSON.stringify(a.customizations),
          a.transferEnabled,
          a.transferNumber,
          JSON.stringify(a.transferLadder),
          a.ringSeconds,
        ],
      );
      return firstRow(rows, 'insert into agents');
    },
    /** The owner's agents that are not deleted, oldest first. */
    async listLive(q: Queryable, ownerId: string): Promise<AgentRow[]> {
      const { rows } = await q.query<AgentRow>(`select ${columns} from agents where owner_id = $1 and status <> 'deleted' order by created_at, id`, [ownerId]);
      return rows;
    },
    /** One of the owner's live agents; `lock` holds the row until the transaction ends (read-modify-write). */
    async findLive(q: Queryable, ownerId: string, id: string, lock = false): Promise<AgentRow | undefined> {
      const { rows } = await q.query<AgentRow>(`select ${columns} from agents where id = $1 and owner_id = $2 and status <> 'deleted'${lock ? ' for update' : ''}`, [id, ownerId]);
      return rows[0];
    },
    /** Any stored agent, whatever its owner or status (peers answering calls). */
    async findAny(q: Queryable, id: string): Promise<AgentRow | undefined> {
      const { rows } = await q.query<AgentRow>(`select ${columns} from agents where id = $1`, [id]);
      return rows[0];
    },
    async update(q: Queryable, id: string, a: AgentWrite): Promise<AgentRow> {
      const { rows } = await q.query<AgentRow>(
        `update agents set custom_name = $2, status = $3, language = $4, customizations = $5, transfer_enabled = $6, transfer_number = $7,
           transfer_ladder = $8, ring_seconds = $9, updated_at = now()
         where id = $1 and status <> 'deleted' returning ${columns}`,
        [id, a.customName, a.status, a.language, JSON.stringify(a.customizations), a.transferEnabled, a.transferNumber, JSON.stringify(a.transferLadder), a.ringSeconds],
      );
      return firstRow(rows, `update of agent ${id}`);
    },
    /** Marks the owner's live agent deleted; false when there was none (unknown, another owner's, already deleted). */
    async softDelete(q: Queryable, ownerId: string, id: string): Promise<boolean> {
      const r = await q.query(`update agents set status = 'deleted', deleted_at = now(), updated_at = now() where id = $1 and owner_id = $2 and status <> 'deleted'`, [
        id,
        ownerId,
      ]);
      return r.rowCount > 0;
    },
  };
}

export type AgentStore = ReturnType<typeof agentStore>;
