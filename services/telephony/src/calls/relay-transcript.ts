/**
 * One relayed call's transcript as the socket keeps it: the turns written to the database (numbered in
 * order, after any a previous socket of the same call wrote) and the history an engine stream is opened with.
 */
import type { TurnRow } from '../store';
import type { TurnWriter } from './turns';

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

export class RelayTranscript {
  private seq: number;
  private readonly turns: HistoryTurn[];
  private lastModel?: { seq: number; text: string };

  constructor(
    private readonly callSid: string,
    stored: TurnRow[],
    private readonly writer: TurnWriter,
  ) {
    this.seq = stored.reduce((m, t) => Math.max(m, t.seq), 0);
    const spoken = stored.filter((t) => t.text.trim() !== '');
    this.turns = spoken.map((t) => ({ role: t.role === 'user' ? 'user' : 'assistant', content: t.text }));
    const last = [...spoken].reverse().find((t) => t.role === 'model');
    if (last) this.lastModel = { seq: last.seq, text: last.text };
  }

  /** What the employee said last, as stored (the greeting on a new call). */
  get lastModelText(): string | undefined {
    return this.lastModel?.text;
  }

  /** The most recent turns, for a (re)opened engine stream. */
  recent(limit: number): HistoryTurn[] {
    return this.turns.slice(-limit);
  }

  addUser(text: string): void {
    this.write('user', text);
    this.turns.push({ role: 'user', content: text });
  }

  addModel(text: string): void {
    this.lastModel = { seq: this.write('model', text), text };
    this.turns.push({ role: 'assistant', content: text });
  }

  /** A line of our own (not the engine's): stored, but not part of what the engine is told. */
  addLine(text: string): void {
    this.write('model', text);
  }

  /** The caller cut the employee's last reply short: the turn becomes what they heard of it (nothing, if nothing). */
  cutLastModel(heard: string): void {
    if (!this.lastModel) return;
    this.writer.add({ callSid: this.callSid, seq: this.lastModel.seq, role: 'model', text: heard, at: new Date() });
    const i = this.turns.findLastIndex((turn) => turn.role === 'assistant');
    if (i !== -1) {
      if (heard) this.turns[i] = { role: 'assistant', content: heard };
      else this.turns.splice(i, 1);
    }
    this.lastModel = { seq: this.lastModel.seq, text: heard };
  }

  /** Takes back the caller's last turn from the history (it is about to be asked again on a new stream). */
  withdrawUser(text: string): void {
    const last = this.turns[this.turns.length - 1];
    if (last?.role === 'user' && last.content === text) this.turns.pop();
  }

  /** Puts a caller turn back into the history without storing it again. */
  restoreUser(text: string): void {
    this.turns.push({ role: 'user', content: text });
  }

  private write(role: 'user' | 'model', text: string): number {
    this.seq++;
    this.writer.add({ callSid: this.callSid, seq: this.seq, role, text, at: new Date() });
    return this.seq;
  }
}
