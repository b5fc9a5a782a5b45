/**
 * Phone calls: the rules behind Twilio's webhooks. The voice webhook finds the agent by the called number
 * and answers with TwiML (the live conversation over ConversationRelay, or a spoken refusal, or
 * voicemail); the <Connect action> turns the relay's end into a transfer, a hang-up or a message; the dial
 * result and the whisper finish a transfer; status and recording callbacks finish the call, which is then
 * handed to the call records (conversation SaveCall: CallCompleted and TransferRequested are published
 * there, once). Every callback is idempotent (processed keys in twilio_callbacks) and every fact a pod
 * needs to carry on lives in the calls table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { continueTrace, injectTrace, PeerError, type Logger, type Queryable } from '@landline/platform';
import { isOpen, parseBusinessHours } from '@landline/platform/hours';
import { isE164 } from '@landline/platform/phone';
import type { TranscriptionProvider } from '@landline/platform/voices';
import type { Agent__Output } from '@landline/proto/generated/landline/agent/v1/Agent';
import type { Call } from '@landline/proto/generated/landline/conversation/v1/Call';
import type { CallRow, CallSettings, Language, NumberRow, PendingAction, TelephonyStore, TransferRecord, TurnRow } from '../store';
import { LINES, type AfterHoursMode } from './lines';
import { callSettings, DEFAULT_SAY_VOICES, hintsFor } from './settings';
import { contactsOf, OnCall, type EventSink } from './on-call';
import { dialTwiml, emptyTwiml, hangupTwiml, relayTwiml, sayAndHangup, sayAndRecord, sayTwiml, type RelayLanguage, type Spoken } from './twiml';
import type { Signer } from '../twilio/signature';
import { callRecord } from './call-record';
import { CallRecords } from './call-records';
import { CALL_SID, handoffAction, MAX_HANDOVERS, MAX_RELAY_SESSIONS, RELAY_TOKEN_PARAMETER, RELAY_TOKEN_TTL_MS, ROUTES, type Params } from './webhooks';

/** The peers a call needs (dialled clients; stand-ins in tests). */
export interface CallPeers {
  agent(): { GetAgentInternal(req: { agentId: string }, options?: { deadlineMs?: number }): Promise<Agent__Output> };
  billing(): { CheckEntitlement(req: { userId: string }, options?: { deadlineMs?: number }): Promise<{ allowed: boolean; reason: string }> };
  conversation(): {
    SaveCall(req: { call: Call }, options?: { deadlineMs?: number }): Promise<unknown>;
    UpdateCallAudio(req: { callId: string; audioUrl: string; recordingKey: string; ownerId: string }, options?: { deadlineMs?: number }): Promise<unknown>;
  };
  recording(): {
    Import(
      req: { callId: string; userId: string; sourceUrl: string; callType: string; basicAuthUser: string; basicAuthPassword: string; contentType: string },
      options?: { deadlineMs?: number },
    ): Promise<{ key: string }>;
  };
}

export interface CallsOptions {
  publicUrl: string;
  /** Twilio's account (real calls): the recordings are fetched with it. */
  twilio: { accountSid: string; authToken: string };
  /** The sandbox line's signing token (also its recordings' password). */
  sandboxToken: () => string;
  /** The relay's transcription: provider and model per language (checked against the voices table at start). */
  speechModels: Record<Language, string>;
  transcriptionProvider?: TranscriptionProvider;
  billingTimeoutMs: number;
  now?: () => Date;
  /** Where the on-call call-down publishes its attempts (the service's outbox). */
  events?: EventSink;
}

/** Twilio's final call statuses. */
const FINAL = new Set(['completed', 'busy', 'failed', 'no-answer', 'canceled']);

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');
const lang = (v: string | null | undefined): Language => (v === 'es' ? 'es' : 'en');
export class Calls {
  /**
   * Called when a call's end is reported, before its record is saved: its relay socket (if this process
   * holds it) closes and the turns still being written are stored.
   */
  onCallEnded?: (callSid: string) => Promise<void>;
  private readonly onCall: OnCall;
  /** Saving ended calls and attaching their recordings (the recording webhook and the sweeper use it). */
  readonly records: CallRecords;

  constructor(
    private readonly store: TelephonyStore,
    private readonly peers: CallPeers,
    private readonly options: CallsOptions,
    private readonly logger: Logger,
  ) {
    this.records = new CallRecords(store, peers, options, logger);
    this.onCall = new OnCall({
      store,
      events: options.events,
      logger,
      url: (path, query) => this.url(path, query),
      spoken: (text, call, language) => this.spoken(text, language ?? call.language, call.settings),
      routes: { dialResult: ROUTES.dialResult, whisper: ROUTES.whisper, whisperAnswer: ROUTES.whisperAnswer },
    });
  }

  private get db() {
    return this.store.db;
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  private url(path: string, query?: Record<string, string>): string {
    const q = query ? `?${new URLSearchParams(query).toString()}` : '';
    return `${this.options.publicUrl}${path}${q}`;
  }

  /** wss://… (or ws:// for an http PUBLIC_URL) of the relay; no secret in it (the token is a <Parameter>). */
  relayUrl(): string {
    return `${this.options.publicUrl.replace(/^http/, 'ws')}${ROUTES.relay}`;
  }

  private spoken(text: string, language: Language, settings?: CallSettings): Spoken {
    return { text, language, voice: settings?.sayVoices[language] ?? DEFAULT_SAY_VOICES[language] };
  }

  private bothLanguages(lines: Record<Language, string>): Spoken[] {
    return [this.spoken(lines.en, 'en'), this.spoken(lines.es, 'es')];
  }

  private relayLanguage(language: Language, settings: CallSettings): RelayLanguage {
    return {
      language,
      voice: settings.voices[language],
      transcriptionProvider: this.options.transcriptionProvider ?? 'Deepgram',
      speechModel: this.options.speechModels[language],
    };
  }

  // ------------------------------------------------------------------ POST /twilio/voice

  /**
   * An incoming call. Never throws: whatever fails, the caller hears a short message (no application
   * error from the carrier).
   */
  async voice(p: Params, signer: Signer): Promise<string> {
    const callSid = p.CallSid ?? '';
    try {
      if (!CALL_SID.test(callSid)) return sayAndHangup(this.bothLanguages(LINES.trouble));
      const to = (p.To || p.Called || '').trim();
      const from = (p.From || p.Caller || '').trim();
      const number = isE164(to) ? await this.store.findLiveByPhoneNumber(this.db, to) : undefined;
      if (!number?.agent_id) {
        this.logger.info({ callSid, to, known: Boolean(number) }, 'call to a number no agent answers');
        return sayAndHangup(this.bothLanguages(LINES.notInService));
      }
      let agent: Agent__Output;
      try {
        agent = await this.peers.agent().GetAgentInternal({ agentId: number.agent_id }, { deadlineMs: 3_000 });
      } catch (err) {
        if (err instanceof PeerError && (err.is('not_found') || err.is('invalid_argument'))) return sayAndHangup(this.bothLanguages(LINES.notInService));
        throw err;
      }
      return await this.answer(p, callSid, signer, number, agent, from, to);
    } catch (err) {
      this.logger.error({ err, callSid }, 'voice webhook failed; the caller hears the trouble message');
      return sayAndHangup(this.bothLanguages(LINES.trouble));
    }
  }

  private async answer(p: Params, callSid: string, signer: Signer, number: NumberRow, agent: Agent__Output, from: string, to: string): Promise<string> {
    const settings = callSettings(agent, to);
    const language = lang(agent.language);
    const now = this.now();
    const open = isOpen(parseBusinessHours(settings.businessHours), now, settings.timezone);
    const log = { callSid, agentId: agent.id, ownerId: number.owner_id, test: signer === 'sandbox' };
    const takes = agent.status === 'active' && agent.ownerId === number.owner_id && (await this.entitled(number.owner_id, callSid));
    const base = {
      callSid,
      accountSid: p.AccountSid ?? '',
      test: signer === 'sandbox',
      ownerId: number.owner_id,
      agentId: agent.id,
      agentName: agent.customName || settings.agentName,
      templateType: agent.templateType || agent.template?.type || '',
      fromNumber: from,
      toNumber: to,
      language,
      settings,
      traceContext: injectTrace(),
    };

    if (!takes) {
      // Paused, deleted, or not allowed to take calls: a short message, or voicemail after hours.
      if (!open && settings.afterHours === 'voicemail') {
        const line = LINES.voicemail(language, settings.companyName);
        await this.db.tx(async (q) => {
          await this.store.upsertCall(q, { ...base, outcome: 'voicemail', relayTokenHash: null, relayTokenExpiresAt: null });
          await this.store.writeTurns(q, [{ callSid, seq: 1, role: 'model', text: line, at: now }]);
        });
        this.logger.info({ ...log, status: agent.status }, 'call to an agent that is not answering: voicemail');
        return sayAndRecord([this.spoken(line, language, settings)], {
          action: this.url(ROUTES.dialResult, { step: 'message-done' }),
          recordingCallback: this.url(ROUTES.recording),
        });
      }
      this.logger.info({ ...log, status: agent.status }, 'call to an agent that is not answering');
      return sayAndHangup([this.spoken(LINES.unavailable(language, settings.companyName), language, settings)]);
    }

    const token = newToken();
    const greeting = LINES.greeting(language, {
      agent: settings.agentName,
      company: settings.companyName,
      recorded: settings.recorded,
      emergencyLine: (agent.templateType || agent.template?.type) === 'emergency',
      afterHours: open ? undefined : (settings.afterHours as AfterHoursMode),
    });
    const row = await this.db.tx(async (q) => {
      const saved = await this.store.upsertCall(q, {
        ...base,
        outcome: 'relay',
        relayTokenHash: hashToken(token),
        relayTokenExpiresAt: new Date(now.getTime() + RELAY_TOKEN_TTL_MS),
      });
      const turns = await this.store.listTurns(q, callSid);
      if (turns.length === 0) await this.store.writeTurns(q, [{ callSid, seq: 1, role: 'model', text: greeting, at: now }]);
      return saved;
    });
    if (!row) return sayAndHangup([this.spoken(LINES.trouble[language], language, settings)]); // a retry of a call that already ended
    this.logger.info(log, 'call answered');
    const other: Language = language === 'en' ? 'es' : 'en';
    return relayTwiml({
      recordingCallback: settings.recorded ? this.url(ROUTES.recording) : undefined,
      action: this.url(ROUTES.relayAction),
      url: this.relayUrl(),
      primary: this.relayLanguage(language, settings),
      other: this.relayLanguage(other, settings),
      welcomeGreeting: greeting,
      hints: hintsFor(agent, settings),
      parameters: { agentId: agent.id, callId: callSid, [RELAY_TOKEN_PARAMETER]: token },
    });
  }

  /** Billing's word on taking a call; a billing service that does not answer never blocks a call. */
  private async entitled(ownerId: string, callSid: string): Promise<boolean> {
    try {
      const e = await this.peers.billing().CheckEntitlement({ userId: ownerId }, { deadlineMs: this.options.billingTimeoutMs });
      if (e.allowed) return true;
      this.logger.info({ callSid, ownerId, reason: e.reason }, 'billing does not allow this call');
      return false;
    } catch (err) {
      const code = err instanceof PeerError ? err.code : undefined;
      this.logger.warn({ callSid, ownerId, code, err: err instanceof PeerError ? err.message : err }, 'billing entitlement unavailable; the call goes through');
      return true;
    }
  }

  // ------------------------------------------------------------------ the relay socket

  /** Redeems a relay token (once): the call and its conversation so far. */
  async openRelay(token: string): Promise<{ call: CallRow; turns: TurnRow[] } | undefined> {
    if (!token || token.length > 200) return undefined;
    const call = await this.store.redeemRelayToken(this.db, hashToken(token));
    if (!call) return undefined;
    return { call, turns: await this.store.listTurns(this.db, call.call_sid) };
  }

  /** The relay decided what happens once its session ends (before it sends `end`). */
  async setPendingAction(callSid: string, action: PendingAction): Promise<void> {
    await this.store.setPendingAction(this.db, callSid, action);
  }

  async setLanguage(callSid: string, language: Language): Promise<void> {
    await this.store.setLanguage(this.db, callSid, language);
  }

  async addTokens(callSid: string, tokens: number): Promise<void> {
    if (tokens > 0) await this.store.addTokens(this.db, callSid, tokens);
  }

  /**
   * The engine asked for a transfer the agent allows: the outgoing transfer event is stored on the call
   * (before the relay hands the call to the <Connect action>), and the call record is saved in progress,
   * which publishes TransferRequested (emergencies) right away rather than at the end of the call.
   */
  async recordTransfer(callSid: string, transfer: TransferRecord): Promise<void> {
    const call = await this.store.addTransfer(this.db, callSid, transfer);
    if (call) void this.saveInProgress(call);
  }

  private async saveInProgress(call: CallRow): Promise<void> {
    try {
      const turns = await this.store.listTurns(this.db, call.call_sid);
      const record = callRecord(call, turns, 'in-progress');
      await continueTrace(call.trace_context, 'save call in progress', { 'landline.call_sid': call.call_sid }, () =>
        this.peers.conversation().SaveCall({ call: record }, { deadlineMs: 10_000 }),
      );
    } catch (err) {
      // The final save publishes it instead.
      this.logger.warn({ err, callSid: call.call_sid }, 'could not save the call in progress at its transfer');
    }
  }

  // ------------------------------------------------------------------ POST /twilio/relay-action

  /** The relay session ended: transfer, hang up, take a message, or (a dropped socket) carry on. */
  async relayAction(p: Params): Promise<string> {
    const callSid = p.CallSid ?? '';
    const call = CALL_SID.test(callSid) ? await this.store.findCall(this.db, callSid) : undefined;
    if (!call) return hangupTwiml();
    if (FINAL.has(p.CallStatus ?? '') || call.ended_at) return emptyTwiml();
    const language = call.language;
    const settings = call.settings;
    const handoff = handoffAction(p.HandoffData);
    const action = call.pending_action ?? (handoff?.kind === 'handover' ? null : handoff);
    const handover = !action && handoff?.kind === 'handover';
    this.logger.info({ callSid, action: action?.kind ?? 'none', sessionStatus: p.SessionStatus, error: p.ErrorCode }, 'relay session ended');

    if (action?.kind === 'hangup') return hangupTwiml();
    if (action?.kind === 'transfer') {
      const transfer = call.transfers[call.transfers.length - 1];
      // An emergency rings the whole on-call ladder; a caller who asked for a person, the transfer number.
      if (settings.transfer.enabled && transfer?.to && transfer.reason === 'emergency' && contactsOf(call).length > 0) return this.onCall.dial(call, 0);
      if (settings.transfer.enabled && transfer?.to) {
        return dialTwiml({
          number: transfer.to,
          callerId: settings.agentNumber,
          action: this.url(ROUTES.dialResult),
          whisperUrl: this.url(ROUTES.whisper, { call: callSid }),
        });
      }
      return this.messageClose(call);
    }
    if (action?.kind === 'message') return this.messageClose(call);

    // A process handing the call over on shutdown, or no instruction (the socket dropped): pick the call up
    // again. A handover happens at a pause in the conversation, so the caller hears nothing about it.
    if (call.relay_sessions < MAX_RELAY_SESSIONS + (handover ? MAX_HANDOVERS : 0)) {
      const token = newToken();
      await this.store.setRelayToken(this.db, callSid, hashToken(token), new Date(this.now().getTime() + RELAY_TOKEN_TTL_MS));
      const other: Language = language === 'en' ? 'es' : 'en';
      return relayTwiml({
        action: this.url(ROUTES.relayAction),
        url: this.relayUrl(),
        primary: this.relayLanguage(language, settings),
        other: this.relayLanguage(other, settings),
        welcomeGreeting: handover ? '' : LINES.resumed[language],
        hints: '',
        parameters: { agentId: call.agent_id, callId: callSid, [RELAY_TOKEN_PARAMETER]: token },
      });
    }
    return this.messageClose(call);
  }

  /** Never dead air: the caller leaves a message after the tone, then the call ends. */
  private messageClose(call: CallRow): string {
    return sayAndRecord([this.spoken(LINES.leaveMessage[call.language], call.language, call.settings)], {
      action: this.url(ROUTES.dialResult, { step: 'message-done' }),
      // The call's own recording already holds the message; without one, this recording is the call's.
      recordingCallback: call.settings.recorded ? undefined : this.url(ROUTES.recording),
    });
  }

  // ------------------------------------------------------------------ POST /twilio/dial-result

  /** The transfer's outcome (DialCallStatus), or the end of a recorded message. */
  async dialResult(p: Params, query: Params): Promise<string> {
    const callSid = p.CallSid ?? '';
    const call = CALL_SID.test(callSid) ? await this.store.findCall(this.db, callSid) : undefined;
    const language = call?.language ?? 'en';
    if (query.step === 'message-done') return sayAndHangup([this.spoken(LINES.messageThanks[language], language, call?.settings)]);
    if (!call) return hangupTwiml();
    const status = (p.DialCallStatus ?? '').trim();
    if (query.ladder !== undefined && /^\d{1,2}$/.test(query.ladder)) return this.onCall.dialEnded(call, Number(query.ladder), status, FINAL.has(p.CallStatus ?? ''));
    await this.db.tx(async (q) => {
      if (await this.store.claimCallback(q, `dial:${callSid}:${p.DialCallSid ?? ''}:${status}`, callSid)) await this.store.setDialStatus(q, callSid, status);
    });
    this.logger.info({ callSid, dialStatus: status, seconds: p.DialCallDuration }, 'transfer finished');
    if (status === 'completed' || status === 'answered') return hangupTwiml();
    return this.messageClose(call);
  }

  // ------------------------------------------------------------------ POST /twilio/whisper

  /** What the person a call is transferred to hears before the caller is bridged. */
  async whisper(p: Params, query: Params): Promise<string> {
    const callSid = query.call || p.ParentCallSid || '';
    const call = CALL_SID.test(callSid) ? await this.store.findCall(this.db, callSid) : undefined;
    if (!call) return sayTwiml([this.spoken('Connecting a call from your AI assistant.', 'en')]);
    const t = call.transfers[call.transfers.length - 1];
    const language = call.agent_language;
    const idx = query.i !== undefined && /^\d{1,2}$/.test(query.i) ? Number(query.i) : undefined;
    const text = LINES.whisper(language, {
      ask: idx !== undefined,
      agent: call.settings.agentName,
      company: call.settings.companyName,
      reason: t?.reason ?? 'human',
      clientName: t?.details.clientName ?? '',
      address: t?.details.address ?? '',
      phone: t?.details.phone || call.from_number,
      issue: t?.details.issueSummary ?? '',
    });
    if (idx !== undefined) return this.onCall.whisper(call, idx, text);
    return sayTwiml([this.spoken(text, language, call.settings)]);
  }

  // ------------------------------------------------------------------ POST /twilio/whisper-answer

  /** The on-call person's key: 1 takes the call, anything else passes it on. */
  async whisperAnswer(p: Params, query: Params): Promise<string> {
    const callSid = query.call || p.ParentCallSid || '';
    const call = CALL_SID.test(callSid) ? await this.store.findCall(this.db, callSid) : undefined;
    if (!call || query.i === undefined || !/^\d{1,2}$/.test(query.i)) return hangupTwiml();
    return this.onCall.answer(call, Number(query.i), p.Digits ?? '');
  }

  // ------------------------------------------------------------------ POST /twilio/status

  /** A call status event: the call is updated; when it ended, it is finalised (once). */
  async status(p: Params): Promise<void> {
    const callSid = p.CallSid ?? '';
    const status = (p.CallStatus ?? '').trim();
    if (!CALL_SID.test(callSid) || !status) return;
    const call = await this.store.findCall(this.db, callSid);
    if (!call) return;
    if (!FINAL.has(status)) {
      await this.store.setStatus(this.db, callSid, status);
      return;
    }
    const duration = /^\d+$/.test(p.CallDuration ?? '') ? Number(p.CallDuration) : null;
    const ended = await this.db.tx(async (q) => {
      if (!(await this.store.claimCallback(q, `status:${callSid}:${status}`, callSid))) return undefined;
      return this.store.endCall(q, callSid, status, this.now(), duration);
    });
    if (ended) this.logger.info({ callSid, status, seconds: ended.duration_seconds }, 'call ended');
    if (ended) await this.onCall.callEnded(ended);
    await this.onCallEnded?.(callSid);
    await this.records.finalise(callSid);
  }

  /** The call, as the sandbox line checks it. */
  findCall(q: Queryable, callSid: string): Promise<CallRow | undefined> {
    return this.store.findCall(q, callSid);
  }
}
