import type { Logger } from '@landline/platform';
import type { NewTurn, TelephonyStore } from '../store';

/**
 * Writes the conversation's turns off the reply path: turns from every live call are gathered and written
 * together every few milliseconds (one statement a batch), in order; a turn written again (an interrupted
 * reply cut to what was heard) replaces the earlier text.
 */
export class TurnWriter {
  private pending = new Map<string, NewTurn>();
  private timer?: NodeJS.Timeout;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: TelephonyStore,
    private readonly logger: Logger,
    private readonly flushMs = 100,
    private readonly maxBatch = 500,
  ) {}

  add(turn: NewTurn): void {
    this.pending.set(`${turn.callSid}\u0000${turn.seq}`, turn);
    if (this.pending.size >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes what is pending; resolves once everything added before the call is stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.chain = this.chain.then(async () => {
      if (batch.length === 0) return;
      for (let attempt = 1; ; attempt++) {
        try {
          await this.store.writeTurns(this.store.db, batch);
          return;
        } catch (err) {
          if (attempt >= 3) {
            this.logger.error({ err, turns: batch.length }, 'could not store call turns');
            return;
          }
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      }
    });
    return this.chain;
  }
}
