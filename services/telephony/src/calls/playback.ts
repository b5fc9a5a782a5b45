/**
 * When the caller has heard what the employee said. The relay asks ConversationRelay for its playback
 * reports (the <ConversationRelay debug="speaker-events tokens-played"> options: `info` messages named
 * `agentSpeaking` on/off and `tokensPlayed` with the words just played). While the carrier sends them,
 * speech is done when the voice has stopped and every word sent has been played; a carrier that sends none
 * (the option off, an older account, the sandbox line) is timed by an estimate of the speaking rate.
 *
 * Everything that waits for the caller to have heard a reply (the `end` of a transfer or hang-up, the
 * handover on shutdown, the silence timers) waits here.
 */

/** The debug options the TwiML asks for: Twilio documents `speaker-events` and `tokens-played`. */
export const PLAYBACK_DEBUG_OPTIONS = 'speaker-events tokens-played';

/** Only letters and digits count: the carrier's played text differs from ours in spaces and punctuation. */
const spoken = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '').length;

export interface PlaybackOptions {
  /** The estimate's speaking rate (characters a second). */
  charsPerSecond: number;
  /**
   * With playback reports, how long past the estimate a wait may last when the reports stop coming (a
   * carrier that drops the option mid-call must not hold the call open).
   */
  reportSlackMs?: number;
  now?: () => number;
}

type Waiter = { run: () => void; timer?: NodeJS.Timeout };

export class Playback {
  private estimateUntil: number;
  /** The carrier reports playback on this call (speaker events, played tokens or both). */
  private reported = false;
  private tokensReported = false;
  private speaking = false;
  /** Text was sent since the voice last stopped: the stop reported so far is not its own. */
  private sentSinceStop = false;
  /** Letters and digits sent for speech and not yet reported played. */
  private unplayed = 0;
  private readonly waiters = new Set<Waiter>();
  private readonly now: () => number;

  constructor(private readonly options: PlaybackOptions) {
    this.now = options.now ?? Date.now;
    this.estimateUntil = this.now();
  }

  /** Whether the carrier's reports (rather than the estimate) time this call. */
  get tracked(): boolean {
    return this.reported;
  }

  /** Text handed to the carrier to speak. */
  said(text: string): void {
    this.unplayed += spoken(text);
    this.sentSinceStop = true;
    this.carrierSays(text);
  }

  /**
   * What the carrier speaks of its own accord (the welcome greeting of the TwiML): heard when the voice
   * stops, as no `tokensPlayed` report covers text the relay did not send.
   */
  carrierSays(text: string): void {
    this.estimateUntil = Math.max(this.now(), this.estimateUntil) + Math.round((text.length / this.options.charsPerSecond) * 1000);
    this.rearm();
  }

  /** The caller spoke over the employee: the carrier stopped speaking and drops the rest. */
  interrupted(): void {
    this.estimateUntil = this.now();
    this.unplayed = 0;
    this.speaking = false;
    this.sentSinceStop = false;
    this.rearm();
    this.settle();
  }

  /** A carrier `info` message. Returns false for one that says nothing of playback. */
  onInfo(name: string, value: string): boolean {
    if (name === 'agentSpeaking') {
      this.reported = true;
      this.speaking = value === 'on';
      if (!this.speaking) this.sentSinceStop = false;
    } else if (name === 'tokensPlayed') {
      this.reported = true;
      this.tokensReported = true;
      this.unplayed = Math.max(0, this.unplayed - spoken(value));
    } else {
      return false;
    }
    this.rearm();
    this.settle();
    return true;
  }

  /** Nothing is being spoken or waiting to be. */
  get heard(): boolean {
    // With speaker events alone, the voice stopping says it all; played tokens also say what is left.
    if (this.reported) return !this.speaking && (this.tokensReported ? this.unplayed === 0 : !this.sentSinceStop);
    return this.now() >= this.estimateUntil;
  }

  /** Runs `run` once the caller has heard everything said so far (and anything said before then). Returns a cancel. */
  whenHeard(run: () => void): () => void {
    const waiter: Waiter = { run };
    this.waiters.add(waiter);
    this.arm(waiter);
    if (this.reported) queueMicrotask(() => this.settle());
    return () => {
      clearTimeout(waiter.timer);
      this.waiters.delete(waiter);
    };
  }

  /** Cancels every wait (the socket closed). */
  clear(): void {
    for (const w of this.waiters) clearTimeout(w.timer);
    this.waiters.clear();
  }

  /**
   * A waiter's timer: at the estimate without reports; with them, the estimate plus slack as a backstop
   * (the reports settle it sooner).
   */
  private arm(waiter: Waiter): void {
    clearTimeout(waiter.timer);
    const slack = this.reported ? (this.options.reportSlackMs ?? 5_000) : 0;
    const wait = Math.max(0, this.estimateUntil - this.now()) + slack;
    waiter.timer = setTimeout(() => this.fire(waiter), wait);
  }

  private rearm(): void {
    for (const w of this.waiters) this.arm(w);
  }

  private settle(): void {
    if (!this.reported || !this.heard) return;
    for (const w of [...this.waiters]) this.fire(w);
  }

  private fire(waiter: Waiter): void {
    if (!this.waiters.delete(waiter)) return;
    clearTimeout(waiter.timer);
    waiter.run();
  }
}
