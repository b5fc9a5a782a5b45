import { firstRow, type Db, type Queryable } from '@landline/platform';

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

/** What a call keeps for its relay session and TwiML callbacks (the agent as it was when the call came in). */
export interface CallSettings {
  /** The number the caller dialled (the agent's): caller id of a transfer. */
  agentNumber: string;
  /** The employee's spoken name and company. */
  agentName: string;
  companyName: string;
  transfer: { enabled: boolean; number: string };
  /** Who else is dialled, in order, when nobody takes an emergency at the transfer number; each rings ringSeconds. */
  ladder?: { name: string; phone: string }[];
  ringSeconds?: number;
  /** Google voices of the relay (ConversationRelay) and of <Say>, per language. */
  voices: { en: string; es: string };
  sayVoices: { en: string; es: string };
  timezone: string;
  businessHours: string;
  afterHours: string;
  /** The agent records calls (features.callRecording): a dual-channel recording of every call. */
  recorded: boolean;
}

type CallOutcome = 'relay' | 'voicemail';
export type Language = 'en' | 'es';

/** What the <Connect action> does once the relay session ends (set by the relay before it sends `end`). */
export interface PendingAction {
  kind: 'transfer' | 'hangup' | 'message';
  reason?: string;
}

export interface TransferRecord {
  type: 'outgoing';
  from: string;
  to: string;
  timestamp: string;
  reason: 'emergency' | 'human';
  details: { clientName: string; address: string; phone: string; issueSummary: string };
}

export type OnCallOutcome = 'ringing' | 'accepted' | 'declined' | 'no_answer' | 'busy' | 'failed';

export interface OnCallAttemptRow {
  call_sid: string;
  idx: number;
  name: string;
  phone: string;
  outcome: OnCallOutcome;
  started_at: Date;
  ended_at: Date | null;
}

export interface CallRow {
  call_sid: string;
  account_sid: string;
  test: boolean;
  owner_id: string;
  agent_id: string;
  agent_name: string;
  template_type: string;
  from_number: string;
  to_number: string;
  outcome: CallOutcome;
  agent_language: Language;
  language: Language;
  settings: CallSettings;
  status: string;
  relay_token_hash: string | null;
  relay_token_expires_at: Date | null;
  relay_sessions: number;
  pending_action: PendingAction | null;
  transfers: TransferRecord[];
  dial_status: string;
  emergency: boolean;
  total_tokens: number;
  recording_sid: string;
  recording_key: string;
  recording_url: string;
  duration_seconds: number;
  started_at: Date;
  ended_at: Date | null;
  saved_at: Date | null;
  save_attempted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** The voice webhook's trace context (traceparent, tracestate), which the call's later work continues. */
  trace_context: Record<string, string>;
}

export interface NewCall {
  callSid: string;
  accountSid: string;
  test: boolean;
  ownerId: string;
  agentId: string;
  agentName: string;
  templateType: string;
  fromNumber: string;
  toNumber: string;
  outcome: CallOutcome;
  language: Language;
  settings: CallSettings;
  relayTokenHash: string | null;
  relayTokenExpiresAt: Date | null;
  traceContext: Record<string, string>;
}

export interface TurnRow {
  call_sid: string;
  seq: number;
  role: 'user' | 'model';
  text: string;
  at: Date;
}

export interface NewTurn {
  callSid: string;
  seq: number;
  role: 'user' | 'model';
  text: string;
  at: Date;
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
      return firstRow(rows, 'insert into numbers');
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
      const { rows } = await q.query<NumberRow>(`update numbers set agent_id = $2, status = 'owned', updated_at = now() where id = $1 returning *`, [id, agentId]);
      return firstRow(rows, `attach of number ${id}`);
    },
    async release(q: Queryable, id: string): Promise<NumberRow> {
      const { rows } = await q.query<NumberRow>(
        `update numbers set agent_id = null, status = 'released',
                updated_at = case when status = 'released' and agent_id is null then updated_at else now() end
         where id = $1 returning *`,
        [id],
      );
      return firstRow(rows, `release of number ${id}`);
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
      const { rows } = await q.query<SandboxRow>(`select * from sandbox_numbers where area_code = $1 and sid is null order by phone_number limit $2`, [areaCode, limit]);
      return rows;
    },
    /** Takes a free pool number; undefined when it is not in the pool or already bought. */
    async sandboxTake(q: Queryable, phoneNumber: string, sid: string): Promise<SandboxRow | undefined> {
      const { rows } = await q.query<SandboxRow>(`update sandbox_numbers set sid = $2, purchased_at = now() where phone_number = $1 and sid is null returning *`, [
        phoneNumber,
        sid,
      ]);
      return rows[0];
    },
    async sandboxGiveBack(q: Queryable, sid: string): Promise<void> {
      await q.query(`update sandbox_numbers set sid = null, purchased_at = null where sid = $1`, [sid]);
    },

    // ------------------------------------------------ settings
    /** The stored value of a setting, storing `value` first when there is none (the first writer wins). */
    async ensureSetting(q: Queryable, key: string, value: string): Promise<string> {
      await q.query(`insert into telephony_settings (key, value) values ($1, $2) on conflict (key) do nothing`, [key, value]);
      const { rows } = await q.query<{ value: string }>(`select value from telephony_settings where key = $1`, [key]);
      return firstRow(rows, `setting ${key}`).value;
    },

    // ------------------------------------------------ calls
    /** A call the voice webhook answered; a retried webhook (same CallSid) refreshes the relay token; undefined when that call already ended. */
    async upsertCall(q: Queryable, c: NewCall): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(
        `insert into calls (call_sid, account_sid, test, owner_id, agent_id, agent_name, template_type, from_number, to_number, outcome,
                            agent_language, language, settings, relay_token_hash, relay_token_expires_at, trace_context)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, $12, $13, $14, $15)
         on conflict (call_sid) do update set relay_token_hash = excluded.relay_token_hash,
                relay_token_expires_at = excluded.relay_token_expires_at, updated_at = now()
           where calls.ended_at is null
         returning *`,
        [
          c.callSid,
          c.accountSid,
          c.test,
          c.ownerId,
          c.agentId,
          c.agentName,
          c.templateType,
          c.fromNumber,
          c.toNumber,
          c.outcome,
          c.language,
          JSON.stringify(c.settings),
          c.relayTokenHash,
          c.relayTokenExpiresAt,
          JSON.stringify(c.traceContext),
        ],
      );
      return rows[0];
    },
    async findCall(q: Queryable, callSid: string, lock = false): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(`select * from calls where call_sid = $1${lock ? ' for update' : ''}`, [callSid]);
      return rows[0];
    },
    /** Redeems a relay token once: the call it opens (not ended, not expired), its session count raised. */
    async redeemRelayToken(q: Queryable, tokenHash: string): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(
        `update calls set relay_token_hash = null, relay_token_expires_at = null, relay_sessions = relay_sessions + 1, updated_at = now()
         where relay_token_hash = $1 and relay_token_expires_at > now() and ended_at is null returning *`,
        [tokenHash],
      );
      return rows[0];
    },
    async setRelayToken(q: Queryable, callSid: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await q.query(`update calls set relay_token_hash = $2, relay_token_expires_at = $3, pending_action = null, updated_at = now() where call_sid = $1`, [
        callSid,
        tokenHash,
        expiresAt,
      ]);
    },
    async setPendingAction(q: Queryable, callSid: string, action: PendingAction | null): Promise<void> {
      await q.query(`update calls set pending_action = $2, updated_at = now() where call_sid = $1`, [callSid, action ? JSON.stringify(action) : null]);
    },
    /** Records an outgoing transfer (and the emergency it may be) on the call. */
    async addTransfer(q: Queryable, callSid: string, transfer: TransferRecord): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(
        `update calls set transfers = transfers || $2::jsonb, emergency = emergency or $3, updated_at = now() where call_sid = $1 returning *`,
        [callSid, JSON.stringify([transfer]), transfer.reason === 'emergency'],
      );
      return rows[0];
    },
    async setDialStatus(q: Queryable, callSid: string, status: string): Promise<void> {
      await q.query(`update calls set dial_status = $2, updated_at = now() where call_sid = $1`, [callSid, status]);
    },
    async setLanguage(q: Queryable, callSid: string, language: Language): Promise<void> {
      await q.query(`update calls set language = $2, updated_at = now() where call_sid = $1`, [callSid, language]);
    },
    async addTokens(q: Queryable, callSid: string, tokens: number): Promise<void> {
      await q.query(`update calls set total_tokens = total_tokens + $2, updated_at = now() where call_sid = $1`, [callSid, tokens]);
    },
    async setRecording(q: Queryable, callSid: string, recording: { sid: string; key: string; url: string }): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(`update calls set recording_sid = $2, recording_key = $3, recording_url = $4, updated_at = now() where call_sid = $1 returning *`, [
        callSid,
        recording.sid,
        recording.key,
        recording.url,
      ]);
      return rows[0];
    },
    /** A status on the way (ringing, in-progress): kept unless the call already ended. */
    async setStatus(q: Queryable, callSid: string, status: string): Promise<void> {
      await q.query(`update calls set status = $2, updated_at = now() where call_sid = $1 and ended_at is null`, [callSid, status]);
    },
    /** The call ended (once: a later report changes nothing). */
    async endCall(q: Queryable, callSid: string, status: string, endedAt: Date, durationSeconds: number | null): Promise<CallRow | undefined> {
      const { rows } = await q.query<CallRow>(
        `update calls set status = $2, ended_at = $3, relay_token_hash = null,
                duration_seconds = coalesce($4, greatest(0, round(extract(epoch from ($3::timestamptz - started_at))))::int), updated_at = now()
         where call_sid = $1 and ended_at is null returning *`,
        [callSid, status, endedAt, durationSeconds],
      );
      return rows[0];
    },
    async markSaveAttempt(q: Queryable, callSid: string): Promise<void> {
      await q.query(`update calls set save_attempted_at = now() where call_sid = $1`, [callSid]);
    },
    async markSaved(q: Queryable, callSid: string): Promise<void> {
      await q.query(`update calls set saved_at = now(), updated_at = now() where call_sid = $1 and saved_at is null`, [callSid]);
    },
    /** Ended calls not yet handed to the call records (a failed SaveCall is retried after `retryAfterMs`). */
    async unsavedCalls(q: Queryable, retryAfterMs: number, limit: number): Promise<CallRow[]> {
      const { rows } = await q.query<CallRow>(
        `select * from calls where saved_at is null and ended_at is not null
           and (save_attempted_at is null or save_attempted_at < now() - make_interval(secs => $1::double precision / 1000))
         order by ended_at limit $2`,
        [retryAfterMs, limit],
      );
      return rows;
    },
    /** Calls still open after `olderThanMs` without any change: their end was never reported. */
    async abandonedCalls(q: Queryable, olderThanMs: number, limit: number): Promise<CallRow[]> {
      const { rows } = await q.query<CallRow>(
        `select * from calls where ended_at is null and updated_at < now() - make_interval(secs => $1::double precision / 1000) order by created_at limit $2`,
        [olderThanMs, limit],
      );
      return rows;
    },

    // ------------------------------------------------ turns
    /** Writes turns (a batch from any calls); a turn written again (an interrupted reply cut) is replaced. */
    async writeTurns(q: Queryable, turns: NewTurn[]): Promise<void> {
      if (turns.length === 0) return;
      await q.query(
        `insert into call_turns (call_sid, seq, role, text, at)
         select * from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::timestamptz[])
         on conflict (call_sid, seq) do update set text = excluded.text, role = excluded.role`,
        [turns.map((t) => t.callSid), turns.map((t) => t.seq), turns.map((t) => t.role), turns.map((t) => t.text), turns.map((t) => t.at.toISOString())],
      );
    },
    async deleteTurn(q: Queryable, callSid: string, seq: number): Promise<void> {
      await q.query(`delete from call_turns where call_sid = $1 and seq = $2`, [callSid, seq]);
    },
    async listTurns(q: Queryable, callSid: string): Promise<TurnRow[]> {
      const { rows } = await q.query<TurnRow>(`select * from call_turns where call_sid = $1 order by seq`, [callSid]);
      return rows;
    },

    // ------------------------------------------------ the on-call call-down
    /** The attempt to reach person `idx` of the call's ladder, started (again, a repeat changes nothing). */
    async startAttempt(q: Queryable, callSid: string, idx: number, contact: { name: string; phone: string }): Promise<void> {
      await q.query(`insert into on_call_attempts (call_sid, idx, name, phone) values ($1, $2, $3, $4) on conflict do nothing`, [callSid, idx, contact.name, contact.phone]);
    },
    async findAttempt(q: Queryable, callSid: string, idx: number): Promise<OnCallAttemptRow | undefined> {
      const { rows } = await q.query<OnCallAttemptRow>(`select * from on_call_attempts where call_sid = $1 and idx = $2`, [callSid, idx]);
      return rows[0];
    },
    async listAttempts(q: Queryable, callSid: string): Promise<OnCallAttemptRow[]> {
      const { rows } = await q.query<OnCallAttemptRow>(`select * from on_call_attempts where call_sid = $1 order by idx`, [callSid]);
      return rows;
    },
    /** Settles a ringing attempt; undefined when it was settled already (a repeated callback). */
    async settleAttempt(q: Queryable, callSid: string, idx: number, outcome: Exclude<OnCallOutcome, 'ringing'>): Promise<OnCallAttemptRow | undefined> {
      const { rows } = await q.query<OnCallAttemptRow>(
        `update on_call_attempts set outcome = $3, ended_at = now() where call_sid = $1 and idx = $2 and outcome = 'ringing' returning *`,
        [callSid, idx, outcome],
      );
      return rows[0];
    },

    // ------------------------------------------------ callbacks
    /** Claims a callback's key: true the first time, false for a repeat (in the caller's transaction). */
    async claimCallback(q: Queryable, key: string, callSid: string): Promise<boolean> {
      const r = await q.query(`insert into twilio_callbacks (key, call_sid) values ($1, $2) on conflict do nothing`, [key, callSid]);
      return r.rowCount > 0;
    },
  };
}

export type TelephonyStore = ReturnType<typeof telephonyStore>;
