/**
 * Keys pressed on a relayed call, gathered into one turn: sent at # or after a pause, as a phone menu
 * would take them.
 */
import { RELAY_LIMITS } from './relay-protocol';

export class KeypadCollector {
  private digits = '';
  private timer?: NodeJS.Timeout;

  /** `onEntry` gets what was keyed since the last entry ('' for a lone #). */
  constructor(private readonly onEntry: (digits: string) => void) {}

  press(digit: string): void {
    clearTimeout(this.timer);
    if (digit === '#') {
      this.flush();
      return;
    }
    this.digits = (this.digits + digit).slice(0, 32);
    this.timer = setTimeout(() => this.flush(), RELAY_LIMITS.dtmfGapMs);
  }

  clear(): void {
    clearTimeout(this.timer);
  }

  private flush(): void {
    const digits = this.digits;
    this.digits = '';
    this.onEntry(digits);
  }
}
