/**
 * An emergency transfer in the phone simulator. The line rings the on-call team one person at a time (the
 * transfer number, then the agent's on-call ladder); the simulator answers as the person rung (Accept,
 * Pass, or it lets the ring run out) and the line says what follows: the next person ringing, the caller
 * bridged to whoever took it, or, when nobody did, the lines the caller hears before the call ends.
 */
import { isE164 } from '@landline/platform/phone';
import { describeError } from '../../api/errors';
import type { SandboxCall, SandboxDial, SandboxDialAnswer, SandboxSay } from '@landline/api';
import type { TransferConfig } from '@landline/api';
import { formatDialled } from './dialing';

/** The line's ring time when it names none. */
export const DEFAULT_RING_SECONDS = 20;

type OnCallOutcome = 'declined' | 'no_answer';

export interface OnCallState {
  /** ringing: `dial` is being rung; bridged: `dial` took the call; unanswered: nobody did. */
  status: 'ringing' | 'bridged' | 'unanswered';
  dial: SandboxDial;
  /** When the ring runs out (epoch ms): the person did not answer. */
  ringsUntil: number;
  /** The answer on its way to the line. */
  answering: SandboxDialAnswer | null;
  /** The people rung before, and how each answered. */
  tried: { to: string; index: number; outcome: OnCallOutcome }[];
  /** The line did not take the last answer. */
  error: string | null;
}

export interface OnCallContact {
  name: string;
  phone: string;
}

/** '+12125551234' → '+1 (212) 555-1234'. */
export const formatOnCallNumber = (e164: string) => formatDialled(e164);

const ON_CALL_MESSAGES = {
  ringing: (to: string) => `Calling the on-call team: ringing ${formatOnCallNumber(to)}.`,
  declined: (to: string) => `${formatOnCallNumber(to)} passed.`,
  noAnswer: (to: string) => `${formatOnCallNumber(to)} did not answer.`,
  bridged: (to: string) => `${formatOnCallNumber(to)} took the call.`,
  unanswered: 'Nobody on the on-call team took the call.',
  answerFailed: 'The phone line did not take the answer. Please try again.',
} as const;

/** What the line's answer to a transfer (or to an answer of the person rung) means for the call. */
export type LineStep =
  | { kind: 'ring'; dial: SandboxDial }
  | { kind: 'bridged'; dial: SandboxDial }
  /** Lines the caller hears, then the call ends. */
  | { kind: 'closing'; say: SandboxSay[] }
  /** Nothing more to simulate: the call ends as a transfer. */
  | { kind: 'transfer' };

export function lineStep(answer: Pick<SandboxCall, 'status' | 'say'> & { dial?: SandboxDial | null }): LineStep {
  const dial = answer.dial;
  if (answer.status === 'dialing' && dial?.to) {
    return { kind: 'ring', dial: { ...dial, ringSeconds: dial.ringSeconds > 0 ? dial.ringSeconds : DEFAULT_RING_SECONDS } };
  }
  if (answer.status === 'bridged' && dial) return { kind: 'bridged', dial };
  const say = answer.say.filter((line) => line.text.trim());
  return say.length > 0 ? { kind: 'closing', say } : { kind: 'transfer' };
}

/** Who an emergency rings, in order: the transfer number, then the ladder (an agent with transfers off rings no one). */
export function onCallContacts(config: TransferConfig | null | undefined): OnCallContact[] {
  if (!config?.enabled) return [];
  return [{ name: '', phone: config.transferNumber }, ...config.ladder].filter((c) => isE164(c.phone));
}

/** The contact being rung, when the agent's settings agree with the line about who is at that place. */
export function contactAt(dial: Pick<SandboxDial, 'to' | 'index'>, contacts: OnCallContact[]): OnCallContact | null {
  const contact = contacts[dial.index];
  return contact && contact.phone === dial.to ? contact : null;
}

/** 'Ringing +1 (212) 555-1234 — 1 of 3'; with the name when known; without the place when unsure. */
export function ringingText(dial: Pick<SandboxDial, 'to' | 'index'>, contacts: OnCallContact[]): string {
  const contact = contactAt(dial, contacts);
  const number = formatOnCallNumber(dial.to);
  const who = contact?.name ? `${contact.name}, ${number}` : number;
  return contact ? `Ringing ${who} — ${dial.index + 1} of ${contacts.length}` : `Ringing ${who}`;
}

/** Whole seconds until the ring runs out (0 once it has). */
export function ringSecondsLeft(ringsUntil: number, now: number): number {
  return Math.max(0, Math.ceil((ringsUntil - now) / 1000));
}

export function ringCountdownText(seconds: number): string {
  return seconds > 0 ? `Rings for ${seconds} s more` : 'No answer';
}

/** The phone line's side of the transfer (the sandbox endpoints). */
export interface OnCallLine {
  reconnect(callSid: string, handoffData: string): Promise<SandboxCall>;
  answer(callSid: string, index: number, answer: SandboxDialAnswer): Promise<SandboxCall>;
}

/** The call the transfer belongs to. */
export interface OnCallHost {
  callSid(): string;
  live(): boolean;
  set(state: OnCallState): void;
  /** A line in the transcript. */
  note(text: string): void;
  /** Says the caller's closing lines; resolves once heard. */
  speak(say: SandboxSay[]): Promise<void>;
  /** The call ends as a transfer (and is saved). */
  end(): void;
}

/** One emergency transfer of a call, from the line's answer to the transfer until the call ends or is bridged. */
export class OnCallLadder {
  private state: OnCallState | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: OnCallHost,
    private readonly line: OnCallLine,
    private readonly now: () => number = Date.now,
  ) {}

  /** The transfer's last words were heard: asks the line what follows; the call ends unless someone is rung. */
  async begin(handoffData: string): Promise<void> {
    let step: LineStep;
    try {
      step = lineStep(await this.line.reconnect(this.host.callSid(), handoffData));
    } catch {
      step = { kind: 'transfer' };
    }
    await this.follow(step, []);
  }

  /** The person being rung presses 1 or 2, or lets it ring out. */
  async answer(answer: SandboxDialAnswer): Promise<void> {
    const ringing = this.state;
    if (!ringing || ringing.status !== 'ringing' || ringing.answering || !this.host.live()) return;
    this.clearTimer();
    const pending = this.set({ ...ringing, answering: answer, error: null });
    let next: SandboxCall;
    try {
      next = await this.line.answer(this.host.callSid(), ringing.dial.index, answer);
    } catch (error) {
      if (this.state === pending && this.host.live()) this.set({ ...ringing, answering: null, error: describeError(error, ON_CALL_MESSAGES.answerFailed) });
      return;
    }
    if (this.state !== pending || !this.host.live()) return;
    let tried = ringing.tried;
    if (answer !== 'accept') {
      const outcome: OnCallOutcome = answer === 'pass' ? 'declined' : 'no_answer';
      tried = [...tried, { to: ringing.dial.to, index: ringing.dial.index, outcome }];
      this.host.note(outcome === 'declined' ? ON_CALL_MESSAGES.declined(ringing.dial.to) : ON_CALL_MESSAGES.noAnswer(ringing.dial.to));
    }
    await this.follow(lineStep(next), tried);
  }

  /** The call ended: the ring stops. */
  stop(): void {
    this.clearTimer();
  }

  private async follow(step: LineStep, tried: OnCallState['tried']): Promise<void> {
    if (!this.host.live()) return;
    if (step.kind === 'ring') {
      const { dial } = step;
      this.clearTimer();
      this.set({ status: 'ringing', dial, ringsUntil: this.now() + dial.ringSeconds * 1000, answering: null, tried, error: null });
      this.host.note(ON_CALL_MESSAGES.ringing(dial.to));
      this.timer = setTimeout(() => void this.answer('no_answer'), dial.ringSeconds * 1000);
      return;
    }
    if (step.kind === 'bridged') {
      const dial = { ...(this.state?.dial ?? step.dial), to: step.dial.to || this.state?.dial.to || '', index: step.dial.index };
      this.set({ status: 'bridged', dial, ringsUntil: this.now(), answering: null, tried, error: null });
      this.host.note(ON_CALL_MESSAGES.bridged(dial.to));
      return;
    }
    if (this.state) {
      this.set({ ...this.state, status: 'unanswered', answering: null, tried, error: null });
      this.host.note(ON_CALL_MESSAGES.unanswered);
    }
    if (step.kind === 'closing') await this.host.speak(step.say);
    if (this.host.live()) this.host.end();
  }

  private set(state: OnCallState): OnCallState {
    this.state = state;
    this.host.set(state);
    return state;
  }

  private clearTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
