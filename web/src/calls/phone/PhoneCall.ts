import { api } from '../../api/endpoints';
import { describeError } from '../../api/errors';
import type { SandboxCall, SandboxDialAnswer, SandboxSay } from '@landline/api';
import { CallSession } from '../callSession';
import { MIN_INPUT_LENGTH } from '../constants';
import { inCallMicMessage, openMicrophone } from '../microphone';
import { playDtmfTone } from './dtmfTone';
import { OnCallLadder } from './onCall';
import { PHONE_MESSAGES } from './phoneMessages';
import { IDLE_PHONE, type PhoneEndReason, type PhoneSnapshot } from './phoneSnapshot';
import { RelayClient } from './relayClient';
import { ReplyQueue } from './replyQueue';
import { dtmfMessage, interruptMessage, languageOfLocale, parseHandoff, promptMessage, setupMessage, voiceForLocale, type Handoff, type RelayServerMessage } from './relayProtocol';

/**
 * A call from the phone simulator to one of the owner's sandbox numbers, with the browser standing in
 * for Twilio: it places the call (the voice webhook answers), speaks ConversationRelay over the relay
 * socket, turns the caller's speech (or typed turns) into prompts, speaks the agent's streamed replies
 * with /api/tts in the call's voice, records both sides, and on hang-up has the call saved and uploads
 * the recording. An emergency transfer rings the on-call team, answered on the simulator's screen
 * (onCall.ts). Subscribe to `getSnapshot` changes (useSyncExternalStore).
 */
export class PhoneCall extends CallSession<PhoneSnapshot> {
  private call: SandboxCall | null = null;
  private relay: RelayClient | null = null;
  private voice = '';

  /** The words of the utterance so far last sent as a partial prompt. */
  private partialSent = '';
  /** After an interruption, the rest of the cut reply may still be on its way: dropped until the next prompt. */
  private discardTokens = false;
  private ending = false;
  private saving: Promise<void> | null = null;

  private readonly replies = new ReplyQueue({
    addLine: () => this.addLine('model', '', { streaming: true }),
    patchLine: (id, patch) => this.patchLine(id, patch),
    audio: () => this.audio,
    live: () => this.live(),
    locale: () => this.snap.locale,
    synthesize: (text, signal) =>
      api.speak({ employee: '', language: languageOfLocale(this.snap.locale), text, provider: 'google', format: 'mp3', ...(this.voice ? { voiceName: this.voice } : {}) }, signal),
    onWords: () => {
      if (this.snap.activity === 'thinking' || this.snap.activity === 'listening') this.update({ activity: 'speaking' });
    },
    onAllHeard: () => {
      // Everything said has been heard and nothing more is expected: the caller has the floor.
      if (this.snap.activity === 'thinking' || this.snap.phase !== 'connected' || this.ending) return;
      this.setDuck(1);
      this.update({ activity: 'listening' });
    },
  });

  private readonly onCall = new OnCallLadder(
    {
      callSid: () => this.snap.callSid ?? '',
      live: () => this.live(),
      set: (onCall) => this.update({ onCall, activity: null }),
      note: (text) => void this.addLine('system', text),
      speak: async (say) => {
        for (const line of say) await this.speakSay(line);
      },
      end: () => {
        this.finish('transfer', null);
        void this.save();
      },
    },
    { reconnect: api.reconnectSandboxCall, answer: api.answerSandboxDial },
  );

  constructor(to: string, from: string) {
    super({ ...IDLE_PHONE, to, from });
  }

  protected live(): boolean {
    return this.snap.phase === 'dialing' || this.snap.phase === 'connected';
  }

  // ---------------------------------------------------------------- placing the call

  /** Dialing: the microphone, then the call (the voice webhook), then the relay socket. */
  async start(): Promise<void> {
    if (this.snap.phase !== 'idle') return;
    this.update({ phase: 'dialing' });
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (error) {
      this.finish('microphone', inCallMicMessage(error));
      return;
    }
    if (!this.live()) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const audioProblem = this.startAudio(stream);
    if (audioProblem) {
      this.finish('microphone', audioProblem);
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
    if (!this.live()) return void this.save();

    if (call.status !== 'in-progress' || !call.relayUrl) return this.answeredBySay(call);

    if (!(await this.connectRelay(call, call.relayUrl))) {
      if (!this.live()) return;
      this.finish('failed', PHONE_MESSAGES.relayFailed);
      void this.save();
      return;
    }
    this.update({ phase: 'connected', connectedAt: Date.now(), activity: 'speaking' });
    this.startSpeechInput(this.snap.locale);
    // The carrier speaks the welcome greeting itself.
    void this.replies.say(call.welcomeGreeting, call.welcomeGreetingInterruptible === 'none');
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
    if (!this.live()) {
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
    if (!call || this.ending || !this.live()) return;
    const previous = this.relay;
    this.relay = null;
    previous?.close();
    try {
      const next = await api.reconnectSandboxCall(call.callSid, handoffData);
      if (next.status === 'in-progress' && next.relayUrl && (await this.connectRelay({ ...call, parameters: next.parameters }, next.relayUrl))) return;
    } catch {
      // the line drops, below
    }
    if (!this.live()) return;
    this.finish('dropped', PHONE_MESSAGES.dropped);
    void this.save();
  }

  /** The voice webhook answered with <Say> (paused agent, a number no agent takes, voicemail): hear it, then the line hangs up. */
  private async answeredBySay(call: SandboxCall) {
    this.update({ phase: 'connected', connectedAt: Date.now(), activity: 'speaking' });
    for (const say of call.say) await this.speakSay(say);
    if (!this.live()) return;
    if (call.status === 'voicemail') this.addLine('system', PHONE_MESSAGES.messageNotSimulated);
    this.finish(call.status === 'voicemail' ? 'voicemail' : 'rejected', null);
    if (call.status === 'voicemail') void this.save();
  }

  private async speakSay(say: SandboxSay) {
    if (!this.live() || !say.text) return;
    this.voice = say.voice;
    this.update({ locale: say.language });
    await this.replies.say(say.text);
  }

  private startSpeechInput(locale: string) {
    this.listen(locale, {
      interim: (text) => {
        if (this.snap.muted) return;
        this.update({ interim: text });
        this.sendPartial(text);
      },
      error: (code) => {
        this.speech = null;
        this.update({ speechInput: false, interim: '', notice: PHONE_MESSAGES.recognitionStopped(code) });
      },
    });
  }

  // ---------------------------------------------------------------- the caller

  /** As the carrier does when the TwiML asks for partial prompts: the words so far, while the caller speaks. */
  private sendPartial(raw: string) {
    const text = raw.trim();
    if (!this.call?.partialPrompts || !this.relay || this.ending || this.snap.phase !== 'connected' || this.snap.activity !== 'listening') return;
    if (Array.from(text).length <= MIN_INPUT_LENGTH || text === this.partialSent) return;
    this.partialSent = text;
    this.relay.send(promptMessage(text, this.snap.locale, false));
  }

  protected handleUtterance(raw: string, source: 'speech' | 'typed'): boolean {
    const text = raw.trim();
    this.partialSent = '';
    if (Array.from(text).length <= MIN_INPUT_LENGTH || this.snap.phase !== 'connected' || !this.relay || this.ending) return false;
    if (source === 'speech' && this.snap.muted) return false;
    // The greeting the TwiML marks not interruptible is still playing: what the caller says is not passed on.
    if (this.replies.unbrokenPlaying()) return false;
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

  protected speaking() {
    return this.snap.activity === 'speaking' && !this.snap.muted && !this.ending;
  }

  /** Barge-in: the agent stops; the relay learns what the caller heard of the reply. */
  protected interrupt() {
    if (!this.relay || this.replies.unbrokenPlaying()) return;
    const cut = this.replies.cut();
    if (!cut) return;
    this.relay.send(interruptMessage(cut.heard, cut.ms));
    this.discardTokens = true;
    this.setDuck(1);
    this.update({ activity: 'listening' });
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
    if (this.audio) playDtmfTone(this.audio, key);
    this.update({ keypad: (this.snap.keypad + key).slice(-24) });
  }

  // ---------------------------------------------------------------- the agent

  private onRelayMessage(message: RelayServerMessage) {
    if (!this.live()) return;
    switch (message.type) {
      case 'text': {
        if (this.discardTokens || this.ending) return;
        this.replies.stream(message.token, message.last);
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
        else void this.onEnd(handoff, message.handoffData);
        return;
      }
      default:
        return;
    }
  }

  // ---------------------------------------------------------------- ending

  /**
   * The relay hands the call back: once its last words are heard, transfer, take a message or hang up. An
   * emergency transfer goes on with the on-call team being rung.
   */
  private async onEnd(handoff: Handoff, handoffData: string) {
    if (this.ending) return;
    this.ending = true;
    this.stopSpeech();
    this.update({ speechInput: false, interim: '' });
    await this.replies.heard();
    if (!this.live()) return;
    if (handoff.kind === 'transfer') {
      this.update({ transfer: handoff });
      if (handoff.reason === 'emergency') {
        this.relay?.close();
        this.relay = null;
        return this.onCall.begin(handoffData);
      }
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
    if (!this.live() || this.ending) return;
    this.finish('dropped', PHONE_MESSAGES.dropped);
    void this.save();
  }

  /** As the on-call person being rung: take the call (1), pass it on (2), or let it ring out. */
  answerOnCall(answer: SandboxDialAnswer): void {
    void this.onCall.answer(answer);
  }

  /** The caller hangs up (also when the page goes away). */
  hangUp(): void {
    if (!this.live()) return;
    const placed = this.call !== null;
    this.finish('hangup', null);
    if (placed) void this.save();
  }

  /** Stops everything live and ends the call. */
  private finish(reason: PhoneEndReason, error: string | null) {
    if (!this.live()) return;
    const connectedAt = this.snap.connectedAt;
    this.replies.stop();
    this.onCall.stop();
    this.relay?.close();
    this.relay = null;
    this.stopMedia();
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
