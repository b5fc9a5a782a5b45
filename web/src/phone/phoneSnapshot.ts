import type { SandboxCall } from '../api/sandbox';
import type { OnCallState } from './onCall';
import type { Handoff } from './relayProtocol';

export type PhonePhase = 'idle' | 'dialing' | 'connected' | 'ended';
/** Who has the floor while connected. */
export type PhoneActivity = 'speaking' | 'thinking' | 'listening';
export type PhoneEndReason = 'hangup' | 'agent' | 'transfer' | 'message' | 'voicemail' | 'rejected' | 'dropped' | 'microphone' | 'failed';
export type PhoneSaveState = 'none' | 'saving' | 'saved' | 'failed';

export interface PhoneLine {
  id: number;
  role: 'user' | 'model' | 'system';
  text: string;
  timestamp: string;
  interrupted?: boolean;
  streaming?: boolean;
}

/** What the phone simulator shows of its call (a new object on every change). */
export interface PhoneSnapshot {
  phase: PhonePhase;
  activity: PhoneActivity | null;
  to: string;
  from: string;
  callSid: string | null;
  /** The agent that answered (null for a number no agent takes). */
  agentId: string | null;
  /** What the voice webhook did with the call. */
  outcome: SandboxCall['status'] | null;
  connectedAt: number | null;
  durationSeconds: number | null;
  lines: PhoneLine[];
  interim: string;
  speechInput: boolean;
  muted: boolean;
  /** Keys pressed during the call. */
  keypad: string;
  /** The current locale of the call (en-US, es-US). */
  locale: string;
  /** An inline notice that does not end the call. */
  notice: string | null;
  /** Why the call failed or ended against the caller's will. */
  error: string | null;
  endReason: PhoneEndReason | null;
  /** The relay handed the call to a person. */
  transfer: Handoff | null;
  /** An emergency transfer ringing the on-call team (null until the line rings someone). */
  onCall: OnCallState | null;
  saveState: PhoneSaveState;
  savedCallId: string | null;
}

export const IDLE_PHONE: PhoneSnapshot = {
  phase: 'idle',
  activity: null,
  to: '',
  from: '',
  callSid: null,
  agentId: null,
  outcome: null,
  connectedAt: null,
  durationSeconds: null,
  lines: [],
  interim: '',
  speechInput: false,
  muted: false,
  keypad: '',
  locale: 'en-US',
  notice: null,
  error: null,
  endReason: null,
  transfer: null,
  onCall: null,
  saveState: 'none',
  savedCallId: null,
};

const iso = (ms: number) => new Date(ms).toISOString();

/** A call's snapshot and its transcript lines, for useSyncExternalStore. */
export class PhoneStore {
  protected snap: PhoneSnapshot;
  private readonly listeners = new Set<() => void>();
  private nextLineId = 1;

  constructor(to: string, from: string) {
    this.snap = { ...IDLE_PHONE, to, from };
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = () => this.snap;

  protected update(patch: Partial<PhoneSnapshot>) {
    this.snap = { ...this.snap, ...patch };
    for (const listener of this.listeners) listener();
  }

  protected addLine(role: PhoneLine['role'], text: string, extra: Partial<PhoneLine> = {}): number {
    const line: PhoneLine = { id: this.nextLineId++, role, text, timestamp: iso(Date.now()), ...extra };
    this.update({ lines: [...this.snap.lines, line] });
    return line.id;
  }

  protected patchLine(id: number, patch: Partial<PhoneLine> | null) {
    const lines = patch === null ? this.snap.lines.filter((l) => l.id !== id) : this.snap.lines.map((l) => (l.id === id ? { ...l, ...patch } : l));
    this.update({ lines });
  }
}
