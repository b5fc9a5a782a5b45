import type { Db, Queryable } from '@landline/platform';

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
  request: unknown | null;
  totalTokens: number;
  firstMessagePreview: string;
}

/** Where a page of calls starts: after this (start_time, id), newest first. */
export interface Keyset {
  startTime: Date;
  id: string;
}

const columns = `id, owner_id, agent_id, agent_name, employee, call_source, call_type, template_type, language, status, start_time, end_time,
  duration_seconds, from_number, to_number, transcript, transfers, transfer_count, emergency, recording_key, recording_url, request,
  total_tokens, first_message_preview, completed_event_id, transfer_event_id, created_at, updated_at`;

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
      return rows[0]!;
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
    /** The owner's newest calls (index calls_owner_recent). */
    async recentCalls(q: Queryable, ownerId: string, limit: number): Promise<CallRow[]> {
      const { rows } = await q.query<CallRow>(`select ${columns} from calls where owner_id = $1 order by start_time desc, id desc limit $2`, [ownerId, limit]);
      return rows;
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
