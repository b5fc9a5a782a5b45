import { api } from '../api/endpoints';
import type { CallTranscriptEntry, CallTransfer, ChatEvent, ChatHistoryItem } from '@landline/api';
import { transition, type CallEvent } from './callMachine';
import { CallSession, iso } from './callSession';
import type { CallSetup, CallSnapshot, ConversationLine, EndReason } from './callSnapshot';
import { fetchReply } from './chat';
import { saveCallRecord, webCallId } from './callRecord';
import { CALL_MESSAGES, MIN_INPUT_LENGTH, RECOGNITION_LOCALE, START_MARKER, type CallState } from './constants';
import { mentionsEmergencyTeam } from './emergency';
import { inCallMicMessage, openMicrophone } from './microphone';
import { SentenceChunker } from './sentences';
import { ReplySpeaker } from './speaker';

export type { CallSetup, CallSnapshot, ConversationLine } from './callSnapshot';

/** How the engine reaches the browser and the server (replaceable in tests). */
export interface CallEngineDeps {
  now: () => number;
}

const defaultDeps: CallEngineDeps = { now: () => Date.now() };

/**
 * One browser call (landing demo calls and the /test page): microphone, speech recognition and typed
 * turns in; streamed replies spoken piece by piece; interruption detection with ducking; the mixed call
 * recorded and saved at the end. Subscribe to `snapshot` changes (useSyncExternalStore).
 */
export class CallEngine extends CallSession<CallSnapshot, ConversationLine> {
  private startMs = 0;
  private endMs = 0;
  private totalTokens = 0;
  private readonly transfers: CallTransfer[] = [];
  private emergencyFlag = false;

  private turnSeq = 0;
  private turnAbort: AbortController | null = null;
  private speaker: ReplySpeaker | null = null;
  private replyLineId: number | null = null;
  /** Set by a voice interruption: the next turn tells the server what the caller heard. */
  private pendingInterrupt: { heardText: string } | null = null;
  private saving: Promise<void> | null = null;
  private disposed = false;

  constructor(
    readonly setup: CallSetup,
    deps: CallEngineDeps = defaultDeps,
  ) {
    super(
      {
        state: 'IDLE',
        callId: null,
        lines: [],
        interim: '',
        speechInput: false,
        notice: null,
        error: null,
        endReason: null,
        emergency: false,
        saveState: 'idle',
      },
      deps.now,
    );
    for (const entry of setup.carried?.transcript ?? []) {
      const speaker = entry.role === 'model' && setup.carried?.transfer.from ? { speaker: setup.carried.transfer.from } : {};
      this.addLine(entry.role, entry.text, { timestamp: entry.timestamp ?? '', carried: true, ...speaker });
    }
    if (setup.carried) {
      this.transfers.push(setup.carried.transfer);
      this.emergencyFlag = setup.carried.transfer.reason === 'emergency';
    }
  }

  private dispatch(event: CallEvent) {
    const next = transition(this.snap.state, event);
    if (next !== this.snap.state) this.update({ state: next });
  }

  /** The conversation as the record keeps it (carried lines included, notices left out). */
  transcript(): CallTranscriptEntry[] {
    return this.snap.lines
      .filter((l): l is ConversationLine & { role: 'user' | 'model' } => l.role !== 'system' && l.text.trim() !== '')
      .map((l) => ({ role: l.role, text: l.text, timestamp: l.timestamp || null }));
  }

  private chatHistory(): ChatHistoryItem[] {
    return this.transcript().map((t) => ({ role: t.role === 'model' ? 'assistant' : 'user', content: t.text }));
  }

  // ---------------------------------------------------------------- life cycle

  /** CONNECTING → (microphone ready) THINKING with the first reply. */
  async start(): Promise<void> {
    if (this.snap.state !== 'IDLE') return;
    this.startMs = this.now();
    this.update({ callId: webCallId(this.setup.signedIn, this.setup.callName, this.startMs) });
    this.dispatch('start');

    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (error) {
      if (this.disposed) return;
      this.endMs = this.now();
      this.update({ error: inCallMicMessage(error), endReason: 'microphone' });
      this.dispatch('end');
      return;
    }
    if (this.disposed || this.state !== 'CONNECTING') {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    stream.getAudioTracks().forEach((track) =>
      track.addEventListener('ended', () => {
        if (this.live()) this.fail(inCallMicMessage(new DOMException('The microphone was disconnected', 'NotReadableError')), 'microphone');
      }),
    );
    const audioProblem = this.startAudio(stream);
    if (audioProblem) {
      this.fail(audioProblem, 'microphone');
      return;
    }
    this.listen(RECOGNITION_LOCALE[this.setup.language], {
      interim: (text) => this.update({ interim: text }),
      error: (code) => this.fail(`Speech recognition stopped working (${code}). The call has ended.`, 'recognition'),
    });
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- TS keeps the CONNECTING narrowing across listen(), whose error callback may already have ended the call
    if (this.state !== 'CONNECTING') return; // the recogniser failed at once
    this.dispatch('micReady');
    void this.reply(START_MARKER, this.chatHistory(), null);
  }

  get state(): CallState {
    return this.snap.state;
  }

  protected live(): boolean {
    const s = this.snap.state;
    return s === 'CONNECTING' || s === 'LISTENING' || s === 'THINKING' || s === 'SPEAKING';
  }

  /** The caller hangs up (End Call): ENDED, then the call is saved. */
  hangUp(): void {
    if (this.snap.state === 'ENDED' && this.snap.emergency) {
      void this.save();
      return;
    }
    if (!this.live()) return;
    this.finish('hangup', null);
    void this.save();
  }

  /** The component holding the call goes away: hang up, or save a call held for a transfer. */
  dispose(): void {
    if (this.disposed) return;
    if (this.live()) this.hangUp();
    else if (this.snap.state === 'ENDED' && this.snap.emergency) void this.save();
    else if (this.snap.state === 'TRANSFERRING') void this.save();
    this.disposed = true;
  }

  // ---------------------------------------------------------------- demo emergency transfer

  /** 'Transfer to Emergency' pressed: TRANSFERRING while the details are extracted. */
  beginTransfer(): void {
    this.dispatch('transfer');
  }

  /** The extraction failed: back to the stopped call, which still waits for Transfer or Close. */
  transferFailed(): void {
    this.dispatch('transferFailed');
  }

  /** The transfer succeeded: the call is saved with its outgoing transfer event. */
  completeTransfer(outgoing: CallTransfer): Promise<void> {
    this.transfers.push(outgoing);
    this.emergencyFlag = this.emergencyFlag || outgoing.reason === 'emergency';
    this.dispatch('end');
    return this.save();
  }

  // ---------------------------------------------------------------- turns

  protected handleUtterance(raw: string, source: 'speech' | 'typed'): boolean {
    const text = raw.trim();
    if (Array.from(text).length <= MIN_INPUT_LENGTH) return false;
    const state = this.snap.state;
    if (state === 'SPEAKING') {
      // Spoken words while a reply plays are most likely its echo; the voice detector decides about
      // spoken interruptions. A typed turn cuts in.
      if (source === 'speech') return false;
      this.interrupt();
    } else if (state !== 'LISTENING') {
      return false;
    }
    const interrupt = this.pendingInterrupt;
    this.pendingInterrupt = null;
    const history = this.chatHistory();
    this.addLine('user', text);
    this.dispatch('utterance');
    void this.reply(text, history, interrupt);
    return true;
  }

  protected speaking() {
    return this.snap.state === 'SPEAKING';
  }

  /** The caller's voice during SPEAKING: stop the reply, keep what they heard, listen. */
  protected interrupt() {
    if (this.snap.state !== 'SPEAKING') return;
    const heard = this.speaker?.heardText() ?? '';
    this.speaker?.stop();
    this.turnAbort?.abort();
    this.turnSeq++;
    if (this.replyLineId !== null) {
      this.patchLine(this.replyLineId, heard ? { text: heard, interrupted: true, streaming: false } : null);
      this.replyLineId = null;
    }
    this.pendingInterrupt = { heardText: heard };
    this.setDuck(1);
    this.dispatch('interrupt');
  }

  private synthesize = (text: string, signal: AbortSignal) =>
    api.speak(
      {
        employee: this.setup.employee,
        language: this.setup.language,
        text,
        provider: 'google',
        format: 'mp3',
        ...(this.setup.voiceName ? { voiceName: this.setup.voiceName } : {}),
        ...(this.setup.speed ? { speed: this.setup.speed } : {}),
      },
      signal,
    );

  /** THINKING: fetch the reply, speak it piece by piece (SPEAKING), then LISTENING. */
  private async reply(message: string, history: ChatHistoryItem[], interrupt: { heardText: string } | null): Promise<void> {
    const turn = ++this.turnSeq;
    this.turnAbort?.abort();
    const abort = new AbortController();
    this.turnAbort = abort;
    if (!this.audio) return;
    const { context, replyBus: output } = this.audio;

    const speaker = new ReplySpeaker({
      context,
      output,
      synthesize: this.synthesize,
      locale: this.setup.language === 'es' ? 'es-US' : 'en-US',
      onPieceStart: () => {
        if (turn === this.turnSeq) this.dispatch('audioStarted');
      },
    });
    this.speaker = speaker;
    const chunker = new SentenceChunker();
    this.replyLineId = null;
    let shown = '';
    const show = (text: string) => {
      if (turn !== this.turnSeq) return;
      shown += text;
      if (this.replyLineId === null) this.replyLineId = this.addLine('model', shown, { streaming: true });
      else this.patchLine(this.replyLineId, { text: shown });
      for (const piece of chunker.push(text)) speaker.enqueue(piece);
    };

    let result;
    try {
      result = await fetchReply(
        {
          language: this.setup.language,
          history,
          message,
          ...(this.setup.agentId ? { agentId: this.setup.agentId } : {}),
          employee: this.setup.employee,
          ...(this.setup.customConfig ? { customConfig: this.setup.customConfig } : {}),
          ...(interrupt ? { interrupted: true, heardText: interrupt.heardText } : {}),
          ...(this.snap.callId ? { callId: this.snap.callId } : {}),
        },
        show,
        abort.signal,
      );
    } catch {
      return; // interrupted or hung up
    }
    if (turn !== this.turnSeq) return;
    this.totalTokens += result.totalTokens;

    if (result.refused) {
      // Nothing was said on this turn; a refused first turn leaves no call to save.
      this.finish('refused', result.refused);
      if (this.transcript().length > 0) void this.save();
      return;
    }
    if (result.ignored) {
      speaker.stop();
      this.dispatch('replyFinished');
      return;
    }
    if (result.failed) show(CALL_MESSAGES.chatFailure);
    else if (!result.text.trim()) show(CALL_MESSAGES.emptyReply);
    for (const piece of chunker.flush()) speaker.enqueue(piece);

    await speaker.finish();
    if (turn !== this.turnSeq || speaker.isStopped) return;
    this.settleReplyLine();
    this.afterReply(shown, result.events);
  }

  /** A reply has been spoken: watch for the emergency line, the engine's end-call and transfer events. */
  private afterReply(text: string, events: ChatEvent[]) {
    const transfer = events.find((e): e is Extract<ChatEvent, { type: 'transfer' }> => e.type === 'transfer');
    if (this.setup.watchEmergency && (mentionsEmergencyTeam(text) || transfer?.reason === 'emergency')) {
      this.emergencyFlag = true;
      this.finish('emergency', null);
      this.update({ emergency: true });
      return;
    }
    if (transfer && !this.setup.watchEmergency) {
      // A test call cannot dial out: the request is noted and kept with the call.
      const to = transfer.transferNumber || (transfer.reason === 'emergency' ? 'emergency team' : 'office');
      this.transfers.push({
        type: 'outgoing',
        from: this.setup.agentName,
        to,
        timestamp: iso(this.now()),
        details: transfer.details,
        reason: transfer.reason === 'emergency' || transfer.reason === 'human' ? transfer.reason : '',
      });
      if (transfer.reason === 'emergency') this.emergencyFlag = true;
      this.addLine('system', `Transfer requested (${transfer.reason}) to ${to}. On a phone call the caller would be transferred now.`);
    }
    if (events.some((e) => e.type === 'end')) {
      this.finish('agent', null);
      void this.save();
      return;
    }
    this.dispatch('replyFinished');
  }

  // ---------------------------------------------------------------- ending

  private fail(message: string, reason: EndReason) {
    if (!this.live()) return;
    this.finish(reason, message);
    void this.save();
  }

  /** Stops everything live and moves to ENDED. */
  private finish(reason: EndReason, error: string | null) {
    this.endMs = this.now();
    this.turnSeq++;
    this.turnAbort?.abort();
    this.speaker?.stop();
    this.stopMedia();
    this.settleReplyLine();
    this.update({ endReason: reason, error, interim: '', speechInput: false });
    this.dispatch('end');
  }

  /** The reply's line, if one was shown, has all its words. */
  private settleReplyLine() {
    if (this.replyLineId !== null) this.patchLine(this.replyLineId, { streaming: false });
    this.replyLineId = null;
  }

  /** Saves the call once (recording upload, record, audio link); failures are silent. */
  save(): Promise<void> {
    if (this.saving) return this.saving;
    const callId = this.snap.callId;
    if (!callId || !this.startMs) return Promise.resolve();
    this.update({ saveState: 'saving' });
    this.saving = (async () => {
      const recording = await this.recording.catch(() => null);
      const transcript = this.transcript();
      if (transcript.length > 0 || recording) {
        await saveCallRecord(
          {
            callId,
            agentId: this.setup.agentId ?? this.setup.employee,
            agentName: this.setup.agentName,
            employee: this.setup.employee,
            transcript,
            transfers: [...this.transfers],
            startTime: iso(this.startMs),
            endTime: iso(this.endMs || this.now()),
            tokenUsage: this.totalTokens,
            language: this.setup.language,
            ...(this.emergencyFlag ? { emergency: true } : {}),
          },
          recording,
        );
      }
      this.update({ saveState: 'saved' });
    })();
    return this.saving;
  }
}
