import { invalid, notFound, unauthenticated, type Logger, type Outbox, type Queryable } from '@landline/platform';
import type { CallOutcome, CallUrgency } from '@landline/platform/callLog';
import { narrowsBeyondAgent, type CallRow, type CallWrite, type ConversationStore, type Keyset } from '../store';
import { normalizeRequest, type AnalyzeTranscript, type CallRequest, type TranscriptEntry } from './analysis';
import { callCompletedEvent, transferRequestedEvent } from './events';
import { countFinishedCall } from './metrics';
import { callLogFilter, callLogPage, type CallLogFilterInput } from './log';
import { callOf } from './row';

export const MESSAGES = {
  notFound: 'Call transcript not found',
  signedOut: 'You must be signed in',
  badId: 'Invalid call id',
  badType: "Call type must be 'phone_customer', 'phone_test', 'web_test' or 'web_demo'",
  badSource: "Call source must be 'phone' or 'web'",
  badStatus: "Status must be 'completed', 'failed' or 'in-progress'",
  badStart: 'Invalid start time',
  badEnd: 'Invalid end time',
  tooLong: 'A call cannot last more than a day',
  badLanguage: "Language must be 'en' or 'es'",
  badTranscript: "Transcript entries need a role of 'user' or 'model' and a text",
  badTransfer: "Transfers need a type of 'incoming' or 'outgoing'",
  badAudio: 'Invalid audio URL',
  badCursor: 'Invalid cursor',
  needsOwner: 'This call needs an owner',
} as const;

const CALL_TYPES = ['phone_customer', 'phone_test', 'web_test', 'web_demo'] as const;
type CallType = (typeof CALL_TYPES)[number];
const STATUSES = ['completed', 'failed', 'in-progress'] as const;
export type CallStatus = (typeof STATUSES)[number];

/** Call ids as the product makes them: web-test-sarah-1700000000000, Twilio's CA…, URL- and key-safe. */
export const CALL_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const PREVIEW_LENGTH = 100;
const DEFAULT_PAGE = 10;
const MAX_PAGE = 100;
const MAX_TRANSCRIPT_ENTRIES = 2000;
const MAX_ENTRY_TEXT = 10_000;
const MAX_TRANSFERS = 50;
/** No phone or browser call lasts longer; a longer one is made-up times. */
const MAX_CALL_SECONDS = 86_400;
/** How long a save waits for post-call analysis before storing the call without a request. */
const ANALYSIS_TIMEOUT_MS = 20_000;

/**
 * The demo employees' template types. The dialog engine owns the
 * demo roster; this is only the fallback for demo calls saved without a template type.
 */
const DEMO_TEMPLATE_TYPES: Record<string, string> = {
  sarah: 'maintenance',
  sofia: 'maintenance',
  marcus: 'emergency',
  diego: 'contractor',
  emma: 'leasing',
  james: 'collections',
};

/** The maintenance employee's fixed emergency line (English, Spanish): a call saying it is an emergency. */
const EMERGENCY_WORDING = [/transferring you to our emergency team/i, /transferir con nuestro equipo de emergencias/i];

interface TransferDetails {
  clientName: string;
  address: string;
  phone: string;
  issueSummary: string;
}

export interface Transfer {
  type: 'incoming' | 'outgoing';
  from: string;
  to: string;
  timestamp: string;
  details: TransferDetails;
  /** 'emergency', 'human', or '' (unknown: emergency when the call is). */
  reason: string;
}

/** A call as callers hand it in (gRPC message fields, already typed). */
export interface CallInput {
  id: string;
  callType: string;
  callSource?: string;
  agentId?: string;
  agentName?: string;
  employee?: string;
  templateType?: string;
  language?: string;
  status?: string;
  startTime?: string;
  endTime?: string;
  durationSeconds?: number;
  fromNumber?: string;
  toNumber?: string;
  transcript?: { role: string; text: string; timestamp?: string }[];
  transfers?: { type: string; from?: string; to?: string; timestamp?: string; details?: Partial<TransferDetails> | null; reason?: string }[];
  emergency?: boolean;
  recordingUrl?: string;
  recordingKey?: string;
  totalTokens?: number;
  /** Given by the caller (e.g. the engine's recorded request); undefined: analyse the transcript. */
  request?: unknown;
}

export interface Call {
  id: string;
  ownerId: string | null;
  agentId: string;
  agentName: string;
  employee: string;
  callSource: 'web' | 'phone';
  callType: CallType;
  templateType: string;
  language: 'en' | 'es';
  status: CallStatus;
  startTime: Date;
  endTime: Date | null;
  durationSeconds: number;
  fromNumber: string;
  toNumber: string;
  transcript: TranscriptEntry[];
  transfers: Transfer[];
  transferCount: number;
  emergency: boolean;
  recordingKey: string;
  recordingUrl: string;
  hasRecording: boolean;
  request: CallRequest | null;
  totalTokens: number;
  firstMessagePreview: string;
  createdAt: Date;
  updatedAt: Date;
  urgency: CallUrgency | '';
  outcomes: CallOutcome[];
}

export interface RecentQuery {
  limit?: number;
  agentId?: string;
  cursor?: string;
  callId?: string;
  /** The call log's filters; none (or only agentId) pages an agent's or all the owner's calls. */
  filter?: CallLogFilterInput;
}

export interface RecentPage {
  calls: Call[];
  totalCount?: number;
  hasMore?: boolean;
  nextCursor?: string;
  /** The template types of the owner's calls, on a log's first page. */
  templateTypes?: string[];
}

const finished = (status: string) => status === 'completed' || status === 'failed';

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** ISO 8601 of a time given as ISO text or epoch milliseconds in text; undefined when absent; null when bad. */
function parseTime(v: string | undefined): Date | undefined | null {
  if (v === undefined || v.trim() === '') return undefined;
  const s = v.trim();
  const d = /^\d{10,16}$/.test(s) ? new Date(s.length <= 10 ? Number(s) * 1000 : Number(s)) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The spec's status rule: a given status stands; without one, completed when the call has an end time, else in-progress. */
export function statusOf(given: string | undefined, endTime: Date | null): CallStatus {
  if (given) return given as CallStatus;
  return endTime ? 'completed' : 'in-progress';
}

/** The first 100 characters (not UTF-16 units) of the first message with text. */
export function previewOf(transcript: TranscriptEntry[]): string {
  const first = transcript.find((t) => t.text.trim() !== '');
  return first ? Array.from(first.text.trim()).slice(0, PREVIEW_LENGTH).join('') : '';
}

/** Emergency wording in what the employee said. */
const saysEmergency = (transcript: TranscriptEntry[]) => transcript.some((t) => t.role === 'model' && EMERGENCY_WORDING.some((re) => re.test(t.text)));

export function encodeCursor(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.startTime.toISOString(), k.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Keyset {
  try {
    const [t, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown];
    const startTime = new Date(String(t));
    if (typeof t !== 'string' || typeof id !== 'string' || Number.isNaN(startTime.getTime()) || !CALL_ID.test(id)) throw new Error('bad');
    return { startTime, id };
  } catch {
    throw invalid(MESSAGES.badCursor);
  }
}

/** A recording reference a call may hold: a path on this product, or an http(s) URL. */
function validAudioUrl(url: string): boolean {
  if (url.length > 2048) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !/[\s\\]/.test(url);
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Call records: saving (idempotent per call id), the recording, and the owner's history. Finishing a call
 * publishes CallCompleted, and an emergency transfer TransferRequested, through the outbox in the same
 * transaction, once per call.
 */
export class CallRecords {
  constructor(
    private readonly store: ConversationStore,
    private readonly outbox: Outbox,
    private readonly analyze: AnalyzeTranscript,
    private readonly logger: Logger,
    private readonly analysisTimeoutMs = ANALYSIS_TIMEOUT_MS,
  ) {}

  /**
   * Saves a call for `owner` (the actor, or a trusted peer's owner; null for anonymous callers). A demo
   * call never has an owner; every other type needs one. A finished call is never changed again (a retry
   * gets the stored call back); an in-progress call can be finalised.
   */
  async save(owner: string | null, input: CallInput): Promise<Call> {
    const record = this.validate(owner, input);
    const existing = await this.store.findCall(this.store.db, record.id);
    if (existing) {
      if (existing.owner_id !== record.ownerId) throw notFound(MESSAGES.notFound);
      if (finished(existing.status)) return callOf(existing);
    }
    // Times a client made up (decades apart) would bill years of minutes and overflow the column.
    if (record.durationSeconds > MAX_CALL_SECONDS) throw invalid(MESSAGES.tooLong);

    // Analysis may take seconds (an LLM): before the transaction, and only for calls being finished.
    let request = input.request === undefined ? null : normalizeRequest(input.request);
    if (input.request === undefined && finished(record.status) && record.transcript.length > 0) {
      const callerPhone = record.callSource === 'phone' ? record.fromNumber : '';
      request = await this.analyse(record.id, record.transcript as TranscriptEntry[], record.language as 'en' | 'es', callerPhone);
    }
    if (request) {
      record.request = request;
      if (request.urgency === 'life_safety' || request.urgency === 'emergency') record.emergency = true;
    }

    const { row, published } = await this.store.db.tx(async (q) => {
      let current = await this.store.lockCall(q, record.id);
      if (!current) {
        const inserted = await this.store.insertCall(q, record);
        if (inserted) {
          if (inserted.owner_id) await this.store.countCall(q, inserted.owner_id, inserted.agent_id, 1);
          return { row: inserted, published: await this.publishOnce(q, inserted) };
        }
        current = await this.store.lockCall(q, record.id); // a concurrent first save won
        if (!current) throw new Error(`call ${record.id} was neither inserted nor found`);
      }
      if (current.owner_id !== record.ownerId) throw notFound(MESSAGES.notFound);
      if (finished(current.status)) return { row: current, published: { any: false, finished: false } };
      const updated = await this.store.updateCall(q, record);
      if (updated.owner_id && updated.agent_id !== current.agent_id) {
        await this.store.countCall(q, updated.owner_id, current.agent_id, -1);
        await this.store.countCall(q, updated.owner_id, updated.agent_id, 1);
      }
      return { row: updated, published: await this.publishOnce(q, updated) };
    });
    const call = callOf(row);
    if (published.finished) countFinishedCall(call);
    if (published.any) this.outbox.kick();
    return call;
  }

  /** Sets the call's recording: the owner's call (or an ownerless demo call). */
  async updateAudio(owner: string | null, callId: string, audioUrl: string, recordingKey = ''): Promise<void> {
    if (!CALL_ID.test(callId)) throw notFound(MESSAGES.notFound);
    const url = audioUrl.trim();
    if (url && !validAudioUrl(url)) throw invalid(MESSAGES.badAudio);
    const key = recordingKey.trim().slice(0, 300);
    await this.store.db.tx(async (q) => {
      const call = await this.store.lockCall(q, callId);
      if (!call || (call.owner_id !== null && call.owner_id !== owner)) throw notFound(MESSAGES.notFound);
      // An empty URL and key clear the recording; a URL alone keeps the key already known.
      const nextKey = !url && !key ? '' : key || call.recording_key;
      await this.store.setRecording(q, callId, url, nextKey);
    });
  }

  /** The owner's calls in one of three forms: one call, one agent's page, or a page of the (filtered) log. */
  async recent(owner: string | null, query: RecentQuery): Promise<RecentPage> {
    if (!owner) throw unauthenticated(MESSAGES.signedOut);
    const db = this.store.db;
    const limit = Math.min(Math.max(1, Math.floor(query.limit || DEFAULT_PAGE)), MAX_PAGE);
    if (query.callId) {
      const row = CALL_ID.test(query.callId) ? await this.store.findOwnedCall(db, owner, query.callId) : undefined;
      if (!row) throw notFound(MESSAGES.notFound);
      return { calls: [callOf(row)] };
    }
    const filter = callLogFilter(query.filter ?? {}, query.agentId ?? '');
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const page =
      query.agentId && !narrowsBeyondAgent(filter) ? await this.agentPage(owner, query.agentId, after, limit) : await callLogPage(this.store, owner, filter, after, limit);
    const last = page.rows.at(-1);
    const nextCursor = page.hasMore && last ? encodeCursor({ startTime: new Date(last.start_time), id: last.id }) : '';
    return {
      calls: page.rows.map(callOf),
      totalCount: page.totalCount,
      hasMore: page.hasMore,
      nextCursor,
      ...('templateTypes' in page ? { templateTypes: page.templateTypes } : {}),
    };
  }

  /** One page of the agent's calls, counted by call_counts. */
  private async agentPage(owner: string, agentId: string, after: Keyset | undefined, limit: number) {
    const rows = await this.store.agentCallsPage(this.store.db, owner, agentId, after, limit + 1);
    const totalCount = rows[0]?.total_count ?? (after ? await this.store.countAgentCalls(this.store.db, owner, agentId) : 0);
    return { rows: rows.slice(0, limit), totalCount, hasMore: rows.length > limit };
  }

  // ------------------------------------------------------------------ internals

  private async analyse(callId: string, transcript: TranscriptEntry[], language: 'en' | 'es', callerPhone: string): Promise<CallRequest | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<null>((resolve) => {
        timer = setTimeout(() => {
          this.logger.warn({ callId, ms: this.analysisTimeoutMs }, 'post-call analysis timed out; saving without a request');
          resolve(null);
        }, this.analysisTimeoutMs);
      });
      return normalizeRequest(await Promise.race([Promise.resolve(this.analyze(transcript, language, callerPhone)), timeout]));
    } catch (err) {
      this.logger.warn({ err, callId }, 'post-call analysis failed; saving without a request');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Adds the call's events that are due and not yet published; says whether it added any, and whether the call was finished now. */
  private async publishOnce(q: Queryable, row: CallRow): Promise<{ any: boolean; finished: boolean }> {
    const call = callOf(row);
    const added = { any: false, finished: false };
    if (finished(call.status) && !row.completed_event_id) {
      const id = await this.outbox.add(q, callCompletedEvent(call));
      await this.store.markCompletedEvent(q, call.id, id);
      added.any = added.finished = true;
    }
    const transfer = call.transfers.find((t) => t.type === 'outgoing' && (t.reason === 'emergency' || (t.reason === '' && call.emergency)));
    if (transfer && !row.transfer_event_id) {
      const id = await this.outbox.add(q, transferRequestedEvent(call, { ...transfer, reason: 'emergency' }));
      await this.store.markTransferEvent(q, call.id, id);
      added.any = true;
    }
    return added;
  }

  private validate(owner: string | null, input: CallInput): CallWrite {
    const id = str(input.id, 200);
    if (!CALL_ID.test(id)) throw invalid(MESSAGES.badId);
    if (!(CALL_TYPES as readonly string[]).includes(input.callType)) throw invalid(MESSAGES.badType);
    const callType = input.callType as CallType;
    const source = input.callSource || (callType.startsWith('web') ? 'web' : 'phone');
    if (source !== 'web' && source !== 'phone') throw invalid(MESSAGES.badSource);
    const ownerId = callType === 'web_demo' ? null : owner;
    if (callType !== 'web_demo' && !ownerId) throw owner === null && callType === 'web_test' ? unauthenticated(MESSAGES.signedOut) : invalid(MESSAGES.needsOwner);
    if (input.status && !(STATUSES as readonly string[]).includes(input.status)) throw invalid(MESSAGES.badStatus);
    const language = input.language || 'en';
    if (language !== 'en' && language !== 'es') throw invalid(MESSAGES.badLanguage);

    const start = parseTime(input.startTime);
    if (start === null) throw invalid(MESSAGES.badStart);
    const end = parseTime(input.endTime);
    if (end === null) throw invalid(MESSAGES.badEnd);
    const startTime = start ?? end ?? new Date();
    const endTime = end ?? null;
    const status = statusOf(input.status, endTime);
    const given = Math.floor(Number(input.durationSeconds) || 0);
    const durationSeconds = given > 0 ? given : endTime ? Math.max(0, Math.round((endTime.getTime() - startTime.getTime()) / 1000)) : 0;

    const transcript: TranscriptEntry[] = (input.transcript ?? []).slice(0, MAX_TRANSCRIPT_ENTRIES).map((t) => {
      const role = t.role === 'assistant' ? 'model' : t.role;
      if ((role !== 'user' && role !== 'model') || typeof t.text !== 'string') throw invalid(MESSAGES.badTranscript);
      const at = parseTime(t.timestamp);
      return { role, text: t.text.slice(0, MAX_ENTRY_TEXT), timestamp: at ? at.toISOString() : '' };
    });
    const transfers: Transfer[] = (input.transfers ?? []).slice(0, MAX_TRANSFERS).map((t) => {
      if (t.type !== 'incoming' && t.type !== 'outgoing') throw invalid(MESSAGES.badTransfer);
      const at = parseTime(t.timestamp);
      const d = t.details ?? {};
      const reason = t.reason === 'emergency' || t.reason === 'human' ? t.reason : '';
      return {
        type: t.type,
        from: str(t.from, 200),
        to: str(t.to, 200),
        timestamp: at ? at.toISOString() : '',
        details: { clientName: str(d.clientName, 200), address: str(d.address, 500), phone: str(d.phone, 50), issueSummary: str(d.issueSummary, 2000) },
        reason,
      };
    });
    const recordingUrl = str(input.recordingUrl, 2048);
    if (recordingUrl && !validAudioUrl(recordingUrl)) throw invalid(MESSAGES.badAudio);
    const employee = str(input.employee, 50).toLowerCase();
    const emergency = Boolean(input.emergency) || transfers.some((t) => t.reason === 'emergency') || saysEmergency(transcript);

    return {
      id,
      ownerId,
      agentId: str(input.agentId, 200),
      agentName: str(input.agentName, 200),
      employee,
      callSource: source,
      callType,
      templateType: str(input.templateType, 50) || DEMO_TEMPLATE_TYPES[employee] || '',
      language,
      status,
      startTime,
      endTime,
      durationSeconds,
      fromNumber: str(input.fromNumber, 32),
      toNumber: str(input.toNumber, 32),
      transcript,
      transfers,
      transferCount: transfers.length,
      emergency,
      recordingKey: str(input.recordingKey, 300),
      recordingUrl,
      request: null,
      totalTokens: Math.max(0, Math.floor(Number(input.totalTokens) || 0)),
      firstMessagePreview: previewOf(transcript),
    };
  }
}
