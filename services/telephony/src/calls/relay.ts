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
import type { grpc, Logger } from '@landline/platform';
import type { ConverseInput } from '@landline/proto/generated/landline/conversation/v1/ConverseInput';
import type { ConverseOutput__Output } from '@landline/proto/generated/landline/conversation/v1/ConverseOutput';
import type { TransferRequested__Output } from '@landline/proto/generated/landline/conversation/v1/TransferRequested';
import type { CallRow, Language, PendingAction, TransferRecord, TurnRow } from '../store';
import type { Calls } from './calls';
import { LanguageFollower } from './language';
import { LINES, LOCALES } from './lines';
import { Playback } from './playback';
import { relayMalformed, relaySessions, relayTurnSeconds } from './relay-metrics';
import type { TurnWriter } from './turns';

export type ConverseStream = grpc.ClientDuplexStream<ConverseInput, ConverseOutput__Output>;

export interface RelaySettings {
  silencePromptMs: number;
  silenceHangupMs: number;
  speechCharsPerSecond: number;
  idleMs: number;
  /** The setup message must arrive within this. */
  setupMs?: number;
  /** After `end`, the carrier closes the socket; if it does not, the session does after this. */
  closeAfterEndMs?: number;
  /** On shutdown, how long live calls have to reach a pause and be handed to another process. */
  drainMs?: number;
}

/** The key that asks for a person. */
const OPERATOR_KEY = '0';

export const RELAY_LIMITS = {
  /** Largest message a socket accepts (bytes); a larger one closes it (1009). */
  maxMessageBytes: 64 * 1024,
  /** Characters of one caller turn sent to the engine. */
  turnChars: 4_000,
  /** Caller turns waiting while a reply is produced. */
  queuedTurns: 4,
  /** Turns of history a (re)opened engine stream carries. */
  historyTurns: 400,
  /** Malformed messages a session tolerates before it closes. */
  malformed: 50,
  /** Keypad digits are sent as a turn this long after the last one (or at #). */
  dtmfGapMs: 2_500,
  /** Engine stream failures a call survives before it falls back to taking a message. */
  streamFailures: 2,
} as const;

/** The dialog engine's fixed failure line, spoken when the engine cannot be reached. */
const CHAT_FAILURE: Record<Language, string> = {
  en: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
  es: 'Lo siento, tengo problemas de conexión en este momento. Por favor, inténtelo más tarde.',
};

interface Reply {
  text: string;
  promptAt: number;
  first: boolean;
  userText: string;
  /** The turn is keys pressed on the phone. */
  keypad: boolean;
  retried: boolean;
}

type Inbound = Record<string, unknown> & { type: string };

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

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
  private seq: number;
  private history: { role: 'user' | 'assistant'; content: string }[];
  private lastModel?: { seq: number; text: string };
  private stream?: ConverseStream;
  private streamFailures = 0;
  private restartStream = false;
  private started = false;
  private reply?: Reply;
  private queue: Array<{ text: string; keypad: boolean }> = [];
  private readonly playback: Playback;
  /** Cancels the wait for the reply to be heard before the silence timers start. */
  private cancelSilenceWait?: () => void;
  private cancelEndWait?: () => void;
  private ended = false;
  private closed = false;
  /** The process is stopping: the call goes to another process at the next pause. */
  private handingOver = false;
  private partial = '';
  private digits = '';
  private nudged = false;
  private malformed = 0;
  private timers: Partial<Record<'setup' | 'idle' | 'nudge' | 'silence' | 'dtmf' | 'end' | 'close', NodeJS.Timeout>> = {};
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
    this.seq = turns.reduce((m, t) => Math.max(m, t.seq), 0);
    const spoken = turns.filter((t) => t.text.trim() !== '');
    this.history = spoken.map((t) => ({ role: t.role === 'user' ? 'user' : 'assistant', content: t.text }));
    const last = [...spoken].reverse().find((t) => t.role === 'model');
    if (last) this.lastModel = { seq: last.seq, text: last.text };
    // The carrier speaks the welcome greeting (or the reconnection line) first.
    const opening = call.relay_sessions > 1 ? LINES.resumed[this.language] : (last?.text ?? '');
    this.playback = new Playback({ charsPerSecond: deps.settings.speechCharsPerSecond });
    this.playback.carrierSays(opening);
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
    this.clearSilence();
    if (!this.reply && this.queue.length === 0) this.scheduleHandover();
  }

  get handedOver(): boolean {
    return this.handingOver && this.ended;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private scheduleHandover(): void {
    this.afterHeard(() => void this.sendHandover());
  }

  /** Runs `run` a moment after the caller has heard everything said so far (replacing any such wait). */
  private afterHeard(run: () => void): void {
    this.cancelEnd();
    this.cancelEndWait = this.playback.whenHeard(() => {
      this.timers.end = setTimeout(run, 250);
    });
  }

  private cancelEnd(): void {
    this.cancelEndWait?.();
    clearTimeout(this.timers.end);
  }

  private async sendHandover(): Promise<void> {
    if (this.closed || this.ended || this.reply) return;
    // Every turn so far is stored before the carrier can reach another process, which reads them.
    await this.deps.turns.flush();
    if (this.closed || this.ended || this.reply) return;
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
    if (isBinary) return this.reportMalformed('Binary messages are not part of the protocol');
    let msg: unknown;
    try {
      msg = JSON.parse(String(data));
    } catch {
      return this.reportMalformed('Invalid message: not JSON');
    }
    if (!msg || typeof msg !== 'object' || Array.isArray(msg) || typeof (msg as Inbound).type !== 'string') return this.reportMalformed('Invalid message: a type is required');
    const m = msg as Inbound;
    if (m.type !== 'setup' && !this.started) return this.reportMalformed(`Invalid message: ${m.type} before setup`);
    switch (m.type) {
      case 'setup':
        return this.onSetup(m);
      case 'prompt':
        if (typeof m.voicePrompt !== 'string') return this.reportMalformed('Invalid prompt: voicePrompt must be a string');
        return this.onPrompt(m.voicePrompt, str(m.lang), m.last !== false);
      case 'interrupt':
        return this.onInterrupt(str(m.utteranceUntilInterrupt));
      case 'dtmf':
        if (typeof m.digit !== 'string' || !/^[0-9*#A-Da-dw]$/.test(m.digit)) return this.reportMalformed('Invalid dtmf: one digit is required');
        return this.onDigit(m.digit);
      case 'error':
        this.log.warn({ description: str(m.description) }, 'the carrier reported a relay error');
        return;
      case 'info':
        // Playback reports (agentSpeaking, tokensPlayed); other debugging information is only logged.
        if (!this.playback.onInfo(str(m.name), str(m.value))) this.log.debug({ name: str(m.name).slice(0, 40) }, 'relay info message');
        return;
      default:
        // A message type this version does not use (debug events, a type Twilio adds later): noted, never
        // counted against the call, so enabling a Twilio feature cannot drop long calls.
        this.log.debug({ type: m.type.slice(0, 40) }, 'relay message type not used; ignored');
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

  private onSetup(m: Inbound): void {
    if (this.started) return this.reportMalformed('Invalid message: setup twice');
    if (str(m.callSid) !== this.call.call_sid) {
      this.log.warn({ callSid: str(m.callSid) }, 'relay setup for another call; closing');
      this.ws.close(1008, 'wrong call');
      return;
    }
    this.started = true;
    clearTimeout(this.timers.setup);
    this.openStream();
    this.armSilence();
  }

  private onPrompt(voicePrompt: string, carrierLang: string, last: boolean): void {
    if (this.ended) return;
    // Speech recognition never yields control characters; drop any rather than fail the turn's storage.
    const text = voicePrompt.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ').trim();
    if (!last) {
      // Partial prompts (when enabled) carry the utterance so far; the last one carries it whole.
      this.partial = text;
      this.clearSilence();
      return;
    }
    const whole = (text || this.partial).slice(0, RELAY_LIMITS.turnChars);
    this.partial = '';
    this.nudged = false;
    this.clearSilence();
    // Spoken input of 2 characters or fewer is ignored.
    if ([...whole].length <= 2) return this.armSilence();
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
    this.stream?.write({ interrupt: { heardText: cut } });
    if (this.reply) {
      // Still producing: the engine stops; what the caller heard is the employee's turn.
      this.reply = undefined;
      if (cut) this.addModelTurn(cut);
      this.drainQueue();
    } else if (this.lastModel) {
      this.deps.turns.add({ callSid: this.call.call_sid, seq: this.lastModel.seq, role: 'model', text: cut, at: new Date() });
      for (let i = this.history.length - 1; i >= 0; i--) {
        if (this.history[i]!.role !== 'assistant') continue;
        if (cut) this.history[i] = { role: 'assistant', content: cut };
        else this.history.splice(i, 1);
        break;
      }
      this.lastModel = { seq: this.lastModel.seq, text: cut };
    }
    this.playback.interrupted();
    this.armSilence();
  }

  private onDigit(digit: string): void {
    if (this.ended) return;
    this.clearSilence();
    clearTimeout(this.timers.dtmf);
    const flush = () => {
      const digits = this.digits;
      this.digits = '';
      // A lone 0 asks for a person, as on any phone menu; it is a turn of its own, not noise to ignore.
      if (digits === OPERATOR_KEY) this.onKeypadOperator();
      else if (digits) this.onPrompt(digits, '', true);
      else this.armSilence();
    };
    if (digit === '#') return flush();
    this.digits = (this.digits + digit).slice(0, 32);
    this.timers.dtmf = setTimeout(flush, RELAY_LIMITS.dtmfGapMs);
  }

  // ------------------------------------------------------------------ the engine

  private openStream(): ConverseStream {
    const stream = this.deps.converse();
    this.stream = stream;
    stream.on('data', (m: ConverseOutput__Output) => this.onOutput(stream, m));
    stream.on('error', (err: grpc.ServiceError) => this.onStreamError(stream, err));
    stream.on('end', () => {
      if (this.stream === stream) this.stream = undefined;
    });
    stream.write({
      start: {
        callId: this.call.call_sid,
        agentId: this.call.agent_id,
        language: this.language,
        source: 'phone',
        history: this.history.slice(-RELAY_LIMITS.historyTurns),
        callerNumber: this.call.from_number,
        agentNumber: this.call.to_number,
      },
    });
    return stream;
  }

  private closeStream(): void {
    const stream = this.stream;
    this.stream = undefined;
    if (!stream) return;
    try {
      stream.write({ hangup: {} });
      stream.end();
    } catch {
      stream.cancel();
    }
  }

  private onKeypadOperator(): void {
    if (this.ended) return;
    if (this.reply) {
      if (this.queue.length < RELAY_LIMITS.queuedTurns) this.queue.push({ text: OPERATOR_KEY, keypad: true });
      return;
    }
    this.startTurn(OPERATOR_KEY, true);
  }

  private startTurn(text: string, keypad = false): void {
    if (this.restartStream) {
      this.restartStream = false;
      this.closeStream();
    }
    const stream = this.stream ?? this.openStream();
    // A turn the caller began before the handover went out is answered here first.
    this.cancelEnd();
    this.reply = { text: '', promptAt: performance.now(), first: true, userText: text, keypad, retried: false };
    this.seq++;
    this.deps.turns.add({ callSid: this.call.call_sid, seq: this.seq, role: 'user', text, at: new Date() });
    this.history.push({ role: 'user', content: text });
    stream.write({ callerTurn: { text, keypad } });
  }

  private onOutput(stream: ConverseStream, m: ConverseOutput__Output): void {
    if (stream !== this.stream || this.closed) return;
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
      if (m.token.last) this.finishReply(m.token.totalTokens);
      return;
    }
    if (m.transfer) return void this.onTransfer(m.transfer);
    if (m.endCall) return void this.endWith({ kind: 'hangup', reason: m.endCall.reason || 'completed' });
  }

  private finishReply(totalTokens: number): void {
    const r = this.reply!;
    this.reply = undefined;
    this.streamFailures = 0;
    this.send({ type: 'text', token: '', last: true, lang: LOCALES[this.language] });
    const text = r.text.trim();
    if (text) this.addModelTurn(text);
    if (totalTokens > 0) this.deps.calls.addTokens(this.call.call_sid, totalTokens).catch((err) => this.log.warn({ err }, 'could not count tokens'));
    this.drainQueue();
  }

  private addModelTurn(text: string): void {
    this.seq++;
    this.deps.turns.add({ callSid: this.call.call_sid, seq: this.seq, role: 'model', text, at: new Date() });
    this.history.push({ role: 'assistant', content: text });
    this.lastModel = { seq: this.seq, text };
  }

  private drainQueue(): void {
    const next = this.queue.shift();
    if (next !== undefined && !this.ended) this.startTurn(next.text, next.keypad);
    else if (this.handingOver && !this.ended) this.scheduleHandover();
    else this.armSilence();
  }

  private onStreamError(stream: ConverseStream, err: grpc.ServiceError): void {
    if (stream !== this.stream || this.closed) return;
    this.stream = undefined;
    this.streamFailures++;
    this.log.warn({ code: err.code, message: err.details || err.message, failures: this.streamFailures }, 'dialog engine stream failed');
    const r = this.reply;
    if (this.streamFailures > RELAY_LIMITS.streamFailures) {
      this.reply = undefined;
      if (r?.text) this.addModelTurn(r.text.trim());
      this.sayLine(CHAT_FAILURE[this.language]);
      void this.endWith({ kind: 'message', reason: 'engine_unavailable' });
      return;
    }
    if (!r) return; // reopened on the next turn
    if (r.text || r.retried) {
      // Part of the reply was spoken: close it as it is.
      this.finishReply(0);
      return;
    }
    // Nothing was said yet: ask again on a new stream (the history carries the conversation before it).
    const last = this.history[this.history.length - 1];
    if (last?.role === 'user' && last.content === r.userText) this.history.pop();
    const stream2 = this.openStream();
    this.history.push({ role: 'user', content: r.userText });
    r.retried = true;
    stream2.write({ callerTurn: { text: r.userText, keypad: r.keypad } });
  }

  private switchLanguage(next: Language): void {
    this.log.info({ from: this.language, to: next }, 'caller switched language');
    this.language = next;
    this.send({ type: 'language', ttsLanguage: LOCALES[next], transcriptionLanguage: LOCALES[next] });
    this.deps.calls.setLanguage(this.call.call_sid, next).catch((err) => this.log.warn({ err }, 'could not store the language'));
    // The engine speaks one language a conversation: the next turn carries the conversation over to a new one.
    this.restartStream = true;
  }

  private async onTransfer(t: TransferRequested__Output): Promise<void> {
    const s = this.call.settings;
    // Without a transfer the engine takes a message itself (and says so); nothing to do here.
    if (!s.transfer.enabled || !s.transfer.number || this.ended) return;
    const d = t.details;
    const transfer: TransferRecord = {
      type: 'outgoing',
      from: s.agentNumber || this.call.to_number,
      to: s.transfer.number,
      timestamp: new Date().toISOString(),
      reason: t.reason === 'emergency' ? 'emergency' : 'human',
      details: { clientName: d?.clientName ?? '', address: d?.address ?? '', phone: d?.phone ?? '', issueSummary: d?.issueSummary ?? '' },
    };
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
    this.seq++;
    this.deps.turns.add({ callSid: this.call.call_sid, seq: this.seq, role: 'model', text, at: new Date() });
  }

  /** Hands the call back to the carrier once the last words have been heard: `end` with what comes next. */
  private async endWith(action: PendingAction): Promise<void> {
    if (this.ended || this.closed) return;
    this.ended = true;
    this.clearSilence();
    this.queue = [];
    try {
      await this.deps.calls.setPendingAction(this.call.call_sid, action);
    } catch (err) {
      this.log.warn({ err }, 'could not store what follows the relay; the handoff data carries it');
    }
    this.afterHeard(() => {
      this.send({ type: 'end', handoffData: JSON.stringify({ ...action, callSid: this.call.call_sid }) });
      this.timers.close = setTimeout(() => this.hangup(), this.deps.settings.closeAfterEndMs ?? 10_000);
    });
  }

  // ------------------------------------------------------------------ silence

  private clearSilence(): void {
    this.cancelSilenceWait?.();
    this.cancelSilenceWait = undefined;
    clearTimeout(this.timers.nudge);
    clearTimeout(this.timers.silence);
  }

  /** After the employee has finished speaking: a gentle check, then a polite goodbye. */
  private armSilence(): void {
    this.clearSilence();
    if (this.closed || this.ended || this.reply || !this.started) return;
    const { silencePromptMs, silenceHangupMs } = this.deps.settings;
    // The silence is counted from the moment the employee's last words have been heard.
    this.cancelSilenceWait = this.playback.whenHeard(() => {
      this.cancelSilenceWait = undefined;
      if (!this.nudged && silencePromptMs < silenceHangupMs) {
        this.timers.nudge = setTimeout(() => {
          if (this.reply || this.ended) return;
          this.nudged = true;
          this.sayLine(LINES.stillThere[this.language]);
        }, silencePromptMs);
      }
      this.timers.silence = setTimeout(() => {
        if (this.reply || this.ended) return;
        this.sayLine(LINES.silenceGoodbye[this.language]);
        void this.endWith({ kind: 'hangup', reason: 'silence' });
      }, silenceHangupMs);
    });
  }

  // ------------------------------------------------------------------ close

  private onClose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const t of Object.values(this.timers)) clearTimeout(t);
    this.playback.clear();
    // A caller who hangs up mid-reply: what was sent of the reply stays in the transcript.
    const r = this.reply;
    this.reply = undefined;
    if (r?.text.trim()) this.addModelTurn(r.text.trim());
    this.closeStream();
    relaySessions.dec();
    void this.deps.turns.flush().finally(() => this.resolveClosed());
  }
}
