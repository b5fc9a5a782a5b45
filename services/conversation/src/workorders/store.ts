import type { Db, Queryable } from '@landline/platform';
import { CALL_URGENCIES, type CallUrgency } from '@landline/platform/callLog';
import type { WorkOrderChangeKind, WorkOrderStatus } from '@landline/platform/workOrders';
import { TAG_SQL, type Keyset } from '../store';

export interface WorkOrderRow {
  call_id: string;
  agent_id: string;
  agent_name: string;
  call_type: string;
  language: string;
  start_time: Date;
  request: Record<string, unknown>;
  status: WorkOrderStatus;
  assignee: string;
  notes: number;
  updated_at: Date;
  urgency: CallUrgency | '';
}

export interface ChangeRow {
  id: string;
  call_id: string;
  at: Date;
  actor: string;
  kind: WorkOrderChangeKind;
  from_value: string;
  to_value: string;
  note: string;
}

export interface WorkOrderFilter {
  statuses: readonly WorkOrderStatus[];
  urgency: CallUrgency | '';
}

// A call is a work order when the call log tags it one (a request with an issue); its urgency is the call
// log's, so the board and the log count alike.
const urgencyColumn = `case ${CALL_URGENCIES.map((u) => `when ${TAG_SQL.urgency[u]} then '${u}'`).join(' ')} else '' end`;
const isWorkOrder = `c.owner_id = $1 and c.request is not null and ${TAG_SQL.outcomes.work_order}`;
const from = `from calls c left join work_orders w on w.call_id = c.id`;
const columns = `c.id as call_id, c.agent_id, c.agent_name, c.call_type, c.language, c.start_time, c.request,
  coalesce(w.status, 'new') as status, coalesce(w.assignee, '') as assignee, coalesce(w.notes, 0) as notes,
  coalesce(w.updated_at, c.start_time) as updated_at, ${urgencyColumn} as urgency`;

function conditions(filter: WorkOrderFilter, params: unknown[]): string[] {
  const p = (value: unknown) => `$${params.push(value)}`;
  const where = [isWorkOrder, `coalesce(w.status, 'new') = any(${p(filter.statuses)}::text[])`];
  if (filter.urgency) where.push(TAG_SQL.urgency[filter.urgency]);
  return where;
}

/** Every SQL statement about work orders (the calls they come from are read, never written). */
export function workOrderStore(db: Db) {
  return {
    db,
    async page(q: Queryable, ownerId: string, filter: WorkOrderFilter, after: Keyset | undefined, limit: number): Promise<WorkOrderRow[]> {
      const params: unknown[] = [ownerId];
      const where = conditions(filter, params);
      if (after) where.push(`(c.start_time, c.id) < ($${params.push(after.startTime.toISOString())}::timestamptz, $${params.push(after.id)})`);
      const { rows } = await q.query<WorkOrderRow>(
        `select ${columns} ${from} where ${where.join(' and ')} order by c.start_time desc, c.id desc limit $${params.push(limit)}`,
        params,
      );
      return rows;
    },

    /** How many work orders of the statuses there are at each urgency ('' for unrated ones). */
    async countByUrgency(q: Queryable, ownerId: string, statuses: readonly WorkOrderStatus[]): Promise<Map<string, number>> {
      const params: unknown[] = [ownerId];
      const where = conditions({ statuses, urgency: '' }, params);
      const { rows } = await q.query<{ urgency: string; count: string | number }>(
        `select ${urgencyColumn} as urgency, count(*) as count ${from} where ${where.join(' and ')} group by 1`,
        params,
      );
      return new Map(rows.map((r) => [r.urgency, Number(r.count)]));
    },

    async find(q: Queryable, ownerId: string, callId: string): Promise<WorkOrderRow | undefined> {
      const { rows } = await q.query<WorkOrderRow>(`select ${columns} ${from} where ${isWorkOrder} and c.id = $2`, [ownerId, callId]);
      return rows[0];
    },

    /** The work order's row, created 'new' on its first change and locked for this transaction. */
    async lock(q: Queryable, ownerId: string, callId: string): Promise<WorkOrderRow | undefined> {
      const found = await this.find(q, ownerId, callId);
      if (!found) return undefined;
      await q.query(`insert into work_orders (call_id, owner_id, updated_at) values ($1, $2, $3) on conflict (call_id) do nothing`, [callId, ownerId, found.start_time]);
      await q.query(`select call_id from work_orders where call_id = $1 for update`, [callId]);
      return this.find(q, ownerId, callId);
    },

    async save(q: Queryable, callId: string, next: { status: WorkOrderStatus; assignee: string; notes: number }, at: Date): Promise<void> {
      await q.query(`update work_orders set status = $2, assignee = $3, notes = $4, updated_at = $5 where call_id = $1`, [callId, next.status, next.assignee, next.notes, at]);
    },

    async addChange(q: Queryable, ownerId: string, c: ChangeRow): Promise<void> {
      await q.query(`insert into work_order_changes (id, call_id, owner_id, at, actor, kind, from_value, to_value, note) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
        c.id,
        c.call_id,
        ownerId,
        c.at,
        c.actor,
        c.kind,
        c.from_value,
        c.to_value,
        c.note,
      ]);
    },

    async changes(q: Queryable, callId: string): Promise<ChangeRow[]> {
      const { rows } = await q.query<ChangeRow>(`select id, call_id, at, actor, kind, from_value, to_value, note from work_order_changes where call_id = $1 order by at, id`, [
        callId,
      ]);
      return rows;
    },
  };
}

export type WorkOrderStore = ReturnType<typeof workOrderStore>;
