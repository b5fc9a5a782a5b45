/**
 * What the two browser calls share (the demo and test call over /api/chat, the phone simulator over the
 * relay socket): a snapshot store for useSyncExternalStore with the transcript lines, the microphone and
 * the call's recorded audio graph, barge-in detection with ducking, and speech recognition.
 */
import { CallAudio } from './callAudio';
import { CALL_MESSAGES } from './constants';
import { inCallMicMessage } from './microphone';
import { SpeechInput, speechRecognitionAvailable } from './recognition';
import { duckedGain, isInterruption } from './voiceActivity';

export interface CallLine {
  id: number;
  role: 'user' | 'model' | 'system';
  text: string;
  timestamp: string;
  /** The caller spoke over this reply; it holds what they heard. */
  interrupted?: boolean;
  /** Still arriving. */
  streaming?: boolean;
}

/** The part of a call's snapshot the session keeps itself. */
export interface SessionSnapshot<L extends CallLine> {
  lines: L[];
  /** Interim words of the caller while they speak. */
  interim: string;
  /** Speech recognition is listening (false: typed turns only). */
  speechInput: boolean;
  /** An inline notice that does not end the call. */
  notice: string | null;
}

export const iso = (ms: number) => new Date(ms).toISOString();

export abstract class CallSession<S extends SessionSnapshot<L>, L extends CallLine = CallLine> {
  protected snap: S;
  private readonly listeners = new Set<() => void>();
  private nextLineId = 1;

  protected stream: MediaStream | null = null;
  protected audio: CallAudio | null = null;
  /** Both sides of the call, mixed, once the call's audio stops. */
  protected recording: Promise<Blob | null> = Promise.resolve(null);
  protected speech: SpeechInput | null = null;

  constructor(
    initial: S,
    protected readonly now: () => number = () => Date.now(),
  ) {
    this.snap = initial;
  }

  /** The call is still going (speech and the microphone matter); a method, as any await may end the call. */
  protected abstract live(): boolean;
  /** The employee is speaking and a caller's voice now would cut in. */
  protected abstract speaking(): boolean;
  /** The caller's voice cut the employee's reply. */
  protected abstract interrupt(): void;
  /** A caller turn, spoken or typed; false when it was not taken. */
  protected abstract handleUtterance(text: string, source: 'speech' | 'typed'): boolean;

  // ---------------------------------------------------------------- store

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snap;

  protected update(patch: Partial<S>) {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  protected addLine(role: L['role'], text: string, extra: Partial<L> = {}): number {
    const line = { id: this.nextLineId++, role, text, timestamp: iso(this.now()), ...extra } as L;
    this.update({ lines: [...this.snap.lines, line] } as Partial<S>);
    return line.id;
  }

  protected patchLine(id: number, patch: Partial<L> | null) {
    const lines = patch === null ? this.snap.lines.filter((l) => l.id !== id) : this.snap.lines.map((l) => (l.id === id ? { ...l, ...patch } : l));
    this.update({ lines } as Partial<S>);
  }

  /** A typed turn (every browser can hold a call this way); false when it was not taken. */
  sendText(text: string): boolean {
    return this.handleUtterance(text, 'typed');
  }

  // ---------------------------------------------------------------- audio

  /** Builds the call's audio graph on the open microphone; the message to show when it cannot. */
  protected startAudio(stream: MediaStream): string | null {
    this.stream = stream;
    try {
      this.audio = new CallAudio(stream, (confidence) => this.onVoiceCheck(confidence));
      return null;
    } catch (error) {
      return inCallMicMessage(error);
    }
  }

  protected releaseMicrophone() {
    this.stream?.getTracks().forEach((track) => track.stop());
    this.stream = null;
  }

  /** Stops listening and recording: the recording is kept, the microphone released. */
  protected stopMedia() {
    this.stopSpeech();
    if (this.audio) this.recording = this.audio.stop();
    else this.releaseMicrophone();
  }

  /** While the employee speaks, the caller's voice ducks the reply, and a clear voice cuts it. */
  private onVoiceCheck(confidence: number) {
    if (!this.speaking()) {
      this.setDuck(1);
      return;
    }
    if (isInterruption(confidence)) this.interrupt();
    else this.setDuck(duckedGain(confidence));
  }

  protected setDuck(gain: number) {
    this.audio?.setDuck(gain);
  }

  // ---------------------------------------------------------------- speech

  /** Listens in `locale` (replacing any recogniser); without recognition, typed turns keep the call going. */
  protected listen(locale: string, on: { interim: (text: string) => void; error: (code: string) => void }) {
    this.stopSpeech();
    if (!speechRecognitionAvailable()) {
      this.update({ notice: CALL_MESSAGES.noSpeechRecognition, speechInput: false } as Partial<S>);
      return;
    }
    const speech = new SpeechInput(locale, {
      onFinal: (text) => {
        this.update({ interim: '' } as Partial<S>);
        this.handleUtterance(text, 'speech');
      },
      onInterim: on.interim,
      onError: on.error,
    });
    this.speech = speech;
    speech.start();
    if (this.live() && this.speech === speech) this.update({ speechInput: true } as Partial<S>);
  }

  protected stopSpeech() {
    this.speech?.stop();
    this.speech = null;
  }
}
