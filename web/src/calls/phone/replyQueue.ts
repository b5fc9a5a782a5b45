import type { CallAudio } from '../callAudio';
import { SentenceChunker } from '../sentences';
import { ReplySpeaker } from '../speaker';
import type { PhoneLine } from './phoneSnapshot';

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

export interface ReplyHost {
  /** Adds the (empty, streaming) line of a new reply. */
  addLine(): number;
  /** Changes a line; null removes it. */
  patchLine(id: number, patch: Partial<PhoneLine> | null): void;
  /** Where replies play (null once the call has no audio). */
  audio(): CallAudio | null;
  live(): boolean;
  locale(): string;
  synthesize: (text: string, signal: AbortSignal) => Promise<Blob>;
  /** Words of a reply arrived: the agent has the floor. */
  onWords(): void;
  /** Everything queued has been heard. */
  onAllHeard(): void;
}

/**
 * The agent's side of the call: replies streamed token by token into their lines, cut into sentences and
 * spoken with the call's voice, each once the ones before it have been heard; a barge-in cuts them all.
 */
export class ReplyQueue {
  /** The reply tokens currently arrive for (null between replies). */
  private streaming: Reply | null = null;
  /** Replies not yet heard to the end, oldest first. */
  private replies: Reply[] = [];
  /** A reply the caller cannot cut into (the greeting the TwiML marks not interruptible), while it plays. */
  private unbroken: Reply | null = null;
  private playback: Promise<void> = Promise.resolve();

  constructor(private readonly host: ReplyHost) {}

  /** Resolves once everything queued so far has been heard (or cut). */
  heard(): Promise<void> {
    return this.playback;
  }

  /** Tokens of the reply under way (a new reply when none is); `last` completes it. */
  stream(token: string, last: boolean): void {
    const reply = this.streaming ?? this.begin();
    this.add(reply, token);
    if (last) this.complete(reply);
  }

  /** A whole reply; `unbroken`: the caller cannot cut into it. Resolves once it has been heard. */
  say(text: string, unbroken = false): Promise<void> {
    const reply = this.begin();
    if (unbroken) this.unbroken = reply;
    this.add(reply, text);
    this.complete(reply);
    return this.playback;
  }

  /** The reply the caller cannot cut into is still playing. */
  unbrokenPlaying(): boolean {
    if (this.unbroken && this.replies[0] !== this.unbroken) this.unbroken = null;
    return this.unbroken !== null;
  }

  /** Barge-in: every reply stops. What the caller heard of the one playing and for how long; null when none was. */
  cut(): { heard: string; ms: number } | null {
    const playing = this.replies[0];
    if (!playing) return null;
    const heard = playing.speaker?.heardText() ?? '';
    const ms = Date.now() - playing.startedAt;
    for (const reply of this.replies) this.cancel(reply, reply === playing ? heard : '');
    this.replies = [];
    this.streaming = null;
    this.playback = Promise.resolve();
    return { heard, ms };
  }

  /** The call ended: every reply stops where it is; lines keep what they had. */
  stop(): void {
    for (const reply of this.replies) {
      reply.cancelled = true;
      reply.speaker?.stop();
      reply.resolveComplete();
      this.host.patchLine(reply.lineId, reply.text.trim() ? { streaming: false } : null);
    }
    this.replies = [];
    this.streaming = null;
  }

  private begin(): Reply {
    let resolveComplete!: () => void;
    const complete = new Promise<void>((resolve) => (resolveComplete = resolve));
    const reply: Reply = {
      lineId: this.host.addLine(),
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
    const heard = this.playback.then(() => this.play(reply));
    this.playback = heard;
    void heard.then(() => {
      if (this.playback === heard) this.host.onAllHeard();
    });
    return reply;
  }

  private add(reply: Reply, text: string) {
    if (!text) return;
    reply.text += text;
    this.host.patchLine(reply.lineId, { text: reply.text });
    this.host.onWords();
    for (const piece of reply.chunker.push(text)) this.queuePiece(reply, piece);
  }

  private queuePiece(reply: Reply, piece: string) {
    if (reply.speaker) reply.speaker.enqueue(piece);
    else reply.pieces.push(piece);
  }

  private complete(reply: Reply) {
    if (reply.done) return;
    reply.done = true;
    for (const piece of reply.chunker.flush()) this.queuePiece(reply, piece);
    if (this.streaming === reply) this.streaming = null;
    this.host.patchLine(reply.lineId, { streaming: false });
    if (!reply.text.trim()) this.host.patchLine(reply.lineId, null);
    reply.resolveComplete();
  }

  private cancel(reply: Reply, heard: string) {
    reply.cancelled = true;
    reply.speaker?.stop();
    this.host.patchLine(reply.lineId, heard ? { text: heard, interrupted: true, streaming: false } : null);
    reply.resolveComplete();
  }

  /** Speaks a reply once the ones before it have been heard. */
  private async play(reply: Reply) {
    const audio = this.host.audio();
    if (reply.cancelled || !audio || !this.host.live()) return;
    const speaker = new ReplySpeaker({ context: audio.context, output: audio.replyBus, synthesize: this.host.synthesize, locale: this.host.locale() });
    reply.speaker = speaker;
    reply.startedAt = Date.now();
    for (const piece of reply.pieces.splice(0)) speaker.enqueue(piece);
    await reply.complete;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- TS keeps the narrowing across the await, while a barge-in may cancel the reply meanwhile
    if (reply.cancelled) return;
    await speaker.finish();
    this.replies = this.replies.filter((r) => r !== reply);
  }
}
