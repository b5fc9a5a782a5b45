import { firstRow, type Db, type Queryable } from '@landline/platform';
import type { CallOutcome, CallSource, CallUrgency } from '@landline/platform/callLog';

export interface CallRow {
  id: string;
  owner_id: string | null;
  agent_id: string;
  agent_name: string;
  employee: string;
  call_source: 'web' | 'phone';
  call_type: 'phone_customer' | 'phone_test' | 'web_test' | 'web_demo';
  template_type: string;
  language: string;
  status: 'completed' | 'failed' | 'in-progress';
  start_time: Date;
  end_time: Date | null;
  duration_seconds: number;
  from_number: string;
  to_number: string;
  transcript: unknown;
  transfers: unknown;
  transfer_count: number;
  emergency: boolean;
  recording_key: string;
  recording_url: string;
  request: unknown;
  total_tokens: number;
  first_message_preview: string;
  completed_event_id: string | null;
  transfer_event_id: string | null;
  created_at: Date;
  updated_at: Date;
  /** Derived (TAG_SQL): the call's urgency, '' when unrated. */
  urgency: CallUrgency | '';
  /** Derived (TAG_SQL): what came of the call. */
  outcomes: CallOutcome[];
}

/** A call as written: everything but the event markers and the row's own timestamps. */
export interface CallWrite {
  id: string;
  ownerId: string | null;
  agentId: string;
  agentName: string;
  employee: string;
  callSource: string;
  callType: string;
  templateType: string;
  language: string;
  status: string;
  startTime: Date;
  endTime: Date | null;
  durationSeconds: number;
  fromNumber: string;
  toNumber: string;
  transcript: unknown[];
  transfers: unknown[];
  transferCount: number;
  emergency: boolean;
  recordingKey: string;
  recordingUrl: string;
  request: unknown;
  totalTokens: number;
  firstMessagePreview: string;
}

/** Where a page of calls starts: after this (start_time, id), newest first. */
export interface Keyset {
  startTime: Date;
  id: string;
}

/** The owner's call log filters, validated (src/calls/log.ts). */
export interface CallLogFilter {
  /** A to_tsquery('simple') text of prefix terms, or '' for no search. */
  search: string;
  /** Calendar days, inclusive, in timeZone; '' for open. */
  fromDate: string;
  toDate: string;
  timeZone: string;
  urgency: CallUrgency | '';
  outcome: CallOutcome | '';
  source: CallSource | '';
  agentId: string;
  templateType: string;
}

const callerSaid = `exists (select 1 from jsonb_array_elements(transcript) line where line->>'role' = 'user' and btrim(line->>'text') <> '')`;
// The employees' promise to take a message (offline phrases and the model's usual wording), English and Spanish.
const messageWording = `take a message|take your message|get your message|tomar(é)? (un|su) mensaje|tomo (un|su) mensaje|reciban su mensaje`;
const transferred = `transfers @> '[{"type": "outgoing"}]'`;
const workOrder = `coalesce(request->>'issueSummary', '') <> ''`;
const messageTaken = `(not ${transferred} and exists (select 1 from jsonb_array_elements(transcript) line where line->>'role' = 'model' and line->>'text' ~* '${messageWording}'))`;

/**
 * The tag rules, in SQL so that filters and the tags shown agree. Outcomes: a work order is a request
 * with an issue; transferred is an outgoing transfer; a message taken is the employee promising one on a
 * call not put through; spam or a hang-up is a finished call with none of those, no emergency, and the
 * caller silent or gone within 10 seconds.
 */
export const TAG_SQL: { outcomes: Record<CallOutcome, string>; urgency: Record<CallUrgency, string> } = {
  outcomes: {
    work_order: workOrder,
    transferred,
    message_taken: messageTaken,
    spam: `(status <> 'in-progress' and not emergency and not ${transferred} and not (${workOrder}) and not ${messageTaken} and (not ${callerSaid} or duration_seconds < 10))`,
  },
  urgency: {
    life_safety: `request->>'urgency' = 'life_safety'`,
    emergency: `emergency`,
    urgent: `(not emergency and request->>'urgency' = 'urgent')`,
    routine: `(not emergency and request->>'urgency' = 'routine')`,
  },
};

const urgencyColumn = `case when ${TAG_SQL.urgency.life_safety} then 'life_safety' when emergency then 'emergency'
  when ${TAG_SQL.urgency.urgent} then 'urgent' when ${TAG_SQL.urgency.routine} then 'routine' else '' end`;
const outcomesColumn = `array_remove(array[${Object.entries(TAG_SQL.outcomes)
  .map(([tag, sql]) => `case when ${sql} then '${tag}' end`)
  .join(', ')}]::text[], null)`;

const columns = `id, owner_id, agent_id, agent_name, employee, call_source, call_type, template_type, language, status, start_time, end_time,
  duration_seconds, from_number, to_number, transcript, transfers, transfer_count, emergency, recording_key, recording_url, request,
  total_tokens, first_message_preview, completed_event_id, transfer_event_id, created_at, updated_at,
  ${urgencyColumn} as urgency, ${outcomesColumn} as outcomes`;

/** The filter's conditions on calls (besides the owner, $1), their parameters appended to `params`. */
function logConditions(filter: CallLogFilter, params: unknown[]): string[] {
  const p = (value: unknown) => `$${params.push(value)}`;
  const where: string[] = [];
  if (filter.agentId) where.push(`agent_id = ${p(filter.agentId)}`);
  if (filter.source) where.push(`call_source = ${p(filter.source)}`);
  if (filter.templateType) where.push(`template_type = ${p(filter.templateType)}`);
  if (filter.fromDate || filter.toDate) {
    const zone = p(filter.timeZone);
    if (filter.fromDate) where.push(`start_time >= (${p(filter.fromDate)}::date)::timestamp at time zone ${zone}`);
    if (filter.toDate) where.push(`start_time < (${p(filter.toDate)}::date + 1)::timestamp at time zone ${zone}`);
  }
  if (filter.search) where.push(`search @@ to_tsquery('simple', ${p(filter.search)})`);
  if (filter.urgency) where.push(TAG_SQL.urgency[filter.urgency]);
  if (filter.outcome) where.push(TAG_SQL.outcomes[filter.outcome]);
  return where;
}

/** Whether the filter narrows the owner's calls beyond one agent (call_counts then cannot count them). */
export const narrowsBeyondAgent = (f: CallLogFilter) => Boolean(f.search || f.fromDate || f.toDate || f.urgency || f.outcome || f.source || f.templateType);

const params = (c: CallWrite) => [
  c.id,
  c.ownerId,
  c.agentId,
  c.agentName,
  c.employee,
  c.callSource,
  c.callType,
  c.templateType,
  c.language,
  c.status,
  c.startTime.toISOString(),
  c.endTime?.toISOString() ?? null,
  c.durationSeconds,
  c.fromNumber,
  c.toNumber,
  JSON.stringify(c.transcript),
  JSON.stringify(c.transfers),
  c.transferCount,
  c.emergency,
  c.recordingKey,
  c.recordingUrl,
  c.request === null ? null : JSON.stringify(c.request),
  c.totalTokens,
  c.firstMessagePreview,
];

/** Every SQL statement of the conversation service. */
export function conversationStore(db: Db) {
  return {
    db,
    async findCall(q: Queryable, id: string): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(`select ${columns} from calls where id = $1`, [id]);
      return rows[0];
    },
    /** The call, held until the transaction ends (read-modify-write of one call). */
    async lockCall(q: Queryable, id: string): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(`select ${columns} from calls where id = $1 for update`, [id]);
      return rows[0];
    },
    /** Inserts the call unless its id exists; undefined when it did (a concurrent first save). */
    async insertCall(q: Queryable, c: CallWrite): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(
        `insert into calls (id, owner_id, agent_id, agent_name, employee, call_source, call_type, template_type, language, status, start_time,
           end_time, duration_seconds, from_number, to_number, transcript, transfers, transfer_count, emergency, recording_key, recording_url,
           request, total_tokens, first_message_preview)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
         on conflict (id) do nothing returning ${columns}`,
        params(c),
      );
      return rows[0];
    },
    /** Rewrites an unfinished call; a recording or request already stored stays when the write has none. */
    async updateCall(q: Queryable, c: CallWrite): Promise<CallRow> {
      const { rows } = await q.query<CallRow>(
        `update calls set owner_id = $2, agent_id = $3, agent_name = $4, employee = $5, call_source = $6, call_type = $7, template_type = $8,
           language = $9, status = $10, start_time = $11, end_time = $12, duration_seconds = $13, from_number = $14, to_number = $15,
           transcript = $16, transfers = $17, transfer_count = $18, emergency = $19,
           recording_key = case when $20 = '' then recording_key else $20 end,
           recording_url = case when $21 = '' then recording_url else $21 end,
           request = coalesce($22::jsonb, request), total_tokens = $23, first_message_preview = $24, updated_at = now()
         where id = $1 returning ${columns}`,
        params(c),
      );
      return firstRow(rows, `update of call ${c.id}`);
    },
    async markCompletedEvent(q: Queryable, id: string, eventId: string): Promise<void> {
      await q.query(`update calls set completed_event_id = $2 where id = $1`, [id, eventId]);
    },
    async markTransferEvent(q: Queryable, id: string, eventId: string): Promise<void> {
      await q.query(`update calls set transfer_event_id = $2 where id = $1`, [id, eventId]);
    },
    async setRecording(q: Queryable, id: string, url: string, key: string): Promise<void> {
      await q.query(`update calls set recording_url = $2, recording_key = $3, updated_at = now() where id = $1`, [id, url, key]);
    },
    /** One of the owner's calls. */
    async findOwnedCall(q: Queryable, ownerId: string, id: string): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(`select ${columns} from calls where id = $1 and owner_id = $2`, [id, ownerId]);
      return rows[0];
    },
    /**
     * One page of the owner's calls matching the filter, newest first, after the keyset: a walk down
     * calls_owner_recent (or calls_owner_agent_recent), or the search's GIN index when that is narrower.
     */
    async callLogPage(q: Queryable, ownerId: string, filter: CallLogFilter, after: Keyset | undefined, limit: number): Promise<CallRow[]> {
      const params: unknown[] = [ownerId];
      const where = ['owner_id = $1', ...logConditions(filter, params)];
      if (after) where.push(`(start_time, id) < ($${params.push(after.startTime.toISOString())}::timestamptz, $${params.push(after.id)}::text)`);
      const { rows } = await q.query<CallRow>(`select ${columns} from calls where ${where.join(' and ')} order by start_time desc, id desc limit $${params.push(limit)}`, params);
      return rows;
    },
    /** How many of the owner's calls match the filter: call_counts when it only names an agent, else a count. */
    async countCallLog(q: Queryable, ownerId: string, filter: CallLogFilter): Promise<number> {
      if (!narrowsBeyondAgent(filter)) {
        const { rows } = await q.query<{ n: number }>(`select coalesce(sum(calls), 0)::int as n from call_counts where owner_id = $1 and ($2 = '' or agent_id = $2)`, [
          ownerId,
          filter.agentId,
        ]);
        return rows[0]?.n ?? 0;
      }
      const params: unknown[] = [ownerId];
      const where = ['owner_id = $1', ...logConditions(filter, params)];
      const { rows } = await q.query<{ n: number }>(`select count(*)::int as n from calls where ${where.join(' and ')}`, params);
      return rows[0]?.n ?? 0;
    },
    /** The template types of the owner's calls: each agent's latest call's (one index probe per agent). */
    async callTemplateTypes(q: Queryable, ownerId: string): Promise<string[]> {
      const { rows } = await q.query<{ template_type: string }>(
        `select distinct latest.template_type
         from call_counts cc
         cross join lateral (select c.template_type from calls c where c.owner_id = cc.owner_id and c.agent_id = cc.agent_id
                             order by c.start_time desc, c.id desc limit 1) latest
         where cc.owner_id = $1 and cc.calls > 0 and latest.template_type <> ''
         order by 1`,
        [ownerId],
      );
      return rows.map((r) => r.template_type);
    },
    /**
     * One page of the owner's calls with one agent, newest first, after the keyset (index
     * calls_owner_agent_recent), each row carrying the agent's total call count (call_counts). One statement.
     */
    async agentCallsPage(q: Queryable, ownerId: string, agentId: string, after: Keyset | undefined, limit: number): Promise<(CallRow & { total_count: number })[]> {
      const { rows } = await q.query<CallRow & { total_count: number }>(
        `select ${columns}, coalesce((select calls from call_counts where owner_id = $1 and agent_id = $2), 0) as total_count
         from calls
         where owner_id = $1 and agent_id = $2 and ($3::timestamptz is null or (start_time, id) < ($3::timestamptz, $4::text))
         order by start_time desc, id desc
         limit $5`,
        [ownerId, agentId, after?.startTime.toISOString() ?? null, after?.id ?? '', limit],
      );
      return rows;
    },
    async countAgentCalls(q: Queryable, ownerId: string, agentId: string): Promise<number> {
      const { rows } = await q.query<{ n: number }>(`select calls as n from call_counts where owner_id = $1 and agent_id = $2`, [ownerId, agentId]);
      return rows[0]?.n ?? 0;
    },
    /** Counts a call in (delta 1) or out of (-1) the owner's calls with the agent. */
    async countCall(q: Queryable, ownerId: string, agentId: string, delta: 1 | -1): Promise<void> {
      await q.query(
        `insert into call_counts (owner_id, agent_id, calls) values ($1, $2, greatest($3, 0))
         on conflict (owner_id, agent_id) do update set calls = greatest(call_counts.calls + $3, 0)`,
        [ownerId, agentId, delta],
      );
    },
  };
}

export type ConversationStore = ReturnType<typeof conversationStore>;
