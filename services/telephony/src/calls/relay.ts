/**
 * The ConversationRelay socket (WS /twilio/relay): Twilio's documented messages in (setup, prompt,
 * interrupt, dtmf, error) and out (text, language, end; play and sendDigits are part of the protocol and
 * unused). Each caller prompt goes to the dialog engine's Converse stream and the reply's tokens go back
 * to the carrier as they arrive. The socket is authenticated by the single-use token the voice webhook
 * minted; it is bounded in idle time and message size, and a malformed message is reported, never fatal.
 *
 * A session holds only what the open socket needs; the conversation is in the database (call_turns), so
 * another pod picks the call up when the carrier reconnects (the <Connect action> mints a new token).
 */
import type { WebSocket } from 'ws';
import { ENGINE_LINES, isIgnorable } from '@landline/platform/lines';
import type { grpc, Logger } from '@landline/platform';
import type { ConverseOutput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import type { TransferRequested__Output } from '@landline/proto/generated/landline/conversation/v1/TransferRequested';
import type { CallRow, Language, PendingAction, TurnRow } from '../store';
import { outgoingTransfer } from './call-record';
import type { Calls } from './calls';
import { LanguageFollower } from './language';
import { LINES, LOCALES } from './lines';
import { Playback } from './playback';
import { relayMalformed, relaySessions, relayTurnSeconds } from './relay-metrics';
import { OPERATOR_KEY, parseRelayMessage, RELAY_LIMITS, type RelaySettings } from './relay-protocol';
import { EngineLink, engineStart, type ConverseStream } from './relay-engine';
import { KeypadCollector } from './relay-keypad';
import { AfterHeard, SilenceWatch } from './relay-silence';
import { RelayTranscript } from './relay-transcript';
import type { TurnWriter } from './turns';

interface Reply {
  text: string;
  promptAt: number;
  first: boolean;
  userText: string;
  /** The turn is keys pressed on the phone. */
  keypad: boolean;
  retried: boolean;
}

export interface RelayDeps {
  calls: Calls;
  turns: TurnWriter;
  /** Opens a Converse stream to the dialog engine. */
  converse: () => ConverseStream;
  settings: RelaySettings;
  logger: Logger;
  /** Whether a relay handshake's X-Twilio-Signature verifies for this path. */
  verifyUpgrade: (signature: string, path: string) => boolean;
}

/** One live call on one socket. */
export class RelaySession {
  private language: Language;
  private readonly languages: LanguageFollower;
  private readonly transcript: RelayTranscript;
  private readonly engine: EngineLink;
  private started = false;
  private reply?: Reply;
  private queue: Array<{ text: string; keypad: boolean }> = [];
  private readonly playback: Playback;
  private readonly silence: SilenceWatch;
  private readonly afterHeard: AfterHeard;
  private ended = false;
  private closed = false;
  /** The process is stopping: the call goes to another process at the next pause. */
  private handingOver = false;
  private partial = '';
  private readonly keypad = new KeypadCollector((digits) => this.onKeypadEntry(digits));
  private malformed = 0;
  private timers: Partial<Record<'setup' | 'idle' | 'close', NodeJS.Timeout>> = {};
  private readonly log: Logger;
  readonly closedPromise: Promise<void>;
  private resolveClosed!: () => void;

  constructor(
    private readonly ws: WebSocket,
    private readonly call: CallRow,
    turns: TurnRow[],
    private readonly deps: RelayDeps,
  ) {
    this.closedPromise = new Promise((r) => (this.resolveClosed = r));
    this.log = deps.logger.child({ callSid: call.call_sid });
    this.language = call.language;
    this.languages = new LanguageFollower(call.language);
    this.transcript = new RelayTranscript(call.call_sid, turns, deps.turns);
    this.engine = new EngineLink(deps.converse, () => engineStart(call, this.language, this.transcript.recent(RELAY_LIMITS.historyTurns)), {
      output: (m) => this.onOutput(m),
      failed: (err, failures) => this.onStreamError(err, failures),
    });
    // The carrier speaks the welcome greeting (or the reconnection line) first.
    const opening = call.relay_sessions > 1 ? LINES.resumed[this.language] : (this.transcript.lastModelText ?? '');
    this.playback = new Playback({ charsPerSecond: deps.settings.speechCharsPerSecond });
    this.playback.carrierSays(opening);
    this.afterHeard = new AfterHeard(this.playback);
    this.silence = new SilenceWatch(this.playback, deps.settings, {
      nudge: () => {
        if (this.reply || this.ended) return false;
        this.sayLine(LINES.stillThere[this.language]);
        return true;
      },
      goodbye: () => {
        if (this.reply || this.ended) return;
        this.sayLine(LINES.silenceGoodbye[this.language]);
        void this.endWith({ kind: 'hangup', reason: 'silence' });
      },
    });
    relaySessions.inc();

    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('close', () => this.onClose());
    ws.on('error', (err) => this.log.warn({ err }, 'relay socket error'));
    this.timers.setup = setTimeout(() => {
      if (!this.started) this.ws.close(1008, 'setup expected');
    }, deps.settings.setupMs ?? 15_000);
    this.resetIdle();
  }

  get callSid(): string {
    return this.call.call_sid;
  }

  /** Ends the socket from our side (the call ended, or the process stops). */
  hangup(code = 1000): void {
    if (!this.closed) this.ws.close(code);
  }

  /**
   * The process is going away. Once the employee's current reply has been heard (and any turn the caller
   * has queued is answered), the carrier is told to reconnect: `end` with a handover, whose <Connect action>
   * another process answers with a new relay socket. The conversation is in the database, so it carries on.
   */
  handOver(): void {
    if (this.closed || this.ended || this.handingOver) return;
    if (!this.started) return this.hangup(1001);
    this.handingOver = true;
    this.silence.clear();
    if (!this.reply && this.queue.length === 0) this.scheduleHandover();
  }

  get handedOver(): boolean {
    return this.handingOver && this.ended;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private scheduleHandover(): void {
    this.afterHeard.run(() => void this.sendHandover());
  }

  /** Is the call past handing over: closed, ended, or a reply under way? A method, as it changes during awaits. */
  private cannotHandOver(): boolean {
    return this.closed || this.ended || this.reply !== undefined;
  }

  private async sendHandover(): Promise<void> {
    if (this.cannotHandOver()) return;
    // Every turn so far is stored before the carrier can reach another process, which reads them.
    await this.deps.turns.flush();
    if (this.cannotHandOver()) return;
    this.ended = true;
    this.send({ type: 'end', handoffData: JSON.stringify({ kind: 'handover', reason: 'shutdown', callSid: this.call.call_sid }) });
    this.log.info('call handed over for another process to pick up');
    this.timers.close = setTimeout(() => this.hangup(), this.deps.settings.closeAfterEndMs ?? 10_000);
  }

  private send(message: Record<string, unknown>): void {
    if (!this.closed && this.ws.readyState === 1) this.ws.send(JSON.stringify(message));
  }

  private resetIdle(): void {
    clearTimeout(this.timers.idle);
    this.timers.idle = setTimeout(() => {
      this.log.info('relay socket idle; closing');
      this.ws.close(1000, 'idle');
    }, this.deps.settings.idleMs);
  }

  // ------------------------------------------------------------------ messages in

  /** A message from the carrier (the first is the setup the server read the token from). */
  receive(data: unknown, isBinary: boolean): void {
    if (this.closed) return;
    this.resetIdle();
    const parsed = parseRelayMessage(data, isBinary);
    if (parsed.type && parsed.type !== 'setup' && !this.started) return this.reportMalformed(`Invalid message: ${parsed.type} before setup`);
    if (!parsed.ok) return this.reportMalformed(parsed.description);
    const m = parsed.message;
    switch (m.type) {
      case 'setup':
        return this.onSetup(m.callSid);
      case 'prompt':
        return this.onPrompt(m.voicePrompt, m.lang, m.last);
      case 'interrupt':
        return this.onInterrupt(m.heard);
      case 'dtmf':
        return this.onDigit(m.digit);
      case 'error':
        this.log.warn({ description: m.description }, 'the carrier reported a relay error');
        return;
      case 'info':
        // Playback reports (agentSpeaking, tokensPlayed); other debugging information is only logged.
        if (!this.playback.onInfo(m.name, m.value)) this.log.debug({ name: m.name.slice(0, 40) }, 'relay info message');
        return;
      case 'other':
        // Noted, never counted against the call, so enabling a Twilio feature cannot drop long calls.
        this.log.debug({ type: m.name }, 'relay message type not used; ignored');
        return;
    }
  }

  private reportMalformed(description: string): void {
    this.malformed++;
    relayMalformed.inc();
    this.log.warn({ description }, 'malformed relay message');
    // The sandbox simulator hears about it; Twilio would only log an unknown message type of ours.
    if (this.call.test) this.send({ type: 'error', description });
    if (this.malformed > RELAY_LIMITS.malformed) this.ws.close(1008, 'too many malformed messages');
  }

  private onSetup(callSid: string): void {
    if (this.started) return this.reportMalformed('Invalid message: setup twice');
    if (callSid !== this.call.call_sid) {
      this.log.warn({ callSid }, 'relay setup for another call; closing');
      this.ws.close(1008, 'wrong call');
      return;
    }
    this.started = true;
    clearTimeout(this.timers.setup);
    this.engine.ready();
    this.armSilence();
  }

  private onPrompt(voicePrompt: string, carrierLang: string, last: boolean): void {
    if (this.ended) return;
    // Speech recognition never yields control characters; drop any rather than fail the turn's storage.
    const text = voicePrompt.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ').trim();
    if (!last) {
      // Partial prompts (when enabled) carry the utterance so far; the last one carries it whole.
      this.partial = text;
      this.silence.clear();
      return;
    }
    const whole = (text || this.partial).slice(0, RELAY_LIMITS.turnChars);
    this.partial = '';
    this.silence.callerSpoke();
    this.silence.clear();
    if (isIgnorable(whole)) return this.armSilence();
    const next = this.languages.next(whole, carrierLang);
    if (next) this.switchLanguage(next);
    if (this.reply) {
      if (this.queue.length < RELAY_LIMITS.queuedTurns) this.queue.push({ text: whole, keypad: false });
      else this.log.warn('caller turns arrive faster than replies; one dropped');
      return;
    }
    this.startTurn(whole);
  }

  private onInterrupt(heard: string): void {
    if (this.ended) return;
    const cut = heard.trim().slice(0, RELAY_LIMITS.turnChars);
    this.engine.send({ interrupt: { heardText: cut } });
    if (this.reply) {
      // Still producing: the engine stops; what the caller heard is the employee's turn.
      this.reply = undefined;
      if (cut) this.transcript.addModel(cut);
      this.drainQueue();
    } else {
      this.transcript.cutLastModel(cut);
    }
    this.playback.interrupted();
    this.armSilence();
  }

  private onDigit(digit: string): void {
    if (this.ended) return;
    this.silence.clear();
    this.keypad.press(digit);
  }

  private onKeypadEntry(digits: string): void {
    // A lone 0 asks for a person, as on any phone menu; it is a turn of its own, not noise to ignore.
    if (digits === OPERATOR_KEY) this.onKeypadOperator();
    else if (digits) this.onPrompt(digits, '', true);
    else this.armSilence();
  }

  // ------------------------------------------------------------------ the engine

  private onKeypadOperator(): void {
    if (this.ended) return;
    if (this.reply) {
      if (this.queue.length < RELAY_LIMITS.queuedTurns) this.queue.push({ text: OPERATOR_KEY, keypad: true });
      return;
    }
    this.startTurn(OPERATOR_KEY, true);
  }

  private startTurn(text: string, keypad = false): void {
    this.engine.ready();
    // A turn the caller began before the handover went out is answered here first.
    this.afterHeard.cancel();
    this.reply = { text: '', promptAt: performance.now(), first: true, userText: text, keypad, retried: false };
    this.transcript.addUser(text);
    this.engine.send({ callerTurn: { text, keypad } });
  }

  private onOutput(m: ConverseOutput__Output): void {
    if (this.closed) return;
    if (m.token) {
      const r = this.reply;
      if (!r) return; // the rest of a reply the caller interrupted
      if (m.token.text) {
        if (r.first) {
          r.first = false;
          relayTurnSeconds.observe((performance.now() - r.promptAt) / 1000);
        }
        r.text += m.token.text;
        this.playback.said(m.token.text);
        this.send({ type: 'text', token: m.token.text, last: false, lang: LOCALES[this.language] });
      }
      if (m.token.last) this.finishReply(r, m.token.totalTokens);
      return;
    }
    if (m.transfer) return void this.onTransfer(m.transfer);
    if (m.endCall) return void this.endWith({ kind: 'hangup', reason: m.endCall.reason || 'completed' });
  }

  /** Closes the reply in progress (`r`, this.reply). */
  private finishReply(r: Reply, totalTokens: number): void {
    this.reply = undefined;
    this.engine.replied();
    this.send({ type: 'text', token: '', last: true, lang: LOCALES[this.language] });
    const text = r.text.trim();
    if (text) this.transcript.addModel(text);
    if (totalTokens > 0) this.deps.calls.addTokens(this.call.call_sid, totalTokens).catch((err: unknown) => this.log.warn({ err }, 'could not count tokens'));
    this.drainQueue();
  }

  private drainQueue(): void {
    const next = this.queue.shift();
    if (next !== undefined && !this.ended) this.startTurn(next.text, next.keypad);
    else if (this.handingOver && !this.ended) this.scheduleHandover();
    else this.armSilence();
  }

  private onStreamError(err: grpc.ServiceError, failures: number): void {
    if (this.closed) return;
    this.log.warn({ code: err.code, message: err.details || err.message, failures }, 'dialog engine stream failed');
    const r = this.reply;
    if (failures > RELAY_LIMITS.streamFailures) {
      this.reply = undefined;
      if (r?.text) this.transcript.addModel(r.text.trim());
      this.sayLine(ENGINE_LINES.chatFailure[this.language]);
      void this.endWith({ kind: 'message', reason: 'engine_unavailable' });
      return;
    }
    if (!r) return; // reopened on the next turn
    if (r.text || r.retried) {
      // Part of the reply was spoken: close it as it is.
      this.finishReply(r, 0);
      return;
    }
    // Nothing was said yet: ask again on a new stream (the history carries the conversation before it).
    this.transcript.withdrawUser(r.userText);
    this.engine.ready();
    this.transcript.restoreUser(r.userText);
    r.retried = true;
    this.engine.send({ callerTurn: { text: r.userText, keypad: r.keypad } });
  }

  private switchLanguage(next: Language): void {
    this.log.info({ from: this.language, to: next }, 'caller switched language');
    this.language = next;
    this.send({ type: 'language', ttsLanguage: LOCALES[next], transcriptionLanguage: LOCALES[next] });
    this.deps.calls.setLanguage(this.call.call_sid, next).catch((err: unknown) => this.log.warn({ err }, 'could not store the language'));
    this.engine.restartOnNextTurn();
  }

  private async onTransfer(t: TransferRequested__Output): Promise<void> {
    const { transfer: setting } = this.call.settings;
    // Without a transfer the engine takes a message itself (and says so); nothing to do here.
    if (!setting.enabled || !setting.number || this.ended) return;
    const transfer = outgoingTransfer(this.call, t);
    this.ended = true; // no more turns: the call is on its way to a person
    try {
      await this.deps.calls.recordTransfer(this.call.call_sid, transfer);
    } catch (err) {
      this.log.error({ err }, 'could not record the transfer');
    }
    this.log.info({ reason: transfer.reason }, 'transferring the call');
    this.ended = false;
    await this.endWith({ kind: 'transfer', reason: transfer.reason });
  }

  /** Says a line of our own (not the engine's): sent as one reply, kept in the transcript. */
  private sayLine(text: string): void {
    this.playback.said(text);
    this.send({ type: 'text', token: text, last: true, lang: LOCALES[this.language] });
    this.transcript.addLine(text);
  }

  /** Hands the call back to the carrier once the last words have been heard: `end` with what comes next. */
  private async endWith(action: PendingAction): Promise<void> {
    if (this.ended || this.closed) return;
    this.ended = true;
    this.silence.clear();
    this.queue = [];
    try {
      await this.deps.calls.setPendingAction(this.call.call_sid, action);
    } catch (err) {
      this.log.warn({ err }, 'could not store what follows the relay; the handoff data carries it');
    }
    this.afterHeard.run(() => {
      this.send({ type: 'end', handoffData: JSON.stringify({ ...action, callSid: this.call.call_sid }) });
      this.timers.close = setTimeout(() => this.hangup(), this.deps.settings.closeAfterEndMs ?? 10_000);
    });
  }

  // ------------------------------------------------------------------ silence

  private armSilence(): void {
    this.silence.clear();
    if (!this.closed && !this.ended && !this.reply && this.started) this.silence.arm();
  }

  // ------------------------------------------------------------------ close

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of Object.values(this.timers)) clearTimeout(t);
    this.silence.clear();
    this.afterHeard.cancel();
    this.keypad.clear();
    this.playback.clear();
    // A caller who hangs up mid-reply: what was sent of the reply stays in the transcript.
    const r = this.reply;
    this.reply = undefined;
    if (r?.text.trim()) this.transcript.addModel(r.text.trim());
    this.engine.close();
    relaySessions.dec();
    void this.deps.turns.flush().finally(() => this.resolveClosed());
  }
}
