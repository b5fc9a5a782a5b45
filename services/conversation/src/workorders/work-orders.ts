import { randomUUID } from 'node:crypto';
import { invalid, notFound, unauthenticated, z, type Logger, type Outbox } from '@landline/platform';
import { CALL_URGENCIES } from '@landline/platform/callLog';
import {
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_LIMITS,
  WORK_ORDER_MESSAGES,
  WORK_ORDER_STATUSES,
  type WorkOrderChangeKind,
  type WorkOrderStatus,
} from '@landline/platform/workOrders';
import { CALL_ID, decodeCursor, encodeCursor, MESSAGES as CALL_MESSAGES } from '../calls/records';
import { workOrderChangedEvent } from './events';
import type { ChangeRow, WorkOrderRow, WorkOrderStore } from './store';

const statusSchema = z.enum(WORK_ORDER_STATUSES, { error: WORK_ORDER_MESSAGES.badStatus });
const updateSchema = z.object({
  status: statusSchema.optional(),
  assignee: z.string().trim().max(WORK_ORDER_LIMITS.assignee, { error: WORK_ORDER_MESSAGES.assigneeTooLong }).optional(),
  note: z.string().trim().max(WORK_ORDER_LIMITS.note, { error: WORK_ORDER_MESSAGES.noteTooLong }).default(''),
});
const forwardSchema = z.object({
  to: z
    .array(z.email({ error: WORK_ORDER_MESSAGES.badEmail }))
    .min(1, { error: WORK_ORDER_MESSAGES.forwardTo })
    .max(WORK_ORDER_LIMITS.forwardTo, { error: WORK_ORDER_MESSAGES.forwardTo }),
  note: z.string().trim().max(WORK_ORDER_LIMITS.note, { error: WORK_ORDER_MESSAGES.noteTooLong }).default(''),
});

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

export interface WorkOrderView {
  row: WorkOrderRow;
  history: ChangeRow[];
}

export interface ListQuery {
  statuses?: string[];
  urgency?: string;
  limit?: number;
  cursor?: string;
}

/** A change an owner asked for, as the history and the event record it. */
interface Change {
  kind: WorkOrderChangeKind;
  from: string;
  to: string;
  note: string;
  forwardTo?: string[];
}

/**
 * The owner's work orders: listed with counts by urgency, read with their history, and moved on. Each
 * change is one history line and one WorkOrderChanged event, written in one transaction.
 */
export class WorkOrders {
  constructor(
    private readonly store: WorkOrderStore,
    private readonly outbox: Outbox,
    private readonly logger: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(owner: string | null, query: ListQuery) {
    if (!owner) throw unauthenticated(CALL_MESSAGES.signedOut);
    const statuses = query.statuses?.length ? query.statuses.map((s) => parse(statusSchema, s)) : OPEN_WORK_ORDER_STATUSES;
    const urgency = query.urgency ? parse(z.enum(CALL_URGENCIES, { error: `Urgency must be one of ${CALL_URGENCIES.join(', ')}` }), query.urgency) : '';
    const limit = Math.min(Math.max(1, Math.floor(query.limit || WORK_ORDER_LIMITS.defaultPage)), WORK_ORDER_LIMITS.page);
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const db = this.store.db;
    const [rows, counted] = await Promise.all([this.store.page(db, owner, { statuses, urgency }, after, limit + 1), this.store.countByUrgency(db, owner, statuses)]);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const counts = CALL_URGENCIES.map((u) => ({ urgency: u, count: counted.get(u) ?? 0 }));
    const all = [...counted.values()].reduce((a, b) => a + b, 0);
    return {
      workOrders: page,
      counts,
      totalCount: urgency ? (counted.get(urgency) ?? 0) : all,
      nextCursor: rows.length > limit && last ? encodeCursor({ startTime: new Date(last.start_time), id: last.call_id }) : '',
    };
  }

  async get(owner: string | null, callId: string): Promise<WorkOrderView> {
    if (!owner) throw unauthenticated(CALL_MESSAGES.signedOut);
    const row = CALL_ID.test(callId) ? await this.store.find(this.store.db, owner, callId) : undefined;
    if (!row) throw notFound(WORK_ORDER_MESSAGES.notFound);
    return { row, history: await this.store.changes(this.store.db, callId) };
  }

  /** Each field given is one change; setting an assignee on a new work order also marks it assigned. */
  async update(owner: string | null, callId: string, input: { status?: string; assignee?: string; note?: string }, actor: string): Promise<WorkOrderView> {
    const patch = parse(updateSchema, input);
    if (patch.status === undefined && patch.assignee === undefined && !patch.note) throw invalid(WORK_ORDER_MESSAGES.nothingToChange);
    return this.change(owner, callId, actor, (row) => {
      const changes: Change[] = [];
      let status = row.status;
      if (patch.assignee !== undefined && patch.assignee !== row.assignee) {
        changes.push({ kind: 'assignee', from: row.assignee, to: patch.assignee, note: '' });
        if (patch.status === undefined && status === 'new' && patch.assignee) status = 'assigned';
      }
      const nextStatus = patch.status ?? status;
      if (nextStatus !== row.status) changes.push({ kind: 'status', from: row.status, to: nextStatus, note: '' });
      if (patch.note) changes.push({ kind: 'note', from: '', to: '', note: patch.note });
      return changes;
    });
  }

  async forward(owner: string | null, callId: string, input: { to?: string[]; note?: string }, actor: string): Promise<WorkOrderView> {
    const request = parse(forwardSchema, { to: (input.to ?? []).map((t) => t.trim()).filter(Boolean), note: input.note ?? '' });
    const to = [...new Set(request.to.map((t) => t.toLowerCase()))];
    return this.change(owner, callId, actor, () => [{ kind: 'forwarded', from: '', to: to.join(', '), note: request.note, forwardTo: to }]);
  }

  private async change(owner: string | null, callId: string, actor: string, plan: (row: WorkOrderRow) => Change[]): Promise<WorkOrderView> {
    if (!owner) throw unauthenticated(CALL_MESSAGES.signedOut);
    if (!CALL_ID.test(callId)) throw notFound(WORK_ORDER_MESSAGES.notFound);
    const who = actor.trim().slice(0, 200);
    const published = await this.store.db.tx(async (q) => {
      const row = await this.store.lock(q, owner, callId);
      if (!row) throw notFound(WORK_ORDER_MESSAGES.notFound);
      const changes = plan(row);
      if (changes.length === 0) return false;
      const next = { status: row.status, assignee: row.assignee, notes: row.notes };
      const start = this.now().getTime();
      for (const [i, c] of changes.entries()) {
        const previous = next.status;
        if (c.kind === 'status') next.status = c.to as WorkOrderStatus;
        if (c.kind === 'assignee') next.assignee = c.to;
        if (c.kind === 'note') next.notes += 1;
        // One millisecond apart: the history keeps the order the changes were made in.
        const line: ChangeRow = { id: randomUUID(), call_id: callId, at: new Date(start + i), actor: who, kind: c.kind, from_value: c.from, to_value: c.to, note: c.note };
        await this.store.addChange(q, owner, line);
        await this.outbox.add(q, workOrderChangedEvent(owner, { ...row, ...next }, line, previous, c.forwardTo ?? []));
      }
      await this.store.save(q, callId, next, new Date(start + changes.length - 1));
      return true;
    });
    if (published) this.outbox.kick();
    this.logger.debug({ callId, changed: published }, 'work order changed');
    return this.get(owner, callId);
  }
}
