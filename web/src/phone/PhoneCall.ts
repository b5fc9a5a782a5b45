import { api } from '../api/endpoints';
import { describeError } from '../api/errors';
import type { SandboxCall, SandboxSay } from '../api/types';
import { CallAudio } from '../calls/callAudio';
import { CALL_MESSAGES, MIN_INPUT_LENGTH } from '../calls/constants';
import { inCallMicMessage, openMicrophone } from '../calls/microphone';
import { SpeechInput, speechRecognitionAvailable } from '../calls/recognition';
import { SentenceChunker } from '../calls/sentences';
import { ReplySpeaker } from '../calls/speaker';
import { duckedGain, isInterruption } from '../calls/voiceActivity';
import { dtmfFrequencies } from './dialing';
import { PHONE_MESSAGES } from './phoneMessages';
import { RelayClient } from './relayClient';
import {
  dtmfMessage,
  interruptMessage,
  languageOfLocale,
  parseHandoff,
  promptMessage,
  setupMessage,
  voiceForLocale,
  type Handoff,
  type RelayServerMessage,
} from './relayProtocol';

export type PhonePhase = 'idle' | 'dialing' | 'connected' | 'ended';
/** Who has the floor while connected. */
export type PhoneActivity = 'speaking' | 'thinking' | 'listening';
export type PhoneEndReason = 'hangup' | 'agent' | 'transfer' | 'message' | 'voicemail' | 'rejected' | 'dropped' | 'microphone' | 'failed';
export type PhoneSaveState = 'none' | 'saving' | 'saved' | 'failed';

export interface PhoneLine {
  id: number;
  role: 'user' | 'model' | 'system';
  text: string;
  timestamp: string;
  interrupted?: boolean;
  streaming?: boolean;
}

export interface PhoneSnapshot {
  phase: PhonePhase;
  activity: PhoneActivity | null;
  to: string;
  from: string;
  callSid: string | null;
  /** The agent that answered (null for a number no agent takes). */
  agentId: string | null;
  /** What the voice webhook did with the call. */
  outcome: SandboxCall['status'] | null;
  connectedAt: number | null;
  durationSeconds: number | null;
  lines: PhoneLine[];
  interim: string;
  speechInput: boolean;
  muted: boolean;
  /** Keys pressed during the call. */
  keypad: string;
  /** The current locale of the call (en-US, es-US). */
  locale: string;
  /** An inline notice that does not end the call. */
  notice: string | null;
  /** Why the call failed or ended against the caller's will. */
  error: string | null;
  endReason: PhoneEndReason | null;
  /** The relay handed the call to a person (the sandbox cannot bridge it). */
  transfer: Handoff | null;
  saveState: PhoneSaveState;
  savedCallId: string | null;
}

export const IDLE_PHONE: PhoneSnapshot = {
  phase: 'idle',
  activity: null,
  to: '',
  from: '',
  callSid: null,
  agentId: null,
  outcome: null,
  connectedAt: null,
  durationSeconds: null,
  lines: [],
  interim: '',
  speechInput: false,
  muted: false,
  keypad: '',
  locale: 'en-US',
  notice: null,
  error: null,
  endReason: null,
  transfer: null,
  saveState: 'none',
  savedCallId: null,
};

/** One reply of the agent: its line, and its pieces spoken in turn after the replies before it. */
interface Reply {
  lineId: number;
  text: string;
  chunker: SentenceChunker;
  pieces: string[];
  speaker: ReplySpeaker | null;
  startedAt: number;
  done: boolean;
  cancelled: boolean;
  complete: Promise<void>;
  resolveComplete: () => void;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A call from the phone simulator to one of the owner's sandbox numbers, with the browser standing in
 * for Twilio: it places the call (the voice webhook answers), speaks ConversationRelay over the relay
 * socket, turns the caller's speech (or typed turns) into prompts, speaks the agent's streamed replies
 * with /api/tts in the call's voice, records both sides, and on hang-up has the call saved and uploads
 * the recording. Subscribe to `getSnapshot` changes (useSyncExternalStore).
 */
export class PhoneCall {
  private snap: PhoneSnapshot;
  private readonly listeners = new Set<() => void>();
  private nextLineId = 1;

  private call: SandboxCall | null = null;
  private relay: RelayClient | null = null;
  private voice = '';
  private stream: MediaStream | null = null;
  private audio: CallAudio | null = null;
  private recording: Promise<Blob | null> = Promise.resolve(null);
  private speech: SpeechInput | null = null;

  /** The reply tokens currently arrive for (null between replies). */
  private streaming: Reply | null = null;
  /** Replies not yet heard to the end, oldest first. */
  private replies: Reply[] = [];
  /** A reply the caller cannot cut into (the greeting the TwiML marks not interruptible), while it plays. */
  private unbroken: Reply | null = null;
  /** The words of the utterance so far last sent as a partial prompt. */
  private partialSent = '';
  private playback: Promise<void> = Promise.resolve();
  /** After an interruption, the rest of the cut reply may still be on its way: dropped until the next prompt. */
  private discardTokens = false;
  private ending = false;
  private saving: Promise<void> | null = null;

  constructor(to: string, from: string) {
    this.snap = { ...IDLE_PHONE, to, from };
  }

  // ---------------------------------------------------------------- store

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snap;

  private update(patch: Partial<PhoneSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  private addLine(role: PhoneLine['role'], text: string, extra: Partial<PhoneLine> = {}): number {
    const line: PhoneLine = { id: this.nextLineId++, role, text, timestamp: iso(Date.now()), ...extra };
    this.update({ lines: [...this.snap.lines, line] });
    return line.id;
  }

  private patchLine(id: number, patch: Partial<PhoneLine> | null) {
    const lines = patch === null ? this.snap.lines.filter((l) => l.id !== id) : this.snap.lines.map((l) => (l.id === id ? { ...l, ...patch } : l));
    this.update({ lines });
  }

  private get live() {
    return this.snap.phase === 'dialing' || this.snap.phase === 'connected';
  }

  // ---------------------------------------------------------------- placing the call

  /** Dialing: the microphone, then the call (the voice webhook), then the relay socket. */
  async start(): Promise<void> {
    if (this.snap.phase !== 'idle') return;
    this.update({ phase: 'dialing' });
    try {
      this.stream = await openMicrophone();
    } catch (error) {
      this.finish('microphone', inCallMicMessage(error));
      return;
    }
    if (!this.live) return this.releaseMicrophone();
    try {
      this.audio = new CallAudio(this.stream, (confidence) => this.onVoiceCheck(confidence));
    } catch (error) {
      this.finish('microphone', inCallMicMessage(error));
      return;
    }

    let call: SandboxCall;
    try {
      call = await api.placeSandboxCall({ to: this.snap.to, ...(this.snap.from ? { from: this.snap.from } : {}) });
    } catch (error) {
      this.finish('failed', describeError(error, PHONE_MESSAGES.placeFailed));
      return;
    }
    this.call = call;
    this.voice = call.voice;
    this.update({ callSid: call.callSid, from: call.from, agentId: call.agentId, outcome: call.status, locale: call.language || 'en-US' });
    if (!this.live) return void this.save();

    if (call.status !== 'in-progress' || !call.relayUrl) return this.answeredBySay(call);

    if (!(await this.connectRelay(call, call.relayUrl))) {
      if (!this.live) return;
      this.finish('failed', PHONE_MESSAGES.relayFailed);
      void this.save();
      return;
    }
    this.update({ phase: 'connected', connectedAt: Date.now(), activity: 'speaking' });
    this.startSpeechInput(this.snap.locale);
    // The carrier speaks the welcome greeting itself.
    const greeting = this.beginReply();
    if (call.welcomeGreetingInterruptible === 'none') this.unbroken = greeting;
    this.addReplyText(greeting, call.welcomeGreeting);
    this.completeReply(greeting);
  }

  /** Opens the relay socket and sends setup; messages and the close of a socket no longer in use are ignored. */
  private async connectRelay(call: SandboxCall, url: string): Promise<boolean> {
    const relay: RelayClient = new RelayClient({
      onMessage: (m) => this.relay === relay && this.onRelayMessage(m),
      onClose: () => this.relay === relay && this.onRelayClosed(),
    });
    try {
      await relay.open(url);
    } catch {
      return false;
    }
    if (!this.live) {
      relay.close();
      return false;
    }
    this.relay = relay;
    relay.send(setupMessage(call));
    return true;
  }

  /**
   * The relay's server is stopping and hands the call over: as the carrier does, follow <Connect action>
   * (through the sandbox line) to a new socket, where the conversation carries on without a greeting.
   */
  private async onHandover(handoffData: string) {
    const call = this.call;
    if (!call || this.ending || !this.live) return;
    const previous = this.relay;
    this.relay = null;
    previous?.close();
    try {
      const next = await api.reconnectSandboxCall(call.callSid, handoffData);
      if (next.status === 'in-progress' && next.relayUrl && (await this.connectRelay({ ...call, parameters: next.parameters }, next.relayUrl))) return;
    } catch {
      // the line drops, below
    }
    if (!this.live) return;
    this.finish('dropped', PHONE_MESSAGES.dropped);
    void this.save();
  }

  /** The voice webhook answered with <Say> (paused agent, a number no agent takes, voicemail): hear it, then the line hangs up. */
  private async answeredBySay(call: SandboxCall) {
    this.update({ phase: 'connected', connectedAt: Date.now(), activity: 'speaking' });
    for (const say of call.say) await this.speakSay(say);
    if (!this.live) return;
    if (call.status === 'voicemail') this.addLine('system', PHONE_MESSAGES.messageNotSimulated);
    this.finish(call.status === 'voicemail' ? 'voicemail' : 'rejected', null);
    if (call.status === 'voicemail') void this.save();
  }

  private async speakSay(say: SandboxSay) {
    if (!this.live || !say.text) return;
    this.voice = say.voice;
    this.update({ locale: say.language });
    const reply = this.beginReply();
    this.addReplyText(reply, say.text);
    this.completeReply(reply);
    await this.playback;
  }

  private releaseMicrophone() {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
  }

  private startSpeechInput(locale: string) {
    this.speech?.stop();
    this.speech = null;
    if (!speechRecognitionAvailable()) {
      this.update({ notice: CALL_MESSAGES.noSpeechRecognition, speechInput: false });
      return;
    }
    const speech = new SpeechInput(locale, {
      onFinal: (text) => {
        this.update({ interim: '' });
        this.handleUtterance(text, 'speech');
      },
      onInterim: (text) => {
        if (this.snap.muted) return;
        this.update({ interim: text });
        this.sendPartial(text);
      },
      onError: (code) => {
        this.speech = null;
        this.update({ speechInput: false, interim: '', notice: PHONE_MESSAGES.recognitionStopped(code) });
      },
    });
    this.speech = speech;
    speech.start();
    if (this.live && this.speech === speech) this.update({ speechInput: true });
  }

  // ---------------------------------------------------------------- the caller

  /** A typed turn; false when it was not taken (too short, or the agent is still thinking). */
  sendText(text: string): boolean {
    return this.handleUtterance(text, 'typed');
  }

  /** As the carrier does when the TwiML asks for partial prompts: the words so far, while the caller speaks. */
  private sendPartial(raw: string) {
    const text = raw.trim();
    if (!this.call?.partialPrompts || !this.relay || this.ending || this.snap.phase !== 'connected' || this.snap.activity !== 'listening') return;
    if ([...text].length <= MIN_INPUT_LENGTH || text === this.partialSent) return;
    this.partialSent = text;
    this.relay.send(promptMessage(text, this.snap.locale, false));
  }

  /** The greeting the TwiML marks not interruptible is still playing: what the caller says is not passed on. */
  private greetingUnbroken(): boolean {
    if (this.unbroken && this.replies[0] !== this.unbroken) this.unbroken = null;
    return this.unbroken !== null;
  }

  private handleUtterance(raw: string, source: 'speech' | 'typed'): boolean {
    const text = raw.trim();
    this.partialSent = '';
    if ([...text].length <= MIN_INPUT_LENGTH || this.snap.phase !== 'connected' || !this.relay || this.ending) return false;
    if (source === 'speech' && this.snap.muted) return false;
    if (this.greetingUnbroken()) return false;
    const activity = this.snap.activity;
    if (activity === 'speaking') {
      // Spoken words while the agent talks are most likely its echo (the voice detector decides about
      // spoken barge-in); a typed turn cuts in.
      if (source === 'speech') return false;
      this.interrupt();
    } else if (activity !== 'listening') {
      return false;
    }
    this.discardTokens = false;
    this.addLine('user', text);
    this.relay.send(promptMessage(text, this.snap.locale));
    this.update({ activity: 'thinking' });
    return true;
  }

  /** Barge-in: the agent stops; the relay learns what the caller heard of the reply. */
  private interrupt() {
    const playing = this.replies[0];
    if (!playing || !this.relay || this.greetingUnbroken()) return;
    const heard = playing.speaker?.heardText() ?? '';
    this.relay.send(interruptMessage(heard, Date.now() - playing.startedAt));
    for (const reply of this.replies) this.cancelReply(reply, reply === playing ? heard : '');
    this.replies = [];
    this.streaming = null;
    this.playback = Promise.resolve();
    this.discardTokens = true;
    this.setDuck(1);
    this.update({ activity: 'listening' });
  }

  private onVoiceCheck(confidence: number) {
    if (this.snap.activity !== 'speaking' || this.snap.muted || this.ending) {
      this.setDuck(1);
      return;
    }
    if (isInterruption(confidence)) this.interrupt();
    else this.setDuck(duckedGain(confidence));
  }

  private setDuck(gain: number) {
    this.audio?.setDuck(gain);
  }

  /** Mute: the microphone sends silence and speech is not taken. */
  setMuted(muted: boolean): void {
    this.stream?.getAudioTracks().forEach((track) => (track.enabled = !muted));
    this.update({ muted, interim: '' });
  }

  /** A keypad key during the call: the relay hears it as DTMF; the caller hears its tone. */
  pressKey(key: string): void {
    if (this.snap.phase !== 'connected' || !this.relay || this.ending) return;
    this.relay.send(dtmfMessage(key));
    this.playTone(key);
    this.update({ keypad: (this.snap.keypad + key).slice(-24) });
  }

  private playTone(key: string) {
    const frequencies = dtmfFrequencies(key);
    if (!frequencies || !this.audio) return;
    const { context, replyBus: output } = this.audio;
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(output);
    const stopAt = context.currentTime + 0.15;
    for (const frequency of frequencies) {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start();
      oscillator.stop(stopAt);
      oscillator.onended = () => oscillator.disconnect();
    }
  }

  // ---------------------------------------------------------------- the agent

  private onRelayMessage(message: RelayServerMessage) {
    if (!this.live) return;
    switch (message.type) {
      case 'text': {
        if (this.discardTokens || this.ending) return;
        const reply = this.streaming ?? this.beginReply();
        this.addReplyText(reply, message.token);
        if (message.last) this.completeReply(reply);
        return;
      }
      case 'language': {
        const locale = message.ttsLanguage || this.snap.locale;
        this.voice = voiceForLocale(this.call?.languages ?? [], locale, this.voice);
        this.update({ locale });
        if (this.snap.speechInput) this.startSpeechInput(message.transcriptionLanguage || locale);
        return;
      }
      case 'end': {
        const handoff = parseHandoff(message.handoffData);
        if (handoff.kind === 'handover') void this.onHandover(message.handoffData);
        else void this.onEnd(handoff);
        return;
      }
      default:
        return;
    }
  }

  private beginReply(): Reply {
    let resolveComplete!: () => void;
    const complete = new Promise<void>((resolve) => (resolveComplete = resolve));
    const reply: Reply = {
      lineId: this.addLine('model', '', { streaming: true }),
      text: '',
      chunker: new SentenceChunker(),
      pieces: [],
      speaker: null,
      startedAt: Date.now(),
      done: false,
      cancelled: false,
      complete,
      resolveComplete,
    };
    this.streaming = reply;
    this.replies.push(reply);
    const previous = this.playback;
    const heard = previous.then(() => this.play(reply));
    this.playback = heard;
    void heard.then(() => {
      // Everything said has been heard and nothing more is expected: the caller has the floor.
      if (this.playback === heard && this.snap.activity !== 'thinking' && this.snap.phase === 'connected' && !this.ending) {
        this.setDuck(1);
        this.update({ activity: 'listening' });
      }
    });
    return reply;
  }

  private addReplyText(reply: Reply, text: string) {
    if (!text) return;
    reply.text += text;
    this.patchLine(reply.lineId, { text: reply.text });
    if (this.snap.activity === 'thinking' || this.snap.activity === 'listening') this.update({ activity: 'speaking' });
    for (const piece of reply.chunker.push(text)) this.queuePiece(reply, piece);
  }

  private queuePiece(reply: Reply, piece: string) {
    if (reply.speaker) reply.speaker.enqueue(piece);
    else reply.pieces.push(piece);
  }

  private completeReply(reply: Reply) {
    if (reply.done) return;
    reply.done = true;
    for (const piece of reply.chunker.flush()) this.queuePiece(reply, piece);
    if (this.streaming === reply) this.streaming = null;
    this.patchLine(reply.lineId, { streaming: false });
    if (!reply.text.trim()) this.patchLine(reply.lineId, null);
    reply.resolveComplete();
  }

  private cancelReply(reply: Reply, heard: string) {
    reply.cancelled = true;
    reply.speaker?.stop();
    this.patchLine(reply.lineId, heard ? { text: heard, interrupted: true, streaming: false } : null);
    reply.resolveComplete();
  }

  /** Speaks a reply once the ones before it have been heard. */
  private async play(reply: Reply) {
    if (reply.cancelled || !this.audio || !this.live) return;
    const speaker = new ReplySpeaker({
      context: this.audio.context,
      output: this.audio.replyBus,
      synthesize: this.synthesize,
      locale: this.snap.locale,
    });
    reply.speaker = speaker;
    reply.startedAt = Date.now();
    for (const piece of reply.pieces.splice(0)) speaker.enqueue(piece);
    await reply.complete;
    if (reply.cancelled) return;
    await speaker.finish();
    this.replies = this.replies.filter((r) => r !== reply);
  }

  private synthesize = (text: string, signal: AbortSignal) =>
    api.speak(
      { employee: '', language: languageOfLocale(this.snap.locale), text, provider: 'google', format: 'mp3', ...(this.voice ? { voiceName: this.voice } : {}) },
      signal,
    );

  // ---------------------------------------------------------------- ending

  /** The relay hands the call back: once its last words are heard, transfer, take a message or hang up. */
  private async onEnd(handoff: Handoff) {
    if (this.ending) return;
    this.ending = true;
    this.speech?.stop();
    this.speech = null;
    this.update({ speechInput: false, interim: '' });
    await this.playback;
    if (!this.live) return;
    if (handoff.kind === 'transfer') {
      this.update({ transfer: handoff });
      this.finish('transfer', null);
    } else if (handoff.kind === 'message') {
      this.addLine('system', PHONE_MESSAGES.messageNotSimulated);
      this.finish('message', null);
    } else {
      this.finish('agent', null);
    }
    void this.save();
  }

  private onRelayClosed() {
    if (!this.live || this.ending) return;
    this.finish('dropped', PHONE_MESSAGES.dropped);
    void this.save();
  }

  /** The caller hangs up (also when the page goes away). */
  hangUp(): void {
    if (!this.live) return;
    const placed = this.call !== null;
    this.finish('hangup', null);
    if (placed) void this.save();
  }

  /** Stops everything live and ends the call. */
  private finish(reason: PhoneEndReason, error: string | null) {
    if (!this.live) return;
    const connectedAt = this.snap.connectedAt;
    for (const reply of this.replies) {
      reply.cancelled = true;
      reply.speaker?.stop();
      reply.resolveComplete();
      this.patchLine(reply.lineId, reply.text.trim() ? { streaming: false } : null);
    }
    this.replies = [];
    this.streaming = null;
    this.relay?.close();
    this.relay = null;
    this.speech?.stop();
    this.speech = null;
    if (this.audio) this.recording = this.audio.stop();
    else this.releaseMicrophone();
    this.update({
      phase: 'ended',
      activity: null,
      endReason: reason,
      error,
      interim: '',
      speechInput: false,
      durationSeconds: connectedAt ? Math.round((Date.now() - connectedAt) / 1000) : 0,
    });
  }

  /** Hangs the call up on the line (the call is saved) and uploads the recording; once. */
  private save(): Promise<void> {
    if (this.saving) return this.saving;
    const callSid = this.snap.callSid;
    if (!callSid || this.snap.outcome === 'rejected') return Promise.resolve();
    this.update({ saveState: 'saving' });
    this.saving = (async () => {
      let callId: string;
      try {
        callId = (await api.hangupSandboxCall(callSid, this.snap.durationSeconds ?? 0)).callId || callSid;
      } catch {
        this.update({ saveState: 'failed', notice: PHONE_MESSAGES.saveFailed });
        return;
      }
      const recording = await this.recording.catch(() => null);
      if (recording) await api.uploadRecording(callId, recording, recording.type || 'audio/webm').catch(() => undefined);
      this.update({ saveState: 'saved', savedCallId: callId });
    })();
    return this.saving;
  }
}
