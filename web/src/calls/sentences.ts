/**
 * Splits a reply that arrives token by token into pieces to synthesise while the rest streams: the
 * first sentence on its own (so the first words play as soon as possible), then the following
 * sentences grouped into pieces of at least `groupChars` characters (fewer speech requests), and
 * whatever is left when the reply is complete.
 */
export class SentenceChunker {
  private pending = '';
  private emitted = 0;

  constructor(private readonly groupChars = 140) {}

  /** Adds streamed text; returns the pieces now ready to speak. */
  push(text: string): string[] {
    this.pending += text;
    const out: string[] = [];
    for (;;) {
      const cut = this.nextCut();
      if (cut === -1) break;
      const piece = this.pending.slice(0, cut).trim();
      this.pending = this.pending.slice(cut);
      if (piece) {
        out.push(piece);
        this.emitted++;
      }
    }
    return out;
  }

  /** The reply is complete: the rest, if any. */
  flush(): string[] {
    const piece = this.pending.trim();
    this.pending = '';
    if (!piece) return [];
    this.emitted++;
    return [piece];
  }

  /** Where the next piece ends (after a sentence end followed by white space), or -1. */
  private nextCut(): number {
    const minimum = this.emitted === 0 ? 1 : this.groupChars;
    const boundary = /[.!?…]+["')\]]*\s+/g;
    let match: RegExpExecArray | null;
    while ((match = boundary.exec(this.pending))) {
      const end = match.index + match[0].length;
      if (this.pending.slice(0, end).trim().length >= minimum) return end;
    }
    return -1;
  }
}
