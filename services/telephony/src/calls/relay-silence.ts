/**
 * Silence on a relayed call, counted from the moment the employee's last words have been heard (not sent):
 * a gentle check first, then a polite goodbye; and the wait before the call is handed back to the carrier.
 */
import type { Playback } from './playback';

export interface SilenceActions {
  /** Says the check; false when the call is busy and nothing was said. */
  nudge(): boolean;
  goodbye(): void;
}

export class SilenceWatch {
  private cancelWait?: () => void;
  private nudgeTimer?: NodeJS.Timeout;
  private goodbyeTimer?: NodeJS.Timeout;
  /** The caller has been checked on since they last spoke. */
  private nudged = false;

  constructor(
    private readonly playback: Playback,
    private readonly ms: { silencePromptMs: number; silenceHangupMs: number },
    private readonly actions: SilenceActions,
  ) {}

  /** The caller spoke: a later silence is checked on again. */
  callerSpoke(): void {
    this.nudged = false;
  }

  clear(): void {
    this.cancelWait?.();
    this.cancelWait = undefined;
    clearTimeout(this.nudgeTimer);
    clearTimeout(this.goodbyeTimer);
  }

  arm(): void {
    this.clear();
    const { silencePromptMs, silenceHangupMs } = this.ms;
    this.cancelWait = this.playback.whenHeard(() => {
      this.cancelWait = undefined;
      if (!this.nudged && silencePromptMs < silenceHangupMs) {
        this.nudgeTimer = setTimeout(() => {
          if (this.actions.nudge()) this.nudged = true;
        }, silencePromptMs);
      }
      this.goodbyeTimer = setTimeout(() => this.actions.goodbye(), silenceHangupMs);
    });
  }
}

/** Runs one action a moment after the caller has heard everything said so far (a new one replaces it). */
export class AfterHeard {
  private cancelWait?: () => void;
  private timer?: NodeJS.Timeout;

  constructor(private readonly playback: Playback) {}

  run(action: () => void): void {
    this.cancel();
    this.cancelWait = this.playback.whenHeard(() => {
      this.timer = setTimeout(action, 250);
    });
  }

  cancel(): void {
    this.cancelWait?.();
    clearTimeout(this.timer);
  }
}
