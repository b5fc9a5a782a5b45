import { TIMINGS } from './constants';

/** The speech-synthesis fallback's time limit: 100 ms per character plus 2 s. */
export function synthesisTimeoutMs(text: string): number {
  return text.length * TIMINGS.synthesisMsPerChar + TIMINGS.synthesisBaseMs;
}

export interface SpeakerOptions {
  /** The call's audio graph: replies play into `output` (speakers and the recording). */
  context: AudioContext;
  output: AudioNode;
  /** Fetches the reply audio (POST /api/tts with the employee's voice). */
  synthesize: (text: string, signal: AbortSignal) => Promise<Blob>;
  /** speechSynthesis language when the reply audio cannot be fetched or played. */
  locale: string;
  /** A piece starts playing. */
  onPieceStart?: (text: string) => void;
}

interface Piece {
  text: string;
  audio: Promise<AudioBuffer | null>;
}

/**
 * Speaks a reply piece by piece, in order: each piece's audio is fetched as soon as it is queued, so
 * later pieces download while earlier ones play. A piece whose audio cannot be fetched or decoded is
 * spoken by the browser's speech synthesis instead (with its time limit).
 */
export class ReplySpeaker {
  private queue: Piece[] = [];
  private playing = false;
  private closed = false;
  private stopped = false;
  private readonly abort = new AbortController();
  private source: AudioBufferSourceNode | null = null;
  private wake: (() => void) | null = null;
  private drained: Promise<void>;
  private resolveDrained!: () => void;
  private readonly heard: string[] = [];

  constructor(private readonly options: SpeakerOptions) {
    this.drained = new Promise((resolve) => (this.resolveDrained = resolve));
  }

  /** Queues a piece of the reply. */
  enqueue(text: string): void {
    if (this.stopped || this.closed || !text.trim()) return;
    this.queue.push({ text, audio: this.load(text) });
    if (!this.playing) void this.run();
  }

  /** No more pieces will come; answers when everything queued has been spoken (or the speaker stopped). */
  finish(): Promise<void> {
    this.closed = true;
    if (!this.playing && this.queue.length === 0) this.resolveDrained();
    return this.drained;
  }

  /** Stops at once (interruption, end of call). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.queue = [];
    this.abort.abort();
    try {
      this.source?.stop();
    } catch {
      // already stopped
    }
    if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
    this.wake?.();
    this.resolveDrained();
  }

  /** What the caller has heard so far: the pieces that started playing. */
  heardText(): string {
    return this.heard.join(' ').trim();
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private async load(text: string): Promise<AudioBuffer | null> {
    try {
      const blob = await this.options.synthesize(text, this.abort.signal);
      const bytes = await blob.arrayBuffer();
      if (bytes.byteLength === 0) return null;
      return await this.options.context.decodeAudioData(bytes);
    } catch {
      return null;
    }
  }

  private async run(): Promise<void> {
    this.playing = true;
    while (!this.stopped) {
      const piece = this.queue.shift();
      if (!piece) break;
      const buffer = await piece.audio;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- TS keeps the loop's narrowing across the await, while stop() may run as the audio loads
      if (this.stopped) break;
      this.heard.push(piece.text);
      this.options.onPieceStart?.(piece.text);
      if (buffer) await this.playBuffer(buffer);
      else await this.speakWithSynthesis(piece.text);
    }
    this.playing = false;
    if (this.stopped || this.closed) this.resolveDrained();
  }

  private playBuffer(buffer: AudioBuffer): Promise<void> {
    return new Promise((resolve) => {
      const { context, output } = this.options;
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(output);
      this.source = source;
      // A stalled context (no audio output) must not hang the call: give up a little after the piece's length.
      const guard = window.setTimeout(done, buffer.duration * 1000 + 1500);
      function done() {
        window.clearTimeout(guard);
        source.onended = null;
        try {
          source.disconnect();
        } catch {
          // already disconnected
        }
        resolve();
      }
      source.onended = done;
      this.wake = done;
      source.start();
    });
  }

  private speakWithSynthesis(text: string): Promise<void> {
    return new Promise((resolve) => {
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        window.clearTimeout(timer);
        resolve();
      };
      const timer = window.setTimeout(() => {
        if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
        done();
      }, synthesisTimeoutMs(text));
      this.wake = done;
      if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return;
      try {
        const utterance = new SpeechSynthesisUtterance(text);
        utterance.lang = this.options.locale;
        utterance.onend = done;
        utterance.onerror = done;
        speechSynthesis.speak(utterance);
      } catch {
        // the timer still ends the piece
      }
    });
  }
}
